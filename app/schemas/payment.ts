import * as v from "valibot";
import { Timestamp, LOCALES } from "./common";

/**
 * A payment made on this website (`Payments/{id}`): a booking's deposit or a gift voucher's price,
 * paid at the provider's hosted checkout (Mollie). The document id is the payment's idempotency
 * key: a booking's id for its deposit, the order's submission id for a voucher. So a post sent
 * twice finds the payment it made and never makes a second one.
 *
 * Its status is the provider's, as the worker last fetched it: never what a webhook or a return
 * address claims. Amounts are integer cents.
 */
export const PAYMENT_STATUSES = ["open", "paid", "failed", "canceled", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses a payment never leaves. */
export const SETTLED_STATUSES: ReadonlySet<PaymentStatus> = new Set(["paid", "failed", "canceled", "expired"]);

/** A booking's deposit (or price), a gift voucher bought, or a digital analysis ordered (`AnalysisOrders/{id}`, the same id). */
const PAYMENT_PURPOSES = ["deposit", "voucher", "analysis"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Why a refund was made: a row of the refund policy's table (app/data/refund-policy.ts), a late payment, or by hand. */
const REFUND_REASONS = ["cancelled-in-time", "cancelled-late", "withdrawn", "cancelled-by-studio", "digital-before-work", "late-payment", "by-hand"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Mollie's refund statuses (https://docs.mollie.com/payments/refunds): queued and pending can still be cancelled, processing cannot. */
export const REFUND_STATUSES = ["queued", "pending", "processing", "refunded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The statuses a refund never leaves. */
export const SETTLED_REFUND_STATUSES: ReadonlySet<RefundStatus> = new Set(["refunded", "failed", "canceled"]);

/** A refund that failed or was cancelled returned nothing to the payer: the money stays with the studio. */
const refundCounts = (refund: Pick<Refund, "status">) => refund.status !== "failed" && refund.status !== "canceled";

export const Refund = v.object({
  /** The provider's refund id (`re_…`). */
  providerId: v.string(),
  amountCents: Cents,
  /** The provider's status when it was made or last read: it follows the provider's through the webhook and the Cron Trigger. */
  status: v.picklist(REFUND_STATUSES),
  reason: v.picklist(REFUND_REASONS),
  /** "system" for a refund the policy's table made; a studio member's email for one made by hand. */
  by: v.string(),
  at: Timestamp,
});
export type Refund = v.InferOutput<typeof Refund>;

/** What a voucher's buyer ordered: it becomes a voucher once paid (app/models/vouchers.server.ts). */
export const VoucherOrder = v.object({
  buyerName: v.string(),
  buyerEmail: v.string(),
  recipientName: v.string(),
  recipientEmail: v.optional(v.string(), ""),
  message: v.optional(v.string(), ""),
  delivery: v.picklist(["email-buyer", "email-recipient", "print"]),
  /** The service whose price it covers, when one was chosen rather than an amount. */
  serviceName: v.optional(v.string(), ""),
  /** Where a printed card is posted. */
  postalAddress: v.optional(v.string(), ""),
  /** The language the buyer ordered in (none on an order stored before: English): the voucher's emails are in it (issue 43). */
  locale: v.optional(v.picklist(LOCALES)),
});
export type VoucherOrder = v.InferOutput<typeof VoucherOrder>;

export const Payment = v.object({
  purpose: v.picklist(PAYMENT_PURPOSES),
  status: v.picklist(PAYMENT_STATUSES),
  amountCents: v.pipe(Cents, v.minValue(1)),
  currency: v.literal("EUR"),
  description: v.string(),
  /** "mollie"; the provider's payment id (`tr_…`) and checkout address once it was created there. */
  provider: v.string(),
  providerId: v.optional(v.string(), ""),
  checkoutUrl: v.optional(v.string(), ""),
  /** The booking a deposit secures. */
  bookingId: v.optional(v.string(), ""),
  /** A voucher purchase: what was ordered, and the voucher's code once issued. */
  order: v.optional(VoucherOrder),
  voucherCode: v.optional(v.string(), ""),
  refunds: v.optional(v.array(Refund), []),
  /** Whether a refund is still on its way (not yet refunded, failed or cancelled): what the Cron Trigger looks for. */
  refundsSettling: v.optional(v.boolean(), false),
  /** Who pays: the address receipts go to. */
  email: v.string(),
  emailKeys: v.array(v.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  paidAt: v.optional(Timestamp),
  /** The method the provider reports once paid ("ideal", "creditcard", …): never a card or account number. */
  method: v.optional(v.string(), ""),
});
export type Payment = v.InferOutput<typeof Payment>;

/** What has gone, or is on its way, back to the payer: every refund but those that failed or were cancelled. */
export const refundedCents = (payment: Pick<Payment, "refunds">) => payment.refunds.reduce((sum, refund) => sum + (refundCounts(refund) ? refund.amountCents : 0), 0);

/** Whether any of these refunds is still on its way. */
export const refundsSettling = (refunds: readonly Pick<Refund, "status">[]) => refunds.some((refund) => !SETTLED_REFUND_STATUSES.has(refund.status));
