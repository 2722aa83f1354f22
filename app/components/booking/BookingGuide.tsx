import type { BookingGuide as Guide } from "~/booking/booking-guide.server";

/** A text as the studio wrote it: paragraphs apart where it left an empty line. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** A booked session's preparation and the way to its place, as the confirmation email gives them. */
export function BookingGuide({ guide }: { guide: Guide | null }) {
  if (!guide || (!guide.preparation && !guide.directions)) return null;
  return (
    <section className="booking-guide" aria-labelledby="booking-guide-title">
      <h2 id="booking-guide-title">Before your session</h2>
      {guide.preparation ? (
        <>
          <h3>How to prepare</h3>
          <Paragraphs text={guide.preparation} />
        </>
      ) : null}
      {guide.directions ? (
        <>
          <h3>{guide.directions.heading}</h3>
          <Paragraphs text={guide.directions.text} />
        </>
      ) : null}
    </section>
  );
}
