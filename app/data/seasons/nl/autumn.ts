import type { Season, SubSeason } from "~/schemas/season";

export const AUTUMN_NL: Season = {
  slug: "autumn",
  name: "Herfst",
  tagline: "Warm, rijk en aards.",
  description:
    "Herfsttypes hebben warme, goudachtige natuurlijke kleuren, met een diepte en rijkdom die het mooist uitkomen in gedempte, aardse tinten. Denk aan verkleurende bladeren, specerijen, mos en glanzend gepoetst hout. Een herfsttype straalt in kleuren met een gouden of bruine basis, het liefst in zacht in elkaar overlopende combinaties met textuur, en niet in ijzige, felle kleuren of harde contrasten.",
  keyColors: [
    { name: "Roest", hex: "#b7410e" },
    { name: "Mosterd", hex: "#cf9f2b" },
    { name: "Olijfgroen", hex: "#708238" },
    { name: "Diep petrol", hex: "#1f6f6b" },
    { name: "Camel", hex: "#c19a6b" },
    { name: "Pompoen", hex: "#d2691e" },
  ],
  characteristics: {
    temperature: "Warm, met een gouden, bronzen of olijfkleurige ondertoon",
    value: "Gemiddeld tot diep",
    chroma: "Gedempt tot vol",
    summary:
      "Warm en gedempt: herfsttypes hebben kleuren met een gouden basis nodig, met een aardse, licht verzachte uitstraling en een diepte die rust en houvast geeft.",
  },
  subSeasonSlugs: ["soft-autumn", "warm-autumn", "deep-autumn", "true-autumn"],
};

/** Soft, Warm, Deep and True Autumn, in the order the season lists them. */
export const AUTUMN_SUB_SEASONS_NL: readonly SubSeason[] = [
  {
    slug: "soft-autumn",
    name: "Soft Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Zachte Herfst", "Herfst-Zomer", "Gedempte Herfst"],
    description:
      "Soft Autumn (zachte herfst) is het zachtste herfsttype: warm-neutraal en gedempt, met een zachtheid die al richting de zomer gaat. Het contrast is meestal laag: donkerblond tot lichtbruin haar, vaak met een zachte goudglans of een wat muiskleurige zweem, een beige of warm-neutrale huid en hazelnootkleurige, olijfgroene of zachtgroene ogen. Het kleurenpalet doet denken aan een nevelig herfstlandschap: saliegroen, camel, stoffig zalmroze, gedempt petrol en zacht terracotta. Felle, heldere kleuren en harde donkere tinten geven een contrast dat het gezicht niet kan dragen, en grijzige, koele tinten nemen juist de warmte weg waardoor het er gezond uitziet.",
    characteristics: {
      depth: "medium",
      temperature: "warm-neutral",
      chroma: "soft",
      contrast: "low",
      summary:
        "Eerst zachtheid, dan warmte: gedempte, aardse kleuren van gemiddelde diepte, met een lichte gouden zweem en nauwelijks contrast.",
    },
    palette: [
      { name: "Tarwe", hex: "#e2c98e" },
      { name: "Honingmosterd", hex: "#c9a55a" },
      { name: "Stoffig perzik", hex: "#e0b08f" },
      { name: "Zacht pompoen", hex: "#d08f5e" },
      { name: "Stoffig zalmroze", hex: "#d9998a" },
      { name: "Theeroos", hex: "#c98b86" },
      { name: "Gedempt terracotta", hex: "#b86f55" },
      { name: "Mauvebruin", hex: "#94706a" },
      { name: "Saliegroen", hex: "#a3ad8a" },
      { name: "Celadongroen", hex: "#a8c1a3" },
      { name: "Zacht mosgroen", hex: "#7e8b5e" },
      { name: "Zacht olijfgroen", hex: "#8c8a5b" },
      { name: "Stoffig jadegroen", hex: "#7fa9a0" },
      { name: "Gedempt petrol", hex: "#5b8a84" },
      { name: "Steenblauw", hex: "#6d8597" },
    ],
    neutrals: [
      { name: "Warm havermout", hex: "#dccdb4" },
      { name: "Champignon", hex: "#a8998a" },
      { name: "Zacht camel", hex: "#c2a07a" },
      { name: "Koffie verkeerd", hex: "#8b6f57" },
      { name: "Koffiebruin", hex: "#5e4a3a" },
    ],
    metals: {
      recommended: ["Geborsteld goud", "Antiek goud", "Zacht roségoud", "Brons"],
      why: "Warme metalen met een geborstelde of antieke afwerking sluiten aan bij de zachte goudglans van de huid, zonder een schittering toe te voegen waar de natuurlijke kleuren niet tegenop kunnen.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Te hard en te donker: het gezicht oogt er bleek en schaduwrijk bij." },
      { name: "Optisch wit", hex: "#ffffff", reason: "Een koud, hard wit dat los blijft staan van een warm-neutrale huid." },
      { name: "Knalroze", hex: "#ff1d8e", reason: "Fel en koel, en daardoor veel te dominant voor gedempte natuurlijke kleuren." },
      { name: "Elektrisch blauw", hex: "#0066ff", reason: "Verzadigd en ijzig; zachte gelaatstrekken vallen erbij weg." },
      { name: "IJsroze", hex: "#f8dbe7", reason: "Een kille pastel die de warmte in de huid grauw maakt." },
    ],
    confusedWith: [
      {
        slug: "soft-summer",
        why: "Soft Summer komt het mooist uit in koel grijsroze en stoffig blauw, terwijl Soft Autumn dezelfde zachtheid nodig heeft mét warmte, zoals camel, saliegroen en zalmroze.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn kan rijkere, vollere aardetinten als roest en pompoen dragen, die bij Soft Autumn al snel te zwaar zijn.",
      },
    ],
  },
  {
    slug: "warm-autumn",
    name: "Warm Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Warme Herfst", "Herfst-Lente"],
    description:
      "Warm Autumn (warme herfst) is het warmste van alle herfsttypes, met een gouden ondertoon die door haar, huid en ogen loopt en die grenst aan de zonnige rijkdom van Warm Spring. Het haar is meestal goudbruin, koperkleurig, roodbruin of rossig blond, de huid perzikachtig, goudkleurig of gebronsd en vaak met sproeten, en de ogen neigen naar amber, topaas, olijfgroen of warm groen. De mooiste kleuren zien eruit alsof de zon erop schijnt, met een kruidige gloed: saffraan, pompoen, paprika, mosgroen en goudolijf. Koele kleuren, vooral blauwig roze, ijzige pastels en grijs, maken dit type zichtbaar flets.",
    characteristics: {
      depth: "medium",
      temperature: "warm",
      chroma: "medium-soft",
      contrast: "low-medium",
      summary:
        "Eerst warmte: kruidige, gouden kleuren van gemiddelde diepte, met een licht geroosterde zachtheid en mild contrast.",
    },
    palette: [
      { name: "Saffraan", hex: "#e8a33d" },
      { name: "Oudgoud", hex: "#c29b34" },
      { name: "Rijpe abrikoos", hex: "#e9a56b" },
      { name: "Pompoen", hex: "#d9772b" },
      { name: "Gebrand koraal", hex: "#dd6e4f" },
      { name: "Paprika", hex: "#c24a2a" },
      { name: "Terracotta", hex: "#c66b47" },
      { name: "Kaneelroze", hex: "#b86a5a" },
      { name: "Koper", hex: "#b8733d" },
      { name: "Korstmosgroen", hex: "#a2a35a" },
      { name: "Goudolijf", hex: "#9a8b30" },
      { name: "Mosgroen", hex: "#6e7a3a" },
      { name: "Warm jadegroen", hex: "#3c8c73" },
      { name: "Goudpetrol", hex: "#2a7f72" },
      { name: "Pauwblauw", hex: "#1f6d7a" },
    ],
    neutrals: [
      { name: "Crème", hex: "#f3e4c4" },
      { name: "Kaki", hex: "#b5a36e" },
      { name: "Camel", hex: "#c4955a" },
      { name: "Toffee", hex: "#9a6a34" },
      { name: "Warm chocoladebruin", hex: "#5a3a22" },
    ],
    metals: {
      recommended: ["Geelgoud", "Messing", "Koper", "Brons"],
      why: "Elk warm metaal haalt de koper- en goudtinten in haar en ogen naar boven, terwijl zilver de huid grauw en vermoeid laat ogen.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Koud en vlak naast een goudkleurige huid; warm chocoladebruin geeft dezelfde diepte zonder de hardheid." },
      { name: "IJsblauw", hex: "#d4e8f4", reason: "Een ijzige pastel waarnaast de huid vaal en gelig afsteekt." },
      { name: "Blauwroze", hex: "#f49ac2", reason: "De koele roze ondertoon botst met een goudkleurige, perzikachtige huid." },
      { name: "Zilvergrijs", hex: "#b8bcc2", reason: "Koel en metaalachtig; het trekt de warmte uit het gezicht." },
      { name: "Magenta", hex: "#c71585", reason: "Een felle kleur met een blauwe basis, die bij warme natuurlijke kleuren kunstmatig aandoet." },
    ],
    confusedWith: [
      {
        slug: "warm-spring",
        why: "Warm Spring heeft frissere, heldere warme kleuren nodig, zoals tomatenrood en turquoise, terwijl Warm Autumn het mooist is in geroosterde, kruidige tinten als paprika en mosgroen.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn heeft meer diepte en contrast en kan diep chocoladebruin en roest dragen, terwijl Warm Autumn over het geheel lichter is en meer naar goud neigt.",
      },
    ],
  },
  {
    slug: "deep-autumn",
    name: "Deep Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Diepe Herfst", "Donkere Herfst", "Herfst-Winter"],
    description:
      "Deep Autumn (diepe herfst) is het donkerste en rijkste herfsttype: in de kern warm-neutraal, maar met een diepte en een zekere intensiteit die het van de winter leent. Meestal gaat het om donkerbruin tot zwartbruin haar, een warmbeige, olijfkleurige of diep goudkleurige huid en donkerbruine, diep hazelnootkleurige of donker olijfgroene ogen, met een duidelijk contrast tussen haar en huid. Verzadigde, diepe, aardse kleuren staan dit type prachtig: aubergine, bosgroen, diep petrol, ossenbloed en gebrand oranje. Lichte pastels en poederachtige tinten vallen weg tegen zoveel diepte, en ijzige, koele kleuren maken de huid asgrauw.",
    characteristics: {
      depth: "deep",
      temperature: "warm-neutral",
      chroma: "medium",
      contrast: "medium-high",
      summary:
        "Eerst diepte: donkere, rijke, aardse kleuren op een warm-neutrale basis, met genoeg intensiteit om tegen uitgesproken trekken op te kunnen.",
    },
    palette: [
      { name: "Ossenbloed", hex: "#6b1c23" },
      { name: "Chilirood", hex: "#a82a1e" },
      { name: "Diep koraal", hex: "#c6503c" },
      { name: "Gebrand oranje", hex: "#cc5500" },
      { name: "Diep roest", hex: "#96391b" },
      { name: "Oker", hex: "#b7862a" },
      { name: "Goudmos", hex: "#7a7a2e" },
      { name: "Donker olijfgroen", hex: "#4f5a23" },
      { name: "Bosgroen", hex: "#1f4d2b" },
      { name: "Flessengroen", hex: "#12493a" },
      { name: "Pauwgroen", hex: "#0f7770" },
      { name: "Diep petrol", hex: "#0e5a5a" },
      { name: "Petrolblauw", hex: "#1d4e5f" },
      { name: "Moerbei", hex: "#6e2d4a" },
      { name: "Aubergine", hex: "#4d2a45" },
    ],
    neutrals: [
      { name: "Karnemelk", hex: "#efe3c8" },
      { name: "Donker kaki", hex: "#7a6b43" },
      { name: "Cognac", hex: "#8a4f23" },
      { name: "Mahonie", hex: "#5b2c1e" },
      { name: "Espresso", hex: "#2b1a12" },
    ],
    metals: {
      recommended: ["Antiek goud", "Brons", "Koper", "Gunmetal"],
      why: "Diepe, warm glanzende metalen hebben genoeg gewicht om naast donker haar en donkere ogen te staan; licht, glimmend zilver oogt daar dun en koud.",
    },
    avoid: [
      { name: "Poederroze", hex: "#f7c6d9", reason: "Te licht en te koel; tegen zoveel diepte oogt het flets." },
      { name: "Babyblauw", hex: "#bcd9f2", reason: "Een bleek, ijzig blauw dat een warme huid grauw maakt." },
      { name: "IJslila", hex: "#e2d9f3", reason: "IJzig en gewichtloos; het verdwijnt naast donker haar en donkere ogen." },
      { name: "Asgrijs", hex: "#b2b5b8", reason: "Een licht, koel grijs dat de warmte wegneemt en saai oogt." },
      { name: "Citroengeel", hex: "#fff44f", reason: "Zuur en licht; het vloekt met de rijke, gouden diepte van het palet." },
    ],
    confusedWith: [
      {
        slug: "deep-winter",
        why: "Deep Winter heeft koele edelsteentinten, zwart en wit nodig, terwijl Deep Autumn rijker uitkomt in warme, aardse donkere tinten zoals ossenbloed, olijfgroen en gebrand oranje.",
      },
      {
        slug: "true-autumn",
        why: "True Autumn is gemiddeld van diepte, terwijl Deep Autumn donkerdere, intensere kleuren nodig heeft die passen bij het sterkere contrast.",
      },
    ],
  },
  {
    slug: "true-autumn",
    name: "True Autumn",
    seasonSlug: "autumn",
    alsoKnownAs: ["Ware Herfst", "Pure Herfst", "Klassieke Herfst"],
    description:
      "True Autumn (ware herfst) is het hart van het seizoen: volledig warm, gemiddeld van diepte en rijk, zonder zo gedempt te zijn dat het zacht wordt of zo donker dat het tegen de winter aan zit. Het haar is vaak kastanjebruin, roodbruin, warm middenbruin of goudbruin, de huid heeft gouden, bronzen of perzikbeige tinten en de ogen zijn meestal hazelnootkleurig, amber, warm groen of warm bruin. Het palet is de oogst zelf: roest, pompoen, mosterd, olijfgroen, petrol en warm chocoladebruin, met een rijke, licht aardse verzadiging. Koele kleuren, pastels en felle kleuren met een blauwe basis staan los van dit type en laten de huid grauw ogen.",
    characteristics: {
      depth: "medium",
      temperature: "warm",
      chroma: "medium",
      contrast: "medium",
      summary:
        "Warm en rijk in balans: aardse kleuren met een gouden basis, van gemiddelde diepte en vol verzadigd, maar nooit schel.",
    },
    palette: [
      { name: "Guldenroede", hex: "#daa520" },
      { name: "Mosterd", hex: "#cf9f2b" },
      { name: "Goudabrikoos", hex: "#e2955b" },
      { name: "Pompoen", hex: "#d2691e" },
      { name: "Kruidig koraal", hex: "#d4694a" },
      { name: "Roest", hex: "#b7410e" },
      { name: "Siena", hex: "#a0522d" },
      { name: "Steenrood", hex: "#a8412b" },
      { name: "Warm pruim", hex: "#6d3b47" },
      { name: "Kakigroen", hex: "#8a8a4a" },
      { name: "Olijfgroen", hex: "#708238" },
      { name: "Varengroen", hex: "#5d7a3a" },
      { name: "Herfstjade", hex: "#2e7d62" },
      { name: "Diep petrol", hex: "#1f6f6b" },
      { name: "Petrolblauw", hex: "#2a6a80" },
    ],
    neutrals: [
      { name: "Ivoorcrème", hex: "#f1e3c6" },
      { name: "Camel", hex: "#c19a6b" },
      { name: "Olijfkaki", hex: "#9c8c5a" },
      { name: "Kastanjebruin", hex: "#7b4a2a" },
      { name: "Chocoladebruin", hex: "#4a2c1a" },
    ],
    metals: {
      recommended: ["Geelgoud", "Antiek messing", "Brons", "Koper"],
      why: "Rijke, warme metalen met een vleugje patina passen bij de aardse diepte van het palet, terwijl glanzend zilver koud en afstandelijk oogt.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Te hard en te koel; chocoladebruin en diep petrol geven een diepte die wél bij het palet hoort." },
      { name: "Optisch wit", hex: "#ffffff", reason: "Een blauwig, verblindend wit waarnaast een goudkleurige huid geel lijkt." },
      { name: "Shocking pink", hex: "#fc0fc0", reason: "Een kunstmatige, koele felle kleur die met elke aardetint vloekt." },
      { name: "IJsaqua", hex: "#c9f1f1", reason: "Een ijzige pastel die naast zoveel rijke warmte slap en kil oogt." },
      { name: "Koningsblauw", hex: "#4169e1", reason: "Een koel, verzadigd blauw; petrolblauw is het warmere alternatief dat wel werkt." },
    ],
    confusedWith: [
      {
        slug: "warm-autumn",
        why: "Warm Autumn is lichter en goudachtiger, terwijl True Autumn vollere, diepere aardetinten en iets meer contrast aankan.",
      },
      {
        slug: "deep-autumn",
        why: "Deep Autumn heeft donkerdere, intensere kleuren nodig, zoals ossenbloed en flessengroen, die bij True Autumn zwaar kunnen ogen.",
      },
      {
        slug: "soft-autumn",
        why: "Soft Autumn heeft elke kleur wat gedempter nodig, terwijl True Autumn in saliegroen en champignon flets oogt en juist opleeft in roest en olijfgroen.",
      },
    ],
  },
];
