/**
 * A refund's status follows the provider's. Mollie takes a refund as "queued" or "pending", then
 * "processing", and ends it "refunded", "failed" (the payer's account was closed, say: the money
 * comes back to the studio's balance) or "canceled" (cancelled in Mollie's dashboard before it went
 * out). It calls the payment's webhook when a refund of it changes; the Cron Trigger asks about
 * every refund still on its way, for a webhook that never came.
 *
 * Either way the refunds' statuses are written under the version of the payment read, so a webhook
 * and the Cron Trigger that learn the same change at once write it once, and only the one that
 * wrote it emails the studio about a refund that failed.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { paymentsWithRefundsSettling, readPayment, refundsWrite, type StoredPayment } from "~/models/payments.server";
import { readBooking } from "~/models/bookings.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { formatCents } from "~/platform/money";
import { SETTLED_REFUND_STATUSES, type Refund } from "~/schemas/payment";
import { slotLabel } from "~/site/time";
import { paymentProvider } from "~/payments/payment-provider.server";
import type { PaymentProvider } from "~/payments/provider.server";

/** More payments with a refund on its way than a studio ever has at once; past it the rest wait for the next run. */
const REFUNDS_PER_RUN = 100;

type RefundsOutcome = { changed: number; failed: number };

const NOTHING: RefundsOutcome = { changed: 0, failed: 0 };

/**
 * Brings the statuses of a payment's refunds still on their way to what the provider reports now.
 * A refund that failed is then emailed to the studio, once: by the call whose write made it failed.
 */
export async function settleRefunds(app: AppContext, env: Env, provider: PaymentProvider, paymentId: string): Promise<RefundsOutcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const stored = await readPayment(app, paymentId);
    if (!stored?.payment.providerId) return NOTHING;
    const { refunds } = stored.payment;
    const open = refunds.filter((entry) => !SETTLED_REFUND_STATUSES.has(entry.status));
    if (open.length === 0) {
      // All settled, but still listed as settling (a write cut short): listed no more.
      if (stored.payment.refundsSettling) await commitIfUnchanged(app, [refundsWrite(stored, refunds, new Date())]);
      return NOTHING;
    }
    const reported = new Map((await provider.listRefunds(stored.payment.providerId)).map((made) => [made.id, made.status]));
    const next = refunds.map((entry): Refund => {
      const status = SETTLED_REFUND_STATUSES.has(entry.status) ? undefined : reported.get(entry.providerId);
      return status && status !== entry.status ? { ...entry, status } : entry;
    });
    const changed = next.filter((entry, index) => entry !== refunds[index]);
    if (changed.length === 0) return NOTHING;
    if ((await commitIfUnchanged(app, [refundsWrite(stored, next, new Date())])) === "conflict") continue;
    const failed = changed.filter((entry) => entry.status === "failed");
    if (failed.length) await failedRefundEmail(app, env, stored, failed);
    return { changed: changed.length, failed: failed.length };
  }
  app.log("a payment's refunds could not be brought up to date: it kept changing", { payment: paymentId });
  return NOTHING;
}

/** The Cron Trigger's part: every payment with a refund still on its way, asked about at the provider. One that fails is left for the next run. */
export async function settleSettlingRefunds(app: AppContext, env: Env): Promise<{ checked: number; changed: number; failed: number; errors: number }> {
  const provider = paymentProvider(app.config);
  if (!provider) return { checked: 0, changed: 0, failed: 0, errors: 0 };
  const ids = await paymentsWithRefundsSettling(app, REFUNDS_PER_RUN);
  if (ids.length === REFUNDS_PER_RUN) app.log("more payments have refunds on their way than one run asks about; the rest wait", { limit: REFUNDS_PER_RUN });
  const totals = { checked: ids.length, changed: 0, failed: 0, errors: 0 };
  for (const id of ids) {
    try {
      const outcome = await settleRefunds(app, env, provider, id);
      totals.changed += outcome.changed;
      totals.failed += outcome.failed;
    } catch (error) {
      totals.errors++;
      app.log("a payment's refunds could not be checked", { payment: id, error: error instanceof Error ? error.message : "error" });
    }
  }
  return totals;
}

/** Tells the studio that refunds failed: the payer has not got the money back, and the studio must see to it. */
async function failedRefundEmail(app: AppContext, env: Env, stored: StoredPayment, failed: readonly Refund[]): Promise<void> {
  const { payment } = stored;
  const booking = payment.purpose === "deposit" && payment.bookingId ? await readBooking(app, payment.bookingId).catch(() => null) : null;
  const what = booking ? `${booking.booking.serviceName}, ${slotLabel(booking.booking.startsAt)}` : payment.description;
  const total = formatCents(failed.reduce((sum, entry) => sum + entry.amountCents, 0));
  app.waitUntil(
    sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Refund failed: ${total}, ${what}`, [
      `Mollie could not complete ${failed.length === 1 ? "a refund" : `${failed.length} refunds`} of payment ${payment.providerId} (${payment.description}):`,
      ...failed.map((entry) => `- ${formatCents(entry.amountCents)} (${entry.providerId}), made ${entry.by === "system" ? "by the website" : `by ${entry.by}`}`),
      "",
      `The payer has not received ${total}: Mollie has put it back on the studio's balance. Please refund it again, or settle it with ${payment.email} another way.`,
      "",
      booking ? `The booking: ${app.config.siteUrl}/studio/bookings/${booking.id}` : `The payments: ${app.config.siteUrl}/studio/payments`,
    ]),
  );
}
