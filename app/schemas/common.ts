import * as v from "valibot";

export const HexColor = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-fA-F]{6}$/, "Expected a six-digit hex colour such as #c8a2c8"),
);

/** A colour as the content stores it: an object holding its hex value. */
export const ColorValue = v.object({ hex: HexColor });

export const Slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Expected a lowercase slug"),
  v.maxLength(80),
);

/** Firestore timestamps are decoded to ISO 8601 strings in UTC. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());

/** The status of a service or testimonial the public site shows; every other status keeps it off the site. */
export const SHOWN_STATUS = "active";

/** Only documents with status "active" (SHOWN_STATUS) are ever shown to visitors. */
export const Status = v.pipe(v.string(), v.minLength(1));

export { LOCALES, type Locale } from "./locales";

export const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

export const Link = v.object({
  label: NonEmpty,
  href: v.pipe(v.string(), v.regex(/^(\/|#|https:\/\/|mailto:|tel:)/, "Expected a site path or an absolute link")),
});
export type Link = v.InferOutput<typeof Link>;
