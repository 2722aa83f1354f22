/** A curated palette's Dutch text: its colours' Dutch names in the English's order. */
export type CustomPaletteDutch = { name: string; description: string; colors: string[] };

/** The Dutch text of every palette of `Website/CustomPalettes`, keyed by palette id (scripts/seed/custom-palettes.ts). */
export const customPalettesNl: Record<string, CustomPaletteDutch> = {
  "capsule-neutrals-soft-summer": {
    name: "Neutrale basiskleuren voor Soft Summer",
    description:
      "De rustige, grijzige basiskleuren waarop een Soft Summer-garderobe (zachte zomer) is gebouwd. Combineer er drie naar keuze en voeg één accent uit je stalenwaaier toe; geen van deze kleuren gaat de strijd aan met je huid zoals zwart of fel wit dat kan doen.",
    colors: ["Champignontaupe", "Zacht antraciet", "Tingrijs", "Grijzig marineblauw", "Rozebeige", "Oesterwit", "Leiblauw", "Cacao"],
  },
  "wedding-guest-jewel-tones": {
    name: "Edelsteentinten voor bruiloftsgasten",
    description:
      "Rijke, verzadigde tinten voor avondbruiloften en black-tie-evenementen, gekozen voor Winters en Deep Autumns (diepe herfst). Ze staan prachtig op foto's onder het warme licht van een feestlocatie en worden nooit verward met bruidswit.",
    colors: ["Smaragd", "Saffier", "Robijn", "Amethist", "Diep petrol", "Granaat", "Middernachtpruim"],
  },
  "office-essentials-deep-autumn": {
    name: "Kantoorbasics voor Deep Autumn",
    description:
      "Een werkgarderobe die verzorgd oogt zonder op zwart te leunen. Pure chocola en aubergine nemen de plaats in van zwarte pakken, en de warmere tinten doen het goed als blouse of breiwerk dicht bij het gezicht.",
    colors: ["Pure chocola", "Aubergine", "Bosgroen", "Warm olijfgroen", "Cognac", "Baksteenrood", "Crème", "Donker petrol", "Mosterdgeel"],
  },
  "spring-weekend-brights": {
    name: "Heldere weekendkleuren voor Light en Bright Spring",
    description:
      "Heldere, warme kleuren voor ontspannen weekenden, vakanties en zomeravonden, voor Light Spring (lichte lente) en Bright Spring (heldere lente). Combineer ze met licht camel of warm ivoor in plaats van hard wit voor een luchtige, zonnige look.",
    colors: ["Koraal", "Warm aqua", "Boterbloemgeel", "Perzik", "Lavendelblauw", "Lentegroen", "Warm ivoor", "Licht camel"],
  },
  "true-winter-monochrome-accents": {
    name: "True Winter: zwart-wit met accenten",
    description:
      "Strak zwart en wit staan niemand zo goed als een True Winter (ware winter). Dit palet voegt ijzige tinten en krachtige accenten toe, zodat een garderobe met veel contrast nooit streng oogt.",
    colors: ["Zuiver wit", "Zwart", "Antraciet", "IJzig lila", "IJsblauw", "Helder rood", "Koningsblauw", "Magenta"],
  },
  "soft-autumn-knitwear": {
    name: "Breiwerk voor Soft Autumn",
    description:
      "Gedempte, warme garentinten die een Soft Autumn (zachte herfst) van oktober tot maart kan dragen. Kabeltruien in deze kleuren laten een vermoeide winterhuid warm en egaal ogen.",
    colors: ["Havermout", "Salie", "Oudzalm", "Camel", "Mosgroen", "Zacht petrol", "Melkchocolade"],
  },
};
