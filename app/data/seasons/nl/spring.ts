import type { Season, SubSeason } from "~/schemas/season";

/** The Dutch text of `SPRING` (../spring.ts): the same slugs, hex values and order. */
export const SPRING_NL: Season = {
  slug: "spring",
  name: "Lente",
  tagline: "Warm, helder en vol licht.",
  description:
    "Een lentetype is warm en helder, met iets fris en stralends dat helemaal tot leven komt in levendige kleuren met een gele ondertoon. Denk aan de eerste warme dagen van het jaar: jong blad, narcissen, koraal en aquablauw water in de zon. Zuivere kleuren staan een lentetype beter dan stoffige, en lichte tot middeldiepe tinten beter dan zware.",
  keyColors: [
    { name: "Narcisgeel", hex: "#f6d55c" },
    { name: "Koraal", hex: "#f4795b" },
    { name: "Warm turquoise", hex: "#2ec4b6" },
    { name: "Appelgroen", hex: "#8cc63f" },
    { name: "Perzik", hex: "#f9b78a" },
    { name: "Gouden camel", hex: "#c99a5b" },
  ],
  characteristics: {
    temperature: "Warm, met een gouden of perzikachtige ondertoon",
    value: "Licht tot gemiddeld",
    chroma: "Zuiver tot helder",
    summary:
      "Warm en helder: lentetypes hebben kleuren nodig met een zichtbaar gele basis en een zuivere, frisse uitstraling, en blijven weg bij de allerdonkerste tinten.",
  },
  subSeasonSlugs: ["light-spring", "warm-spring", "bright-spring", "true-spring"],
};

/** Light, Warm, Bright and True Spring, in the order the season lists them. */
export const SPRING_SUB_SEASONS_NL: readonly SubSeason[] = [
  {
    slug: "light-spring",
    name: "Light Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Lichte Lente", "Lente-Zomer"],
    description:
      "Light Spring (lichte lente) is het teerste type binnen de lentefamilie: warm en fris, maar met een lichtheid die van de zomer is geleend. Vaak zie je goudblond of licht aardbeiblond haar, een perzikkleurige of ivoren huid en helderblauwe, aquablauwe of lichtgroene ogen, met heel weinig verschil in diepte daartussen. De kleuren moeten licht en helder genoeg zijn om bij die stralende lichtheid te passen, met een zachte warmte in plaats van diep, rijk goud. Zware donkere tinten en stoffige, vergrijsde kleuren liggen als een laag over dit kleurtype heen, in plaats van ermee samen te vloeien.",
    characteristics: {
      depth: "light",
      temperature: "warm-neutral",
      chroma: "medium-bright",
      contrast: "low-medium",
      summary:
        "Eerst licht, dan warm: frisse, heldere pasteltinten en lichte, stralende kleuren met een gouden ondertoon, ver weg van zware donkere tinten.",
    },
    palette: [
      { name: "Botercrème", hex: "#f7e7a6" },
      { name: "Licht perzik", hex: "#f9c9a6" },
      { name: "Abrikoos", hex: "#fbb57a" },
      { name: "Zalmroze", hex: "#f4a896" },
      { name: "Koraalblos", hex: "#f28c80" },
      { name: "Watermeloen", hex: "#f26d7d" },
      { name: "Pioenroze", hex: "#f5a3c0" },
      { name: "Narcisgeel", hex: "#f6d55c" },
      { name: "Appelgroen", hex: "#9ccc65" },
      { name: "Mintgroen", hex: "#a8e6c1" },
      { name: "Licht aqua", hex: "#8fd9cf" },
      { name: "Zuiver turquoise", hex: "#5cc8c0" },
      { name: "Korenbloemblauw", hex: "#7ea6e0" },
      { name: "Maagdenpalm", hex: "#9aa8e8" },
      { name: "Lichtviolet", hex: "#c7a8e0" },
    ],
    neutrals: [
      { name: "Warm ivoor", hex: "#fbf3dd" },
      { name: "Havermout", hex: "#e6d5b8" },
      { name: "Licht camel", hex: "#d7b98e" },
      { name: "Warm lichtgrijs", hex: "#c9c1b4" },
      { name: "Licht warm marineblauw", hex: "#4a5f8f" },
    ],
    metals: {
      recommended: ["Licht geelgoud", "Roségoud", "Gepolijst champagnegoud"],
      why: "Glanzende maar fijne warme metalen weerspiegelen de gouden lichtheid van de huid, terwijl zwaar, verouderd messing of gunmetal daarnaast dof en log oogt.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Geeft veel meer contrast dan een licht kleurtype aankan, waardoor het gezicht bleek en moe oogt." },
      { name: "Zuiver wit", hex: "#ffffff", reason: "Spierwit is kouder en harder dan de huid; warm ivoor geeft dezelfde frisheid." },
      { name: "Bordeaux", hex: "#6d1a2c", reason: "Te diep en te koel: het trekt dit kleurtype omlaag en geeft schaduwen onder de ogen." },
      { name: "Roest", hex: "#a0441e", reason: "De juiste warmte, maar veel te zwaar en gedempt voor zo'n licht, helder palet." },
      { name: "Stoffig mauve", hex: "#a8868f", reason: "Vergrijsde, koele tinten doven de gouden gloed en laten de huid vlak ogen." },
    ],
    confusedWith: [
      {
        slug: "light-summer",
        why: "Beide zijn licht en laag in contrast, maar Light Spring komt tot leven in perzik en warm ivoor, terwijl Light Summer het mooist is in poederachtige, koele roze- en blauwtinten.",
      },
      {
        slug: "true-spring",
        why: "True Spring draagt krachtiger, verzadigder warme kleuren, terwijl Light Spring dezelfde warmte nodig heeft in een lichtere, fijnere dosis.",
      },
    ],
  },
  {
    slug: "warm-spring",
    name: "Warm Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Warme Lente", "Lente-Herfst"],
    description:
      "Warm Spring (warme lente) is het lentetype waarbij warmte de boventoon voert: elke kleur moet eruitzien alsof de zon erop heeft geschenen, met een gouden ondertoon die je echt ziet. Dit type grenst aan de herfst en kan dus iets rijkere tinten aan, zoals camel, goudbruin en goudsbloem, maar heeft nog altijd de helderheid en frisheid nodig die een lentetype kenmerken. Het haar is vaak goudblond, honingblond of rossig koperblond, de huid heeft een perzikkleurige of gouden gloed en de ogen zijn vaak warm hazelnootbruin, topaaskleurig, groen of blauwgroen. Koele rozetinten, ijzige pasteltinten en donkere kleuren met een blauwe basis laten dit kleurtype vaal en moe ogen.",
    characteristics: {
      depth: "medium-light",
      temperature: "warm",
      chroma: "medium-bright",
      contrast: "low-medium",
      summary:
        "Eerst warmte: zonnige kleuren met een gouden basis, licht tot middeldiep, fris en helder maar een tikje rijker dan bij de andere lentetypes.",
    },
    palette: [
      { name: "Goudgeel", hex: "#f2c230" },
      { name: "Goudsbloem", hex: "#f5a623" },
      { name: "Honinggoud", hex: "#d9a441" },
      { name: "Perziknectar", hex: "#f7b58a" },
      { name: "Zalm", hex: "#f58f73" },
      { name: "Mandarijn", hex: "#f47c3c" },
      { name: "Warm koraal", hex: "#f26b4f" },
      { name: "Tomatenrood", hex: "#e2412b" },
      { name: "Goudgroen", hex: "#a7b52f" },
      { name: "Bladgroen", hex: "#6aa84f" },
      { name: "Warm turquoise", hex: "#1fb5a4" },
      { name: "Petrol", hex: "#13817a" },
      { name: "Pauwblauw", hex: "#1e8aa8" },
      { name: "Warm korenbloemblauw", hex: "#6f8fd8" },
      { name: "Warm violet", hex: "#8e63b5" },
    ],
    neutrals: [
      { name: "Crème", hex: "#f6ead0" },
      { name: "Warm beige", hex: "#d9bf98" },
      { name: "Camel", hex: "#c19a6b" },
      { name: "Goudbruin", hex: "#8a5a2b" },
      { name: "Warm marineblauw", hex: "#2f4a6d" },
    ],
    metals: {
      recommended: ["Geelgoud", "Gepolijst messing", "Koper"],
      why: "Rijke gele metalen herhalen het goud dat door haar, huid en ogen loopt; zilver oogt daarnaast grijs en los van het geheel.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Te hard en te koud; het vlakt de gouden warmte af en kan de huid vaal maken." },
      { name: "IJsroze", hex: "#f2d7e6", reason: "Een koele pasteltint met een blauwe zweem die de warmte uit het gezicht trekt." },
      { name: "Koel grijs", hex: "#8e949c", reason: "Blauwgrijs legt een doffe, grauwe waas over een gouden huid." },
      { name: "Fuchsia", hex: "#d1247a", reason: "Dit roze met een blauwe basis botst met de gele ondertoon in plaats van er mooi bij te kleuren." },
      { name: "Bordeaux", hex: "#6b1f30", reason: "Te koel en te donker; tomatenrood of warm koraal maken dezelfde indruk, maar dan met warmte." },
    ],
    confusedWith: [
      {
        slug: "warm-autumn",
        why: "Bij beide voert gouden warmte de boventoon, maar Warm Autumn kiest voor geroosterde, aardse kleuren als baksteenrood en mosgroen, terwijl Warm Spring ze helderder en frisser nodig heeft, zoals tomatenrood en bladgroen.",
      },
      {
        slug: "true-spring",
        why: "True Spring is helderder en zuiverder, terwijl Warm Spring iets rijkere kleuren met een goudbruine zweem aankan, zoals camel en goudsbloem.",
      },
    ],
  },
  {
    slug: "bright-spring",
    name: "Bright Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Heldere Lente", "Clear Spring", "Lente-Winter"],
    description:
      "Bright Spring (heldere lente) draait om helderheid: dit kleurtype heeft een sprankeling en een contrast die alleen verzadigde, zuivere kleuren kunnen evenaren. Het leent intensiteit van de winter, waardoor het palet iets koeler en scherper is dan bij de andere lentetypes, maar wel op een warme, frisse basis. Kenmerkend zijn heldere ogen die schitteren als edelstenen, in turquoise, groen of helderblauw, een duidelijk contrast tussen haar en huid, en een huid die juist in krachtige kleuren gaat stralen. Gedempte, stoffige of vergrijsde tinten maken dit kleurtype vlak, alsof iemand het licht heeft gedimd.",
    characteristics: {
      depth: "medium",
      temperature: "warm-neutral",
      chroma: "bright",
      contrast: "medium-high",
      summary:
        "Eerst helderheid: verzadigde, zuivere en levendige kleuren op een warm-neutrale basis, met zelfverzekerd contrast gedragen.",
    },
    palette: [
      { name: "Klaprozenrood", hex: "#e8262e" },
      { name: "Fel koraal", hex: "#ff5a4e" },
      { name: "Mango", hex: "#ff8a2a" },
      { name: "Citroengeel", hex: "#fbe04a" },
      { name: "Limoengroen", hex: "#9ad13a" },
      { name: "Klavergroen", hex: "#18a84a" },
      { name: "Fris petrol", hex: "#00897b" },
      { name: "Helder turquoise", hex: "#00b8b0" },
      { name: "Zuiver aqua", hex: "#40d9e0" },
      { name: "Helder maagdenpalm", hex: "#6b7fe0" },
      { name: "Warm koningsblauw", hex: "#2f5fd0" },
      { name: "Hyacintpaars", hex: "#8a4fd3" },
      { name: "Fel roze", hex: "#ee3b8b" },
      { name: "Pioen", hex: "#f56fa1" },
      { name: "Zuiver meloen", hex: "#ff9a7a" },
    ],
    neutrals: [
      { name: "Zacht wit", hex: "#fffaf0" },
      { name: "Licht warmgrijs", hex: "#b8b2a7" },
      { name: "Zuiver camel", hex: "#c49a63" },
      { name: "Helder marineblauw", hex: "#1f3b73" },
      { name: "Pure chocolade", hex: "#3b2a20" },
    ],
    metals: {
      recommended: ["Gepolijst geelgoud", "Glanzend zilver", "Gemengde metalen met een hoge glans"],
      why: "Glans is hier belangrijker dan temperatuur: spiegelend gepolijste metalen passen bij de sprankeling van de ogen, terwijl geborstelde of verouderde afwerkingen daarnaast dof ogen.",
    },
    avoid: [
      { name: "Oudroze", hex: "#c59a9b", reason: "Een vergrijsd roze dat de natuurlijke helderheid dempt en de huid ongelijkmatig laat ogen." },
      { name: "Legergroen", hex: "#6b6b3a", reason: "Te gedempt en aards; het legt een bruinige schaduw over een helder kleurtype." },
      { name: "Champignon", hex: "#a0938a", reason: "Een stoffige neutrale tint met weinig contrast, waardoor de ogen hun sprankeling verliezen." },
      { name: "Heide", hex: "#a89ab0", reason: "Die rokerige zachtheid oogt verbleekt naast heldere ogen die schitteren als edelstenen." },
      { name: "Mosterd", hex: "#c9a227", reason: "Een bruinig, gedempt geel; zuiver citroengeel of mango geeft warmte zonder dat het modderig wordt." },
    ],
    confusedWith: [
      {
        slug: "bright-winter",
        why: "Bright Winter is koeler en kan ijzige pasteltinten en echt zwart dragen, terwijl Bright Spring beter uitkomt in warme, heldere kleuren zoals koraal, mango en limoengroen.",
      },
      {
        slug: "true-spring",
        why: "True Spring is lichter en milder in contrast, terwijl Bright Spring scherpere, verzadigdere kleuren nodig heeft en heel donkere neutrale tinten aankan.",
      },
    ],
  },
  {
    slug: "true-spring",
    name: "True Spring",
    seasonSlug: "spring",
    alsoKnownAs: ["Ware Lente", "Pure Lente", "Klassieke Lente"],
    description:
      "True Spring (ware lente) is de lente op haar zuiverst: in gelijke mate warm, zuiver en helder, zonder over te hellen naar de lichtheid van de zomer, de rijkdom van de herfst of de intensiteit van de winter. Dit kleurtype heeft iets open en zonnigs, vaak met goudblond of aardbeiblond haar, een perzikkleurige tot ivoren huid die makkelijk sproeten krijgt, en helderblauwe, aquablauwe of groene ogen. Het palet is de klassieke voorjaarstuin: warme kleuren met een gele basis, zuiver en vrolijk zonder dat ze neon worden. Zowel vergrijsde als heel donkere kleuren botsen met de warmte en levendigheid van dit type.",
    characteristics: {
      depth: "medium-light",
      temperature: "warm",
      chroma: "bright",
      contrast: "medium",
      summary:
        "Warm en helder in evenwicht: zuivere, zonnige kleuren, licht tot middeldiep, met een duidelijk gouden basis.",
    },
    palette: [
      { name: "Narcisgeel", hex: "#f6d55c" },
      { name: "Zonnebloemgeel", hex: "#fbb829" },
      { name: "Abrikoos", hex: "#f9a65a" },
      { name: "Zuiver koraal", hex: "#f4795b" },
      { name: "Klaproos", hex: "#f2552c" },
      { name: "Zalmroze", hex: "#f7907e" },
      { name: "Camelia", hex: "#f26e8a" },
      { name: "Limoensorbet", hex: "#c8d645" },
      { name: "Lentegroen", hex: "#7cc242" },
      { name: "Weidegroen", hex: "#3faa4a" },
      { name: "Aquamint", hex: "#7fdcc4" },
      { name: "Warm turquoise", hex: "#2ec4b6" },
      { name: "Lagune", hex: "#0fa3a3" },
      { name: "Zuiver korenbloemblauw", hex: "#5b8ee0" },
      { name: "Zuiver violet", hex: "#9b6fd1" },
    ],
    neutrals: [
      { name: "Ivoor", hex: "#fff4dc" },
      { name: "Warm steengrijs", hex: "#bfb29f" },
      { name: "Camel", hex: "#c8a06a" },
      { name: "Melkchocolade", hex: "#7a4e2d" },
      { name: "Zuiver warm marineblauw", hex: "#2c4a7e" },
    ],
    metals: {
      recommended: ["Gepolijst geelgoud", "Vermeil (verguld zilver)", "Roségoud"],
      why: "Glanzende, warme metalen herhalen de zonnige ondertoon van de huid; dof tin en gunmetal ogen daarnaast als schaduwen.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Te zwaar voor een warm kleurtype dat licht tot middeldiep is; het gezicht verdwijnt erachter." },
      { name: "Pruim", hex: "#5e2750", reason: "Een diep, koel paars dat een perzikkleurige huid grauw maakt." },
      { name: "Duifblauw", hex: "#8a9aa8", reason: "Vergrijsd en koel; het maakt de natuurlijke gloed vlak en vaal." },
      { name: "Champignon", hex: "#9c8f85", reason: "Een stoffige neutrale tint die het heldere, levendige van dit kleurtype wegneemt." },
      { name: "IJslavendel", hex: "#e3dcf2", reason: "Een ijzige, koele pasteltint die krijtachtig oogt naast een gouden huid." },
    ],
    confusedWith: [
      {
        slug: "warm-spring",
        why: "Warm Spring neigt naar rijkere kleuren met een goudbruine gloed, terwijl True Spring ze zuiverder en helderder nodig heeft.",
      },
      {
        slug: "bright-spring",
        why: "Bright Spring heeft meer contrast en kan bijna-zwart en scherpere kleuren aan, terwijl True Spring het mooist is in warme, heldere kleuren van gemiddelde sterkte.",
      },
      {
        slug: "light-spring",
        why: "Light Spring heeft dezelfde warme helderheid nodig in een blekere, fijnere vorm, terwijl True Spring vollere kleuren aankan, zoals klaproos en lagune.",
      },
    ],
  },
];
