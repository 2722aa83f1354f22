/**
 * The order's private link, `/analysis/{token}`: signed as a booking's manage link is
 * (app/booking/manage-link.server.ts), for this purpose alone, so a link made for a booking or a
 * voucher never opens an order. It carries the order's link version once the studio has sent a new
 * one, which retires the old. It lasts two years and 30 days from the order, long enough to read the
 * report again; the photos are gone long before (90 days after delivery). It is a bearer
 * credential: the page's address is left out of every log (app/site/secret-address.ts).
 */
import { localizedPath } from "~/site/locale";
import { manageToken, verifyVersionedToken } from "~/booking/manage-link.server";
import type { AppContext } from "~/firestore/app-context.server";
import { readAnalysisOrder, type StoredAnalysisOrder } from "~/models/analysis-orders.server";

const LINK_YEARS = 2;

/** The path of an order's page. */
export const analysisOrderPagePath = (token: string) => `/analysis/${token}`;

/** The token of an order's link, in its current version. */
export function analysisOrderToken(secrets: readonly string[], stored: Pick<StoredAnalysisOrder, "id" | "order">): Promise<string> {
  const until = new Date(Date.parse(stored.order.createdAt) + LINK_YEARS * 365 * 86_400_000);
  return manageToken(secrets, stored.id, until, "analysis-order-link", stored.order.linkVersion);
}

/** The order's page, absolute, for its emails. */
export async function analysisOrderUrl(app: Pick<AppContext, "config">, stored: Pick<StoredAnalysisOrder, "id" | "order">): Promise<string> {
  // In the language it was ordered in: the client's emails lead to their page in it.
  return `${app.config.siteUrl}${localizedPath(analysisOrderPagePath(await analysisOrderToken(app.config.studio.sessionSecrets, stored)), stored.order.locale ?? "en")}`;
}

/** The order a link names, when the link is signed, unexpired and of the order's current version; else null. */
export async function orderOfToken(app: Pick<AppContext, "config" | "firestore" | "log">, token: string, now = Date.now()): Promise<StoredAnalysisOrder | null> {
  const verified = await verifyVersionedToken(app.config.studio.sessionSecrets, token, now, "analysis-order-link");
  const stored = verified ? await readAnalysisOrder(app, verified.id) : null;
  return stored && stored.order.linkVersion === verified!.version ? stored : null;
}
