/**
 * Holds that have ended but are still in Firestore: the Cron Trigger releases them every five
 * minutes, and a booking post that finds one on its time releases it on the spot, so a hold past
 * its end never keeps a visitor from a time.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { claimIds } from "~/timetable/claims";
import { claimHolders, readBooking, type StoredBooking } from "~/models/bookings.server";
import type { CommitWrite } from "~/firestore/client.server";
import { emailKey } from "~/schemas/inbox";
import { HOLD_LIMITS, holdFor } from "~/timetable/hold-policy";
import { holdAddressKey, recentBookings } from "~/models/booking-holds.server";
import { takeHoldTokens } from "~/models/hold-tokens.server";
import { readPayment } from "~/models/payments.server";
import { endHold, holdEnded } from "./deposits.server";

/** The bookings claiming any part of a time (with its buffer, and a home visit's travel each way). */
export async function timeHolders(app: AppContext, time: { start: Date; minutes: number; bufferMinutes: number; travelMinutes?: number }): Promise<string[]> {
  const start = time.start.getTime();
  const travel = (time.travelMinutes ?? 0) * 60_000;
  return claimHolders(app, claimIds({ start: start - travel, end: start + (time.minutes + time.bufferMinutes) * 60_000 + travel }));
}

/** Ends the ended holds among `holders`; how many it released (one paid meanwhile is confirmed and keeps its time). */
export async function freeEndedHolds(app: AppContext, env: Env, holders: readonly string[], now: number): Promise<number> {
  let released = 0;
  for (const id of holders) {
    const stored = await readBooking(app, id);
    if (stored && holdEnded(stored.booking, now) && (await endHold(app, env, stored)) === "released") released++;
  }
  return released;
}

export type CheckoutHold = { minutes: number; addressKey: string; tokens: CommitWrite[] };

/**
 * The hold a booking post gets while its deposit is paid (app/timetable/hold-policy.ts): as long as
 * the visitor's recent checkouts allow, if a token of each cap is free; otherwise none. `tokens`
 * take those tokens in the booking's commit. A voucher's part is taken only under a hold, so a
 * booking paid partly by one is held briefly even past the caps (a voucher is not free to make).
 */
export async function checkoutHold(
  app: AppContext,
  request: Request,
  post: { email: string; bookingId: string; withVoucher: boolean; tokensAllowed: boolean },
  now: number,
): Promise<CheckoutHold> {
  const secret = app.config.studio.sessionSecrets[0] ?? "";
  const party = { emailKey: emailKey(post.email), addressKey: await holdAddressKey(secret, request) };
  const asked = holdFor(await recentBookings(app, now), party, now);
  const tokens = asked.minutes > 0 && post.tokensAllowed ? await takeHoldTokens(app, secret, party, post.bookingId, new Date(now + asked.minutes * 60_000), now) : null;
  const minutes = tokens ? asked.minutes : post.withVoucher ? HOLD_LIMITS.shortMinutes : 0;
  if (minutes !== HOLD_LIMITS.minutes) app.log("a booking's hold was shortened", { reason: tokens ? asked.reason : "caps", minutes });
  return { minutes, addressKey: party.addressKey, tokens: tokens ?? [] };
}

/** Whether an earlier try of a booking form was given up (released unpaid), so sending it again is a new try. */
export async function triedAndGivenUp(app: AppContext, earlier: StoredBooking | null): Promise<boolean> {
  if (earlier?.booking.status !== "released") return false;
  // One sent to the checkout without a hold is "released" from the start: given up only once its payment is.
  if (earlier.booking.holdMinutes !== 0) return true;
  const payment = await readPayment(app, earlier.booking.payment?.paymentId ?? "");
  return payment?.payment.status !== "open";
}
