/**
 * The studio's payments (admins): the table at /studio/payments of every payment made on the
 * website, newest first, and the refund by hand on a booking's or a digital analysis's page
 * (/studio/bookings/{id}, /studio/orders/{id}; the post: app/studio/refund-by-hand.server.ts).
 *
 * A refund by hand is made at the provider and recorded with its payment by `refund`
 * (app/payments/checkout.server.ts), under an idempotency key that counts the refunds already
 * recorded. The form carries the count the admin saw: two posts sent at once ask for the same
 * refund under the same key and get one back, and a post that comes after a refund was recorded is
 * told so and refunds nothing. Its audit entry names the payment and the amounts, never the payer;
 * it is written once per refund at the provider (its path is the refund's id), however many posts
 * asked for it.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import type { StoredBooking } from "~/models/bookings.server";
import { COLLECTIONS } from "~/models/collections";
import { decodePaymentCursor, listPayments } from "~/models/payment-records.server";
import { readPayment, type StoredPayment } from "~/models/payments.server";
import { jobAuditWrite } from "~/models/studio-audit.server";
import { formatCents } from "~/platform/money";
import { PAYMENT_STATUSES, refundedCents, type Payment, type PaymentStatus, type Refund, type RefundReason, type RefundStatus } from "~/schemas/payment";
import type { Locale } from "~/schemas/common";
import { studioDateTime } from "~/site/time";
import { formatVoucherCode } from "~/models/voucher-code";
import { refund } from "~/payments/checkout.server";
import { PaymentProviderError } from "~/payments/provider.server";
import type { PaymentProvider } from "~/payments/provider.server";
import type { StudioUser } from "./auth/guard.server";

const PAYMENTS_PATH = "/studio/payments";

const STATUS_LABELS: Record<PaymentStatus, string> = { open: "Open", paid: "Paid", failed: "Failed", canceled: "Cancelled", expired: "Expired" };

const PURPOSE_LABELS: Record<Payment["purpose"], string> = { deposit: "Deposit", voucher: "Gift voucher", analysis: "Digital analysis" };

/** Why a refund was made, in words: the refund policy's rows, a late payment, or by hand. */
const REASON_LABELS: Record<RefundReason, string> = {
  "cancelled-in-time": "Cancelled in time",
  "cancelled-late": "Cancelled late",
  withdrawn: "Withdrawn within 14 days",
  "cancelled-by-studio": "Cancelled by the studio",
  "digital-before-work": "Digital analysis cancelled before work started",
  "late-payment": "Paid after its time was released",
  "by-hand": "By hand",
};

/** Mollie's method ids as people know them; an unknown one is shown as it is. */
const METHOD_LABELS: Record<string, string> = {
  ideal: "iDEAL",
  creditcard: "Card",
  bancontact: "Bancontact",
  applepay: "Apple Pay",
  paypal: "PayPal",
  banktransfer: "Bank transfer",
  directdebit: "Direct debit",
  klarna: "Klarna",
};

/** Mollie's refund statuses in words: one that failed or was cancelled says that the money did not go back. */
const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  queued: "Queued",
  pending: "Pending",
  processing: "Processing",
  refunded: "Refunded",
  failed: "Failed: not refunded",
  canceled: "Cancelled: not refunded",
};

type RefundView = { key: string; amount: string; reasonLabel: string; statusLabel: string; failed: boolean; by: string; at: string; atLabel: string; providerId: string };

function refundView(entry: Refund, index: number): RefundView {
  return {
    key: `${index}-${entry.providerId}`,
    amount: formatCents(entry.amountCents),
    reasonLabel: REASON_LABELS[entry.reason],
    statusLabel: REFUND_STATUS_LABELS[entry.status],
    failed: entry.status === "failed",
    by: entry.by === "system" ? "the website" : entry.by,
    at: entry.at,
    atLabel: studioDateTime(entry.at),
    providerId: entry.providerId,
  };
}

// ---------------------------------------------------------------------------------------------
// The table.

type PaymentRow = {
  id: string;
  at: string;
  atLabel: string;
  purposeLabel: string;
  amount: string;
  status: PaymentStatus;
  statusLabel: string;
  method: string;
  providerId: string;
  refunds: RefundView[];
  /** Its booking, or its voucher; null for a voucher not issued (yet). */
  link: { href: string; label: string } | null;
};

function paymentRow({ id, payment }: StoredPayment): PaymentRow {
  const voucher = payment.voucherCode ? { href: `/studio/vouchers?q=${payment.voucherCode}`, label: formatVoucherCode(payment.voucherCode) } : null;
  return {
    id,
    at: payment.createdAt,
    atLabel: studioDateTime(payment.createdAt),
    purposeLabel: PURPOSE_LABELS[payment.purpose],
    amount: formatCents(payment.amountCents),
    status: payment.status,
    statusLabel: STATUS_LABELS[payment.status],
    method: METHOD_LABELS[payment.method] ?? payment.method,
    providerId: payment.providerId,
    refunds: payment.refunds.map(refundView),
    link:
      payment.purpose === "analysis"
        ? { href: `/studio/orders/${id}`, label: "Order" }
        : payment.purpose === "deposit"
          ? payment.bookingId
            ? { href: `/studio/bookings/${payment.bookingId}`, label: "Booking" }
            : null
          : voucher,
  };
}

const StatusFilter = v.picklist(PAYMENT_STATUSES);

/** The filter's choices: every status, or all. */
const STATUS_OPTIONS = [{ value: "", label: "All" }, ...PAYMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

/** One page of the table, of the status `?status=` names (all when none or an unknown one), from `?cursor=`. */
export async function loadPaymentsPage(app: AppContext, url: URL) {
  const asked = url.searchParams.get("status") ?? "";
  const status = v.is(StatusFilter, asked) ? asked : null;
  const cursorParam = url.searchParams.get("cursor");
  const cursor = cursorParam ? decodePaymentCursor(cursorParam) : null;
  const page = await listPayments(app, { status, cursor });
  const query = (next: string | null) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (next) params.set("cursor", next);
    const search = params.toString();
    return search ? `${PAYMENTS_PATH}?${search}` : PAYMENTS_PATH;
  };
  const rows = page.payments.map(paymentRow);
  return {
    status: status ?? "",
    statusOptions: STATUS_OPTIONS,
    statusLabel: status ? STATUS_LABELS[status] : null,
    rows,
    failedRefunds: rows.reduce((count, row) => count + row.refunds.filter((refund) => refund.failed).length, 0),
    older: page.older ? query(page.older) : null,
    newest: cursor ? query(null) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// A booking's payment, and its refund by hand.

export type PaymentView = {
  id: string;
  kindLabel: string;
  status: PaymentStatus;
  statusLabel: string;
  amount: string;
  paidAt: string | null;
  paidAtLabel: string;
  method: string;
  providerId: string;
  refunds: RefundView[];
  refunded: string;
  remaining: string;
  /** What the refund form starts with: what remains, in euros ("30.00"). */
  remainingEuros: string;
  /** What may still be refunded: paid, with something left. */
  refundable: boolean;
  /** How many refunds the page shows: the form sends it back, so a refund recorded since is noticed. */
  refundsSeen: number;
};

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** A payment as the studio's booking and order pages show it, with what may still be refunded by hand. */
export function paymentDetails(stored: StoredPayment, kind: "deposit" | "full"): PaymentView {
  const { payment } = stored;
  const refunded = refundedCents(payment);
  const remaining = Math.max(0, payment.amountCents - refunded);
  return {
    id: stored.id,
    kindLabel: kind === "deposit" ? "Deposit" : "Full price",
    status: payment.status,
    statusLabel: STATUS_LABELS[payment.status],
    amount: formatCents(payment.amountCents),
    paidAt: payment.paidAt ?? null,
    paidAtLabel: payment.paidAt ? studioDateTime(payment.paidAt) : "",
    method: METHOD_LABELS[payment.method] ?? payment.method,
    providerId: payment.providerId,
    refunds: payment.refunds.map(refundView),
    refunded: formatCents(refunded),
    remaining: formatCents(remaining),
    remainingEuros: euros(remaining),
    refundable: payment.status === "paid" && remaining > 0 && payment.providerId !== "",
    refundsSeen: payment.refunds.length,
  };
}

/** The payment made online for a booking, as its studio page shows it; null when nothing was paid online. */
export async function bookingPayment(app: AppContext, booking: StoredBooking): Promise<PaymentView | null> {
  const link = booking.booking.payment;
  if (!link) return null;
  const stored = await readPayment(app, link.paymentId);
  return stored ? paymentDetails(stored, link.kind) : null;
}

/** An amount in euros as typed ("20", "12.5", "12,50", "€ 12.50") as cents; null when it is not one. */
function parseEuros(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/^\s*€\s*/, "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** The refund's form as posted, and the language of the booking or order it refunds (its description's at the provider). */
type RefundForm = { amount: string; confirm: string; refundsSeen: string; locale: Locale };

type RefundOutcome =
  | { status: "refunded"; amountCents: number }
  /** The form needs correcting (400): `field` names the field whose message it is. */
  | { status: "invalid"; field: "amount" | "confirm"; message: string }
  /** The booking's payment changed since the page was shown, or cannot be refunded now (409). */
  | { status: "conflict"; message: string }
  /** Mollie refused the refund (409): nothing was refunded. */
  | { status: "refused"; message: string }
  /** Mollie could not be reached (503): nothing was refunded. */
  | { status: "unavailable"; message: string };

const PROVIDER_DOWN_MESSAGE = "Mollie could not be reached; nothing was refunded. Try again in a few minutes.";

/**
 * Refunds part or all of what remains of a payment (a booking's, or a digital analysis's), by hand,
 * as `user`: checks the form against the payment as stored now, makes the refund at the provider,
 * records it, and audits it.
 */
export async function refundPaymentByHand(app: AppContext, provider: PaymentProvider, user: StudioUser, stored: StoredPayment | null, form: RefundForm): Promise<RefundOutcome> {
  if (!stored || stored.payment.status !== "paid" || !stored.payment.providerId) {
    return { status: "conflict", message: "Nothing paid online is left to refund here: nothing was refunded." };
  }
  const { payment } = stored;
  const remaining = payment.amountCents - refundedCents(payment);
  if (String(payment.refunds.length) !== form.refundsSeen.trim()) {
    return {
      status: "conflict",
      message: "A refund of this payment was recorded since the page was shown (perhaps this one, sent twice), so nothing more was refunded. What was paid and refunded is shown as it is now: refund again if some is still due.",
    };
  }
  if (remaining <= 0) return { status: "conflict", message: "This payment has been refunded in full: nothing was refunded." };

  const typed = form.amount.trim();
  const cents = parseEuros(typed);
  if (!typed) return { status: "invalid", field: "amount", message: "Enter the amount to refund, in euros." };
  if (cents === null) return { status: "invalid", field: "amount", message: "Enter an amount in euros with at most two decimals, such as 20 or 12.50." };
  if (cents === 0) return { status: "invalid", field: "amount", message: "Enter an amount of more than €0." };
  if (cents > remaining) {
    return {
      status: "invalid",
      field: "amount",
      message: `Enter at most ${formatCents(remaining)}: that is what remains of the ${formatCents(payment.amountCents)} paid, after ${formatCents(payment.amountCents - remaining)} refunded.`,
    };
  }
  if (form.confirm !== "yes") return { status: "invalid", field: "confirm", message: "Tick the box to confirm the refund." };

  let made: Refund | null;
  try {
    made = await refund(app, provider, stored, { amountCents: cents, reason: "by-hand", by: user.email, locale: form.locale });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log("a refund by hand failed at the provider", { payment: stored.id, error: error.message });
    if (error.status === null || error.status >= 500 || error.status === 429) return { status: "unavailable", message: PROVIDER_DOWN_MESSAGE };
    return {
      status: "refused",
      message: `Mollie refused the refund (${error.status}), so nothing was refunded. It may have been refunded in Mollie's dashboard meanwhile: check the payment ${payment.providerId} there.`,
    };
  }
  if (!made) return { status: "unavailable", message: PROVIDER_DOWN_MESSAGE };
  await auditRefund(app, user, stored, made);
  return { status: "refunded", amountCents: made.amountCents };
}

/**
 * The refund's audit entry, at a path of the refund's own: two posts that got the same refund back
 * write one entry. Amounts and ids only. A failure to write it is logged; the refund stands.
 */
async function auditRefund(app: AppContext, user: StudioUser, stored: StoredPayment, made: Refund): Promise<void> {
  const before = refundedCents(stored.payment);
  const entry = jobAuditWrite(`${COLLECTIONS.studioAudit.name}/refund-${made.providerId.replace(/[^\w-]/g, "")}`, new Date(), {
    actor: user.email,
    document: `${COLLECTIONS.payments.name}/${stored.id}`,
    action: "Refunded a payment by hand",
    before: { paidCents: stored.payment.amountCents, refundedCents: before },
    after: { paidCents: stored.payment.amountCents, refundedCents: before + made.amountCents, refund: { amountCents: made.amountCents, id: made.providerId, status: made.status } },
  });
  await app.firestore.commit([entry]).catch((error: unknown) => app.log("audit entry not written", { payment: stored.id, error: String(error) }));
}
