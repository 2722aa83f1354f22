import * as v from "valibot";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { ARTICLES } from "./articles.server";
import { hasMetadata, jpegOrientation, sniffImageType, stripJpegMetadata, uprightTransforms, type ImageKind } from "~/platform/image-metadata";
import type { SEASON_SLUGS } from "~/data/seasons";
import { Photo, PhotoId, type PHOTO_CONTENT_TYPES } from "~/schemas/photo";
import { MAX_PHOTO_BYTES, PHOTO_FORMATS, TOO_LARGE_MESSAGE, PHOTO_PATH_PREFIX, PHOTO_WIDTHS, photoWidths, type PhotoFormat } from "~/site/photos";
import { COLLECTIONS } from "./collections";

/**
 * The photo library: a `Photos/{id}` document per photo (app/schemas/photo.ts) and its pixels in R2
 * (the MEDIA binding): the upright, stripped master under `photos/{id}`, and each size a page asked
 * for under `variants/{id}/{width}.{ext}`, made once by Cloudflare Images (the IMAGES binding).
 * The writes (an upload, a delete) go through the studio's one versioned write
 * (app/studio/photos.server.ts); this module reads, and turns bytes into a master.
 */
const PHOTOS = COLLECTIONS.photos.name;

export const photoPath = (id: string) => `${PHOTOS}/${id}`;
export const masterKey = (id: string) => `photos/${id}`;
export const variantKey = (id: string, width: number, format: PhotoFormat) => `variants/${id}/${width}.${format}`;
const variantPrefix = (id: string) => `variants/${id}/`;

/** The master's longest side: twice the widest size a page shows (1,600 px), with room for a portrait. */
const MASTER_MAX_SIDE = 3200;
/** Cloudflare Images' input limits: 12,000 px a side, 100 megapixels. */
const MAX_INPUT_SIDE = 12_000;
const MAX_INPUT_PIXELS = 100_000_000;

export type MediaBindings = { MEDIA: R2Bucket; IMAGES: ImagesBinding };

/** The R2 bucket and the Images binding; a 503 when the worker was deployed without them. */
export function mediaBindings(env: Partial<MediaBindings>): MediaBindings {
  if (!env.MEDIA || !env.IMAGES) {
    throw new Response("The photo library is not set up: bind MEDIA (R2) and IMAGES in wrangler.toml.", { status: 503 });
  }
  return { MEDIA: env.MEDIA, IMAGES: env.IMAGES };
}

export type StoredPhoto = Photo & { id: string; updateTime: string };

/** A new photo's id: 20 random lowercase letters and digits (about 103 bits), never reused. */
export function newPhotoId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 252 = 7 × 36: bytes above it would make some characters likelier.
      if (byte < 252 && id.length < 20) id += alphabet[byte % 36];
    }
  }
  return id;
}

export const isPhotoId = (id: string) => v.is(PhotoId, id);

function parsePhoto(app: Pick<AppContext, "log">, doc: FirestoreDocument): StoredPhoto | null {
  const { path, data } = decodeDocument(doc);
  const result = v.safeParse(Photo, data);
  if (!result.success) {
    app.log("invalid photo", { path, issues: result.issues.slice(0, 3).map((issue) => issue.message) });
    return null;
  }
  return { ...result.output, id: path.split("/").at(-1)!, updateTime: doc.updateTime ?? "" };
}

/** The photo's record, from Firestore itself; null when there is none (or it is unreadable). */
export async function getPhoto(app: AppContext, id: string): Promise<StoredPhoto | null> {
  if (!isPhotoId(id)) return null;
  const doc = await app.firestore.getDocument(photoPath(id)).catch(rethrowUnavailable);
  return doc ? parsePhoto(app, doc) : null;
}

const NEWEST_UPLOAD = [{ field: "uploadedAt", direction: "DESCENDING" }] as const;

/** The library's newest photos, `limit` of them from `offset`. */
export async function listPhotos(app: AppContext, { limit = 200, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<StoredPhoto[]> {
  const docs = await app.firestore
    .runQuery({ collection: PHOTOS, orderBy: NEWEST_UPLOAD, limit, offset })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => parsePhoto(app, doc) ?? []);
}

/** How many photos the library holds, counted by Firestore (none is read). */
export async function countPhotos(app: AppContext): Promise<number> {
  // Ordered as the list is, so a record the list cannot show (no `uploadedAt`) is not counted.
  return app.firestore.countQuery({ collection: PHOTOS, orderBy: NEWEST_UPLOAD }, 1_000_000).catch(rethrowUnavailable);
}

export type PhotoUsage = {
  /** The articles (drafts included) whose cover or body shows it. */
  articles: Array<{ id: string; title: string }>;
  /** The seasons whose page shows it (Website/Data `seasonPhotos`). */
  seasons: Array<(typeof SEASON_SLUGS)[number]>;
};

/** Where the photo is shown; a photo with no use may be deleted. Read from Firestore itself. */
export async function photoUsage(app: AppContext, id: string): Promise<PhotoUsage> {
  const [articleDocs, website] = await Promise.all([
    app.firestore.runQuery({ collection: ARTICLES, where: [{ field: "photos", arrayContains: id }], select: ["title"] }),
    // The season photos alone (a field mask): the document holds the site's text in two languages.
    app.firestore.getDocument("Website/Data", { fields: ["seasonPhotos"] }),
  ]).catch(rethrowUnavailable);
  const articles = articleDocs.map((doc) => {
    const { path, data } = decodeDocument(doc);
    return { id: path.split("/").at(-1)!, title: typeof data.title === "string" ? data.title : "(untitled)" };
  });
  const seasons = Object.entries(seasonPhotosOf(website))
    .filter(([, ref]) => ref?.photo === id)
    .map(([slug]) => slug as PhotoUsage["seasons"][number]);
  return { articles, seasons };
}

/** Firestore takes up to 30 values for `array-contains-any`. */
const IDS_PER_QUERY = 30;

/**
 * Where each of these photos (a page of the library) is shown: the articles holding any of them
 * (one query per 30, titles and photo lists only) and Website/Data. Photos nothing shows are absent.
 */
export async function libraryUsage(app: AppContext, ids: readonly string[]): Promise<Map<string, PhotoUsage>> {
  const wanted = new Set(ids);
  const groups = Array.from({ length: Math.ceil(wanted.size / IDS_PER_QUERY) }, (_, index) => [...wanted].slice(index * IDS_PER_QUERY, (index + 1) * IDS_PER_QUERY));
  const [articleGroups, website] = await Promise.all([
    Promise.all(groups.map((group) => app.firestore.runQuery({ collection: ARTICLES, where: [{ field: "photos", arrayContainsAny: group }], select: ["title", "photos"] }))),
    // The season photos alone (a field mask): the document holds the site's text in two languages.
    app.firestore.getDocument("Website/Data", { fields: ["seasonPhotos"] }),
  ]).catch(rethrowUnavailable);
  const usage = new Map<string, PhotoUsage>();
  const of = (id: string) => {
    let found = usage.get(id);
    if (!found) usage.set(id, (found = { articles: [], seasons: [] }));
    return found;
  };
  const seen = new Set<string>();
  for (const doc of articleGroups.flat()) {
    const { path, data } = decodeDocument(doc);
    // An article holding photos of two groups is in both answers.
    if (seen.has(path)) continue;
    seen.add(path);
    const title = typeof data.title === "string" ? data.title : "(untitled)";
    for (const id of Array.isArray(data.photos) ? new Set(data.photos) : []) {
      if (typeof id === "string" && wanted.has(id)) of(id).articles.push({ id: path.split("/").at(-1)!, title });
    }
  }
  for (const [slug, ref] of Object.entries(seasonPhotosOf(website))) {
    if (typeof ref?.photo === "string" && wanted.has(ref.photo)) of(ref.photo).seasons.push(slug as PhotoUsage["seasons"][number]);
  }
  return usage;
}

function seasonPhotosOf(website: FirestoreDocument | null): Record<string, { photo?: unknown } | undefined> {
  const value = website ? decodeDocument(website).data.seasonPhotos : undefined;
  return value && typeof value === "object" ? (value as Record<string, { photo?: unknown } | undefined>) : {};
}

export const isUnused = (usage: PhotoUsage) => usage.articles.length === 0 && usage.seasons.length === 0;

const LIBRARY_PHOTO_IN_TEXT = new RegExp(`${PHOTO_PATH_PREFIX}([a-z0-9]{20})(?![a-z0-9])`, "g");

/** The ids of the library photos a text (an article's Markdown) points at. */
export const photoIdsIn = (text: string): string[] => [...text.matchAll(LIBRARY_PHOTO_IN_TEXT)].map((match) => match[1]!);

/** The library's photos of these ids that exist (and are readable), by id, in one read. */
export async function getPhotos(app: AppContext, ids: readonly string[]): Promise<Map<string, StoredPhoto>> {
  const unique = [...new Set(ids)].filter(isPhotoId);
  if (unique.length === 0) return new Map();
  const docs = await app.firestore.getDocuments(unique.map(photoPath)).catch(rethrowUnavailable);
  return new Map(docs.flatMap((doc) => (doc ? parsePhoto(app, doc) : null) ?? []).map((photo) => [photo.id, photo]));
}

/** Why an upload was refused: the HTTP status and the form field the message belongs to. */
export type PhotoRefusal = { ok: false; status: 400 | 413 | 415; field: "photo" | "alt"; message: string };

export type PreparedPhoto = {
  ok: true;
  master: Uint8Array;
  contentType: (typeof PHOTO_CONTENT_TYPES)[number];
  width: number;
  height: number;
};

const MASTER_TYPE: Record<ImageKind, PreparedPhoto["contentType"]> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  // Browsers without AVIF would need a copy anyway; WebP keeps its quality and transparency.
  "image/avif": "image/webp",
};

const WRONG_TYPE_MESSAGE = "This file is not a JPEG, PNG, WebP or AVIF photo. Export it as one of those (a phone's HEIC photo as JPEG) and upload it again.";

/**
 * An upload's bytes as the master the library keeps: its real type from the bytes, a JPEG's EXIF
 * (location, camera) taken out and its orientation turned into an explicit rotation, then
 * re-encoded by Cloudflare Images in the same format (AVIF as WebP), at most MASTER_MAX_SIDE on its
 * long side. Re-encoding drops any metadata the other formats carry, here and in production.
 */
export async function preparePhoto(images: ImagesBinding, bytes: Uint8Array): Promise<PreparedPhoto | PhotoRefusal> {
  const refuse = (status: PhotoRefusal["status"], message: string): PhotoRefusal => ({ ok: false, status, field: "photo", message });
  if (bytes.byteLength === 0) return refuse(400, "Choose a photo to upload.");
  if (bytes.byteLength > MAX_PHOTO_BYTES) return refuse(413, TOO_LARGE_MESSAGE);
  const kind = sniffImageType(bytes);
  if (!kind) return refuse(415, WRONG_TYPE_MESSAGE);

  let input = bytes;
  let orientation = 1;
  if (kind === "image/jpeg") {
    orientation = jpegOrientation(bytes);
    const stripped = stripJpegMetadata(bytes);
    if (!stripped) return refuse(415, "This JPEG is damaged or cut off, so it cannot be read. Export it again and upload the new file.");
    input = stripped;
  }

  const info = await images.info(streamOf(input)).catch(() => null);
  if (!info || !("width" in info)) return refuse(415, "This file could not be read as a photo. Export it again as JPEG, PNG or WebP and upload the new file.");
  if (info.width > MAX_INPUT_SIDE || info.height > MAX_INPUT_SIDE || info.width * info.height > MAX_INPUT_PIXELS) {
    return refuse(413, "This photo has too many pixels (at most 12,000 on a side and 100 megapixels). Export it smaller and upload it again.");
  }

  const contentType = MASTER_TYPE[kind];
  let transformer = images.input(streamOf(input));
  for (const step of uprightTransforms(orientation)) transformer = transformer.transform(step);
  transformer = transformer.transform({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: "scale-down" });
  const output = await transformer.output({ format: contentType, quality: 90 }).catch(() => null);
  if (!output) return refuse(415, "This photo could not be converted. Export it again as JPEG and upload the new file.");
  const master = new Uint8Array(await new Response(output.image()).arrayBuffer());
  if (output.contentType() !== contentType || hasMetadata(master, contentType)) {
    // Never store what might still carry a location, whatever the format.
    throw new Error(`The photo master came back as ${output.contentType()}${output.contentType() === contentType ? " with metadata" : ""}`);
  }
  const size = await images.info(streamOf(master));
  if (!("width" in size)) throw new Error("The photo master has no size");
  return { ok: true, master, contentType, width: size.width, height: size.height };
}

/** Puts the master in R2, with its size beside it for the variants' checks. */
export async function putMaster(media: R2Bucket, id: string, photo: PreparedPhoto): Promise<void> {
  await media.put(masterKey(id), photo.master, {
    httpMetadata: { contentType: photo.contentType },
    customMetadata: { width: String(photo.width), height: String(photo.height) },
  });
}

/** Removes the master and every variant made of it. */
export async function deletePixels(media: R2Bucket, id: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await media.list({ prefix: variantPrefix(id), cursor });
    if (listed.objects.length) await media.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  await media.delete(masterKey(id));
}

/** A variant's bytes and type; null when there is no such photo, or the size is not one that is made of it. */
export type Variant = { body: ReadableStream | ArrayBuffer; contentType: string; bytes: number } | null;

/**
 * One size and format of a photo, from R2 when it was made before, else made now from the master by
 * Cloudflare Images and kept in R2 (so each is made once, and billed once). The size must be one the
 * pages link to (photoWidths: none wider than the photo; AVIF only up to 1,200 px on the long side).
 * Cloudflare may answer another format than asked (its choice is best effort): the type is the result's.
 */
export async function photoVariant(env: MediaBindings, id: string, width: number, format: PhotoFormat): Promise<Variant> {
  const key = variantKey(id, width, format);
  const kept = await env.MEDIA.get(key);
  if (kept) return { body: kept.body, contentType: kept.httpMetadata?.contentType ?? PHOTO_FORMATS[format], bytes: kept.size };

  const master = await env.MEDIA.get(masterKey(id));
  if (!master) return null;
  const natural = (await masterSize(env, id, master)) ?? { width: 0, height: 0 };
  if (!photoWidths(natural.width, format, natural.height).includes(width)) {
    await master.body.cancel();
    return null;
  }
  const output = await env.IMAGES.input(master.body)
    .transform({ width, fit: "scale-down" })
    .output({ format: PHOTO_FORMATS[format], quality: format === "avif" ? 60 : 80 });
  const body = await new Response(output.image()).arrayBuffer();
  const contentType = output.contentType();
  await env.MEDIA.put(key, body, { httpMetadata: { contentType } });
  return { body, contentType, bytes: body.byteLength };
}

/**
 * The master's size: kept on the R2 object by an upload; measured by the Images binding for a
 * master put there another way (`wrangler r2 object put`, the demo covers), once per variant made.
 */
async function masterSize(env: MediaBindings, id: string, master: R2Object): Promise<{ width: number; height: number } | null> {
  const kept = { width: Number(master.customMetadata?.width), height: Number(master.customMetadata?.height) };
  if (kept.width > 0 && kept.height > 0) return kept;
  const again = await env.MEDIA.get(masterKey(id));
  if (!again) return null;
  const info = await env.IMAGES.info(again.body);
  return "width" in info ? { width: info.width, height: info.height } : null;
}

/** The Cache API cache the variants are kept in at the edge (app/routes/media.$id.$file.ts). */
export const MEDIA_CACHE = "media";

/** The cache key of a variant's URL on this site: the path alone (HEAD and GET, any query string, share it). */
export function variantCacheKey(url: URL): Request {
  return new Request(url.origin + url.pathname, { method: "GET" });
}

/**
 * Drops a deleted photo's variants from this location's edge cache, so its URLs answer 404 here at
 * once (other locations keep theirs until evicted: nothing links to them any more).
 */
export async function forgetCachedVariants(origin: string, id: string): Promise<void> {
  const cache = await caches.open(MEDIA_CACHE).catch(() => null);
  if (!cache) return;
  const formats = Object.keys(PHOTO_FORMATS) as PhotoFormat[];
  const urls = PHOTO_WIDTHS.flatMap((width) => formats.map((format) => new URL(`${PHOTO_PATH_PREFIX}${id}/${width}.${format}`, origin)));
  await Promise.all(urls.map((url) => cache.delete(variantCacheKey(url)).catch(() => false)));
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
}
