import * as v from "valibot";
import { NonEmpty, Timestamp } from "./common";

/**
 * The photo library: `Photos/{id}`, one document per uploaded photo, its pixels in R2 under
 * `photos/{id}` (already turned upright and stripped of location and camera data). The id is random
 * and a photo's pixels never change, so every URL made from it (`/media/{id}/{width}.{format}`,
 * app/site/photos.ts) can be cached for good.
 */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const PhotoId = v.pipe(v.string(), v.regex(/^[a-z0-9]{20}$/, "Expected a photo id (20 lowercase letters and digits)"));

const Pixels = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12_000));

/** What the text of a page says about a photo it shows. */
const AltText = v.pipe(v.string(), v.trim(), v.maxLength(300, "Keep the alt text under 300 characters."));

/**
 * The alt text in Dutch (issue 43), beside the English as every entity keeps its Dutch: shown on
 * Dutch pages; absent (or empty) there, the English is shown, marked `lang="en"` (app/site/photo-alt.ts).
 * A decorative photo needs neither.
 */
const DutchAlt = v.optional(v.object({ alt: v.optional(AltText) }));

export const Photo = v.pipe(
  v.object({
    /** The stored master's format (an AVIF upload is kept as WebP). */
    contentType: v.picklist(PHOTO_CONTENT_TYPES),
    /** Of the upright photo. */
    width: Pixels,
    height: Pixels,
    bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** What the photo shows, for people who cannot see it; "" only when `decorative`. */
    alt: AltText,
    nl: DutchAlt,
    decorative: v.optional(v.boolean(), false),
    /** The uploaded file's name, for the library. */
    name: v.pipe(NonEmpty, v.maxLength(200)),
    uploadedAt: Timestamp,
    uploadedBy: NonEmpty,
  }),
  v.check((photo) => photo.decorative || photo.alt !== "", "Describe the photo, or mark it decorative."),
);
export type Photo = v.InferOutput<typeof Photo>;

/**
 * A photo as a page uses it: copied into the document that shows it (an article's cover, a season),
 * with its size, so a page needs no second read to set width and height, and its alt text in both
 * languages: the library's, or the page's own words for it (an article's cover).
 */
export const PhotoRef = v.pipe(
  v.object({
    photo: PhotoId,
    alt: AltText,
    nl: DutchAlt,
    decorative: v.optional(v.boolean(), false),
    width: Pixels,
    height: Pixels,
  }),
  // A Dutch article's cover may be described in its own words in Dutch only.
  v.check((ref) => ref.decorative || ref.alt !== "" || Boolean(ref.nl?.alt), "Describe the photo, or mark it decorative."),
);
export type PhotoRef = v.InferOutput<typeof PhotoRef>;
