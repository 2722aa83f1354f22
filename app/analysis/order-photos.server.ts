/**
 * What the client does with their photos on the order's page: add some, remove one, send them for
 * analysis, and (after delivery) keep them for a follow-up. Each change is one write under the
 * version of the order read; when someone else wrote first ("changed": a second tab, a double
 * post), the order is read again and the change tried on it. A photo's bytes go to R2 before its
 * record, so a record never names missing bytes; bytes whose record could not be written are
 * deleted again.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { ANALYSIS_PHOTOS, analysisFileKey, type AnalysisPhoto } from "~/schemas/analysis-order";
import {
  commitOrderChange,
  orderChangeWrite,
  photosWrite,
  readAnalysisOrder,
  statusChangeWrite,
  type StoredAnalysisOrder,
} from "~/models/analysis-orders.server";
import { cleanFileName, cleanPhoto, photoMessages } from "./photo-files";
import type { Locale } from "~/site/locale";

type App = Pick<AppContext, "firestore" | "log">;

type Refusal = { ok: false; status: 400 | 413; field: "photos" | "send" | "keep"; message: string };
export type PhotoChange = { ok: true } | Refusal;

/** How often a change is tried on a fresh reading before it gives up. */
const ATTEMPTS = 4;

/** The bucket the photos live in; a deploy without it cannot take photos. */
export function photoBucket(env: { MEDIA?: R2Bucket }): R2Bucket {
  if (!env.MEDIA) throw new Response("Photo uploads are not set up: bind MEDIA (R2) in wrangler.toml.", { status: 503 });
  return env.MEDIA;
}

/** A random 16-hex-character photo id. */
function newFileId(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const refused = (field: Refusal["field"], message: string, status: Refusal["status"] = 400): Refusal => ({ ok: false, status, field, message });

/** Why photos cannot be changed in the order's state (in the client's language), or null when they can. */
function closedFor(stored: StoredAnalysisOrder, locale: Locale): string | null {
  if (stored.order.status === "awaiting-photos") return null;
  const messages = photoMessages(locale);
  return stored.order.status === "awaiting-payment" || stored.order.status === "not-paid" ? messages.notYet : messages.closed;
}

/** What the changes below answer when they cannot be made, beside the photo messages. */
const CHANGE_WORDS: Record<Locale, { keep: string; busy: string }> = {
  en: {
    keep: "Your photos can be kept from the day we deliver your report until they are deleted.",
    busy: "Your order changed while we were saving this. Look at your photos below and try again.",
  },
  nl: {
    keep: "Je foto's kunnen worden bewaard vanaf de dag dat we je rapport leveren tot ze worden verwijderd.",
    busy: "Je bestelling is gewijzigd terwijl we dit opsloegen. Bekijk je foto's hieronder en probeer het opnieuw.",
  },
};

/**
 * Adds the posted files, all or none: every file is checked (size, type by its bytes, metadata
 * taken out) before any is stored, so a refusal leaves the order as it was. Refusals are worded in `locale`.
 */
export async function addPhotos(app: App, bucket: R2Bucket, stored: StoredAnalysisOrder, files: readonly File[], locale: Locale = "en"): Promise<PhotoChange> {
  const PHOTO_MESSAGES = photoMessages(locale);
  const closed = closedFor(stored, locale);
  if (closed) return refused("photos", closed);
  if (files.length === 0) return refused("photos", PHOTO_MESSAGES.none);
  if (stored.order.photos.length + files.length > ANALYSIS_PHOTOS.max) return refused("photos", PHOTO_MESSAGES.tooMany(stored.order.photos.length));

  const ready: Array<{ photo: AnalysisPhoto; bytes: Uint8Array }> = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > ANALYSIS_PHOTOS.maxBytes) return refused("photos", PHOTO_MESSAGES.tooLarge(name), 413);
    const clean = cleanPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!clean.ok) return refused("photos", clean.problem === "type" ? PHOTO_MESSAGES.wrongType(name) : PHOTO_MESSAGES.unreadable(name));
    const photo = { id: newFileId(), type: clean.type, bytes: clean.bytes.byteLength, name, uploadedAt: new Date().toISOString() };
    ready.push({ photo, bytes: clean.bytes });
  }

  const keys = ready.map(({ photo }) => analysisFileKey(stored.id, photo.id));
  await Promise.all(ready.map(({ photo, bytes }, index) => bucket.put(keys[index]!, bytes, { httpMetadata: { contentType: photo.type } })));
  const outcome = await changeOrder(app, stored, locale, (order) => {
    const closedNow = closedFor(order, locale);
    if (closedNow) return refused("photos", closedNow);
    if (order.order.photos.length + ready.length > ANALYSIS_PHOTOS.max) return refused("photos", PHOTO_MESSAGES.tooMany(order.order.photos.length));
    return photosWrite(order, [...order.order.photos, ...ready.map(({ photo }) => photo)], new Date());
  }).catch(async (error: unknown) => {
    await bucket.delete(keys);
    throw error;
  });
  if (!outcome.ok) await bucket.delete(keys);
  return outcome;
}

/** Removes one photo, record first, then its bytes; a photo already gone is no problem. */
export async function removePhoto(app: App, bucket: R2Bucket, stored: StoredAnalysisOrder, photoId: string, locale: Locale = "en"): Promise<PhotoChange> {
  const outcome = await changeOrder(app, stored, locale, (order) => {
    const closed = closedFor(order, locale);
    if (closed) return refused("photos", closed);
    if (!order.order.photos.some((photo) => photo.id === photoId)) return "done";
    return photosWrite(order, order.order.photos.filter((photo) => photo.id !== photoId), new Date());
  });
  if (outcome.ok && /^[0-9a-f]{16}$/.test(photoId)) await bucket.delete(analysisFileKey(stored.id, photoId));
  return outcome;
}

/** "Send for analysis": the photos are fixed and the studio's work can begin. Sending twice is sending once. */
export async function sendForAnalysis(app: App, stored: StoredAnalysisOrder, locale: Locale = "en"): Promise<PhotoChange> {
  return changeOrder(app, stored, locale, (order) => {
    if (order.order.status === "sent") return "done";
    const closed = closedFor(order, locale);
    if (closed) return refused("send", closed);
    if (order.order.photos.length < ANALYSIS_PHOTOS.min) return refused("send", photoMessages(locale).tooFew(order.order.photos.length));
    const now = new Date();
    return statusChangeWrite(order, "sent", now, { sentAt: now });
  });
}

/** "Keep my photos for a follow-up", on or off: offered once the report is delivered, while the photos are stored. */
export async function setKeepPhotos(app: App, stored: StoredAnalysisOrder, keep: boolean, locale: Locale = "en"): Promise<PhotoChange> {
  return changeOrder(app, stored, locale, (order) => {
    if (order.order.status !== "delivered" || order.order.photosDeletedAt) return refused("keep", CHANGE_WORDS[locale].keep);
    if (order.order.keepPhotos === keep) return "done";
    return orderChangeWrite(order, { keepPhotos: keep }, new Date());
  });
}

type Step = ReturnType<typeof photosWrite> | "done" | Refusal;

/** Makes the change `step` says on the order as read, and on a fresh reading each time someone else wrote first. */
async function changeOrder(app: App, stored: StoredAnalysisOrder, locale: Locale, step: (order: StoredAnalysisOrder) => Step): Promise<PhotoChange> {
  let order: StoredAnalysisOrder | null = stored;
  for (let attempt = 0; attempt < ATTEMPTS && order; attempt++) {
    const write = step(order);
    if (write === "done") return { ok: true };
    if ("ok" in write) return write;
    if ((await commitOrderChange(app, [write])) === "done") return { ok: true };
    order = await readAnalysisOrder(app, stored.id);
  }
  app.log("an analysis order's photos could not be changed: it kept changing", { order: stored.id });
  return refused("photos", CHANGE_WORDS[locale].busy);
}
