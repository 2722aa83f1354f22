import type { TestimonialView } from "~/models/testimonial-list";

/** One testimonial: category, rating (as text, stars hidden from screen readers), quote, author and date. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="testimonial card" id={`testimonial-${testimonial.id}`}>
      <p className="testimonial__category">{testimonial.categoryLabel}</p>
      <p className="rating">
        <span className="rating__stars" aria-hidden="true">
          {"★".repeat(testimonial.rating)}
          {"☆".repeat(5 - testimonial.rating)}
        </span>{" "}
        <span className="rating__text">{`Rated ${testimonial.ratingLabel}`}</span>
      </p>
      <blockquote className="testimonial__quote">
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
