/**
 * Cancelling a digital analysis, by the client on the order's page or by the studio: possible until
 * work starts (`awaiting-photos`, `sent`), and then refunded in full, as the refund policy says: the
 * part paid online back through the provider, a gift voucher's part back onto the voucher. Once the
 * studio has started work ("too-late"), nothing is refunded automatically; an admin can still
 * refund by hand.
 *
 * The order is cancelled first, in one commit with the voucher's part and the studio's audit entry,
 * under the version read, so a "Start work" pressed at the same moment and the cancellation cannot
 * both happen. The provider is asked first whether it answers at all ("provider-down": nothing
 * changed, try again). The refund follows the commit under the payment's idempotency key; a refund
 * that fails then is left to the studio, who is emailed to make it by hand, and a cancellation
 * asked again (a second click, the client's retry) makes a refund still owed.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { CommitWrite } from "~/firestore/client.server";
import type { Env } from "~/platform/env.server";
import { analysisFileKey, type AnalysisOrder } from "~/schemas/analysis-order";
import { commitOrderChange, statusChangeWrite, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { readPayment, type StoredPayment } from "~/models/payments.server";
import { readVoucher, restoreWrites } from "~/models/vouchers.server";
import { auditWrite } from "~/models/studio-audit.server";
import { COLLECTIONS } from "~/models/collections";
import { paymentProvider } from "~/payments/payment-provider.server";
import { refundOnce } from "~/payments/checkout.server";
import { PaymentProviderError, type PaymentProvider } from "~/payments/provider.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { formatCents } from "~/platform/money";
import { emailStudio } from "./settle.server";
import { orderCancelledEmail } from "./progress-emails";

type CancelOrderOutcome = "cancelled" | "too-late" | "changed" | "provider-down";

/** Who cancels: the client, or a studio member by their email. */
type OrderCanceller = "client" | (string & {});

const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set(["awaiting-photos", "sent"]);

/** Whether the order may still be cancelled with a full refund: paid, and work never started (a second set of photos asked for after the start does not undo it). */
export const refundedIfCancelled = (order: Pick<AnalysisOrder, "status" | "startedAt">) => CANCELLABLE_STATUSES.has(order.status) && !order.startedAt;

/** Whether the provider's part of the order is paid and not yet refunded by a cancellation. */
const refundOwed = (stored: StoredAnalysisOrder, payment: StoredPayment | null) =>
  stored.order.providerCents > 0 &&
  payment?.payment.status === "paid" &&
  !payment.payment.refunds.some((made) => made.reason === "digital-before-work" || made.reason === "cancelled-by-studio");

export async function cancelAnalysisOrder(app: AppContext, env: Env, stored: StoredAnalysisOrder, by: OrderCanceller): Promise<CancelOrderOutcome> {
  const { order } = stored;
  if (order.status === "in-progress" || order.status === "delivered" || (order.startedAt && order.status !== "cancelled")) return "too-late";
  const needsProvider = order.providerCents > 0;
  const provider = needsProvider ? paymentProvider(app.config) : null;
  const payment = needsProvider ? await readPayment(app, stored.id) : null;

  if (order.status === "cancelled") {
    // Cancelled before, perhaps by a call whose refund failed: make the refund still owed.
    if (provider && payment && refundOwed(stored, payment)) await refundCancelled(app, env, provider, stored, payment, by);
    return "cancelled";
  }
  if (!CANCELLABLE_STATUSES.has(order.status)) return "changed";
  if (needsProvider) {
    if (!provider || !payment?.payment.providerId) {
      app.log("an analysis order could not be cancelled: its payment is unknown here", { order: stored.id });
      return "provider-down";
    }
    if (!(await providerAnswers(app, provider, payment))) return "provider-down";
  }

  const now = new Date();
  const writes: CommitWrite[] = [
    statusChangeWrite(stored, "cancelled", now, { cancelledAt: now, cancelledBy: by, ...(order.photos.length ? { photosDeletedAt: now } : {}) }),
    ...(await voucherBack(app, stored, now, by)),
  ];
  if (by !== "client") {
    writes.push(
      auditWrite({
        actor: by,
        document: `${COLLECTIONS.analysisOrders.name}/${stored.id}`,
        action: "Cancelled a digital analysis before work started",
        before: { status: order.status },
        after: { status: "cancelled", refundedCents: order.providerCents, voucherRestoredCents: order.voucherCents },
      }),
    );
  }
  if ((await commitOrderChange(app, writes)) === "changed") return "changed";

  app.waitUntil(deletePhotos(app, env, stored));
  if (provider && payment && refundOwed(stored, payment)) await refundCancelled(app, env, provider, stored, payment, by);
  const email = orderCancelledEmail(order, by === "client" ? "client" : "studio", await emailStudio(app), order.locale ?? "en");
  app.waitUntil(sendPlainEmail(app, env, "visitor", order.email, email.subject, email.lines));
  if (by === "client") {
    app.waitUntil(
      sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Cancelled by the client: ${order.serviceName}`, [
        `A client cancelled their ${order.serviceName} before work started. It was refunded in full (${formatCents(order.priceCents)}), and their photos are deleted.`,
        "",
        `${app.config.siteUrl}/studio/orders/${stored.id}`,
      ]),
    );
  }
  return "cancelled";
}

/** Whether the provider answers about the payment now: a cancellation that could not be refunded is not begun. */
async function providerAnswers(app: AppContext, provider: PaymentProvider, payment: StoredPayment): Promise<boolean> {
  try {
    return (await provider.getPayment(payment.payment.providerId)) !== null;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log("the provider did not answer before an analysis order's cancellation", { payment: payment.id, error: error.message });
    return false;
  }
}

/** The voucher's part back onto the voucher, in the cancellation's commit. */
async function voucherBack(app: AppContext, stored: StoredAnalysisOrder, now: Date, by: OrderCanceller): Promise<CommitWrite[]> {
  const { voucherCode, voucherCents } = stored.order;
  const voucher = voucherCents > 0 && voucherCode ? await readVoucher(app, voucherCode) : null;
  return voucher ? restoreWrites(voucher, { bookingId: stored.id, amountCents: voucherCents, now, by: by === "client" ? "system" : by }) : [];
}

/** The provider's part refunded in full; a failure is logged and the studio emailed to refund by hand. */
async function refundCancelled(app: AppContext, env: Env, provider: PaymentProvider, stored: StoredAnalysisOrder, payment: StoredPayment, by: OrderCanceller): Promise<void> {
  const reason = by === "client" ? "digital-before-work" : "cancelled-by-studio";
  try {
    await refundOnce(app, provider, payment, { amountCents: stored.order.providerCents, reason, by: by === "client" ? "system" : by, locale: stored.order.locale ?? "en" });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log("a cancelled analysis order's refund failed at the provider", { order: stored.id, error: error.message });
    app.waitUntil(
      sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Refund by hand: a cancelled ${stored.order.serviceName}`, [
        `A ${stored.order.serviceName} was cancelled before work started, but Mollie did not take its refund of ${formatCents(stored.order.providerCents)} (${payment.payment.providerId}).`,
        "Open the order and cancel it again to retry the refund, or refund it in Mollie's dashboard.",
        "",
        `${app.config.siteUrl}/studio/orders/${stored.id}`,
      ]),
    );
  }
}

/** The photos of a cancelled order have no use left: deleted from R2 at once. */
async function deletePhotos(app: AppContext, env: Env, stored: StoredAnalysisOrder): Promise<void> {
  const keys = stored.order.photos.map((photo) => analysisFileKey(stored.id, photo.id));
  if (!keys.length || !env.MEDIA) return;
  await env.MEDIA.delete(keys).catch((error: unknown) => app.log("a cancelled order's photos could not be deleted", { order: stored.id, error: String(error) }));
}
