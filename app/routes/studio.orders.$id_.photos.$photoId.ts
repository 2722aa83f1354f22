import type { Route } from "./+types/studio.orders.$id_.photos.$photoId";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { readAnalysisOrder } from "~/models/analysis-orders.server";
import { notFound } from "~/platform/responses.server";
import { pageUrl } from "~/site/page-url";
import { analysisFileKey } from "~/schemas/analysis-order";
import { orderIdOf } from "~/studio/orders/order-page.server";

/**
 * A digital analysis's photo (or its report's PDF) as sent, for signed-in staff only: the studio
 * layout's sign-in runs first. Never kept anywhere (`private, no-store`, as the worker sets on every
 * studio answer); any id that is not this order's file, or one whose photos are deleted, is a 404 that says nothing more. `?download=1`
 * gives the original as a file to save (a HEIC, which browsers do not draw, opens in Preview or Photos).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const stored = await readAnalysisOrder(app, orderIdOf(params));
  const fileId = params.photoId;
  if (!stored || !/^[0-9a-f]{16}$/.test(fileId)) throw notFound();
  const { order } = stored;
  const photo = order.photosDeletedAt ? undefined : order.photos.find((candidate) => candidate.id === fileId);
  const pdf = order.report?.pdf?.id === fileId ? order.report.pdf : undefined;
  if (!photo && !pdf) throw notFound();
  const object = await context.get(cloudflareContext).env.MEDIA?.get(analysisFileKey(stored.id, fileId));
  if (!object) throw notFound();
  const download = pageUrl(request).searchParams.has("download");
  const name = photo ? photo.name.replace(/[^\w.-]+/g, "-") || `photo-${fileId}` : `report-${stored.id}.pdf`;
  return new Response(object.body, {
    headers: {
      "Content-Type": photo ? photo.type : "application/pdf",
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${name}"`,
    },
  });
}
