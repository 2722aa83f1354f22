import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createFirestoreClient } from "~/firestore/client.server";
import { decodeDocument } from "~/firestore/codec";
import { emulatorHost, putDemoCovers } from "./support";

// The demo covers as the seed leaves them: a Photos/{id} document for each, every article and
// season pointing at one, and (once put, as `npm start` puts them) the pixels in R2 under photos/{id}.

describe("the demo covers", () => {
  it("every Photos document has its JPEG in the MEDIA bucket, of the size it says", async () => {
    const keys = await putDemoCovers(env.MEDIA);
    const firestore = createFirestoreClient({ projectId: env.FIRESTORE_PROJECT_ID, emulatorHost: emulatorHost(), deadlineMs: 10_000 });
    const photos = (await firestore.runQuery({ collection: "Photos" })).map(decodeDocument);
    // One per article of the journal's demo (both languages) and one per season's page.
    expect(photos.length).toBe(65);
    expect(new Set(keys)).toEqual(new Set(photos.map((photo) => `photos/${photo.id}`)));
    for (const photo of photos) {
      const object = await env.MEDIA.get(`photos/${photo.id}`);
      expect(object, photo.id).not.toBeNull();
      const bytes = new Uint8Array(await object!.arrayBuffer());
      expect(bytes.byteLength, photo.id).toBe(photo.data.bytes);
      expect(object!.httpMetadata?.contentType).toBe("image/jpeg");
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it("a cover put in R2 without its size (as `wrangler r2 object put` leaves it) is served at every width the pages ask for", async () => {
    await putDemoCovers(env.MEDIA);
    const firestore = createFirestoreClient({ projectId: env.FIRESTORE_PROJECT_ID, emulatorHost: emulatorHost(), deadlineMs: 10_000 });
    const photo = decodeDocument((await firestore.runQuery({ collection: "Photos", limit: 1 }))[0]!);
    expect((await env.MEDIA.head(`photos/${photo.id}`))!.customMetadata?.width).toBeUndefined();
    for (const file of ["400.avif", "800.jpg", "1200.webp", "1600.jpg"]) {
      const response = await SELF.fetch(`https://example.com/media/${photo.id}/${file}`);
      expect(response.status, file).toBe(200);
      const info = await env.IMAGES.info(response.body!);
      expect("width" in info && info.width, file).toBe(Number(file.split(".")[0]));
    }
  }, 60_000);

  it("every article's cover and every season's photo is a photo of the library", async () => {
    const firestore = createFirestoreClient({ projectId: env.FIRESTORE_PROJECT_ID, emulatorHost: emulatorHost(), deadlineMs: 10_000 });
    const ids = new Set((await firestore.runQuery({ collection: "Photos" })).map((photo) => decodeDocument(photo).id));
    const articles = (await firestore.runQuery({ collection: "Articles" })).map(decodeDocument);
    expect(articles.length).toBeGreaterThanOrEqual(57);
    for (const article of articles) {
      const cover = article.data.cover as { photo: string; alt: string } | undefined;
      expect(cover && ids.has(cover.photo), article.id).toBe(true);
      expect(cover!.alt.length).toBeGreaterThan(0);
    }
    const data = decodeDocument((await firestore.getDocument("Website/Data"))!);
    const seasonPhotos = data.data.seasonPhotos as Record<string, { photo: string }>;
    expect(Object.keys(seasonPhotos).sort()).toEqual(["autumn", "spring", "summer", "winter"]);
    for (const ref of Object.values(seasonPhotos)) expect(ids.has(ref.photo)).toBe(true);
  });
});
