import * as v from "valibot";
import { NonEmpty, Status, Timestamp, LOCALES } from "./common";

/** The testimonial filter categories, in the order the filter shows them (after "All"). */
export const TestimonialCategory = v.picklist([
  "color-analysis",
  "personal-styling",
  "wardrobe-audit",
  "complete-makeover",
]);
export type TestimonialCategory = v.InferOutput<typeof TestimonialCategory>;

/** A `Testimonials/{testimonialUUID}` document. */
export const Testimonial = v.object({
  status: Status,
  createdAt: Timestamp,
  author: NonEmpty,
  location: v.optional(NonEmpty),
  quote: NonEmpty,
  /** The language its writer used: it is shown in their words on both languages' pages, marked with it (issue 43). */
  language: v.optional(v.picklist(LOCALES), "en"),
  category: TestimonialCategory,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  serviceId: v.optional(NonEmpty),
});
export type Testimonial = v.InferOutput<typeof Testimonial> & { testimonialUUID: string };
