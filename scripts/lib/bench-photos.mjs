// The bench's photo section: one cover-like photo (scripts/lib/phone-photo.mjs) uploaded through the
// studio's /studio/media form as the demo editor, then every size and format the pages link to
// (app/site/photos.ts) fetched from /media/…: its bytes, the type the Images binding answered, and the
// time the first request took (the variant made) and the second (kept in R2 or the Cache API).
// Locally the Images binding is Miniflare's sharp with its default qualities (JPEG 80, WebP 80,
// AVIF 50; the binding's `quality` is ignored there), so production's bytes differ somewhat.
import { PHOTO_FORMATS, photoUrl, photoWidths } from "../../app/site/photos.ts";
import { coverPhoto } from "./phone-photo.mjs";
import { signInDemoEditor } from "./studio-accounts.mjs";

/**
 * @param {string} origin
 * @returns {Promise<{ id: string, original: { bytes: number, width: number, height: number }, variants: Array<{ width: number, format: string, contentType: string, bytes: number, firstMs: number, againMs: number }> }>}
 */
export async function runBenchPhotos(origin) {
  const cookie = await signInDemoEditor(origin);
  const width = 2400;
  const height = 1600;
  const photo = await coverPhoto({ width, height });
  const form = new FormData();
  form.set("intent", "upload");
  form.set("photo", new File([photo], "bench-cover.jpg", { type: "image/jpeg" }));
  form.set("alt", "Silk in plum and rose over linen");
  const upload = await fetch(`${origin}/studio/media`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: origin }, body: form });
  const id = /uploaded=([a-z0-9]{20})/.exec(upload.headers.get("Location") ?? "")?.[1];
  if (!id) throw new Error(`The upload was not stored (status ${upload.status}): ${(await upload.text()).slice(0, 300)}`);

  const variants = [];
  for (const format of /** @type {Array<keyof typeof PHOTO_FORMATS>} */ (Object.keys(PHOTO_FORMATS))) {
    for (const size of photoWidths(width, format, height)) {
      const url = `${origin}${photoUrl(id, size, format)}`;
      let started = performance.now();
      const first = await fetch(url);
      const bytes = (await first.arrayBuffer()).byteLength;
      const firstMs = Math.round(performance.now() - started);
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      started = performance.now();
      await (await fetch(url)).arrayBuffer();
      variants.push({ width: size, format, contentType: first.headers.get("Content-Type") ?? "", bytes, firstMs, againMs: Math.round(performance.now() - started) });
    }
  }
  return { id, original: { bytes: photo.length, width, height }, variants };
}
