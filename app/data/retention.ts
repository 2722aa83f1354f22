import type { InboxKind } from "~/schemas/inbox";

/**
 * How long the studio keeps what it holds: the privacy policy's retention table, written once. The
 * privacy page prints this table, the contact form quotes its first line, and the daily retention
 * job (app/studio/retention.server.ts) deletes by the rows that name a `deletes` rule (the inbox's
 * requests, the bookings made online, with their times in the calendar, the payment and gift
 * voucher records once the tax law's years are up, the digital analysis's photos and orders,
 * app/studio/analysis-retention.server.ts, and the palette results of "My palette",
 * app/studio/my-palette/palette-retention.server.ts), so the page cannot promise what the code does
 * not do (tests/worker/retention.test.ts reads the page back).
 *
 * Rows without a rule are kept outside this website (client records, invoices, analytics): the
 * table still names them, since the policy promises them too.
 */

/** What starts a request's retention clock. */
type RetentionClock =
  /** The last time the studio marked it answered in the inbox (`answeredAt`), or when it arrived if never. */
  | "last-reply"
  /** When it arrived (`createdAt`). */
  | "received";

export type RetentionRule = { kind: InboxKind; months: number; from: RetentionClock };

export type RetentionRow = {
  /** The policy's name for the data. */
  data: string;
  /** How long, in the policy's words. */
  keptFor: string;
  /** For what this website stores: the rule the retention job deletes by. */
  deletes?: RetentionRule | AppointmentRetention | TaxRecordRetention | AnalysisPhotoRetention | AnalysisOrderRetention | PaletteResultRetention;
};

export const CONTACT_RETENTION: RetentionRule = { kind: "contact", months: 12, from: "last-reply" };
export const BOOKING_RETENTION: RetentionRule = { kind: "booking", months: 12, from: "received" };

/** A booking made online (`Bookings`), with its calendar entry and claims: kept for some months after the appointment itself (`startsAt`). */
export type AppointmentRetention = { months: number; from: "appointment" };

// 12 months: the studio needs the history for a follow-up and for disputes; invoices are kept apart, 7 years by law.
export const APPOINTMENT_RETENTION: AppointmentRetention = { months: 12, from: "appointment" };

/**
 * Payments (`Payments`, counted from `createdAt`) and gift vouchers (`Vouchers`, counted from
 * `expiresAt`: a voucher is a record of money owed until it expires): kept the years Dutch tax law
 * asks (art. 52 AWR), whatever else is erased, then deleted.
 */
export type TaxRecordRetention = { months: number; from: "payment-or-expiry" };

export const TAX_RECORD_RETENTION: TaxRecordRetention = { months: 7 * 12, from: "payment-or-expiry" };

/**
 * The photos of a digital analysis (`AnalysisOrders/{id}`, their bytes in R2): deleted some days
 * after the report is delivered, unless the client chose "Keep my photos for a follow-up" (then
 * until they withdraw it, or the order itself goes); those of a cancelled order, at once.
 */
export type AnalysisPhotoRetention = { days: number; from: "delivery" };

export const ANALYSIS_PHOTO_RETENTION: AnalysisPhotoRetention = { days: 90, from: "delivery" };

/**
 * A digital analysis order with its report and the report's PDF: kept as long as the order's
 * private link opens its page (app/analysis/order-link.server.ts: two years and the 30 days every
 * signed link gets), so the client can read the report again; then deleted with any photo still
 * kept. Its payment (`Payments/{id}`) is the accounting record, kept the tax law's years apart.
 */
export type AnalysisOrderRetention = { days: number; from: "order" };

export const ANALYSIS_ORDER_RETENTION: AnalysisOrderRetention = { days: 2 * 365 + 30, from: "order" };

/**
 * A client's palette result (`PaletteResults`, the "My palette" page): kept some years after the
 * session it came from (a digital analysis: its delivery), then deleted, its link expiring the same
 * day. Five years: a palette is used for years (the wardrobe is rebuilt season by season, and
 * clients come back to it when they shop), while colouring changes slowly, so after five years a
 * new analysis is the better advice. Apart from the booking (12 months) on purpose; the client can
 * delete it sooner from the page, and an erasure deletes it at once.
 */
export type PaletteResultRetention = { months: number; from: "session" };

export const PALETTE_RESULT_RETENTION: PaletteResultRetention = { months: 5 * 12, from: "session" };

/** The rules the retention job runs, by the inbox's kinds. */
export const RETENTION_RULES: Record<InboxKind, RetentionRule> = { contact: CONTACT_RETENTION, booking: BOOKING_RETENTION };

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

/** "7 years", for a whole number of years; otherwise in months. */
const years = (count: number) => (count % 12 === 0 ? (count === 12 ? "1 year" : `${count / 12} years`) : months(count));

/** "2 years and 30 days", for days counted as 365-day years and days left over. */
function daysAsYears(count: number): string {
  const whole = Math.floor(count / 365);
  const rest = count - whole * 365;
  const yearWords = whole === 1 ? "1 year" : `${whole} years`;
  if (whole === 0) return `${count} days`;
  return rest === 0 ? yearWords : `${yearWords} and ${rest === 1 ? "1 day" : `${rest} days`}`;
}

/** "12 months after our last reply to you, or after it arrived if it needed none". */
export function keptForWords(rule: NonNullable<RetentionRow["deletes"]>): string {
  if (rule.from === "delivery") {
    return `${rule.days} days after we deliver your report, unless you ask us to keep them for a follow-up: then until you withdraw that, or your order is deleted. If you cancel, at once`;
  }
  if (rule.from === "order") return `${daysAsYears(rule.days)} after you order, as long as your order's page opens`;
  if (rule.from === "appointment") return `${months(rule.months)} after the appointment`;
  if (rule.from === "session") return `${years(rule.months)} after your session, or until you delete it from your “My palette” page`;
  if (rule.from === "payment-or-expiry") return `${years(rule.months)} (Dutch tax law)`;
  return rule.from === "last-reply"
    ? `${months(rule.months)} after our last reply to you, or after it arrived if we never replied`
    : `${months(rule.months)} after the request`;
}

export const RETENTION_TABLE: readonly RetentionRow[] = [
  { data: "Contact form messages", keptFor: keptForWords(CONTACT_RETENTION), deletes: CONTACT_RETENTION },
  { data: "Booking requests sent through this website", keptFor: keptForWords(BOOKING_RETENTION), deletes: BOOKING_RETENTION },
  { data: "Appointments booked online", keptFor: keptForWords(APPOINTMENT_RETENTION), deletes: APPOINTMENT_RETENTION },
  { data: "Client records (results, session notes)", keptFor: "3 years after your last session" },
  { data: "Photos sent for a digital analysis", keptFor: keptForWords(ANALYSIS_PHOTO_RETENTION), deletes: ANALYSIS_PHOTO_RETENTION },
  { data: "Digital analysis orders, with your report and its PDF", keptFor: keptForWords(ANALYSIS_ORDER_RETENTION), deletes: ANALYSIS_ORDER_RETENTION },
  { data: "Invoices, payment and gift voucher records", keptFor: keptForWords(TAX_RECORD_RETENTION), deletes: TAX_RECORD_RETENTION },
  { data: "Your palette result, for your “My palette” page", keptFor: keptForWords(PALETTE_RESULT_RETENTION), deletes: PALETTE_RESULT_RETENTION },
  { data: "Published testimonials", keptFor: "Until you withdraw your permission" },
  { data: "Google Analytics data", keptFor: "14 months" },
  { data: "The consent cookie", keptFor: "1 year, in your browser" },
];

/** How long the report stays on the order's page: "2 years and 30 days after you order". */
export const ANALYSIS_REPORT_KEPT = `${daysAsYears(ANALYSIS_ORDER_RETENTION.days)} after you order`;

/**
 * The promise about a digital analysis's photos, as the FAQ, the colour-analysis page and the
 * privacy policy word it: the same rule the job deletes by.
 */
export const ANALYSIS_PHOTOS_PROMISE = `deleted ${ANALYSIS_PHOTO_RETENTION.days} days after we deliver your report, unless you ask us to keep them for a follow-up`;

/** The contact form's promise under the message field. */
export function contactFormRetentionWords(): string {
  return `We keep your message for ${months(CONTACT_RETENTION.months)} after our last reply and then delete it`;
}

/** `at` plus whole calendar months, in UTC; a day the target month lacks becomes its last (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(at: Date, count: number): Date {
  const day = at.getUTCDate();
  const result = new Date(at.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The times a stored request's retention is counted from: when it arrived, and when the studio last marked it answered. */
export type RetentionTimes = { receivedAt: Date | null; answeredAt: Date | null };

/** The time from which the rule counts, or null when none is recorded (then nothing is deleted). */
function retentionStart(rule: RetentionRule, { receivedAt, answeredAt }: RetentionTimes): Date | null {
  if (rule.from === "received" || !answeredAt) return receivedAt;
  if (!receivedAt) return answeredAt;
  return answeredAt > receivedAt ? answeredAt : receivedAt;
}

/** When the request is deleted: the rule's months after its start; null when it has no recorded time. */
export function deletionDate(rule: RetentionRule, times: RetentionTimes): Date | null {
  const start = retentionStart(rule, times);
  return start ? addMonths(start, rule.months) : null;
}

/** When a payment (from its `createdAt`) or a gift voucher (from its `expiresAt`) is deleted; null when that time is not recorded. */
export function taxRecordDeletionDate(rule: TaxRecordRetention, from: Date | null): Date | null {
  return from ? addMonths(from, rule.months) : null;
}

const DAY_MS = 86_400_000;

/** When a delivered order's photos are due: the rule's days after delivery; null when not delivered. */
export function analysisPhotosDeletionDate(rule: AnalysisPhotoRetention, deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + rule.days * DAY_MS) : null;
}

/** When an order, its report and any photos still kept are deleted: the rule's days after it was placed. */
export function analysisOrderDeletionDate(rule: AnalysisOrderRetention, orderedAt: Date): Date {
  return new Date(orderedAt.getTime() + rule.days * DAY_MS);
}

/** The latest time an order can have been delivered (or placed) at to be due at `at`: the rule's days before it. */
export const latestDueDays = (rule: { days: number }, at: Date) => new Date(at.getTime() - rule.days * DAY_MS);

/** When a palette result is deleted, and its link stops opening: the rule's months after the session. */
export function paletteResultDeletionDate(rule: PaletteResultRetention, sessionDate: Date): Date {
  return addMonths(sessionDate, rule.months);
}

/** When a booking made online is deleted: the rule's months after its appointment starts; null when no start is recorded. */
export function appointmentDeletionDate(rule: AppointmentRetention, startsAt: Date | null): Date | null {
  return startsAt ? addMonths(startsAt, rule.months) : null;
}

/**
 * The latest arrival time (for a booking made online, the latest start) that can be due at `at`, a
 * little generous: every request past its time arrived before this (its start is never before its
 * arrival), so the job reads only those and checks each one's own date.
 */
export function latestDueArrival(rule: Pick<RetentionRule, "months">, at: Date): Date {
  // A month's last days shift by up to three when months are added: a margin of four covers them.
  return new Date(addMonths(at, -rule.months).getTime() + 4 * 86_400_000);
}

/** The retention job's Cron Trigger (wrangler.toml `[triggers]`): every night at 02:30 UTC. */
export const RETENTION_CRON = "30 2 * * *";

export type RetentionLimits = {
  /** Requests read, and deleted, at once: one query, one read and one commit each. */
  batchSize: number;
  /**
   * Bookings made online read at once: each is deleted with its calendar entry and a claim per
   * quarter hour it held (12 for a 2½-hour session), so fewer fit in a commit.
   */
  appointmentBatchSize: number;
  /** Payments, and gift vouchers, read and deleted at once (each alone in its commit, like a request). */
  recordBatchSize: number;
  /** Firestore calls one run may make, the final audit entry included. */
  maxCalls: number;
};

/**
 * 45 calls: with the service account's token, one run stays within the 50 subrequests a Worker may
 * make on Cloudflare's Free plan (the Paid plan allows 10,000). That is 14 batches of 3 calls and
 * the closing audit entry: up to 2,800 requests a night (fewer when a kind's last batch is short,
 * and 25 bookings made online to a batch); what is left is deleted the next night.
 */
export const RETENTION_LIMITS: RetentionLimits = { batchSize: 200, appointmentBatchSize: 25, recordBatchSize: 200, maxCalls: 45 };
