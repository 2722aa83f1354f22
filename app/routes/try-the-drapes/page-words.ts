import { defineWords } from "~/site/words";

type Tip = { title: string; text: string };

/** What /try-the-drapes says before and without its tool (the tool's own words: ./tool-words.ts). */
export const PAGE_WORDS = defineWords<{
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  toolTitle: string;
  withoutScript: string;
  loadFailed: string;
  howTitle: string;
  how: readonly string[];
  lightTitle: string;
  lightLead: string;
  light: readonly Tip[];
  honestTitle: string;
  honest: readonly string[];
  nextTitle: string;
  nextText: string;
  quiz: string;
  book: string;
}>({
  en: {
    title: "Try the drapes: the sixteen seasons under your face",
    description:
      "Hold the colours of the sixteen sub-seasons under your face with your phone's camera or a photo, side by side or one after another, as we do with fabric in the studio. Nothing leaves your device.",
    eyebrow: "Try the drapes",
    heading: "Try the drapes on your own face",
    lead: "Point your front camera at yourself, or pick a photo, and see the colours of the sixteen sub-seasons draped under your face: two side by side, two in turn, or all sixteen one after another. The picture stays on your device.",
    toolTitle: "The drapes",
    withoutScript:
      "With JavaScript, your camera's picture or a photo from your device appears here with a drape around your shoulders in each season's colours. Without JavaScript or a camera it cannot: the season quiz gives you a first idea of your colours, and a session shows you in real fabric.",
    loadFailed: "The drapes could not be loaded just now. Reload the page to try again, or take the season quiz in the meantime.",
    howTitle: "What this page does",
    how: [
      "You press “Start the camera” (only then does your browser ask to use it) or pick a photo. The picture is drawn on your device: nothing is uploaded, stored or sent anywhere.",
      "A drape in one sub-season's colour sits around your shoulders and under your chin, like the fabric cape in the studio. Choose its colour from that sub-season's palette.",
      "Compare as we do: two drapes side by side, two at a time on one picture, or the sixteen (or one season's four) in turn. Watch your skin, not the fabric: does it look clear and even, or tired and shadowed?",
      "Tap the white sheet in the picture and the page corrects your camera's colour cast against it. “Stop the camera” ends the camera at once, and so does leaving the page.",
    ],
    lightTitle: "Light and frame yourself",
    lightLead: "The same preparation as for the photos of an online analysis makes the comparison fairer:",
    light: [
      { title: "Daylight", text: "Face a window in indirect daylight, with no sun on your face, and switch off every lamp." },
      { title: "A bare face", text: "No make-up, tinted moisturiser or self-tan, and your hair tied back from your face." },
      { title: "A white sheet", text: "Wear a white top or a white towel round your shoulders, and hold a sheet of plain white paper beside your face: it is what you tap to correct the colours." },
      { title: "At eye level", text: "Hold the phone at eye level, about an arm's length away, with your face in the middle and your shoulders in the picture." },
      { title: "No filters", text: "Switch off beauty and portrait modes; for a photo, use one taken this way, unedited." },
    ],
    honestTitle: "What a screen cannot do",
    honest: [
      "A screen and a camera cannot replace daylight and real fabric. Your camera chooses its own exposure and colour, your screen shows colour its own way, and a drape drawn in pixels does not reflect light onto your skin as fabric does. Correcting against a white sheet helps, but it does not make a phone a studio.",
      "Use this page to get a feel for warm against cool, or soft against bright, and to see why the comparison matters. Don't decide your season on it: in the studio we drape you in daylight-balanced light with real fabric, and that is where the answer is.",
    ],
    nextTitle: "See it in real fabric",
    nextText: "A colour analysis in the studio holds the real drapes under your face in daylight-balanced light, and you leave with your palette. Not sure yet? The season quiz gives you a first idea in two minutes.",
    quiz: "Take the season quiz",
    book: "Book a session",
  },
  nl: {
    title: "Drapeerdoeken passen: de zestien seizoenen onder je gezicht",
    description:
      "Houd de kleuren van de zestien subseizoenen onder je gezicht met de camera van je telefoon of een foto, naast elkaar of na elkaar, zoals wij dat in de studio met stof doen. Er verlaat niets je apparaat.",
    eyebrow: "Drapeerdoeken passen",
    heading: "Pas de drapeerdoeken op je eigen gezicht",
    lead: "Richt je voorcamera op jezelf, of kies een foto, en zie de kleuren van de zestien subseizoenen onder je gezicht: twee naast elkaar, twee om en om, of alle zestien na elkaar. Het beeld blijft op je apparaat.",
    toolTitle: "De drapeerdoeken",
    withoutScript:
      "Met JavaScript verschijnt hier het beeld van je camera of een foto van je apparaat, met een doek om je schouders in de kleuren van elk seizoen. Zonder JavaScript of camera kan dat niet: de seizoenentest geeft je een eerste idee van je kleuren, en in een sessie zie je het met echte stof.",
    loadFailed: "De drapeerdoeken konden nu niet geladen worden. Laad de pagina opnieuw om het nog eens te proberen, of doe intussen de seizoenentest.",
    howTitle: "Wat deze pagina doet",
    how: [
      "Je drukt op ‘Start de camera’ (pas dan vraagt je browser of hij die mag gebruiken) of je kiest een foto. Het beeld wordt op je apparaat getekend: er wordt niets geüpload, bewaard of verstuurd.",
      "Een doek in de kleur van een subseizoen ligt om je schouders en onder je kin, zoals de stoffen cape in de studio. Kies de kleur uit het palet van dat subseizoen.",
      "Vergelijk zoals wij dat doen: twee doeken naast elkaar, twee om en om op één beeld, of de zestien (of de vier van één seizoen) na elkaar. Kijk naar je huid, niet naar de stof: oogt die helder en egaal, of moe en met schaduwen?",
      "Tik in het beeld op het witte vel en de pagina corrigeert de kleurzweem van je camera daarop. Met ‘Stop de camera’ gaat de camera meteen uit, en ook als je de pagina verlaat.",
    ],
    lightTitle: "Licht en beeld",
    lightLead: "Dezelfde voorbereiding als voor de foto's van een online analyse maakt de vergelijking eerlijker:",
    light: [
      { title: "Daglicht", text: "Ga met je gezicht naar een raam met indirect daglicht, zonder zon op je gezicht, en doe alle lampen uit." },
      { title: "Zonder make-up", text: "Geen make-up, getinte dagcrème of zelfbruiner, en je haar naar achteren gebonden." },
      { title: "Een wit vel", text: "Draag een witte top of sla een witte handdoek om je schouders, en houd een vel gewoon wit papier naast je gezicht: daar tik je op om de kleuren te corrigeren." },
      { title: "Op ooghoogte", text: "Houd je telefoon op ooghoogte, op ongeveer een armlengte, met je gezicht in het midden en je schouders in beeld." },
      { title: "Geen filters", text: "Zet beauty- en portretmodus uit; gebruik voor een foto er een die zo gemaakt is, onbewerkt." },
    ],
    honestTitle: "Wat een scherm niet kan",
    honest: [
      "Een scherm en een camera kunnen daglicht en echte stof niet vervangen. Je camera kiest zelf zijn belichting en kleur, je scherm toont kleur op zijn eigen manier, en een doek van pixels weerkaatst geen licht op je huid zoals stof dat doet. Corrigeren op een wit vel helpt, maar maakt van een telefoon nog geen studio.",
      "Gebruik deze pagina om te voelen wat warm tegenover koel doet, of zacht tegenover helder, en om te zien waarom die vergelijking ertoe doet. Bepaal er niet je seizoen mee: in de studio draperen we je met echte stof in licht dat op daglicht is afgestemd, en daar ligt het antwoord.",
    ],
    nextTitle: "Zie het met echte stof",
    nextText: "Bij een kleuranalyse in de studio houden we de echte drapeerdoeken onder je gezicht, in licht dat op daglicht is afgestemd, en je gaat naar huis met je eigen kleurenpalet. Twijfel je nog? De seizoenentest geeft je in twee minuten een eerste idee.",
    quiz: "Doe de seizoenentest",
    book: "Maak een afspraak",
  },
});
