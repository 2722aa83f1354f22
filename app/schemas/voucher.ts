import * as v from "valibot";
import { Timestamp } from "./common";
import { VoucherOrder } from "./payment";

/**
 * A gift voucher (`Vouchers/{code}`, the code canonical: app/models/voucher-code.ts), issued once its
 * purchase is paid (`paymentId`: the Payments document). It is worth `amountCents` and has
 * `balanceCents` left; bookings take from the balance, a booking cancelled in time gives it back,
 * and the studio may extend or void it. `uses` is its history, oldest first, so the balance can
 * always be explained. Amounts are integer cents.
 */
const VOUCHER_STATUSES = ["active", "void"] as const;

const VOUCHER_USE_KINDS = ["redeemed", "restored", "extended", "voided"] as const;
export type VoucherUseKind = (typeof VOUCHER_USE_KINDS)[number];

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** 12 characters of Crockford's base32, upper case: the document id and the code on the card. */
const VoucherCode = v.pipe(v.string(), v.regex(/^[0-9A-HJKMNP-TV-Z]{12}$/, "Expected a canonical voucher code"));

export const VoucherUse = v.object({
  kind: v.picklist(VOUCHER_USE_KINDS),
  /** Taken ("redeemed"), given back ("restored"), or left on it when voided; 0 for an extension. */
  amountCents: Cents,
  /** The booking it paid for, or that gave it back. */
  bookingId: v.optional(v.string(), ""),
  at: Timestamp,
  /** "visitor" (a booking), "system" (a cancellation's restore) or the studio member's email. */
  by: v.pipe(v.string(), v.minLength(1)),
  /** An extension's new expiry. */
  expiresAt: v.optional(Timestamp),
});
export type VoucherUse = v.InferOutput<typeof VoucherUse>;

export const Voucher = v.pipe(
  v.object({
    code: VoucherCode,
    status: v.picklist(VOUCHER_STATUSES),
    amountCents: v.pipe(Cents, v.minValue(1)),
    balanceCents: Cents,
    currency: v.literal("EUR"),
    /** What the buyer ordered (app/schemas/payment.ts): names, addresses, message, delivery, service. */
    ...VoucherOrder.entries,
    paymentId: v.pipe(v.string(), v.minLength(1)),
    issuedAt: Timestamp,
    /** Two years after issue (VOUCHER_VALIDITY_YEARS) unless the studio extended it. */
    expiresAt: Timestamp,
    uses: v.array(VoucherUse),
    /** `emailKey` of the buyer's and the recipient's addresses: what access and erasure requests find it by. */
    emailKeys: v.array(v.string()),
    /** For delivery "print": false until the studio marks the card posted. False for the other deliveries. */
    printed: v.boolean(),
  }),
  v.check((voucher) => voucher.balanceCents <= voucher.amountCents, "A voucher's balance is never more than its amount"),
);
export type Voucher = v.InferOutput<typeof Voucher>;
