/**
 * A client's photo for a digital analysis, read from its bytes: what it is (never what the browser
 * or its name says), and the same file with its location and camera metadata taken out of the
 * container. No photo is decoded or re-encoded, so its pixels, its colour profile and the white
 * balance the camera chose reach the analyst exactly as taken (decision 033).
 */
import { ANALYSIS_PHOTOS, type AnalysisPhotoType } from "~/schemas/analysis-order";
import { hasMetadata, sniffImageType, stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from "~/platform/image-metadata";
import { blankHeifMetadata, sniffHeifType } from "~/platform/heif-metadata";

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

/** "4.2 MB", "380 KB": a file's size as the page shows it. */
export function fileSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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
