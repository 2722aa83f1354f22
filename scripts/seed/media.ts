/**
 * The demo content with its pictures, in Node: the covers drawn (or read from the cache) by
 * ./covers/render.ts, their `Photos/{id}` documents, and the pixels for the MEDIA bucket (R2),
 * where each photo's master lives under `photos/{id}` and the /media route makes its variants.
 */
import type { FirestoreConfig } from "~/firestore/client.server";
import { coverDesigns, coverPhotoDocument } from "./covers/index";
import { renderCovers, type RenderedCover } from "./covers/render";
import type { SeedDocument } from "./index";
import { seedFirestore } from "./write";

/** The R2 key of a photo's master (app/schemas/photo.ts). */
const photoKey = (id: string) => `photos/${id}`;

/** Every demo cover as a JPEG; the first run draws them (about a minute on two cores), later runs read the cache. */
export function demoCovers(): Promise<RenderedCover[]> {
  return renderCovers(coverDesigns);
}

export function photoDocuments(covers: readonly RenderedCover[]): SeedDocument[] {
  return covers.map(({ design, jpeg }) => ({ path: `Photos/${design.id}`, data: coverPhotoDocument(design, jpeg.length) }));
}

/** What a bucket needs of each cover: its key, its bytes and their type. */
export type MediaObject = { key: string; body: Uint8Array; contentType: string };

export function mediaObjects(covers: readonly RenderedCover[]): MediaObject[] {
  return covers.map(({ design, jpeg }) => ({ key: photoKey(design.id), body: new Uint8Array(jpeg), contentType: "image/jpeg" }));
}

/** Firestore's demo documents and the covers' Photos documents; returns how many and the covers, for the bucket. */
export async function seedDemo(config: FirestoreConfig): Promise<{ count: number; covers: RenderedCover[] }> {
  const covers = await demoCovers();
  const count = await seedFirestore(config, { photos: photoDocuments(covers) });
  return { count, covers };
}
