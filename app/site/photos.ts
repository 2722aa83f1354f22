import type { PhotoRef } from "~/schemas/photo";

/**
 * The URLs of the library's photos: `/media/{id}/{width}.{ext}`. An id's pixels never change, so
 * each URL is cached for good; only these widths are made, so no one can fill the cache with sizes.
 */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
/** Cloudflare Images makes AVIF up to 1,200 px on the long side; wider ones are WebP and JPEG only. */
const AVIF_MAX_WIDTH = 1200;

export const PHOTO_FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

export const PHOTO_PATH_PREFIX = "/media/";

/** The largest photo the library takes (the upload route's body limit, and the form's own check). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** What a photo over MAX_PHOTO_BYTES is told: beside the field before it is sent, and by the upload. */
export const TOO_LARGE_MESSAGE = "This photo is larger than 20 MB. Export it smaller (a long side of 3,000 pixels is plenty) and upload it again.";

export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_PATH_PREFIX}${id}/${width}.${format}`;
}

/**
 * The widths worth making of a photo this size: none wider than it, but always the smallest. AVIF
 * only while the long side stays within AVIF_MAX_WIDTH (a portrait's height counts), and none at all
 * when even the smallest would be taller than that.
 */
export function photoWidths(naturalWidth: number, format: PhotoFormat, naturalHeight: number): number[] {
  const longSide = (width: number) => Math.max(Math.min(width, naturalWidth), Math.round((Math.min(width, naturalWidth) * naturalHeight) / naturalWidth));
  const fitting = PHOTO_WIDTHS.filter((width) => width <= naturalWidth);
  const widths: number[] = fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
  return format === "avif" ? widths.filter((width) => longSide(width) <= AVIF_MAX_WIDTH) : widths;
}

function photoSrcset(ref: Pick<PhotoRef, "photo" | "width" | "height">, format: PhotoFormat): string {
  return photoWidths(ref.width, format, ref.height)
    .map((width) => `${photoUrl(ref.photo, width, format)} ${width}w`)
    .join(", ");
}

/** The JPEG of a photo nearest `target` px wide (the widest below it, or the smallest): for feeds, shared links and the fallback `src`. */
export function jpegNear(ref: Pick<PhotoRef, "photo" | "width" | "height">, target: number): { url: string; width: number } {
  const widths = photoWidths(ref.width, "jpg", ref.height);
  const width = widths.filter((candidate) => candidate <= target).at(-1) ?? widths[0]!;
  return { url: photoUrl(ref.photo, width, "jpg"), width };
}

export type PhotoLoading = {
  /** The first screen's photo (an article's cover): fetched first, never lazily. */
  priority?: boolean;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  sizes: string;
};

/**
 * Everything a `<picture>` needs for one photo: AVIF and WebP sources, a JPEG `<img>` with width and
 * height (the box is kept before the photo arrives: no layout shift), and how it loads. The React
 * component (app/components/Photo.tsx) and the Markdown renderer (app/site/markdown.ts) both draw from it.
 */
export function pictureOf(ref: PhotoRef, { priority = false, sizes }: PhotoLoading) {
  const sources = [
    { type: PHOTO_FORMATS.avif, srcSet: photoSrcset(ref, "avif"), sizes },
    { type: PHOTO_FORMATS.webp, srcSet: photoSrcset(ref, "webp"), sizes },
  ];
  return {
    // A very tall photo has no AVIF size at all (see photoWidths): its WebP and JPEG do.
    sources: sources.filter((source) => source.srcSet !== ""),
    img: {
      src: jpegNear(ref, 800).url,
      srcSet: photoSrcset(ref, "jpg"),
      sizes,
      width: ref.width,
      height: ref.height,
      alt: ref.decorative ? "" : ref.alt,
      loading: priority ? ("eager" as const) : ("lazy" as const),
      decoding: "async" as const,
      fetchPriority: priority ? ("high" as const) : undefined,
    },
  };
}

/**
 * A `<link rel="preload">` for a first-screen photo, as a React Router meta descriptor: its first source
 * (AVIF, else WebP) with the same `srcset` and `sizes` as the `<picture>`, so the browser fetches
 * the very file the picture picks. The page cache turns it into a `Link` header for Early Hints.
 */
export function photoPreload(ref: PhotoRef, sizes: string) {
  const [first] = pictureOf(ref, { priority: true, sizes }).sources;
  if (!first) return null;
  return { tagName: "link", rel: "preload", as: "image", type: first.type, imageSrcSet: first.srcSet, imageSizes: sizes, fetchpriority: "high" } as const;
}
