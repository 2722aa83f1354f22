import type { BookingGuide as Guide } from "~/booking/booking-guide.server";
import { langOf } from "~/site/localize";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { title: "Before your session", prepare: "How to prepare" },
  nl: { title: "Voor je sessie", prepare: "Zo bereid je je voor" },
});

/** A text as the studio wrote it: paragraphs apart where it left an empty line. */
function Paragraphs({ text, lang }: { text: string; lang?: "en" | undefined }) {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index} lang={lang}>
        {paragraph}
      </p>
    ));
}

/** A booked session's preparation and the way to its place, as the confirmation email gives them. */
export function BookingGuide({ guide }: { guide: Guide | null }) {
  const words = useWords(WORDS);
  if (!guide || (!guide.preparation && !guide.directions)) return null;
  return (
    <section className="booking-guide" aria-labelledby="booking-guide-title">
      <h2 id="booking-guide-title">{words.title}</h2>
      {guide.preparation ? (
        <>
          <h3>{words.prepare}</h3>
          <Paragraphs text={guide.preparation} {...langOf(guide, "preparation")} />
        </>
      ) : null}
      {guide.directions ? (
        <>
          <h3>{guide.directions.heading}</h3>
          <Paragraphs text={guide.directions.text} {...langOf(guide, "directions")} />
        </>
      ) : null}
    </section>
  );
}
