/**
 * `/studio/orders` (editors and admins): the digital analyses, grouped by what needs doing, the
 * most pressing first: photos sent and waiting for an analyst, work in progress, orders still
 * waiting for their photos or their payment, and the latest delivered and cancelled.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { ordersInStatus, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import type { AnalysisOrderStatus } from "~/schemas/analysis-order";
import { studioDateTime } from "~/site/time";
import { ORDER_STATUS_LABELS, orderPath } from "./order-labels";

type OrderGroup = { id: string; title: string; hint: string; statuses: readonly AnalysisOrderStatus[]; limit: number };

const GROUPS: readonly OrderGroup[] = [
  { id: "sent", title: "Photos sent: waiting for an analyst", hint: "Open one and press \"Start work\" when you begin. Until then the client may cancel for a full refund.", statuses: ["sent"], limit: 100 },
  { id: "in-progress", title: "In progress", hint: "Write the report, then deliver it: the client is emailed.", statuses: ["in-progress"], limit: 100 },
  { id: "awaiting-photos", title: "Awaiting photos", hint: "Paid; the client has not pressed \"Send for analysis\" yet.", statuses: ["awaiting-photos"], limit: 100 },
  { id: "unpaid", title: "Awaiting payment or not paid", hint: "At the checkout, or the payment failed or expired: nothing to do until it is paid.", statuses: ["awaiting-payment", "not-paid"], limit: 25 },
  { id: "delivered", title: "Delivered (latest)", hint: "The report is on the client's order page.", statuses: ["delivered"], limit: 20 },
  { id: "cancelled", title: "Cancelled (latest)", hint: "Cancelled before work started, and refunded in full.", statuses: ["cancelled"], limit: 20 },
];

type OrderRow = { id: string; href: string; name: string; serviceName: string; ordered: string; orderedAt: string; photos: number; statusLabel: string };

function orderRow({ id, order }: StoredAnalysisOrder): OrderRow {
  return {
    id,
    href: orderPath(id),
    name: order.name,
    serviceName: order.serviceName,
    ordered: studioDateTime(order.createdAt),
    orderedAt: order.createdAt,
    photos: order.photos.length,
    statusLabel: ORDER_STATUS_LABELS[order.status],
  };
}

export async function loadStudioOrders(app: AppContext) {
  const groups = await Promise.all(
    GROUPS.map(async (group) => {
      const found = (await Promise.all(group.statuses.map((status) => ordersInStatus(app, status, group.limit)))).flat();
      found.sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt));
      return { id: group.id, title: group.title, hint: group.hint, rows: found.slice(0, group.limit).map(orderRow) };
    }),
  );
  return { groups };
}
