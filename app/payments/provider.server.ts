/**
 * What this site needs of a payment provider: a hosted checkout to send the visitor to, the
 * payment's status when asked, a cancel, a refund and its refunds' statuses. Mollie is the one used (mollie.server.ts);
 * Stripe Checkout would be a second implementation of the same five calls.
 *
 * Nothing here trusts what a visitor's browser or a webhook says: the status is always what
 * `getPayment` answers. No card or account detail ever passes through: the checkout is the
 * provider's own page.
 */
import type { PaymentStatus, RefundStatus } from "~/schemas/payment";

export type ProviderPayment = {
  /** The provider's id (`tr_…`). */
  id: string;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  /** Where to send the visitor while it is open; null once it is not. */
  checkoutUrl: string | null;
  /** What this site attached when it created the payment: `paymentId`, our document's id. */
  metadata: Record<string, string>;
  /** "ideal", "creditcard", "bancontact", …, once chosen; "" before. */
  method: string;
  paidAt: string | null;
};

export type ProviderRefund = { id: string; status: RefundStatus; amountCents: number };

type NewProviderPayment = {
  /** The same key for the same payment: a retried or doubled post makes one payment. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  /** Where the provider sends the visitor back, whatever the outcome. */
  redirectUrl: string;
  /** Where the provider posts the payment's id when its status changes. */
  webhookUrl: string;
  metadata: Record<string, string>;
  /** The checkout page's language: the page's the visitor paid from (Mollie's locale). */
  locale?: "en_GB" | "nl_NL";
};

export interface PaymentProvider {
  readonly name: string;
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
  /** Null for an id the provider does not know. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Cancels an open payment; null when it can no longer be cancelled (paid meanwhile, or gone). */
  cancelPayment(id: string): Promise<ProviderPayment | null>;
  refund(id: string, refund: { idempotencyKey: string; amountCents: number; description: string }): Promise<ProviderRefund>;
  /** The refunds of a payment with their statuses now: empty for a payment the provider does not know. */
  listRefunds(id: string): Promise<ProviderRefund[]>;
}

/** The provider could not be reached, timed out, or refused the call: nothing is known to have changed. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Integer cents as the "50.00" a provider's API takes. */
export function centsToValue(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A provider's "50.00" as integer cents, or null when it is not one. */
export function valueToCents(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,9})\.(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}
