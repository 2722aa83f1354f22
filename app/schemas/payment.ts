import * as v from "valibot";
import { Timestamp } from "./common";

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

const PAYMENT_PURPOSES = ["deposit", "voucher"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Why a refund was made: a row of the refund policy's table (app/data/refund-policy.ts), a late payment, or by hand. */
const REFUND_REASONS = ["cancelled-in-time", "cancelled-late", "withdrawn", "cancelled-by-studio", "late-payment", "by-hand"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const Refund = v.object({
  /** The provider's refund id (`re_…`). */
  providerId: v.string(),
  amountCents: Cents,
  /** The provider's status when it was asked or last read: "pending", "refunded", … */
  status: v.string(),
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

export const refundedCents = (payment: Pick<Payment, "refunds">) => payment.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
