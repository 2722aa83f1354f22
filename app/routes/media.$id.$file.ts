import type { Route } from "./+types/media.$id.$file";
import { isPhotoId, MEDIA_CACHE, mediaBindings, photoVariant, variantCacheKey } from "~/models/photos.server";
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from "~/site/photos";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

/**
 * `/media/{id}/{width}.{avif|webp|jpg}`: one size of a library photo (app/site/photos.ts builds the
 * URLs). A resource route: the worker runs no page cache, consent or stylesheet work for it.
 *
 * A photo's pixels never change under its id, so an answer is kept for good: by browsers, and here
 * in the Workers Cache API; behind that, each size is made once from the master by Cloudflare
 * Images and kept in R2 (app/models/photos.server.ts). Only the widths and formats the pages link to
 * are made, so nobody can make the worker mint sizes (or fill the cache) at will: anything else,
 * like a photo that is not there, is a 404, kept only briefly (it may be uploaded in a minute, or
 * was just deleted).
 */
const FILE = /^(\d{1,5})\.(avif|webp|jpg)$/;
const FOREVER = "public, max-age=31536000, immutable";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  const id = params.id ?? "";
  const width = Number(match?.[1]);
  const format = match?.[2] as PhotoFormat | undefined;
  if (!match || !format || !isPhotoId(id) || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return missing();

  // One cache entry per URL: HEAD is answered from the GET's.
  const cacheKey = variantCacheKey(pageUrl(request));
  const cache = await caches.open(MEDIA_CACHE).catch(() => null);
  const cached = await cache?.match(cacheKey).catch(() => undefined);
  if (cached) return cached;

  let variant: Awaited<ReturnType<typeof photoVariant>>;
  try {
    variant = await photoVariant(mediaBindings(context.get(cloudflareContext).env), id, width, format);
  } catch (error) {
    if (error instanceof Response) throw error;
    // R2 or Cloudflare Images failed (or transformations are off for the zone): try again soon, keep nothing.
    context.get(appContext).log("photo variant failed", { id, file: params.file, error: error instanceof Error ? error.message : String(error) });
    return new Response("This photo cannot be made right now", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" } });
  }
  if (!variant) return missing();
  const response = new Response(variant.body, {
    headers: {
      "Content-Type": variant.contentType || PHOTO_FORMATS[format],
      "Content-Length": String(variant.bytes),
      "Cache-Control": FOREVER,
      // The URL names the format, whatever the browser's Accept says: no Vary needed.
      "X-Content-Type-Options": "nosniff",
    },
  });
  if (cache) {
    const [forCache, forVisitor] = response.body!.tee();
    context.get(cloudflareContext).ctx.waitUntil(cache.put(cacheKey, new Response(forCache, response)).catch(() => {}));
    return new Response(forVisitor, response);
  }
  return response;
}

function missing(): Response {
  return new Response("No such photo", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
