/**
 * Digital analysis orders (`AnalysisOrders`, app/models/analysis-orders.server.ts) as the privacy
 * tools see them: found by a person's address (`emailKeys`), shown on /studio/privacy, downloaded,
 * and erased. An erasure deletes the order's photos and the report's PDF from R2 and then the order
 * itself, as a booking made online is deleted; its payment (`Payments/{id}`) is kept, as every
 * payment is, for the tax law's years.
 *
 * The download lists the photos (name, type, size, when uploaded), never their bytes, and the report
 * (sub-season, notes, best colours, whether a PDF is attached).
 */
import type { AppContext } from "~/firestore/app-context.server";
import { ANALYSIS_ORDER_RETENTION, ANALYSIS_PHOTO_RETENTION, analysisOrderDeletionDate, analysisPhotosDeletionDate } from "~/data/retention";
import { emailKey } from "~/schemas/inbox";
import type { AnalysisOrderStatus } from "~/schemas/analysis-order";
import { formatCents } from "~/platform/money";
import { studioDay } from "~/site/time";
import { ordersOfPerson, type StoredAnalysisOrder } from "./analysis-orders.server";

const STATUS_LABELS: Record<AnalysisOrderStatus, string> = {
  "awaiting-payment": "Awaiting payment",
  "not-paid": "Not paid",
  "awaiting-photos": "Awaiting photos",
  sent: "Photos sent",
  "in-progress": "In progress",
  delivered: "Report delivered",
  cancelled: "Cancelled",
};

/** One order, as the privacy page shows it. */
export type OrderPrivacyView = {
  id: string;
  serviceName: string;
  statusLabel: string;
  orderedLabel: string;
  paidLabel: string;
  /** "3 photos (deleted on 12 Mar 2027)", "3 photos, kept for a follow-up", "No photos". */
  photosLabel: string;
  /** "Sub-season, with a PDF", or "(none yet)". */
  reportLabel: string;
  /** When the order, its report and anything left are deleted: the privacy policy's promise. */
  deletesLabel: string;
};

/** An order the person placed: where, its version, and the order itself (with its files' ids, for the erasure). */
export type PersonOrder = StoredAnalysisOrder & { path: string; view: OrderPrivacyView };

function toOrderPrivacyView({ id, order }: Pick<StoredAnalysisOrder, "id" | "order">): OrderPrivacyView {
  const photosDue = analysisPhotosDeletionDate(ANALYSIS_PHOTO_RETENTION, order.deliveredAt ? new Date(order.deliveredAt) : null);
  const count = order.photos.length === 1 ? "1 photo" : `${order.photos.length} photos`;
  const photosLabel =
    order.photos.length === 0
      ? order.photosDeletedAt
        ? `Photos deleted on ${studioDay(order.photosDeletedAt)}`
        : "No photos"
      : order.keepPhotos
        ? `${count}, kept for a follow-up at the client's request`
        : photosDue
          ? `${count}, deleted on ${studioDay(photosDue)}`
          : `${count}, deleted ${ANALYSIS_PHOTO_RETENTION.days} days after the report`;
  const report = order.report;
  return {
    id,
    serviceName: order.serviceName,
    statusLabel: STATUS_LABELS[order.status],
    orderedLabel: studioDay(order.createdAt),
    paidLabel: formatCents(order.priceCents),
    photosLabel,
    reportLabel: report ? `${report.subSeason}${report.pdf ? ", with a PDF" : ""}${order.deliveredAt ? "" : " (not delivered yet)"}` : "(none yet)",
    deletesLabel: studioDay(analysisOrderDeletionDate(ANALYSIS_ORDER_RETENTION, new Date(order.createdAt))),
  };
}

/** The digital analysis orders placed under the person's address, newest first. */
export async function findPersonOrders(app: Pick<AppContext, "firestore" | "log">, address: string): Promise<PersonOrder[]> {
  const orders = await ordersOfPerson(app, emailKey(address));
  return orders
    .map((stored) => ({ ...stored, path: `AnalysisOrders/${stored.id}`, view: toOrderPrivacyView(stored) }))
    .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || a.id.localeCompare(b.id));
}

/** An order in the person's download: its status, dates and amounts, the photos' list (not their bytes) and the report. */
export function orderExport({ id, order }: Pick<StoredAnalysisOrder, "id" | "order">) {
  const report = order.report;
  return {
    id,
    service: order.serviceName,
    status: order.status,
    name: order.name,
    email: order.email,
    orderedAt: order.createdAt,
    earlyStartRequestedAt: order.earlyStartRequestedAt,
    sentAt: order.sentAt ?? null,
    startedAt: order.startedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    cancelledAt: order.cancelledAt ?? null,
    priceCents: order.priceCents,
    paidByCardOrBankCents: order.providerCents,
    paidByVoucherCents: order.voucherCents,
    voucherCode: order.voucherCode || null,
    keepPhotosForFollowUp: order.keepPhotos,
    photos: order.photos.map(({ name, type, bytes, uploadedAt }) => ({ name, type, bytes, uploadedAt })),
    photosDeletedAt: order.photosDeletedAt ?? null,
    report: report
      ? { subSeason: report.subSeason, notes: report.notes, bestColours: report.bestColours, pdfAttached: report.pdf !== undefined, writtenAt: report.writtenAt }
      : null,
  };
}
