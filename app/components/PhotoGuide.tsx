import { ANALYSIS_PHOTOS_PROMISE } from "~/data/retention";

/**
 * How to take the photos for an online or digital analysis: on the colour-analysis page, and again
 * on a digital analysis order's page beside the upload (app/styles/photo-guide.css draws it).
 */
const PHOTO_GUIDE = [
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
];

export function PhotoGuide() {
  return (
    <ol className="photo-guide">
      {PHOTO_GUIDE.map((tip) => (
        <li key={tip.title}>
          <strong>{tip.title}.</strong> {tip.text}
        </li>
      ))}
    </ol>
  );
}
