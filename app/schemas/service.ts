import * as v from "valibot";
import { NonEmpty, Slug, Status, Timestamp } from "./common";

export const COLOR_ANALYSIS_SERVICE_IDS = [
  "in-person-color-analysis",
  "online-color-analysis",
  "digital-color-analysis",
] as const;

const Price = v.object({
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.picklist(["EUR", "GBP", "USD"]),
});

/** A `Services/{serviceUUID}` document's fields, without its Dutch text. */
const ServiceFields = v.object({
  status: Status,
  categorySlug: Slug,
  position: v.pipe(v.number(), v.integer()),
  createdAt: Timestamp,
  updatedAt: v.optional(Timestamp),
  name: NonEmpty,
  summary: NonEmpty,
  description: v.pipe(v.array(NonEmpty), v.minLength(1)),
  forWhom: NonEmpty,
  format: v.picklist(["in-person", "online", "digital", "hybrid"]),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  price: Price,
  deliverables: v.pipe(v.array(NonEmpty), v.minLength(1)),
  bookable: v.boolean(),
  /** What to wear and bring, told in the confirmation and the reminder; "" when the studio has written none. */
  preparation: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1500, "Keep it under 1,500 characters: the emails carry it whole.")), ""),
});
/** The fields a visitor reads, each with a Dutch value in `nl` (issue 43). */
export const SERVICE_TEXT_FIELDS = ["name", "summary", "description", "forWhom", "deliverables", "preparation"] as const;

/** A `Services/{serviceUUID}` document: a text field missing from `nl` shows the English on a Dutch page, marked lang="en". */
export const Service = v.object({ ...ServiceFields.entries, nl: v.optional(v.partial(v.pick(ServiceFields, SERVICE_TEXT_FIELDS))) });
export type Service = v.InferOutput<typeof Service> & { serviceUUID: string };
