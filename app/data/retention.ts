import type { InboxKind } from "~/schemas/inbox";

/**
 * How long the studio keeps what it holds: the privacy policy's retention table, written once. The
 * privacy page prints this table, the contact form quotes its first line, and the daily retention
 * job (app/studio/retention.server.ts) deletes by the rows that name a `deletes` rule (the inbox's
 * requests, the bookings made online, with their times in the calendar, and the payment and gift
 * voucher records once the tax law's years are up), so the page cannot promise what the code does
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
  deletes?: RetentionRule | AppointmentRetention | TaxRecordRetention;
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

/** The rules the retention job runs, by the inbox's kinds. */
export const RETENTION_RULES: Record<InboxKind, RetentionRule> = { contact: CONTACT_RETENTION, booking: BOOKING_RETENTION };

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

/** "7 years", for a whole number of years; otherwise in months. */
const years = (count: number) => (count % 12 === 0 ? (count === 12 ? "1 year" : `${count / 12} years`) : months(count));

/** "12 months after our last reply to you, or after it arrived if it needed none". */
export function keptForWords(rule: RetentionRule | AppointmentRetention | TaxRecordRetention): string {
  if (rule.from === "appointment") return `${months(rule.months)} after the appointment`;
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
  { data: "Photos sent for a digital analysis", keptFor: "90 days after we deliver your report" },
  { data: "Invoices, payment and gift voucher records", keptFor: keptForWords(TAX_RECORD_RETENTION), deletes: TAX_RECORD_RETENTION },
  { data: "Published testimonials", keptFor: "Until you withdraw your permission" },
  { data: "Google Analytics data", keptFor: "14 months" },
  { data: "The consent cookie", keptFor: "1 year, in your browser" },
];

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
