/**
 * What `/studio/orders/{id}` shows of an order: the client, what was paid and how, the photos, the
 * report as written so far, and which actions its status allows.
 */
import type { AnalysisOrder } from "~/schemas/analysis-order";
import { SUB_SEASONS } from "~/data/seasons";
import type { StoredAnalysisOrder } from "~/models/analysis-orders.server";
import type { StoredPayment } from "~/models/payments.server";
import { refundedCents } from "~/schemas/payment";
import { formatVoucherCode } from "~/models/voucher-code";
import { formatCents } from "~/platform/money";
import { formatCount } from "~/platform/numbers";
import { studioDateTime } from "~/site/time";
import { refundedIfCancelled } from "~/analysis/cancel.server";
import { ORDER_STATUS_LABELS, orderFilePath } from "./order-labels";

/** The sixteen sub-seasons with their palettes: the report's choices. */
export const REPORT_SUB_SEASONS = SUB_SEASONS.map((subSeason) => ({
  slug: subSeason.slug,
  name: subSeason.name,
  colours: subSeason.palette.map(({ name, hex }) => ({ name, hex: hex.toLowerCase() })),
}));

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function photoViews(id: string, order: AnalysisOrder) {
  if (order.photosDeletedAt) return [];
  return order.photos.map((photo) => ({
    id: photo.id,
    name: photo.name || "photo",
    src: orderFilePath(id, photo.id),
    download: `${orderFilePath(id, photo.id)}?download=1`,
    size: fileSize(photo.bytes),
    type: photo.type.replace("image/", "").toUpperCase(),
    // No browser but Safari draws HEIC; the studio opens it with the download.
    viewable: photo.type !== "image/heic" && photo.type !== "image/heif",
    uploaded: studioDateTime(photo.uploadedAt),
  }));
}

function cancelView(order: AnalysisOrder, admin: boolean) {
  if (order.status === "in-progress" || (order.startedAt && order.status !== "cancelled" && order.status !== "delivered")) {
    return { open: false, why: "Work has started, so it is no longer cancelled with a refund (the refund policy). An admin can still refund by hand under Payment on this page, if the studio decides to." };
  }
  if (!refundedIfCancelled(order)) return null;
  const refunds = [order.providerCents > 0 ? `${formatCents(order.providerCents)} back through Mollie` : "", order.voucherCents > 0 ? `${formatCents(order.voucherCents)} back onto the gift voucher` : ""].filter(Boolean);
  const outcome = refunds.length ? `Refunds in full: ${refunds.join(", and ")}.` : "Nothing was paid, so nothing is refunded.";
  const paid = order.providerCents > 0 || order.voucherCents > 0;
  return paid && !admin ? { open: false, why: `${outcome} It refunds money, so only an admin can cancel it.` } : { open: true, why: outcome };
}

/** The payment of the provider's part, as far as the studio needs it here: its Mollie id and what is refunded. */
function paymentView(payment: StoredPayment | null) {
  if (!payment) return null;
  const refunded = refundedCents(payment.payment);
  return { providerId: payment.payment.providerId, refunded: refunded > 0 ? formatCents(refunded) : null };
}

export function orderView(stored: StoredAnalysisOrder, payment: StoredPayment | null, admin: boolean) {
  const { id, order } = stored;
  const report = order.report;
  return {
    id,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    name: order.name,
    email: order.email,
    serviceName: order.serviceName,
    ordered: studioDateTime(order.createdAt),
    sent: order.sentAt ? studioDateTime(order.sentAt) : null,
    started: order.startedAt ? `${studioDateTime(order.startedAt)}${order.startedBy ? ` by ${order.startedBy}` : ""}` : null,
    delivered: order.deliveredAt ? studioDateTime(order.deliveredAt) : null,
    cancelled: order.cancelledAt ? `${studioDateTime(order.cancelledAt)}${order.cancelledBy ? ` by ${order.cancelledBy === "client" ? "the client" : order.cancelledBy}` : ""}` : null,
    keepPhotos: order.keepPhotos,
    photosDeleted: order.photosDeletedAt ? studioDateTime(order.photosDeletedAt) : null,
    photoCount: formatCount(order.photos.length),
    photos: photoViews(id, order),
    paid: {
      price: formatCents(order.priceCents),
      provider: order.providerCents > 0 ? formatCents(order.providerCents) : null,
      payment: paymentView(payment),
      voucher: order.voucherCents > 0 ? { amount: formatCents(order.voucherCents), code: formatVoucherCode(order.voucherCode) } : null,
    },
    report: report
      ? {
          subSeason: report.subSeason,
          subSeasonName: REPORT_SUB_SEASONS.find((choice) => choice.slug === report.subSeason)?.name ?? report.subSeason,
          notes: report.notes,
          bestColours: report.bestColours,
          pdf: report.pdf ? { href: orderFilePath(id, report.pdf.id), size: fileSize(report.pdf.bytes) } : null,
          written: `${studioDateTime(report.writtenAt)} by ${report.writtenBy}`,
        }
      : null,
    cancel: cancelView(order, admin),
    secondSet: order.secondSet ? { asked: `${studioDateTime(order.secondSet.askedAt)} by ${order.secondSet.askedBy}`, note: order.secondSet.note } : null,
    /** A second set of photos may be asked for once, after the client has sent the first and before the report goes out. */
    secondSetAskable: !order.secondSet && (order.status === "sent" || order.status === "in-progress"),
    /** The version the page shows: each form sends it back, so a change made since is noticed. */
    seen: stored.updateTime,
  };
}

export type StudioOrderView = ReturnType<typeof orderView>;
