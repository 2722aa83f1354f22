import type { Season, SubSeason } from "~/schemas/season";

/** The Dutch text of `SUMMER` (../summer.ts): the same slugs, hex values and order. */
export const SUMMER_NL: Season = {
  slug: "summer",
  name: "Zomer",
  tagline: "Koel, zacht en ingetogen elegant.",
  description:
    "Een zomertype is koel en zacht, met een blauwe of roze ondertoon. Die zachtheid komt het mooist uit in kleuren met een vleugje grijs of waas. Denk aan de zee onder een nevelige lucht, lavendelvelden en verbleekte rozen. Zomertypes zien er op hun best uit in harmonieuze ton-sur-toncombinaties van lichte tot middeldiepe kleuren, niet in sterk contrast of gouden warmte.",
  keyColors: [
    { name: "Poederblauw", hex: "#a7c4e2" },
    { name: "Rozenroze", hex: "#d987a3" },
    { name: "Lavendel", hex: "#b7a6d6" },
    { name: "Zacht petrol", hex: "#5f9ea0" },
    { name: "Leiblauw", hex: "#5a6f8f" },
    { name: "Zacht framboos", hex: "#b5506f" },
  ],
  characteristics: {
    temperature: "Koel, met een blauwe of roze ondertoon",
    value: "Licht tot gemiddeld",
    chroma: "Zacht tot gemiddeld",
    summary:
      "Koel en zacht: zomertypes hebben kleuren met een blauwe basis nodig, met een zachte, licht vergrijsde uitstraling en niet meer dan een gematigd contrast.",
  },
  subSeasonSlugs: ["light-summer", "cool-summer", "soft-summer", "true-summer"],
};

/** Light, Cool, Soft and True Summer, in the order the season lists them. */
export const SUMMER_SUB_SEASONS_NL: readonly SubSeason[] = [
  {
    slug: "light-summer",
    name: "Light Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Lichte Zomer", "Zomer-Lente"],
    description:
      "Light Summer (lichte zomer) is de lichtste en luchtigste van de zomertypes: koel van aard, maar verzacht door een vleugje lentelicht. Meestal zie je licht asblond of bleek goudasblond haar, een lichte huid met een roze of neutrale glans en zachtblauwe, grijze of lichtgroene ogen. De kleuren zijn lichte, koele tot neutrale pasteltinten met een beetje helderheid: poederachtig in plaats van stoffig, en fris in plaats van ijzig. Donkere kleuren en sterke warme tinten overheersen dit kleurtype, en sterk vergrijsde kleuren kunnen de huid flets maken.",
    characteristics: {
      depth: "light",
      temperature: "cool-neutral",
      chroma: "medium-soft",
      contrast: "low",
      summary:
        "Eerst licht, dan koel: luchtige, poederachtige pasteltinten en zachte middentinten op een milde blauwe basis, met heel weinig contrast.",
    },
    palette: [
      { name: "Poederblauw", hex: "#a9c6e8" },
      { name: "Hemelsblauw", hex: "#8db8e0" },
      { name: "Hortensiablauw", hex: "#7f9bd1" },
      { name: "Zacht maagdenpalm", hex: "#a4a9d8" },
      { name: "Lavendel", hex: "#c3b5e3" },
      { name: "Lila", hex: "#d1b3d9" },
      { name: "Orchidee", hex: "#c58bc4" },
      { name: "Poederroze", hex: "#f3c6d3" },
      { name: "Rozenroze", hex: "#e59ab0" },
      { name: "Licht framboos", hex: "#d96f93" },
      { name: "Sorbetroze", hex: "#f2a7a0" },
      { name: "Citroensorbet", hex: "#f4eba0" },
      { name: "Mintgroen", hex: "#b5e3cf" },
      { name: "Licht aqua", hex: "#9fd8d8" },
      { name: "Zeegroen", hex: "#6cb7a4" },
    ],
    neutrals: [
      { name: "Zacht wit", hex: "#f7f5f0" },
      { name: "Rozebeige", hex: "#d9c2b8" },
      { name: "Licht duifgrijs", hex: "#c8c9cc" },
      { name: "Tingrijs", hex: "#8a8d91" },
      { name: "Zacht grijzig marineblauw", hex: "#4a5a75" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Witgoud", "Roségoud"],
      why: "Lichte, koele en zacht glanzende metalen weerspiegelen de bleke, stralende huid, terwijl zwaar geelgoud er al snel opzichtig en koperachtig bij afsteekt.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Veel te donker voor zo'n licht kleurtype; het zorgt voor schaduwen en een vermoeide blik." },
      { name: "Gebrand oranje", hex: "#cc5500", reason: "Zwaar en vurig; het gaat de strijd aan met de koele roze ondertoon." },
      { name: "Goudmosterd", hex: "#c99a2e", reason: "Een diep goudgeel dat een lichte, koele huid vaal maakt." },
      { name: "Pure chocolade", hex: "#4b2e1f", reason: "Warm en heel diep; het overheerst het fijne contrast van de gelaatstrekken." },
      { name: "Olijfgroen", hex: "#556b2f", reason: "Aards en gedempt; het geeft de teint een groenige, grauwe zweem." },
    ],
    confusedWith: [
      {
        slug: "light-spring",
        why: "Light Spring heeft perzikachtige pasteltinten met een gouden zweem nodig, terwijl Light Summer helderder en frisser oogt in poederroze, lavendel en hemelsblauw.",
      },
      {
        slug: "true-summer",
        why: "True Summer kan meer diepte en een koelere, rozere toon dragen, terwijl Light Summer lichtere en iets neutralere kleuren nodig heeft.",
      },
    ],
  },
  {
    slug: "cool-summer",
    name: "Cool Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Koele Zomer", "Zomer-Winter"],
    description:
      "Cool Summer (koele zomer) is de koelste en meest uitgesproken van de zomertypes. Het grenst aan Cool Winter en leent daar wat diepte en helderheid van. Vaak zie je asbruin of vroeg grijzend haar, een blozende of neutraalroze huid en grijsblauwe of koelgroene ogen met een opvallend scherp getekende rand rond de iris. Dit type kan middeldiepe kleuren met een duidelijk blauwe basis dragen, zoals framboos, blauwspar en leigrijs marineblauw, waar andere zomertypes meer waas nodig hebben. Alles wat goudkleurig, oranje of aards is, maakt dit kleurtype vaal, terwijl pikzwart en spierwit net een stap te hard zijn.",
    characteristics: {
      depth: "medium",
      temperature: "cool",
      chroma: "medium",
      contrast: "medium",
      summary:
        "Eerst koelte: middeldiepe kleuren met een duidelijk blauwe basis, gematigde helderheid en gematigd contrast, en nooit goudkleurig.",
    },
    palette: [
      { name: "Koel roze", hex: "#d17f9d" },
      { name: "Orchideeroze", hex: "#d36ea3" },
      { name: "Framboos", hex: "#c2456e" },
      { name: "Zacht kersenrood", hex: "#b33b55" },
      { name: "Zacht pruim", hex: "#8e4d7a" },
      { name: "Koel lila", hex: "#c0a3d4" },
      { name: "Lavendelblauw", hex: "#a797d2" },
      { name: "Amethist", hex: "#8a6bb8" },
      { name: "Maagdenpalm", hex: "#7c8cd6" },
      { name: "Spijkerblauw", hex: "#5b7fb5" },
      { name: "Zeeblauw", hex: "#3d6aa6" },
      { name: "Koel aqua", hex: "#78c2cc" },
      { name: "Zeepetrol", hex: "#3a8f94" },
      { name: "Blauwspar", hex: "#3b7a78" },
      { name: "Dennensmaragd", hex: "#2e8b6e" },
    ],
    neutrals: [
      { name: "Koel gebroken wit", hex: "#f2f3f1" },
      { name: "Blauwgrijs", hex: "#7d8a99" },
      { name: "Antraciet", hex: "#4b5563" },
      { name: "Leigrijs marineblauw", hex: "#2f3e5c" },
      { name: "Rozebruin", hex: "#7a5a5e" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Platina", "Witgoud"],
      why: "Koele witte metalen herhalen de blauwe ondertoon van de huid en de zilverige glans van het haar, terwijl geelgoud een warmte toevoegt die dit type niet kan dragen.",
    },
    avoid: [
      { name: "Oranje", hex: "#f57c00", reason: "Pure warmte tegenover een koele teint; het weerkaatst als een vale gloed op de huid." },
      { name: "Goudgeel", hex: "#f2c230", reason: "Te warm en te fel; het maakt een blozende huid rood en vlekkerig." },
      { name: "Camel", hex: "#c19a6b", reason: "Een goudkleurige neutrale tint die modderig oogt naast haar met een asachtige toon." },
      { name: "Roest", hex: "#a0441e", reason: "Aards en warm; het botst met de koele, scherpe tekening van de ogen." },
      { name: "Zwart", hex: "#000000", reason: "Net een stap te hard; leigrijs marineblauw en antraciet geven dezelfde diepte, maar vriendelijker." },
    ],
    confusedWith: [
      {
        slug: "true-summer",
        why: "True Summer is lichter en zachter, terwijl Cool Summer diepere, helderdere kleuren met een blauwe basis aankan, zoals framboos en zeeblauw.",
      },
      {
        slug: "cool-winter",
        why: "Cool Winter kan echt zwart, zuiver wit en ijzige, felle kleuren dragen; bij Cool Summer ogen die hard, want de mooiste kleuren van dit type houden altijd een vleugje zachtheid.",
      },
    ],
  },
  {
    slug: "soft-summer",
    name: "Soft Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Zachte Zomer", "Zomer-Herfst", "Gedempte Zomer"],
    description:
      "Soft Summer (zachte zomer) is het meest gedempte zomertype: koel-neutraal en vergrijsd, op de grens met de herfst. Haar, huid en ogen lopen bij dit type meestal in elkaar over: asbruin of muisbruin haar, een neutraal-koele huid en grijsgroene, grijsblauwe of zacht hazelkleurige ogen die meekleuren met wat je draagt. De mooiste kleuren hebben iets rokerigs en stoffigs, zoals zeeglas, heide en verweerd denim, en ze laten de huid glad en egaal ogen. Felle, verzadigde kleuren en hard contrast gaan met dit kleurtype aan de haal: dan draagt de kleur jou, in plaats van andersom.",
    characteristics: {
      depth: "medium",
      temperature: "cool-neutral",
      chroma: "soft",
      contrast: "low",
      summary:
        "Eerst zachtheid: rokerige, vergrijsde kleuren, middeldiep, met een koel-neutrale inslag en minimaal contrast.",
    },
    palette: [
      { name: "Oudroze", hex: "#c48b98" },
      { name: "Rozenhout", hex: "#a8646a" },
      { name: "Rokerig framboos", hex: "#a45a74" },
      { name: "Wazig moerbei", hex: "#8e6478" },
      { name: "Heide", hex: "#a98ba4" },
      { name: "Lavendelgrijs", hex: "#a59fba" },
      { name: "Nevelig maagdenpalm", hex: "#8e95bf" },
      { name: "Stoffig blauw", hex: "#7d97b0" },
      { name: "Verwassen denim", hex: "#6a83a3" },
      { name: "Stormblauw", hex: "#56687d" },
      { name: "Stoffig aqua", hex: "#86b3b8" },
      { name: "Zeeglas", hex: "#8fb8ad" },
      { name: "Eucalyptus", hex: "#7f9e92" },
      { name: "Sparrengroen", hex: "#4d6f66" },
      { name: "Leigrijs petrol", hex: "#517d86" },
      { name: "Kamille", hex: "#e5dca0" },
    ],
    neutrals: [
      { name: "Oester", hex: "#e6e0d8" },
      { name: "Grijstaupe", hex: "#9b918a" },
      { name: "Tin", hex: "#7f8286" },
      { name: "Cacao", hex: "#6f5a55" },
      { name: "Vergrijsd marineblauw", hex: "#3e4a5c" },
    ],
    metals: {
      recommended: ["Geborsteld zilver", "Tin", "Mat witgoud", "Gedempt roségoud"],
      why: "Zachte, geborstelde afwerkingen delen de milde, diffuse uitstraling van dit kleurtype, terwijl spiegelend glanzend metaal al snel luider oogt dan het gezicht.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Te streng; het benadrukt schaduwen en laat een zacht kleurtype flets ogen." },
      { name: "Zuiver wit", hex: "#ffffff", reason: "Spierwit geeft een contrast dat het gezicht niet aankan; oester is vriendelijker." },
      { name: "Fuchsia", hex: "#e0218a", reason: "Een verzadigd, elektrisch roze dat je al ziet lang voordat je de persoon ziet." },
      { name: "Fel oranje", hex: "#ff7a00", reason: "Zowel te fel als te warm voor een vergrijsd, koel-neutraal palet." },
      { name: "Neonlimoen", hex: "#b5e61d", reason: "De zure felheid geeft de huid een groene zweem." },
    ],
    confusedWith: [
      {
        slug: "soft-autumn",
        why: "Beide zijn gedempt en laag in contrast, maar Soft Autumn warmt op met camel, olijfgroen en zalm, terwijl Soft Summer het mooist is in grijsroze, heide en stoffig blauw.",
      },
      {
        slug: "true-summer",
        why: "True Summer is koeler en iets helderder, terwijl Soft Summer elke kleur flink vergrijsd nodig heeft en een vleugje neutrale warmte kan lenen.",
      },
    ],
  },
  {
    slug: "true-summer",
    name: "True Summer",
    seasonSlug: "summer",
    alsoKnownAs: ["Ware Zomer", "Pure Zomer", "Klassieke Zomer"],
    description:
      "True Summer (ware zomer) is het oerbeeld van het seizoen: koel, zacht en ingetogen elegant, zonder dat de lichtheid van de lente of het waas van de herfst het uit balans trekt. Typerend zijn asblond tot asbruin haar, een huid met een zichtbaar roze of rozige ondertoon die snel bloost, en zachtblauwe, grijze of grijsgroene ogen. Het palet is opgebouwd uit kleuren met een blauwe basis, licht tot middeldiep, met een zachte, koele glans, zoals rozenroze, poederblauw, maagdenpalm en zacht petrol. Goudkleurige, oranje en aardse kleuren botsen met het blosje van de huid, en hard zwart en wit trekken de aandacht weg van het gezicht.",
    characteristics: {
      depth: "medium-light",
      temperature: "cool",
      chroma: "medium-soft",
      contrast: "low-medium",
      summary:
        "Koel en zacht in evenwicht: rozige kleuren met een blauwe basis, licht tot middeldiep, met een zachte glans.",
    },
    palette: [
      { name: "Blosroze", hex: "#e8b4c4" },
      { name: "Rozenroze", hex: "#d987a3" },
      { name: "Rozenrood", hex: "#c0506a" },
      { name: "Zacht magenta", hex: "#c45c9c" },
      { name: "Pruimroze", hex: "#995577" },
      { name: "Mauve orchidee", hex: "#b986b6" },
      { name: "Lavendel", hex: "#b7a6d6" },
      { name: "Zomers maagdenpalm", hex: "#8f9bd6" },
      { name: "Poederblauw", hex: "#a7c4e2" },
      { name: "Zacht korenbloemblauw", hex: "#7799cc" },
      { name: "Frans blauw", hex: "#5577aa" },
      { name: "Zacht petrol", hex: "#5f9ea0" },
      { name: "Koel jade", hex: "#5fa08a" },
      { name: "Muntgroen", hex: "#a4d4c1" },
      { name: "Koel citroengeel", hex: "#ede596" },
    ],
    neutrals: [
      { name: "Zacht wit", hex: "#f5f4f2" },
      { name: "Nevelgrijs", hex: "#bfc3c8" },
      { name: "Rozetaupe", hex: "#a38b8b" },
      { name: "Leigrijs", hex: "#6e7b8b" },
      { name: "Zacht marineblauw", hex: "#3f4f6e" },
    ],
    metals: {
      recommended: ["Gepolijst zilver", "Witgoud", "Platina"],
      why: "Zilverkleurige metalen delen de koele glans van huid en haar, en hun zachtere weerschijn flatteert een rozige ondertoon beter dan geelgoud.",
    },
    avoid: [
      { name: "Zwart", hex: "#000000", reason: "Harder en zwaarder dan dit kleurtype; het neemt de natuurlijke blos weg." },
      { name: "Fel oranje", hex: "#ff8c1a", reason: "Vurig en met een gele basis; het zet roodheid in de huid extra aan." },
      { name: "Mosterd", hex: "#d4a017", reason: "Een goudkleurig, aards geel dat een rozige huid vaal maakt." },
      { name: "Olijfgroen", hex: "#708238", reason: "De geelgroene basis laat een koele huid grauw en ongezond ogen." },
      { name: "Terracotta", hex: "#c0603b", reason: "Aardse warmte die botst met een roze ondertoon." },
    ],
    confusedWith: [
      {
        slug: "cool-summer",
        why: "Cool Summer kan diepere, helderdere kleuren en iets meer contrast dragen, terwijl True Summer het mooist is in zachtere, lichtere rozen- en blauwtinten.",
      },
      {
        slug: "soft-summer",
        why: "Soft Summer heeft sterker vergrijsde kleuren nodig en verdraagt een vleugje warmte, terwijl True Summer duidelijk koel en iets frisser blijft.",
      },
      {
        slug: "light-summer",
        why: "Light Summer heeft blekere, neutralere pasteltinten nodig, terwijl True Summer moeiteloos middeltinten als rozenroze, Frans blauw en zacht petrol draagt.",
      },
    ],
  },
];
