import type { Season, SubSeason } from "~/schemas/season";

export const WINTER_NL: Season = {
  slug: "winter",
  name: "Winter",
  tagline: "Koel, helder en dramatisch.",
  description:
    "Wintertypes hebben koele natuurlijke kleuren, met een sterk contrast en een helderheid die het mooist uitkomen in levendige, ijzige of heel donkere kleuren. Denk aan een winternacht: sneeuw, zwart ijs, hulstbessen en donkere dennen. Een wintertype kan echt zwart, zuiver wit en edelsteentinten dragen die andere seizoenen zouden overweldigen; in stoffige en goudachtige kleuren ziet het er juist vermoeid uit.",
  keyColors: [
    { name: "Zuiver rood", hex: "#c8102e" },
    { name: "Koningsblauw", hex: "#2a4bd7" },
    { name: "Smaragdgroen", hex: "#00875a" },
    { name: "Fuchsia", hex: "#cf1f7a" },
    { name: "IJsblauw", hex: "#d6ecfa" },
    { name: "Zwart", hex: "#000000" },
  ],
  characteristics: {
    temperature: "Koel, met een blauwe of neutraal-koele ondertoon",
    value: "Gemiddeld tot diep, met ijzige lichte tinten",
    chroma: "Helder tot intens",
    summary:
      "Koel en helder: wintertypes hebben verzadigde kleuren met een blauwe basis en veel contrast nodig, van ijzige pastels tot echt zwart.",
  },
  subSeasonSlugs: ["cool-winter", "bright-winter", "deep-winter", "true-winter"],
};

/** Cool, Bright, Deep and True Winter, in the order the season lists them. */
export const WINTER_SUB_SEASONS_NL: readonly SubSeason[] = [
  {
    slug: "cool-winter",
    name: "Cool Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Koele Winter", "Winter-Zomer"],
    description:
      "Cool Winter (koele winter) is de winter met een vleugje zomer: uitgesproken koel, met iets minder diepte en scherpte dan de andere wintertypes. Vaak gaat koel middel- tot donkerbruin, asbruin of peper-en-zoutkleurig haar samen met een roze getinte of koel-neutrale huid en grijsblauwe, koel grijze of ijsblauwe ogen. Dit type straalt in kleuren met een blauwe basis, van gemiddeld tot diep, zoals saffier, blauwrood, dennengroen en ijslavendel, met een heldere maar niet schelle uitstraling. Goudachtige en aardse kleuren vloeken meteen, en de felste neonkleuren kunnen net wat los van het gezicht komen te staan.",
    characteristics: {
      depth: "medium",
      temperature: "cool",
      chroma: "medium-bright",
      contrast: "medium-high",
      summary:
        "Eerst koelte: heldere kleuren met een blauwe basis, van ijzig tot diep, met duidelijk contrast maar net iets minder intensiteit dan bij de andere wintertypes.",
    },
    palette: [
      { name: "IJsroze", hex: "#f2d6e6" },
      { name: "IJslavendel", hex: "#d9d2f0" },
      { name: "IJsblauw", hex: "#d2e6f7" },
      { name: "IJsmint", hex: "#d3f0e4" },
      { name: "Blauwrood", hex: "#b3123f" },
      { name: "Bessenfuchsia", hex: "#c0307a" },
      { name: "Pruim", hex: "#6e2a5a" },
      { name: "Diep amethist", hex: "#6b3fa0" },
      { name: "Hyacint", hex: "#5b5fc7" },
      { name: "Saffier", hex: "#0f52ba" },
      { name: "Koel ceruleumblauw", hex: "#2a7ab8" },
      { name: "Staalblauw", hex: "#1b4f8a" },
      { name: "Koel petrol", hex: "#006d77" },
      { name: "Blauwsmaragd", hex: "#007a5e" },
      { name: "Dennengroen", hex: "#1f5c4f" },
    ],
    neutrals: [
      { name: "Sneeuwwit", hex: "#fafafa" },
      { name: "Zilvergrijs", hex: "#aeb4bc" },
      { name: "Antraciet", hex: "#36454f" },
      { name: "Middernachtblauw", hex: "#1c2841" },
      { name: "Zwart", hex: "#000000" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Platina", "Witgoud"],
      why: "Glanzende witte metalen herhalen de koele, zilverachtige tinten van haar en ogen, terwijl geelgoud een warmte toevoegt die geleend lijkt.",
    },
    avoid: [
      { name: "Camel", hex: "#c19a6b", reason: "Een goudachtige neutrale kleur die een koele huid vaal maakt." },
      { name: "Oranje", hex: "#ff8c00", reason: "Pure warmte, die tegen elke koele toon van dit type ingaat." },
      { name: "Mosterd", hex: "#d4a017", reason: "Een aards geel waarbij de teint grijsgroen oogt." },
      { name: "Olijfgroen", hex: "#708238", reason: "Gedempt en warm; het neemt de heldere tekening van de ogen weg." },
      { name: "Perzik", hex: "#ffcba4", reason: "Een warme pastel die naast een koele huid flets en gelig oogt." },
    ],
    confusedWith: [
      {
        slug: "cool-summer",
        why: "Cool Summer heeft een zachtere, licht vergrijsde versie van koele kleuren nodig, terwijl Cool Winter zuiver wit, zwart en ijzige kleuren kan dragen zonder hard te ogen.",
      },
      {
        slug: "true-winter",
        why: "True Winter is dieper en intenser, terwijl Cool Winter het mooist is in kleuren die helder verzadigd zijn, maar net iets minder fel.",
      },
    ],
  },
  {
    slug: "bright-winter",
    name: "Bright Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Heldere Winter", "Clear Winter", "Winter-Lente"],
    description:
      "Bright Winter (heldere winter) is het levendigste van alle zestien types: koel-neutraal, met een helderheid die het van de lente leent. Dit type valt eerder op door zijn sprekende uitstraling dan door donkere kleuren alleen: vaak donker haar bij een heldere, stralende huid, met sprankelende ogen in ijsblauw, helder groen, turquoise of helder topaasbruin. Het heeft verzadigde, elektrische kleuren en een scherp contrast nodig: knalroze, kersenrood, kobaltblauw, smaragdgroen en ijzige heldere tinten tegen zwart of wit. In gedempte, stoffige of aardse kleuren oogt de huid dof en onrustig, alsof iemand de sprankeling heeft uitgezet.",
    characteristics: {
      depth: "medium",
      temperature: "cool-neutral",
      chroma: "bright",
      contrast: "high",
      summary:
        "Eerst helderheid: de meest verzadigde, elektrische kleuren op een koel-neutrale basis, gedragen met een scherp, hoog contrast.",
    },
    palette: [
      { name: "Kersenrood", hex: "#d9002f" },
      { name: "Helder framboos", hex: "#d5175e" },
      { name: "Knalroze", hex: "#f7258f" },
      { name: "Fuchsiapaars", hex: "#b0179e" },
      { name: "Elektrisch violet", hex: "#7b2fd1" },
      { name: "Helder koningsblauw", hex: "#1e40d0" },
      { name: "Kobaltblauw", hex: "#0047ab" },
      { name: "Elektrisch blauw", hex: "#0090e0" },
      { name: "Elektrisch turquoise", hex: "#00c1c8" },
      { name: "Helder petrol", hex: "#00888a" },
      { name: "Helder smaragdgroen", hex: "#009b5a" },
      { name: "Citroengeel", hex: "#fff200" },
      { name: "IJsaqua", hex: "#cff5f3" },
      { name: "IJsviolet", hex: "#e5dcf7" },
      { name: "IJsroze", hex: "#fbd7e8" },
    ],
    neutrals: [
      { name: "Optisch wit", hex: "#ffffff" },
      { name: "Tingrijs", hex: "#8f959e" },
      { name: "Grafiet", hex: "#2f3135" },
      { name: "Inktblauw", hex: "#14213d" },
      { name: "Zwart", hex: "#000000" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Platina", "Hoogglanzend witgoud"],
      why: "Spiegelglanzende, koele metalen passen bij de sprankeling in de ogen; geborstelde, antieke of koperachtige afwerkingen ogen dof naast zoveel helderheid.",
    },
    avoid: [
      { name: "Oudroze", hex: "#d4a5a5", reason: "Een vergrijsd roze dat de natuurlijke helderheid van het gezicht dempt." },
      { name: "Camel", hex: "#c19a6b", reason: "Een zachte, goudachtige neutrale kleur die een heldere huid vaal maakt." },
      { name: "Kaki", hex: "#bdb76b", reason: "Gedempt en aards; het trekt de kleur uit de ogen." },
      { name: "Saliegroen", hex: "#9caf88", reason: "Dit zachte, vergrijsde groen oogt verbleekt naast zoveel levendigheid." },
      { name: "Champignonbeige", hex: "#bfae9d", reason: "Een neutrale kleur met weinig contrast, waardoor het gezicht vlak oogt." },
    ],
    confusedWith: [
      {
        slug: "bright-spring",
        why: "Bright Spring heeft warme, felle kleuren nodig, zoals koraal, mango en limoengroen, terwijl Bright Winter frisser oogt in koele, felle kleuren als knalroze, kobaltblauw en ijsviolet.",
      },
      {
        slug: "true-winter",
        why: "True Winter is dieper en volledig koel, terwijl Bright Winter draait om sprankeling en in de felste kleuren een vleugje neutrale warmte aankan.",
      },
    ],
  },
  {
    slug: "deep-winter",
    name: "Deep Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Diepe Winter", "Donkere Winter", "Winter-Herfst"],
    description:
      "Deep Winter (diepe winter) is het donkerste wintertype: koel-neutraal en intens, met een diepte die tegen de herfst aan schuurt. Typisch zijn heel donkerbruin of zwart haar, een lichte tot donkere huid met een neutrale tot koele ondertoon en donkerbruine, zwartbruine of diep hazelnootkleurige ogen, wat samen een sterke diepte geeft. De kleuren zijn donkere, verzadigde edelsteentinten: zwarte kers, diep smaragdgroen, inktblauw, aubergine en zuiver rood, opgelicht met een paar ijzige accenten. Lichte, poederachtige kleuren en goudachtige aardetinten ogen zwak of modderig naast dit type, en pastels op zichzelf kunnen de huid grauw maken.",
    characteristics: {
      depth: "deep",
      temperature: "cool-neutral",
      chroma: "bright",
      contrast: "high",
      summary:
        "Eerst diepte: donkere, verzadigde edelsteentinten op een koel-neutrale basis, aangescherpt met ijzige accenten en sterk contrast.",
    },
    palette: [
      { name: "Zwarte kers", hex: "#54001c" },
      { name: "Koel bordeaux", hex: "#6d1430" },
      { name: "Zuiver rood", hex: "#be0032" },
      { name: "Diep fuchsia", hex: "#a3105f" },
      { name: "Bessenpruim", hex: "#6b1d5a" },
      { name: "Diep aubergine", hex: "#3b1736" },
      { name: "Koningspaars", hex: "#5b2c8f" },
      { name: "Inktblauw", hex: "#1b2a6b" },
      { name: "Koningssaffier", hex: "#1f3c99" },
      { name: "Diep turquoise", hex: "#007174" },
      { name: "Donker petrol", hex: "#004d4d" },
      { name: "Diep smaragdgroen", hex: "#00563f" },
      { name: "IJsblauw", hex: "#dbeaf5" },
      { name: "IJsorchidee", hex: "#efdcf0" },
      { name: "IJsgroen", hex: "#d8f0e3" },
    ],
    neutrals: [
      { name: "Helder wit", hex: "#fdfdfd" },
      { name: "Antraciet", hex: "#333538" },
      { name: "Middernachtblauw", hex: "#141b33" },
      { name: "Zwartbruin", hex: "#2a1f1d" },
      { name: "Zwart", hex: "#000000" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Gunmetal", "Platina", "Antiek zilver"],
      why: "Koele metalen met wat gewicht, van gepolijst zilver tot gunmetal, houden stand naast donker haar en donkere ogen, zonder goudachtige warmte toe te voegen.",
    },
    avoid: [
      { name: "Pastelperzik", hex: "#ffd5b8", reason: "Licht en warm; het gezicht oogt er flets en vaal bij." },
      { name: "Beige", hex: "#d8c3a5", reason: "Een bleke, goudachtige neutrale kleur zonder de diepte die dit type nodig heeft." },
      { name: "Poederblauw", hex: "#b0d4ee", reason: "Te zacht en te licht om op zichzelf te dragen; het maakt de huid grauw." },
      { name: "Mosterd", hex: "#d4a017", reason: "Een aards goudgeel dat modderig oogt naast zoveel koele diepte." },
      { name: "Stoffig lila", hex: "#c4b1c9", reason: "Vergrijsd en bleek; het valt weg naast sterke, donkere trekken." },
    ],
    confusedWith: [
      {
        slug: "deep-autumn",
        why: "Deep Autumn heeft warme, aardse donkere tinten nodig, zoals ossenbloed en olijfgroen, terwijl Deep Winter scherper uitkomt in koele edelsteentinten, zwart en wit.",
      },
      {
        slug: "true-winter",
        why: "True Winter is volledig koel en over het geheel een tikje lichter, terwijl Deep Winter draait om diepte en juist de allerdonkerste kleuren het best draagt.",
      },
    ],
  },
  {
    slug: "true-winter",
    name: "True Winter",
    seasonSlug: "winter",
    alsoKnownAs: ["Ware Winter", "Pure Winter", "Klassieke Winter"],
    description:
      "True Winter (ware winter) is de zuiverste vorm van het seizoen: volledig koel, helder en met veel contrast, zonder de zachtheid van de zomer, de warmte van de lente of het aardse van de herfst. Vaak zie je donker, koel getint haar, een huid met een blauwe of koel-roze ondertoon die kan variëren van porseleinwit tot donker, en donkere of ijzige ogen met helder oogwit rond de iris. Het palet voelt zuiver en primair: zuiver rood, koningsblauw, smaragdgroen, zwart, wit en ijzige pastels, zonder iets gedempts of goudachtigs. Warme, aardse of stoffige kleuren maken dit type vaal, en in zachte, in elkaar overlopende outfits gaat het dramatische ervan verloren.",
    characteristics: {
      depth: "medium-deep",
      temperature: "cool",
      chroma: "bright",
      contrast: "high",
      summary:
        "Koel, helder en veel contrast, in balans: zuivere primaire kleuren met een blauwe basis en edelsteentinten, van ijzige pastels tot echt zwart.",
    },
    palette: [
      { name: "Zuiver rood", hex: "#c8102e" },
      { name: "Bordeaux", hex: "#800020" },
      { name: "Fel framboos", hex: "#c2185b" },
      { name: "Fuchsia", hex: "#cf1f7a" },
      { name: "Koel magenta", hex: "#a1127a" },
      { name: "Koningsviolet", hex: "#6a2fb0" },
      { name: "Koningsblauw", hex: "#2a4bd7" },
      { name: "Diep saffier", hex: "#12307a" },
      { name: "Pauwblauw", hex: "#00708f" },
      { name: "Dennengroen", hex: "#01796f" },
      { name: "Smaragdgroen", hex: "#00875a" },
      { name: "IJsblauw", hex: "#d6ecfa" },
      { name: "IJsroze", hex: "#f9d9e8" },
      { name: "IJslila", hex: "#e6def6" },
      { name: "IJsgeel", hex: "#f9f7c8" },
    ],
    neutrals: [
      { name: "Zuiver wit", hex: "#ffffff" },
      { name: "Staalgrijs", hex: "#7c8590" },
      { name: "Antraciet", hex: "#2e2e33" },
      { name: "Marineblauw", hex: "#0b1f4b" },
      { name: "Zwart", hex: "#000000" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Platina", "Witgoud"],
      why: "Glanzende, koele witte metalen weerspiegelen het heldere oogwit en de koele ondertoon van de huid; geelgoud en koper brengen een warmte die er niet bij past.",
    },
    avoid: [
      { name: "Pompoen", hex: "#d2691e", reason: "Warm en aards; het maakt een koele huid vaal." },
      { name: "Goudbeige", hex: "#d2b48c", reason: "Een zachte, goudachtige neutrale kleur zonder de helderheid die dit type nodig heeft." },
      { name: "Olijfkaki", hex: "#8b864e", reason: "Een gedempt geelgroen dat de teint grauw maakt." },
      { name: "Stoffig perzik", hex: "#e8b59a", reason: "Poederachtig en warm; het vlakt het natuurlijke contrast af." },
      { name: "Zalmroze", hex: "#fa8072", reason: "Een roze met een gele basis, dat tegen de blauwe ondertoon ingaat." },
    ],
    confusedWith: [
      {
        slug: "cool-winter",
        why: "Cool Winter is het mooist in iets mildere koele kleuren, terwijl True Winter volle verzadiging en het sterkste contrast nodig heeft.",
      },
      {
        slug: "deep-winter",
        why: "Deep Winter draait om diepte en neigt naar koel-neutraal, terwijl True Winter draait om zuivere koelte en koningsblauw en ijzige pastels op volle sterkte draagt.",
      },
      {
        slug: "bright-winter",
        why: "Bright Winter heeft een vleugje lentesprankeling en kan citroengeel en elektrisch turquoise dragen, die bij True Winter net iets te warm ogen.",
      },
    ],
  },
];
