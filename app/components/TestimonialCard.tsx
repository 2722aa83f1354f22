import type { TestimonialView } from "~/models/testimonial-list";
import { defineWords, useLocale, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { rated: (rating: string) => `Rated ${rating}` },
  nl: { rated: (rating: string) => `Beoordeling: ${rating}` },
});

/**
 * One testimonial: category, rating (as text, stars hidden from screen readers), quote, author and
 * date. The quote is in its writer's words: marked with their language where the page is in the other.
 */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const words = useWords(WORDS);
  const locale = useLocale();
  return (
    <figure className="testimonial card" id={`testimonial-${testimonial.id}`}>
      <p className="testimonial__category">{testimonial.categoryLabel}</p>
      <p className="rating">
        <span className="rating__stars" aria-hidden="true">
          {"★".repeat(testimonial.rating)}
          {"☆".repeat(5 - testimonial.rating)}
        </span>{" "}
        <span className="rating__text">{words.rated(testimonial.ratingLabel)}</span>
      </p>
      <blockquote className="testimonial__quote" lang={testimonial.language === locale ? undefined : testimonial.language}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        <span className="testimonial__author">{testimonial.author}</span>
        {testimonial.location ? <span className="testimonial__location">, {testimonial.location}</span> : null}
        <time className="testimonial__date" dateTime={testimonial.createdAt}>
          {testimonial.dateLabel}
        </time>
      </figcaption>
    </figure>
  );
}
