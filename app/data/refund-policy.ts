import { addDays, studioDate, studioDayStart } from "~/platform/studio-clock";
import { assertCents, formatCents } from "~/platform/money";

/**
 * What happens to a payment when a session is cancelled or moved: the refund policy's table,
 * written once. The refund policy page prints `CANCELLATION_REFUND_TABLE` and every cancellation
 * applies it through `refundDecision`, so the page cannot promise what the code does not do
 * (tests/worker/content-pages.test.ts reads the page back). The same pattern as the retention
 * table (app/data/retention.ts).
 *
 * The cut-off (48 hours in the demo) is the studio's `cancellationCutoffHours`
 * (app/schemas/availability.ts), the same figure after which a visitor can no longer cancel or
 * move online, so the rows are written as functions of it.
 *
 * Amounts are integer cents. "Paid" is what was paid for the booking, whether by Mollie or with a
 * gift voucher; a refund goes back the way it came (a voucher's part onto the voucher).
 */

/**
 * The cut-off when the studio has stored no availability settings, as the seed and the studio's
 * availability form start it. With no settings nothing is booked online, so this only words the page.
 */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 48;

/** The consumer's right of withdrawal from a distance contract (Directive 2011/83/EU art. 9, Dutch BW 6:230o). */
export const WITHDRAWAL_DAYS = 14;

/** A row of the table, by what happened. The ids are also the reasons a refund records. */
export type RefundRowId = "cancelled-in-time" | "moved-in-time" | "cancelled-late" | "withdrawn" | "cancelled-by-studio" | DigitalRefundRowId;

/**
 * The digital analysis's rows (app/schemas/analysis-order.ts): an order cancelled before the analyst
 * pressed "Start work" is refunded in full; from then on, nothing is.
 */
export type DigitalRefundRowId = "digital-before-work" | "digital-after-work";
export const DIGITAL_BEFORE_WORK: DigitalRefundRowId = "digital-before-work";
export const DIGITAL_AFTER_WORK: DigitalRefundRowId = "digital-after-work";

/** The rows a session's cancellation can fall under: every session row but the move. */
type CancellationRowId = Exclude<RefundRowId, "moved-in-time" | DigitalRefundRowId>;

export type RefundRow = {
  id: RefundRowId;
  /** Who changes the booking, and when, in the policy's words for a cut-off of `cutoffHours`. */
  when: (cutoffHours: number) => string;
  /** What happens to the payment, in the policy's words. */
  outcome: (cutoffHours: number) => string;
  /**
   * The rule `refundDecision` (or `digitalRefundDecision`) applies: the studio keeps nothing (all is
   * refunded), keeps the deposit (what was paid above it is refunded), keeps everything, or the
   * payment carries over to the new time.
   */
  keeps: "nothing" | "deposit" | "everything" | "carries-over";
};

/** "48 hours", "1 hour": the cut-off as the policy and the booking pages write it. */
export const hours = (count: number) => (count === 1 ? "1 hour" : `${count} hours`);

/** "48 hours or more before your session starts", or, with no cut-off, "any time before your session starts". */
const inTimeWords = (cutoffHours: number, session: string) =>
  `${cutoffHours > 0 ? `${hours(cutoffHours)} or more` : "any time"} before ${session} starts`;

export const CANCELLATION_REFUND_TABLE: readonly RefundRow[] = [
  {
    id: "cancelled-in-time",
    when: (cutoff) => `You cancel ${inTimeWords(cutoff, "your session")}`,
    outcome: () => "Everything you paid is refunded in full, whether a deposit or the full price.",
    keeps: "nothing",
  },
  {
    id: "moved-in-time",
    when: (cutoff) => `You move your session ${inTimeWords(cutoff, "it")}`,
    outcome: () => "Your payment moves with it to the new time: nothing is refunded and nothing extra is charged.",
    keeps: "carries-over",
  },
  {
    id: "cancelled-late",
    when: (cutoff) => (cutoff > 0 ? `You cancel less than ${hours(cutoff)} before your session, or do not come` : "You do not come to your session"),
    outcome: () => "We keep the deposit and refund anything you paid above it.",
    keeps: "deposit",
  },
  {
    id: "withdrawn",
    when: () => `You withdraw within your ${WITHDRAWAL_DAYS}-day withdrawal period, before your session begins`,
    outcome: (cutoff) =>
      cutoff > 0 ? `Everything you paid is refunded in full, even when your session is less than ${hours(cutoff)} away.` : "Everything you paid is refunded in full.",
    keeps: "nothing",
  },
  {
    id: "cancelled-by-studio",
    when: () => "We cancel your session, whenever and for whatever reason",
    outcome: () => "Everything you paid is refunded in full.",
    keeps: "nothing",
  },
  {
    id: DIGITAL_BEFORE_WORK,
    when: () => "You cancel a digital analysis before our analyst starts work on your photos",
    outcome: () => "Everything you paid is refunded in full, also after you have sent your photos.",
    keeps: "nothing",
  },
  {
    id: DIGITAL_AFTER_WORK,
    when: () => "You cancel a digital analysis once our analyst has started work on your photos",
    outcome: () => "Nothing is refunded: you asked us to start within your withdrawal period, and the analysis is made for you alone.",
    keeps: "everything",
  },
];

/** The table as the refund policy prints it, for a cut-off. */
export function refundTableRows(cutoffHours: number): Array<{ id: RefundRowId; when: string; outcome: string }> {
  return CANCELLATION_REFUND_TABLE.map((row) => ({ id: row.id, when: row.when(cutoffHours), outcome: row.outcome(cutoffHours) }));
}

function row(id: RefundRowId): RefundRow {
  const found = CANCELLATION_REFUND_TABLE.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No refund row ${id}`);
  return found;
}

/**
 * Whether a visitor's change is in time: `cutoffHours` or more before the start. The same line
 * decides a cancellation's refund and whether a move carries the payment over.
 */
function beforeCutoff(hoursBeforeStart: number, cutoffHours: number): boolean {
  return hoursBeforeStart >= cutoffHours;
}

/**
 * Why a booking is cancelled: the visitor asked (online, or by asking the studio; the table's
 * timing decides), the studio cancels on its own account, or the visitor did not come.
 */
export type CancelReason = "visitor" | "studio" | "no-show";

export type RefundCase = {
  by: CancelReason;
  /** Hours from the cancellation to the session's start; zero or less once it has started (a no-show). */
  hoursBeforeStart: number;
  /** What was paid for the booking, by Mollie and with a voucher together. */
  paidCents: number;
  /** The service's deposit: what the studio keeps of a late cancellation. */
  depositCents: number;
  cutoffHours: number;
  /**
   * Whether the visitor's withdrawal period was still running when they cancelled
   * (`inWithdrawalPeriod(bookedAt, cancelledAt)`): the law's full refund, whatever the cut-off.
   */
  withinWithdrawalPeriod: boolean;
};

export type RefundDecision = { refundCents: number; keptCents: number; row: CancellationRowId };

/**
 * What a cancellation refunds and what the studio keeps, by the table: the one function every
 * cancellation calls. `refundCents + keptCents` is always `paidCents`.
 */
export function refundDecision({ by, hoursBeforeStart, paidCents, depositCents, cutoffHours, withinWithdrawalPeriod }: RefundCase): RefundDecision {
  assertCents(paidCents, "paidCents");
  assertCents(depositCents, "depositCents");
  if (Number.isNaN(hoursBeforeStart)) throw new RangeError("hoursBeforeStart is not a number");
  const id: CancellationRowId =
    by === "studio"
      ? "cancelled-by-studio"
      : by === "no-show"
        ? "cancelled-late"
        : beforeCutoff(hoursBeforeStart, cutoffHours)
        ? "cancelled-in-time"
        : // The law's right outlives the cut-off, until the session begins (Directive 2011/83/EU art. 14(3)).
          withinWithdrawalPeriod && hoursBeforeStart > 0
          ? "withdrawn"
          : "cancelled-late";
  const keptCents = row(id).keeps === "deposit" ? Math.min(paidCents, depositCents) : 0;
  return { refundCents: paidCents - keptCents, keptCents, row: id };
}

export type DigitalRefundDecision = { refundCents: number; keptCents: number; row: DigitalRefundRowId };

/**
 * What cancelling a digital analysis refunds, by the table's digital rows: all of it until the
 * analyst starts work ("Start work", `startedAt`), nothing after. `refundCents + keptCents` is `paidCents`.
 */
export function digitalRefundDecision({ workStarted, paidCents }: { workStarted: boolean; paidCents: number }): DigitalRefundDecision {
  assertCents(paidCents, "paidCents");
  const id = workStarted ? DIGITAL_AFTER_WORK : DIGITAL_BEFORE_WORK;
  const keptCents = row(id).keeps === "everything" ? paidCents : 0;
  return { refundCents: paidCents - keptCents, keptCents, row: id };
}

/**
 * Where a refund goes: onto the gift voucher that paid part of it (`voucherCents`, at once), the
 * rest to the account it was paid from; and what was refunded of the booking before (by hand).
 */
export type RefundRoute = { voucherCents: number; voucherCode: string; refundedBeforeCents: number };

const NO_VOUCHER: RefundRoute = { voucherCents: 0, voucherCode: "", refundedBeforeCents: 0 };

/** What a decision means for the visitor, for the cancellation's page and email: how much, and where it goes. */
export function refundDecisionWords({ refundCents, keptCents }: Pick<RefundDecision, "refundCents" | "keptCents">, route: RefundRoute = NO_VOUCHER): string {
  if (refundCents === 0) return keptCents === 0 ? "Nothing was paid, so there is nothing to refund." : `We keep the deposit of ${formatCents(keptCents)}.`;
  const amount =
    keptCents > 0
      ? `We keep the deposit of ${formatCents(keptCents)} and refund ${formatCents(refundCents)}.`
      : route.refundedBeforeCents > 0
        ? `We refund the ${formatCents(refundCents)} still paid, in full (${formatCents(route.refundedBeforeCents)} was refunded to you before).`
        : `We refund the ${formatCents(refundCents)} you paid in full.`;
  const toVoucher = Math.min(refundCents, route.voucherCents);
  const toAccount = refundCents - toVoucher;
  const account = "reaches your account within 5 to 10 working days, the way you paid";
  const where =
    toVoucher === 0
      ? `It ${account}.`
      : toAccount === 0
        ? `It goes back onto your gift voucher ${route.voucherCode} at once.`
        : `${formatCents(toVoucher)} goes back onto your gift voucher ${route.voucherCode} at once, and ${formatCents(toAccount)} ${account}.`;
  return `${amount} ${where}`;
}

/**
 * When the withdrawal period of a booking made at `bookedAt` ends: at the end of the 14th day
 * after the day of booking, on the studio's clock (the day of booking itself does not count:
 * Regulation 1182/71 art. 3(1), as recital 41 of the Directive says).
 */
export function withdrawalPeriodEnds(bookedAt: Date): Date {
  return new Date(studioDayStart(addDays(studioDate(bookedAt), WITHDRAWAL_DAYS + 1)));
}

/** Whether the withdrawal period of a booking made at `bookedAt` is still running at `at`. */
export function inWithdrawalPeriod(bookedAt: Date, at: Date): boolean {
  return at.getTime() < withdrawalPeriodEnds(bookedAt).getTime();
}

/**
 * Whether the visitor must expressly ask for the session to take place within the withdrawal
 * period, and acknowledge that the right ends once it has taken place (Directive 2011/83/EU
 * art. 7(3), 8(8) and 16(a); Dutch BW 6:230p): when the session starts before the period ends.
 */
export function needsEarlyStartConsent(bookedAt: Date, startsAt: Date): boolean {
  return startsAt.getTime() < withdrawalPeriodEnds(bookedAt).getTime();
}

/** The checkbox at booking, shown only when `needsEarlyStartConsent`: the express request and the acknowledgement. */
export const EARLY_START_CONSENT_LABEL =
  `I ask for my session to take place within my ${WITHDRAWAL_DAYS}-day withdrawal period. I understand that I can withdraw ` +
  "for a full refund until it begins, and that my right of withdrawal ends once the session has taken place.";

/** The line the booking's confirmation carries when the visitor ticked it: the law asks for it on a durable medium. */
export const EARLY_START_CONFIRMATION =
  `You asked for your session to take place within your ${WITHDRAWAL_DAYS}-day withdrawal period and confirmed that your ` +
  "right of withdrawal ends once the session has taken place. Until it begins, you can still withdraw for a full refund.";
