/**
 * A booking's deposit, paid at the provider's checkout while its time is held.
 *
 * The states, as the code moves between them:
 * - posted: the booking is stored "held" until `holdUntil` (20 minutes or less: app/timetable/hold-policy.ts),
 *   with its time claimed and its payment "open", in one commit; the visitor goes to the checkout.
 *   Past the hold limits it is stored "released" instead, claiming nothing, and paid is as paid late.
 * - paid (the webhook, or the Cron Trigger or the booking's page once the hold has ended): the payment
 *   "paid" and the booking "confirmed" in one commit; the confirmation and receipt are emailed.
 * - failed, canceled or expired: the payment so, the booking "released" and its time freed, in one commit.
 * - the hold ends unpaid: the provider is asked first. One paid meanwhile is confirmed; an open one
 *   is cancelled there if it still can be, and the booking released either way.
 * - paid after the release: the time is claimed again if it is still free (confirmed); if it was
 *   booked since, the payment is refunded in full, the visitor told and the studio alerted.
 *
 * Every step is a write under the version read, so two that learn the same status at once write it
 * once; the one that comes second reads again and finds nothing left to do.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import type { ServiceBookingRule } from "~/schemas/availability";
import { depositOf, type Booking, type PaymentChoice } from "~/schemas/booking";
import { refundedCents, SETTLED_STATUSES, type RefundReason } from "~/schemas/payment";
import { inWithdrawalPeriod, refundDecision, type CancelReason, type RefundDecision, type RefundRoute } from "~/data/refund-policy";
import { purgeBusyTimes, getAvailabilitySettings } from "~/models/availability.server";
import { freeHoldTokens } from "~/models/hold-tokens.server";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { claimHolders, expiredHolds, confirmWrites, readBooking, reclaimWrites, releaseWrites, type StoredBooking } from "~/models/bookings.server";
import { readPayment, statusWrite, type StoredPayment } from "~/models/payments.server";
import { bookingEmailContext, sendBookingEmails, sendPlainEmail } from "~/booking/booking-mail.server";
import { formatCents } from "~/platform/money";
import type { Receipt } from "~/booking/booking-emails";
import { formatVoucherCode } from "~/models/voucher-code";
import { readVoucher, restoreVoucher, restoreWrites } from "~/models/vouchers.server";
import { slotLabel } from "~/site/time";
import type { Locale } from "~/site/locale";
import { paymentProvider } from "~/payments/payment-provider.server";
import { isOurs, refund, refundOnce } from "~/payments/checkout.server";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "~/payments/provider.server";

/**
 * What a booking of this service for this party pays online, or null when nothing is: where the
 * service takes a deposit, the deposit or (as the visitor chooses) the full price. `depositCents`
 * is the deposit that applies either way: what a late cancellation keeps (app/data/refund-policy.ts).
 */
export function amountDue(rule: ServiceBookingRule, priceCents: number, people: number, choice: PaymentChoice = "deposit"): { kind: "deposit" | "full"; amountCents: number; depositCents: number } | null {
  const payment = rule.payment;
  const price = priceCents * people;
  // A makeover's first call is free, whatever payment its rule holds.
  if (payment.kind === "none" || price <= 0 || rule.location === "call") return null;
  if (payment.kind === "full") return { kind: "full", amountCents: price, depositCents: 0 };
  const depositCents = Math.min(payment.cents, price);
  return choice === "full" ? { kind: "full", amountCents: price, depositCents } : { kind: "deposit", amountCents: depositCents, depositCents };
}

export type SettleOutcome = "unknown" | "unchanged" | "open" | "confirmed" | "released" | "refunded";

/**
 * Brings a deposit's payment and its booking to the status the provider reports: the one thing
 * the webhook, the return page and the Cron Trigger all call. `known` is the provider's answer when
 * the caller has just asked; otherwise it is asked here.
 */
export async function settleDeposit(app: AppContext, env: Env, provider: PaymentProvider, paymentId: string, known?: ProviderPayment): Promise<SettleOutcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const stored = await readPayment(app, paymentId);
    // The provider's id is recorded when the checkout is made; a webhook can come before that write.
    const providerId = stored?.payment.providerId || known?.id;
    if (!stored || stored.payment.purpose !== "deposit" || !providerId) return "unknown";
    const reported = known ?? (await provider.getPayment(providerId));
    if (!reported || reported.id !== providerId || !isOurs(app, stored, reported)) return "unknown";
    const booking = await readBooking(app, stored.payment.bookingId);
    if (!booking) return "unknown";
    const outcome = await settleOnce(app, env, provider, stored, booking, reported);
    if (outcome !== "conflict") return outcome;
    known = undefined;
  }
  app.log("a payment could not be settled: it kept changing", { payment: paymentId });
  return "unchanged";
}

async function settleOnce(app: AppContext, env: Env, provider: PaymentProvider, stored: StoredPayment, booking: StoredBooking, reported: ProviderPayment): Promise<SettleOutcome | "conflict"> {
  const now = new Date();
  const changed = stored.payment.status !== reported.status || stored.payment.providerId !== reported.id;
  const status = changed ? [statusWrite(stored, reported.status, { method: reported.method, paidAt: reported.paidAt, providerId: reported.id }, now)] : [];
  const commit = (writes: Parameters<typeof commitIfUnchanged>[1]) => commitIfUnchanged(app, writes);

  if (reported.status === "paid") {
    if (booking.booking.status === "held") {
      if ((await commit([...status, ...confirmWrites(booking, now)])) === "conflict") return "conflict";
      await freeHoldTokens(app, booking.id, booking.booking.holdTokens);
      await confirmed(app, env, booking.id, reported);
      return "confirmed";
    }
    if (booking.booking.status === "released" && !stored.payment.refunds.some((refund) => refund.reason === "late-payment")) {
      // A voucher's part went back onto the voucher at the release, and may be spent since: such a booking is refunded, not taken up again.
      const reclaimable = !booking.booking.payment?.voucherCents;
      if (reclaimable && (await commit([...status, ...reclaimWrites(booking, now)])) === "done") {
        await purgeBusyTimes(app, env);
        await confirmed(app, env, booking.id, reported);
        return "confirmed";
      }
      if (reclaimable) {
        // Refused: either something was written since it was read (read again), or the time is someone else's now.
        const claims = reclaimWrites(booking, now).flatMap((write) => (write.path.startsWith("BookingClaims/") ? [write.path.slice("BookingClaims/".length)] : []));
        if (!(await claimHolders(app, claims)).some((holder) => holder !== booking.id)) return "conflict";
      }
      if (changed && (await commit(status)) === "conflict") return "conflict";
      const current = await readPayment(app, stored.id);
      if (!current) return "unknown";
      // Refunded by a call that read the payment before this one did: a refund asked for now would be a second one.
      if (current.payment.refunds.some((made) => made.reason === "late-payment")) return "unchanged";
      // Two calls that both read it unrefunded ask under the same key and get the one refund: the one that records it tells the people.
      const made = await refundOnce(app, provider, current, { amountCents: current.payment.amountCents, reason: "late-payment", by: "system", locale: booking.booking.locale ?? "en" });
      if (made.first) await lateRefundEmails(app, env, booking.booking, current, reclaimable ? "taken" : "voucher", booking.booking.locale ?? "en");
      return "refunded";
    }
    return changed && (await commit(status)) === "conflict" ? "conflict" : "unchanged";
  }
  if (SETTLED_STATUSES.has(reported.status)) {
    if (booking.booking.status === "held") {
      if ((await commit([...status, ...releaseWrites(booking, now), ...(await voucherGivenBack(app, booking, now))])) === "conflict") return "conflict";
      await freeHoldTokens(app, booking.id, booking.booking.holdTokens);
      await purgeBusyTimes(app, env);
      return "released";
    }
    return changed && (await commit(status)) === "conflict" ? "conflict" : "unchanged";
  }
  return "open";
}

/** The receipt of what a booking paid online: the provider's part (when there was one) and a voucher's. */
export function bookingReceipt(payment: NonNullable<Booking["payment"]>, provider: Receipt["provider"]): Receipt {
  return {
    amountCents: payment.amountCents,
    kind: payment.kind,
    balanceCents: Math.max(0, payment.priceCents - payment.amountCents),
    ...(provider ? { provider } : {}),
    ...(payment.voucherCents > 0 ? { voucher: { cents: payment.voucherCents, code: formatVoucherCode(payment.voucherCode) } } : {}),
  };
}

/** What a released booking gives back to the voucher that paid part of it: writes for the release's commit. */
async function voucherGivenBack(app: AppContext, stored: StoredBooking, now: Date) {
  const payment = stored.booking.payment;
  if (!payment?.voucherCents) return [];
  const voucher = await readVoucher(app, payment.voucherCode);
  return voucher ? restoreWrites(voucher, { bookingId: stored.id, amountCents: payment.voucherCents, now }) : [];
}

/** The booked emails, with the receipt, once a deposit is paid. */
async function confirmed(app: AppContext, env: Env, bookingId: string, reported: ProviderPayment): Promise<void> {
  const booked = await readBooking(app, bookingId);
  if (!booked) return;
  const settings = await getAvailabilitySettings(app);
  const context = await bookingEmailContext(app, booked.id, booked.booking, settings?.cancellationCutoffHours ?? 48);
  const payment = booked.booking.payment;
  const receipt = payment ? bookingReceipt(payment, { cents: reported.amountCents, method: reported.method, paidAt: reported.paidAt ?? new Date().toISOString(), reference: reported.id }) : undefined;
  app.waitUntil(sendBookingEmails(app, env, "booked", booked.id, booked.booking, { ...context, receipt }));
}

/** Why a late payment was refunded: its time was booked by someone else since, or its voucher's part went back onto the voucher at the release. */
type LateRefundCause = "taken" | "voucher";

/**
 * The visitor's email about a late payment refunded, in the language the booking was made in.
 */
function lateRefundVisitorEmail(booking: Booking, amount: string, voucher: { cents: string; code: string } | null, locale: Locale): { subject: string; lines: string[] } {
  const when = slotLabel(booking.startsAt, locale);
  const unheld = booking.holdMinutes === 0;
  if (locale === "nl") {
    const why = voucher
      ? `Toen die tijd werd vrijgegeven, ging de ${voucher.cents} die je met cadeaubon ${voucher.code} had betaald terug op de cadeaubon, dus de afspraak kon met deze betaling niet meer worden afgerond.`
      : "Iemand anders heeft die tijd inmiddels geboekt. Het spijt ons.";
    return {
      subject: `Terugbetaald: je betaling voor ${when}`,
      lines: [
        `Beste ${booking.name},`,
        "",
        `Je betaling van ${amount} voor ${booking.serviceName} op ${when} kwam bij ons binnen ${unheld ? "terwijl we die tijd niet voor je konden vasthouden tijdens het betalen" : "nadat de tijd die we voor je vasthielden al was vrijgegeven"}. ${why}`,
        "",
        `We hebben de ${amount} volledig terugbetaald. Binnen een paar werkdagen staat het weer op je rekening, op dezelfde manier als je betaalde.`,
        "",
        "Je bent van harte welkom om op onze website een andere tijd te kiezen.",
      ],
    };
  }
  const why = voucher
    ? `When that time was released, the ${voucher.cents} paid with your gift voucher ${voucher.code} went back onto the voucher, so the booking could not be completed with this payment.`
    : "Someone else has booked that time since. We are sorry.";
  return {
    subject: `Refunded: your payment for ${when}`,
    lines: [
      `Dear ${booking.name},`,
      "",
      `Your payment of ${amount} for ${booking.serviceName} on ${when} reached us ${unheld ? "when that time could not be held for you while you paid" : "after the time we held for you had been released"}. ${why}`,
      "",
      `We have refunded the ${amount} in full. It is back on your account within a few working days, the same way you paid.`,
      "",
      "You are welcome to choose another time on our website.",
    ],
  };
}

async function lateRefundEmails(app: AppContext, env: Env, booking: Booking, stored: StoredPayment, cause: LateRefundCause, locale: Locale = "en"): Promise<void> {
  const amount = formatCents(stored.payment.amountCents);
  const voucher = booking.payment?.voucherCents ? { cents: formatCents(booking.payment.voucherCents), code: formatVoucherCode(booking.payment.voucherCode) } : null;
  const why =
    cause === "voucher" && voucher
      ? { studio: `The ${voucher.cents} paid with gift voucher ${voucher.code} had gone back onto it at the release, so the booking was not taken up again.` }
      : { studio: "The time was booked by someone else meanwhile." };
  const visitor = lateRefundVisitorEmail(booking, amount, cause === "voucher" ? voucher : null, locale);
  app.waitUntil(
    Promise.all([
      sendPlainEmail(app, env, "visitor", booking.email, visitor.subject, visitor.lines),
      sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Refunded a late payment: ${booking.serviceName}, ${slotLabel(booking.startsAt)}`, [
        `A deposit of ${amount} (${stored.payment.providerId}) was paid after its booking's hold had ended (or without a hold). ${why.studio}`,
        "It has been refunded in full, and the visitor told. Nothing else is needed.",
        "",
        `${app.config.siteUrl}/studio/payments`,
      ]),
    ]),
  );
}

/**
 * A held booking whose hold has ended: confirmed if the provider says it was paid, otherwise its
 * payment cancelled there (so it can no longer be paid) and its time released.
 */
export async function endHold(app: AppContext, env: Env, stored: StoredBooking): Promise<SettleOutcome> {
  const paymentId = stored.booking.payment?.paymentId;
  const provider = paymentProvider(app.config);
  const payment = paymentId ? await readPayment(app, paymentId) : null;
  if (!provider || !payment?.payment.providerId) {
    // Never sent to the checkout (the provider failed): nothing can have been paid.
    const writes = [...releaseWrites(stored, new Date()), ...(payment ? [statusWrite(payment, "canceled", {}, new Date())] : []), ...(await voucherGivenBack(app, stored, new Date()))];
    if ((await commitIfUnchanged(app, writes)) === "done") await purgeBusyTimes(app, env);
    return "released";
  }
  let reported = await provider.getPayment(payment.payment.providerId);
  if (reported?.status === "open") reported = (await provider.cancelPayment(reported.id)) ?? (await provider.getPayment(reported.id));
  if (!reported || reported.status === "open") {
    // Still at the visitor's bank, where it can no longer be cancelled (or unknown there, as after a
    // change of profile): the time is released all the same. Paid later, it is confirmed if the time
    // is still free, refunded if not (settleDeposit).
    if ((await commitIfUnchanged(app, [...releaseWrites(stored, new Date()), ...(await voucherGivenBack(app, stored, new Date()))])) === "done") await purgeBusyTimes(app, env);
    return "released";
  }
  return settleDeposit(app, env, provider, payment.id, reported);
}

/** What a booking would get back if cancelled now as `reason` says, read from its payment; null when nothing was paid online. */
export async function refundDue(app: AppContext, stored: StoredBooking, reason: CancelReason, cutoffHours: number, now = new Date()): Promise<{ decision: RefundDecision; payment: StoredPayment | null } | null> {
  const paid = stored.booking.payment;
  if (!paid) return null;
  const payment = paid.paymentId ? await readPayment(app, paid.paymentId) : null;
  const cancellation = new Set<string>(CANCELLATION_REASONS);
  const providerPaid = payment?.payment.status === "paid" && !payment.payment.refunds.some((made) => cancellation.has(made.reason)) ? payment.payment.amountCents - refundedCents(payment.payment) : 0;
  if (providerPaid + paid.voucherCents === 0) return null;
  const decision = refundDecision({
    by: reason,
    hoursBeforeStart: (Date.parse(stored.booking.startsAt) - now.getTime()) / 3_600_000,
    paidCents: providerPaid + paid.voucherCents,
    depositCents: depositOf(paid),
    cutoffHours,
    withinWithdrawalPeriod: inWithdrawalPeriod(new Date(stored.booking.createdAt), now),
  });
  return { decision, payment };
}

/**
 * The refund a cancelled booking is due by the refund policy's table, made through the provider
 * and recorded as `actor`'s ("system" when the visitor cancelled online, else the studio member's
 * email). Once per booking: a second call finds the refund recorded. Null when nothing was paid
 * online. A provider that fails leaves the refund to the studio, who is emailed at once.
 */
export async function refundCancelled(
  app: AppContext,
  env: Env,
  stored: StoredBooking,
  reason: CancelReason,
  actor: string,
  cutoffHours: number,
  now = new Date(),
): Promise<{ decision: RefundDecision; route: RefundRoute } | null> {
  const paid = stored.booking.payment;
  const due = paid ? await refundDue(app, stored, reason, cutoffHours, now) : null;
  if (!paid || !due) return null;
  const { decision, payment } = due;
  const route: RefundRoute = { voucherCents: paid.voucherCents, voucherCode: paid.voucherCents > 0 ? formatVoucherCode(paid.voucherCode) : "", refundedBeforeCents: payment ? refundedCents(payment.payment) : 0 };
  // A refund goes back the way it came: the voucher's part onto the voucher first, the rest to the provider.
  const toVoucher = Math.min(decision.refundCents, paid.voucherCents);
  const toProvider = decision.refundCents - toVoucher;
  if (toVoucher > 0) await giveBackToVoucher(app, stored.id, paid.voucherCode, toVoucher, now);
  const provider = paymentProvider(app.config);
  if (toProvider === 0 || !payment) return { decision, route };
  try {
    if (!provider) throw new PaymentProviderError("no payment provider is configured", null);
    await refund(app, provider, payment, { amountCents: toProvider, reason: decision.row, by: actor, locale: stored.booking.locale ?? "en" });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log("a cancellation's refund could not be made", { booking: stored.id, payment: payment.id, error: error.message });
    app.waitUntil(
      sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Refund needed: ${stored.booking.serviceName}, ${slotLabel(stored.booking.startsAt)}`, [
        `A booking was cancelled and is due a refund of ${formatCents(toProvider)} by the refund policy, but the payment provider could not be reached.`,
        `Please refund it by hand from the booking's page: ${app.config.siteUrl}/studio/bookings/${stored.id}`,
      ]),
    );
  }
  // Made, or owed and now the studio's to make: the visitor is promised it either way.
  return { decision, route };
}

/** Gives `cents` back to a voucher for a booking, once however often it is asked (restoreWrites), retried when the voucher changes meanwhile. */
async function giveBackToVoucher(app: AppContext, bookingId: string, code: string, cents: number, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const voucher = await readVoucher(app, code);
    if (!voucher || (await restoreVoucher(app, voucher, { bookingId, amountCents: cents, now })) !== "changed") return;
  }
  app.log("a voucher could not be given back its part of a cancelled booking", { booking: bookingId });
}

const CANCELLATION_REASONS: readonly RefundReason[] = ["cancelled-in-time", "cancelled-late", "withdrawn", "cancelled-by-studio"];

/** Expired holds read at a time, and ended in one run at most (each asks the provider once or twice). */
const HOLDS_PAGE = 50;
const HOLDS_PER_RUN = 400;

/**
 * The Cron Trigger's part: every hold that ended by `at`, released or confirmed, a page at a time
 * until none is left. One that fails is left for the next run (and blocks nothing meanwhile).
 */
export async function endExpiredHolds(app: AppContext, env: Env, at: Date): Promise<{ ended: number; failed: number; outcomes: string[] }> {
  const outcomes: string[] = [];
  const failedIds = new Set<string>();
  while (outcomes.length + failedIds.size < HOLDS_PER_RUN) {
    // Those that failed are still held and read again: the page is that much longer.
    const limit = HOLDS_PAGE + failedIds.size;
    const page = await expiredHolds(app, at, limit);
    const holds = page.filter((hold) => !failedIds.has(hold.id));
    for (const hold of holds) {
      try {
        outcomes.push(await endHold(app, env, hold));
      } catch (error) {
        failedIds.add(hold.id);
        app.log("an expired hold could not be ended", { booking: hold.id, error: error instanceof Error ? error.message : "error" });
      }
    }
    if (page.length < limit || holds.length === 0) break;
  }
  return { ended: outcomes.length, failed: failedIds.size, outcomes };
}

/** Whether a booking is held past its hold: released when it is next read. */
export function holdEnded(booking: Booking, now = Date.now()): boolean {
  return booking.status === "held" && !!booking.holdUntil && Date.parse(booking.holdUntil) <= now;
}

