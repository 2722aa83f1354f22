/**
 * How long a booking's time is held while its deposit is paid at the checkout.
 *
 * A hold blocks a time for everyone else, so holds are rationed: a few at once per email and per
 * address, a few more at once overall (app/models/hold-tokens.server.ts keeps these caps), and
 * shorter for whoever keeps leaving checkouts unpaid.
 * Beyond those limits a visitor is never refused: the booking goes to the checkout without a hold
 * (0 minutes), blocks nothing, and is confirmed when paid if its time is still free, or refunded in
 * full if someone else booked it meanwhile (app/booking/deposits.server.ts, as a late payment).
 * So someone else's holds can delay nobody's payment, and a hold past its end blocks nothing at all
 * (the free-time read ignores it; a booking post releases it on the spot).
 */

export const HOLD_LIMITS = {
  /** A first-time visitor's hold: time for a bank's app and a card's 3-D Secure. */
  minutes: 20,
  /** The hold of an email or address that left earlier checkouts unpaid. */
  shortMinutes: 5,
  /** Holds open at once for one email, and for one address. */
  perParty: 2,
  /** Holds open at once for everyone: far above the studio's busiest hour, far below a calendar's worth. */
  overall: 12,
  /** Checkouts left unpaid in the last day that shorten the next hold, and that end holds altogether. */
  abandonedForShort: 2,
  abandonedForNone: 4,
  /** How far back unpaid checkouts count. */
  lookbackMs: 24 * 60 * 60 * 1000,
} as const;

/** A recent booking as the policy reads it. */
export type RecentBooking = {
  status: string;
  createdAt: number;
  /** When its hold ends or ended; absent when it was never held. */
  holdUntil?: number;
  emailKeys: readonly string[];
  addressKey?: string;
};

export type HoldDecision = { minutes: number; reason: "first" | "abandoned" | "abandoned-often" };

/**
 * The hold a new booking asks for, from the bookings made in the last day: shorter, then none, for
 * an email or address that left checkouts unpaid. Whether it gets it is the tokens' to say
 * (app/models/hold-tokens.server.ts): those cap the holds open at once.
 */
export function holdFor(recent: readonly RecentBooking[], party: { emailKey: string; addressKey: string }, now: number): HoldDecision {
  const since = now - HOLD_LIMITS.lookbackMs;
  const ours = (booking: RecentBooking) => booking.emailKeys.includes(party.emailKey) || (booking.addressKey !== undefined && booking.addressKey === party.addressKey);
  // Released after a hold that ran out: a checkout left unpaid (a booking sent without a hold has no holdUntil).
  const abandoned = recent.filter((booking) => booking.status === "released" && booking.holdUntil !== undefined && booking.createdAt >= since && ours(booking)).length;
  if (abandoned >= HOLD_LIMITS.abandonedForNone) return { minutes: 0, reason: "abandoned-often" };
  if (abandoned >= HOLD_LIMITS.abandonedForShort) return { minutes: HOLD_LIMITS.shortMinutes, reason: "abandoned" };
  return { minutes: HOLD_LIMITS.minutes, reason: "first" };
}
