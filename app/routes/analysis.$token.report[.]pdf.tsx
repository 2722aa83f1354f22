import type { Route } from "./+types/analysis.$token.report[.]pdf";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { orderOfToken } from "~/analysis/order-link.server";
import { photoBucket } from "~/analysis/order-photos.server";
import { notFound } from "~/platform/responses.server";
import { analysisFileKey } from "~/schemas/analysis-order";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { SecretAddressHandle } from "~/site/secret-address";

/** The delivered report's PDF, for the client's own link only (`/analysis/{token}/report.pdf`): never kept by a cache. */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const stored = await orderOfToken(context.get(appContext), params.token ?? "");
  const pdf = stored?.order.status === "delivered" ? stored.order.report?.pdf : undefined;
  if (!stored || !pdf) throw notFound();
  const object = await photoBucket(context.get(cloudflareContext).env).get(analysisFileKey(stored.id, pdf.id));
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": 'inline; filename="colour-analysis-report.pdf"',
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
