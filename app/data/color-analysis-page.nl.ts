/**
 * The Dutch words of the colour-analysis page (app/routes/color-analysis.tsx), which keeps the
 * English beside its markup: the page is long enough that both languages would not fit one module.
 * The shape is the English's (`ColorAnalysisWords`), checked by `defineWords` in the route.
 */

type Titled = ReadonlyArray<{ title: string; text: string }>;

export type ColorAnalysisWords = {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  whatTitle: string;
  what: [string, [string, string, string], string];
  stepsTitle: string;
  steps: Titled;
  takeawaysTitle: string;
  takeaways: readonly string[];
  compareTitle: string;
  compareLead: string;
  accuracy: string;
  included: string;
  moreAbout: (service: string) => string;
  closed: [string, string, string];
  honestTitle: string;
  honest: string;
  limits: Titled;
  meaningTitle: string;
  meaning: string;
  photosTitle: string;
  photosLead: string;
  bookTitle: string;
  bookText: string;
  book: string;
  faqs: string;
};

export const COLOR_ANALYSIS_PAGE_NL: ColorAnalysisWords = {
  title: "Kleuranalyse in Utrecht, online of op basis van foto's",
  description:
    "Wat een kleuranalyse met zestien seizoenen is, hoe een drapeersessie stap voor stap verloopt, wat je mee naar huis neemt, en een eerlijke vergelijking van kleuranalyse in de studio, online en digitaal.",
  eyebrow: "Kleuranalyse",
  heading: "Ontdek de kleuren die bij jou horen",
  lead: "Een kleuranalyse met zestien seizoenen laat zien bij welke kleuren je huid helder oogt, je ogen stralen en je gelaatstrekken goed uitkomen, en welke kleuren ongemerkt tegen je werken.",
  whatTitle: "Wat een kleuranalyse is",
  what: [
    "Ieder gezicht heeft zijn eigen kleuren: de ondertoon van de huid (warm, koel of neutraal), hoe licht of diep huid, haar en ogen zijn, hoe helder of zacht ze ogen, en het contrast daartussen. Kleuren met dezelfde eigenschappen harmoniëren met jou; kleuren die dat niet doen, werpen schaduwen, halen roodheid naar boven of zijn simpelweg luider dan je gezicht.",
    [
      "Een kleuranalyse vindt die harmonie door goed te kijken, niet met theorie. We houden bij goed daglicht drapeerdoeken onder je gezicht en vergelijken ze steeds twee aan twee, terwijl we op je huid, je ogen en je kaaklijn letten. De uitkomst is een van zestien subseizoenen, vier binnen elk van de seizoenen ",
      "lente, zomer, herfst en winter",
      ", elk met een eigen kleurenpalet.",
    ],
    "Het is een leidraad, geen regelboek. Je kunt nog steeds elke kleur dragen waar je van houdt; je weet alleen welke kleuren je dicht bij je gezicht draagt, en hoe je de andere toch laat werken.",
  ],
  stepsTitle: "Zo verloopt een sessie, stap voor stap",
  steps: [
    {
      title: "Een neutraal begin",
      text: "Je komt zonder make-up en zit met een grijze cape om tegenover een raam op het noorden. Geverfd haar gaat onder een neutrale doek, zodat alleen je natuurlijke kleuren in beeld zijn.",
    },
    {
      title: "Warm of koel",
      text: "We houden warme en koele drapeerdoeken paarsgewijs onder je gezicht. De juiste temperatuur maakt je huid egaler en verzacht schaduwen; de verkeerde haalt roodheid, grauwheid of een gele zweem naar boven.",
    },
    {
      title: "Licht of diep",
      text: "Daarna vergelijken we lichte met diepe kleuren binnen de temperatuur die won, om te zien hoeveel diepte je gezicht kan dragen voordat de kleur jou gaat overheersen.",
    },
    {
      title: "Helder of zacht",
      text: "Dan de helderheid: heldere, zuivere kleuren tegenover gedempte, grijzige. Dit is de stap die bijvoorbeeld een Bright Spring van een Warm Spring onderscheidt, en het verschil is hier het subtielst.",
    },
    {
      title: "Jouw subseizoen",
      text: "We zetten de volledige paletten van de twee of drie dichtstbijzijnde subseizoenen tegen elkaar af tot er één duidelijk wint, en noemen het buurseizoen waar je kleuren van kunt lenen.",
    },
    {
      title: "Aan de slag",
      text: "De rest van de sessie is praktisch: je beste neutrale kleuren en hoe je kleuren combineert, advies over make-up en haarkleur, metalen, en samen bekijken we foto's van kleding die je al hebt.",
    },
  ],
  takeawaysTitle: "Wat je mee naar huis neemt",
  takeaways: [
    "Je subseizoen, een van de zestien, en het buurseizoen waar je kleuren van kunt lenen",
    "Een stalenwaaier met zo'n 40 kleuren die je meeneemt als je gaat winkelen",
    "Een persoonlijke gids met je neutrale kleuren, kleurcombinaties, metalen en make-uptinten",
    "De redenen achter de uitkomst, zodat je elke nieuwe kleur zelf kunt beoordelen",
    "Minder miskopen: je weet wat je houdt, wat je dicht bij je gezicht draagt en wat je laat hangen",
  ],
  compareTitle: "In de studio, online of op basis van foto's",
  compareLead: "De methode is steeds dezelfde; het verschil zit in hoe goed we je kunnen zien, en dus hoe zeker de uitkomst kan zijn.",
  accuracy: "Betrouwbaarheid",
  included: "Wat er inbegrepen is",
  moreAbout: (service) => `Meer over de ${service.toLowerCase()}`,
  closed: ["Onze kleuranalyses zijn op dit moment niet te boeken. ", "Neem contact op", ", dan laten we je weten wanneer ze weer beschikbaar zijn."],
  honestTitle: "Online en digitale analyse: wat een camera wel en niet kan",
  honest:
    "Een camera is geen oog. Toch laat hij zien waar het bij een kleuranalyse het meest om draait: het verschil tussen twee drapeerdoeken onder hetzelfde gezicht, in hetzelfde licht. Daarom werken online en digitale analyse. Maar onderweg voegt de camera zijn eigen kleur toe, en het helpt om te weten waar.",
  limits: [
    {
      title: "Witbalans",
      text: "Een telefoon of laptop bepaalt zelf hoe wit eruitziet en verschuift alle kleuren mee. In een warme kamer maakt hij het hele beeld koeler, waardoor warme kleuren koel kunnen lijken. Met een wit vel papier in beeld kunnen we die correctie zien en terugdraaien.",
    },
    {
      title: "Licht",
      text: "Lampen geven meestal veel warmer licht dan daglicht, en een lamp plus een raam geeft twee kleuren licht op één gezicht. Direct zonlicht geeft harde schaduwen en bleekt kleuren uit; een groene muur of een rode bank weerkaatst zijn kleur op je huid.",
    },
    {
      title: "Camerabewerking",
      text: "Beautymodus, filters, HDR en automatische huidverzachting halen precies weg waar wij naar kijken: de lichte roodheid, schaduw of vaalheid die een verkeerde kleur veroorzaakt. Videogesprekken comprimeren bovendien kleuren om bandbreedte te sparen.",
    },
    {
      title: "Schermen",
      text: "Wij analyseren op gekalibreerde schermen, maar dat van jou is dat waarschijnlijk niet: hetzelfde palet ziet er op een telefoon, een laptop en op papier anders uit. Zie de stalenwaaier, niet een scherm, als de echte referentie.",
    },
  ],
  meaningTitle: "Wat dit betekent voor jouw uitkomst",
  meaning:
    "Temperatuur en diepte komen via de camera meestal goed over. Helderheid, dus of je heldere of juist verzachte kleuren nodig hebt, is het moeilijkst te beoordelen. Bij de keuze tussen twee naburige subseizoenen zijn online en digitale uitkomsten daarom het minst zeker. We vertellen je hoe zeker we zijn, en als we het niet zeker weten, zeggen we dat eerlijk en verrekenen we je betaling met een sessie waarin we je in het echt kunnen zien.",
  photosTitle: "Fotogids voor online en digitale analyse",
  photosLead: "Tien minuten voorbereiding maakt meer verschil dan welke camera ook.",
  bookTitle: "Klaar om te boeken?",
  bookText: "Kies je analyse en laat ons weten welke data je goed uitkomen; we bevestigen je afspraak per e-mail, met een beveiligde betaallink.",
  book: "Boek een kleuranalyse",
  faqs: "Vragen? Lees onze veelgestelde vragen",
};

/** How sure each way of analysing can be, in Dutch (the loader's, by service id). */
export const ACCURACY_NL: Record<string, string> = {
  "in-person-color-analysis":
    "Het betrouwbaarst. Echte stof bij echt daglicht, met het blote oog beoordeeld: de maatstaf waaraan we de andere twee toetsen.",
  "online-color-analysis":
    "In de meeste sessies betrouwbaar. We vergelijken de drapeerdoeken naast elkaar, met een witte referentie erbij; blijven twee naburige seizoenen dicht bij elkaar, dan zeggen we dat eerlijk en verrekenen we het bedrag met een kleuranalyse in de studio.",
  "digital-color-analysis":
    "Een gedegen eerste antwoord, gecontroleerd door een tweede analist, maar de minst zekere van de drie, vooral bij zachte, gedempte kleuren. Laten je foto's geen betrouwbare uitkomst toe, dan vragen we je om nieuwe.",
};
