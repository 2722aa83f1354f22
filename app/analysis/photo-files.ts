/**
 * A client's photo for a digital analysis, read from its bytes: what it is (never what the browser
 * or its name says), and the same file with its location and camera metadata taken out of the
 * container. No photo is decoded or re-encoded, so its pixels, its colour profile and the white
 * balance the camera chose reach the analyst exactly as taken (decision 033).
 */
import { ANALYSIS_PHOTOS, type AnalysisPhotoType } from "~/schemas/analysis-order";
import { hasMetadata, sniffImageType, stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from "~/platform/image-metadata";
import { blankHeifMetadata, sniffHeifType } from "~/platform/heif-metadata";
import type { Locale } from "~/site/locale";

/** What the file picker offers (the server checks the bytes themselves): extensions too, since some phones send HEIC without a type. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif";

/**
 * The most one post may carry. A photo is up to 20 MB, so two of the largest fit; phones' photos are
 * 2 to 5 MB, so most people send all of theirs at once. The Worker holds a post in memory (128 MB
 * an isolate) while it reads it, which is what bounds this, well inside Cloudflare's 100 MB.
 */
export const UPLOAD_POST_BYTES = 40 * 1024 * 1024;

const MB = 1024 * 1024;

/** A stored photo as the order's page lists it; `shown`: a browser can show it (not HEIC/HEIF). */
export type OrderPhotoView = { id: string; name: string; size: string; url: string; shown: boolean };

/** "4.2 MB", "380 KB": a file's size as the page shows it ("4,2 MB" in Dutch). */
export function fileSize(bytes: number, locale: Locale = "en"): string {
  const size = bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return locale === "nl" ? size.replace(".", ",") : size;
}

export const PHOTO_MESSAGES = {
  none: "Choose at least one photo to upload.",
  tooMany: (stored: number) =>
    stored >= ANALYSIS_PHOTOS.max
      ? `You have sent the most we take, ${ANALYSIS_PHOTOS.max} photos. Remove one to add another.`
      : `We take up to ${ANALYSIS_PHOTOS.max} photos in all: you have ${stored}, so choose ${ANALYSIS_PHOTOS.max - stored} more at most.`,
  tooLarge: (name: string) => `"${name}" is larger than 20 MB. Send the photo as your phone took it, or export it smaller (a long side of 3,000 pixels is plenty).`,
  wrongType: (name: string) => `"${name}" is not a JPEG, PNG, WebP or HEIC photo. Send the photo straight from your phone's camera roll.`,
  unreadable: (name: string) => `We could not read "${name}": the file seems damaged or cut short. Send it again, or choose another photo.`,
  postTooLarge: `These photos came to more than ${UPLOAD_POST_BYTES / MB} MB at once. Go back and send them a few at a time: each photo may be up to 20 MB.`,
  tooFew: (stored: number) => `Send at least ${ANALYSIS_PHOTOS.min} photos before you send them for analysis: you have ${stored}.`,
  closed: "Your photos are already with us, so they can no longer be changed. If something is wrong, reply to your confirmation email.",
  notYet: "This order is not ready for photos.",
} as const;

/** `PHOTO_MESSAGES` in Dutch, for a client on the Dutch order page. */
const PHOTO_MESSAGES_NL: { [K in keyof typeof PHOTO_MESSAGES]: (typeof PHOTO_MESSAGES)[K] extends string ? string : (typeof PHOTO_MESSAGES)[K] } = {
  none: "Kies minstens één foto om te uploaden.",
  tooMany: (stored: number) =>
    stored >= ANALYSIS_PHOTOS.max
      ? `Je hebt het maximum van ${ANALYSIS_PHOTOS.max} foto's al gestuurd. Verwijder er een om een andere toe te voegen.`
      : `We nemen in totaal hooguit ${ANALYSIS_PHOTOS.max} foto's aan: je hebt er ${stored}, dus kies er nog hooguit ${ANALYSIS_PHOTOS.max - stored}.`,
  tooLarge: (name: string) => `"${name}" is groter dan 20 MB. Stuur de foto zoals je telefoon hem heeft gemaakt, of exporteer hem kleiner (3.000 pixels aan de lange kant is ruim genoeg).`,
  wrongType: (name: string) => `"${name}" is geen JPEG-, PNG-, WebP- of HEIC-foto. Stuur de foto rechtstreeks vanuit de fotobibliotheek van je telefoon.`,
  unreadable: (name: string) => `We konden "${name}" niet lezen: het bestand lijkt beschadigd of onvolledig. Stuur het opnieuw, of kies een andere foto.`,
  postTooLarge: `Deze foto's waren samen groter dan ${UPLOAD_POST_BYTES / MB} MB. Ga terug en stuur ze in een paar keer: elke foto mag tot 20 MB zijn.`,
  tooFew: (stored: number) => `Stuur minstens ${ANALYSIS_PHOTOS.min} foto's voordat je ze opstuurt voor de analyse: je hebt er nu ${stored}.`,
  closed: "Je foto's zijn al bij ons, dus ze kunnen niet meer worden gewijzigd. Klopt er iets niet? Beantwoord dan je bevestigingsmail.",
  notYet: "Deze bestelling is nog niet klaar voor foto's.",
};

/** The photo messages in `locale`. */
export const photoMessages = (locale: Locale = "en") => (locale === "nl" ? PHOTO_MESSAGES_NL : PHOTO_MESSAGES);

/** The photo's type, by its first bytes. */
export function photoType(bytes: Uint8Array): AnalysisPhotoType | null {
  const kind = sniffImageType(bytes);
  if (kind === "image/jpeg" || kind === "image/png" || kind === "image/webp") return kind;
  return kind === null ? sniffHeifType(bytes) : null;
}

export type CleanPhoto = { ok: true; type: AnalysisPhotoType; bytes: Uint8Array } | { ok: false; problem: "type" | "unreadable" };

/** The photo with its metadata taken out, ready to store; or why it cannot be stored. */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto {
  const type = photoType(bytes);
  if (!type) return { ok: false, problem: "type" };
  const clean =
    type === "image/jpeg" ? stripJpegMetadata(bytes) : type === "image/png" ? stripPngMetadata(bytes) : type === "image/webp" ? stripWebpMetadata(bytes) : blankHeifMetadata(bytes);
  // Checked again on what would be stored: a file the strippers could not make clean is refused.
  if (!clean || hasMetadata(clean, type)) return { ok: false, problem: "unreadable" };
  return { ok: true, type, bytes: clean };
}

/** The file's name as the client and the studio see it: no folders, no control characters, at most 100 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).at(-1) ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "photo").slice(0, 100);
}

/** The extension a download of the photo gets. */
export const PHOTO_EXTENSIONS: Record<AnalysisPhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
};
