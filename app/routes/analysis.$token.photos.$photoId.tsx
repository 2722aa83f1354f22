import type { Route } from "./+types/analysis.$token.photos.$photoId";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { orderOfToken } from "~/analysis/order-link.server";
import { photoBucket } from "~/analysis/order-photos.server";
import { PHOTO_EXTENSIONS } from "~/analysis/photo-files";
import { notFound } from "~/platform/responses.server";
import { analysisFileKey } from "~/schemas/analysis-order";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { SecretAddressHandle } from "~/site/secret-address";

/**
 * One photo of an order, for the client's own page only (`/analysis/{token}/photos/{photoId}`):
 * never kept by any cache, never at a public address. An unknown id, another order's photo, or a
 * link that is not this order's current one is a 404 that says nothing more.
 */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const stored = await orderOfToken(context.get(appContext), params.token ?? "");
  const photo = stored && !stored.order.photosDeletedAt ? stored.order.photos.find((each) => each.id === params.photoId) : undefined;
  if (!stored || !photo) throw notFound();
  const object = await photoBucket(context.get(cloudflareContext).env).get(analysisFileKey(stored.id, photo.id));
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": photo.type,
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="photo-${photo.id}.${PHOTO_EXTENSIONS[photo.type]}"`,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
