import type { AnalysisOrderStatus } from "~/schemas/analysis-order";

/** The order's status as the studio reads it. */
export const ORDER_STATUS_LABELS: Record<AnalysisOrderStatus, string> = {
  "awaiting-payment": "Awaiting payment",
  "not-paid": "Not paid",
  "awaiting-photos": "Awaiting photos",
  sent: "Photos sent",
  "in-progress": "In progress",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const ordersPath = "/studio/orders";
export const orderPath = (id: string) => `${ordersPath}/${id}`;
export const orderFilePath = (id: string, fileId: string) => `${orderPath(id)}/photos/${fileId}`;

/** The largest report PDF taken: a few pages with colour swatches and photos. */
export const REPORT_PDF_MAX_BYTES = 10 * 1024 * 1024;
