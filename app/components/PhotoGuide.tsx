import { ANALYSIS_PHOTOS_PROMISE } from "~/data/retention";
import { ANALYSIS_PHOTOS_PROMISE_NL } from "~/data/retention.nl";
import { defineWords, useWords } from "~/site/words";

/**
 * How to take the photos for an online or digital analysis: on the colour-analysis page, and again
 * on a digital analysis order's page beside the upload (app/styles/photo-guide.css draws it).
 */
const PHOTO_GUIDE = defineWords<ReadonlyArray<{ title: string; text: string }>>({
  en: [
    {
      title: "Daylight by a window",
      text: "Face a window in indirect daylight, between about 10:00 and 15:00. No direct sun on your face; a bright, overcast day is ideal.",
    },
    {
      title: "Lights off",
      text: "Switch off every lamp and ceiling light so daylight is the only light on your face.",
    },
    {
      title: "A bare face",
      text: "No make-up, tinted moisturiser or self-tan, and no coloured contact lenses or tinted glasses.",
    },
    {
      title: "Hair back",
      text: "Tie your hair away from your face. If it is dyed, add one photo with it covered by a white towel.",
    },
    {
      title: "A white top",
      text: "Wear a plain white top, or drape a white towel around your shoulders, so no colour sits near your face.",
    },
    {
      title: "A white reference",
      text: "Hold a sheet of plain white printer paper beside your face in every photo; it is how we correct the camera's colour.",
    },
    {
      title: "A plain background",
      text: "Stand or sit in front of a light, neutral wall, away from strongly coloured walls, curtains and furniture.",
    },
    {
      title: "No filters",
      text: `Turn off beauty and portrait modes, filters, HDR and the flash, and don't edit the photos. Send the originals through your private upload link, not through a messaging app, which compresses them. We use them only for your analysis; they are stored encrypted in the EU and ${ANALYSIS_PHOTOS_PROMISE}.`,
    },
    {
      title: "The right shots",
      text: "At eye level, about an arm's length away: straight on with a relaxed face, both profiles, a close-up of your eyes, and one with your hair down as you usually wear it.",
    },
    {
      title: "For a live online session",
      text: "Set your laptop or tablet (or a phone on a stand) at eye level facing the window ten minutes early, switch off the background and beauty filters of your video app, and keep the reference drapes we posted within reach.",
    },
  ],
  nl: [
    {
      title: "Daglicht bij een raam",
      text: "Ga met je gezicht naar een raam met indirect daglicht, ongeveer tussen 10:00 en 15:00. Geen direct zonlicht op je gezicht; een lichte, bewolkte dag is ideaal.",
    },
    {
      title: "Lampen uit",
      text: "Doe alle lampen en plafondlampen uit, zodat alleen daglicht op je gezicht valt.",
    },
    {
      title: "Een gezicht zonder make-up",
      text: "Geen make-up, getinte dagcrème of zelfbruiner, en geen gekleurde contactlenzen of getinte brillenglazen.",
    },
    {
      title: "Haar naar achteren",
      text: "Bind je haar weg van je gezicht. Is het geverfd, voeg dan één foto toe waarop het bedekt is met een witte handdoek.",
    },
    {
      title: "Een witte top",
      text: "Draag een effen witte top, of sla een witte handdoek om je schouders, zodat er geen kleur vlak bij je gezicht zit.",
    },
    {
      title: "Een witte referentie",
      text: "Houd op elke foto een vel gewoon wit printpapier naast je gezicht; daarmee corrigeren we de kleuren van de camera.",
    },
    {
      title: "Een rustige achtergrond",
      text: "Ga staan of zitten voor een lichte, neutrale muur, uit de buurt van felgekleurde muren, gordijnen en meubels.",
    },
    {
      title: "Geen filters",
      text: `Zet beauty- en portretmodus, filters, HDR en de flitser uit, en bewerk de foto's niet. Stuur de originelen via je persoonlijke uploadlink en niet via een berichtenapp, want die comprimeert ze. We gebruiken ze alleen voor jouw analyse; ze worden versleuteld opgeslagen in de EU en ${ANALYSIS_PHOTOS_PROMISE_NL}.`,
    },
    {
      title: "De juiste foto's",
      text: "Op ooghoogte, op ongeveer een armlengte afstand: recht van voren met een ontspannen gezicht, beide profielen, een close-up van je ogen, en één met je haar los zoals je het meestal draagt.",
    },
    {
      title: "Voor een live online sessie",
      text: "Zet je laptop of tablet (of een telefoon in een houder) tien minuten van tevoren op ooghoogte neer, met je gezicht naar het raam. Zet de achtergrond- en beautyfilters van je videoapp uit, en houd de referentiedoeken die we je hebben opgestuurd binnen handbereik.",
    },
  ],
});

export function PhotoGuide() {
  const guide = useWords(PHOTO_GUIDE);
  return (
    <ol className="photo-guide">
      {guide.map((tip) => (
        <li key={tip.title}>
          <strong>{tip.title}.</strong> {tip.text}
        </li>
      ))}
    </ol>
  );
}
