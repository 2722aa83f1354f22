/**
 * A digital analysis's payment brought to the status the provider reports (the webhook, or the
 * return to the order's page): paid, the order moves to `awaiting-photos` and the client is emailed
 * the private link, once; failed, cancelled or expired, the order is `not-paid` and a voucher's part
 * goes back onto the voucher. The payment's and the order's writes are one commit under the versions
 * read, so of two calls at the same moment one writes and emails, and the other finds it done.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import type { CommitWrite } from "~/firestore/client.server";
import { readPayment, statusWrite } from "~/models/payments.server";
import { readVoucher, restoreWrites } from "~/models/vouchers.server";
import { commitOrderChange, readAnalysisOrder, statusChangeWrite, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { getWebsiteContent } from "~/models/website.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { isOurs } from "~/payments/checkout.server";
import type { PaymentProvider, ProviderPayment } from "~/payments/provider.server";
import { analysisOrderUrl } from "./order-link.server";
import { orderConfirmationEmail, type AnalysisEmailStudio } from "./order-emails";

export type AnalysisSettleOutcome = "unknown" | "unchanged" | "open" | "paid" | "not-paid";

const NOT_PAID = new Set(["failed", "canceled", "expired"]);

export async function settleAnalysisOrder(app: AppContext, env: Env, provider: PaymentProvider, paymentId: string, known?: ProviderPayment): Promise<AnalysisSettleOutcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const [payment, stored] = await Promise.all([readPayment(app, paymentId), readAnalysisOrder(app, paymentId)]);
    const providerId = payment?.payment.providerId || known?.id;
    if (!payment || payment.payment.purpose !== "analysis" || !stored || !providerId) return "unknown";
    const reported = known ?? (await provider.getPayment(providerId));
    if (!reported || reported.id !== providerId || !isOurs(app, payment, reported)) return "unknown";
    known = undefined;
    const now = new Date();
    const writes: CommitWrite[] = [];
    if (payment.payment.status !== reported.status || payment.payment.providerId !== reported.id) {
      writes.push(statusWrite(payment, reported.status, { method: reported.method, paidAt: reported.paidAt, providerId: reported.id }, now));
    }
    const waiting = stored.order.status === "awaiting-payment";
    const outcome: AnalysisSettleOutcome = reported.status === "paid" ? "paid" : NOT_PAID.has(reported.status) ? "not-paid" : "open";
    if (waiting && outcome === "paid") writes.push(statusChangeWrite(stored, "awaiting-photos", now));
    if (waiting && outcome === "not-paid") writes.push(statusChangeWrite(stored, "not-paid", now), ...(await voucherBack(app, stored, now)));
    if (writes.length === 0) return outcome === "open" ? "open" : "unchanged";
    if ((await commitOrderChange(app, writes)) === "changed") continue;
    if (waiting && outcome === "paid") await emailConfirmation(app, env, paymentId);
    return waiting ? outcome : outcome === "open" ? "open" : "unchanged";
  }
  app.log("an analysis order's payment could not be settled: it kept changing", { payment: paymentId });
  return "unchanged";
}

/** What a voucher paid of an order that was never paid gives back to it. */
async function voucherBack(app: AppContext, stored: StoredAnalysisOrder, now: Date): Promise<CommitWrite[]> {
  const { voucherCode, voucherCents } = stored.order;
  const voucher = voucherCents > 0 && voucherCode ? await readVoucher(app, voucherCode) : null;
  return voucher ? restoreWrites(voucher, { bookingId: stored.id, amountCents: voucherCents, now }) : [];
}

/** The studio as its emails name it. */
export async function emailStudio(app: AppContext): Promise<AnalysisEmailStudio> {
  const { business } = await getWebsiteContent(app);
  return business ? { name: business.name, email: business.email, phone: business.phone } : { name: "the studio", email: app.config.studio.notifyEmail ?? "", phone: "" };
}

/** The confirmation with the private link, to the client: sent once the order is paid (by the provider or a voucher). */
export async function emailConfirmation(app: AppContext, env: Env, orderId: string): Promise<void> {
  const stored = await readAnalysisOrder(app, orderId);
  if (!stored) return;
  const email = orderConfirmationEmail(stored.order, await analysisOrderUrl(app, stored), await emailStudio(app), stored.order.locale ?? "en");
  app.waitUntil(sendPlainEmail(app, env, "visitor", stored.order.email, email.subject, email.lines));
}
