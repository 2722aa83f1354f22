/**
 * Books a posted time once the post's checks have passed (online-booking.server.ts): the booking,
 * its payment, the voucher's part and the hold, in one commit with the time's claims
 * (app/models/bookings.server.ts), so of two posts of the same or overlapping times one gets it.
 */
import type { BookedMode, Booking, BookingForm } from "~/schemas/booking";
import { emailKey } from "~/schemas/inbox";
import { travelMinutes, type SlotQuery } from "~/timetable/slots";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { purgeBusyTimes } from "~/models/availability.server";
import { createBooking, readBooking, type NewBooking } from "~/models/bookings.server";
import { newPaymentWrite } from "~/models/payments.server";
import { readVoucher, redeemedCents, redeemWrites, type StoredVoucher } from "~/models/vouchers.server";
import type { PaymentProvider } from "~/payments/provider.server";
import { formatCents } from "~/platform/money";
import { needsEarlyStartConsent } from "~/data/refund-policy";
import { slotLabel } from "~/site/time";
import { requestLocale, type Locale } from "~/site/locale";
import { amountDue } from "./deposits.server";
import { checkoutHold, freeEndedHolds, timeHolders, triedAndGivenUp, type CheckoutHold } from "./holds.server";
import type { BookingSetting } from "./online-booking-view.server";
import { bookedMeetingPoint } from "./meeting-point";

/** A booking post as its action read it: where, when, in which mode, for how many, and who takes payment (null: nobody). */
export type BookingPost = { app: AppContext; env: Env; request: Request; mode: BookedMode; people: number; now: Date; provider: PaymentProvider | null };

/** What the post's checks read: the service's setting, its free times, and the voucher given (as read, under its version). */
export type CheckedBooking = { setting: BookingSetting; query: SlotQuery; voucher: StoredVoucher | null };

/**
 * How the post was stored, under `id` (the submission's, or a later try's when that one was
 * released unpaid): "created" by this post; "already-exists", by an earlier post of the same
 * details; "taken", the time by someone else; "voucher-changed", the voucher spent by another
 * booking since it was read, so nothing was booked; "foreign", the post's submission id names a
 * booking of other details, not this visitor's.
 */
export type Booked = { outcome: "created" | "already-exists" | "taken" | "voucher-changed" | "foreign"; id: string };

/** What the booking costs online: the amount due (null when nothing is paid online), the voucher's part, and the provider's. */
type Price = { due: ReturnType<typeof amountDue> | null; voucherCents: number; toPay: number };

/** Everything one try of the booking is made of. */
type Order = { post: BookingPost; input: BookingForm; checked: CheckedBooking; price: Price };

/** How many tries of the same details are booked under ids of their own (`-2` to `-10`). */
const MOST_TRIES = 10;

/** Books the posted time under the submission id (or a later try's); before any page is answered, no page offers it again. */
export async function bookPostedTime(post: BookingPost, id: string, input: BookingForm, checked: CheckedBooking): Promise<Booked> {
  const order: Order = { post, input, checked, price: priceOf(post, input, checked) };
  const booked = await bookUnderFreeId(order, id);
  if (booked.outcome === "created") await purgeBusyTimes(post.app, post.env);
  return booked;
}

function priceOf({ provider, people }: BookingPost, input: BookingForm, { setting, voucher }: CheckedBooking): Price {
  const due = provider ? amountDue(setting.rule, setting.service.priceCents, people, input.pay) : null;
  const voucherCents = due && voucher ? redeemedCents(voucher, due.amountCents) : 0;
  // A voucher that pays it all confirms the booking at once: nothing to wait for.
  return { due, voucherCents, toPay: due ? due.amountCents - voucherCents : 0 };
}

/**
 * The same details sent again after a payment that failed make the same submission id: each such
 * try books under an id of its own, and a doubled post of one try finds that try.
 */
async function bookUnderFreeId(order: Order, id: string): Promise<Booked> {
  const { app } = order.post;
  for (let attempt = 1; ; attempt++) {
    const tryId = attempt === 1 ? id : `${id}-${attempt}`;
    const outcome = await bookOnce(order, tryId);
    if (outcome !== "already-exists") return { outcome, id: tryId };
    const earlier = await readBooking(app, tryId);
    // The id is the post's (a hidden field): one naming someone else's booking gets nothing of it.
    if (earlier && !sameBooking(earlier.booking, order.input)) return { outcome: "foreign", id: tryId };
    if (!(await triedAndGivenUp(app, earlier)) || attempt === MOST_TRIES) return { outcome: "already-exists", id: tryId };
  }
}

/**
 * One try's commit. Refused, it may be for a reason that is not the visitor's: a hold token
 * another post took at the same moment (read them again; the last round takes none), or a hold
 * on the time that has ended but was not released yet (it is, now, unless it was paid).
 */
async function bookOnce(order: Order, tryId: string): Promise<"created" | "already-exists" | "taken" | "voucher-changed"> {
  const { post, input, checked, price } = order;
  const { app, env, request, now } = post;
  const { rule } = checked.setting;
  const time = { start: input.slot, minutes: checked.query.minutes, bufferMinutes: rule.bufferMinutes, travelMinutes: travelMinutes(rule) };
  for (let round = 0; round < 3; round++) {
    const hold = price.toPay > 0 ? await checkoutHold(app, request, { email: input.email, bookingId: tryId, withVoucher: price.voucherCents > 0, tokensAllowed: round < 2 }, now.getTime()) : null;
    const outcome = await createBooking(app, newBooking(order, tryId, hold), now);
    if (outcome !== "taken") return outcome;
    // Refused for the voucher, not the time: another booking spent from it since it was read.
    const { voucher } = checked;
    if (voucher && (await readVoucher(app, voucher.code))?.updateTime !== voucher.updateTime) return "voucher-changed";
    const holders = await timeHolders(app, time);
    if (holders.length > 0 && (await freeEndedHolds(app, env, holders, now.getTime())) === 0) return outcome;
  }
  return "taken";
}

/** The booking one try stores: confirmed, or held (or not) while it is paid, with its payment and the voucher's part. */
function newBooking({ post, input, checked, price }: Order, tryId: string, hold: CheckoutHold | null): NewBooking {
  const { mode, people, now, provider, request } = post;
  const { rule, service } = checked.setting;
  const { due, voucherCents, toPay } = price;
  return {
    id: tryId,
    mode,
    service: { id: service.serviceUUID, name: service.name, location: rule.location },
    people,
    details: { name: input.name, email: input.email, phone: input.phone, notes: input.notes, guests: input.guests },
    start: input.slot,
    minutes: checked.query.minutes,
    bufferMinutes: rule.bufferMinutes,
    travelMinutes: travelMinutes(rule),
    ...(rule.location === "home" && input.address ? { address: input.address } : {}),
    ...(rule.location === "town" ? { meetingPoint: bookedMeetingPoint(rule) } : {}),
    status: !hold ? "confirmed" : hold.minutes > 0 ? "held" : "released",
    locale: post.app.locale,
    ...(needsEarlyStartConsent(now, input.slot) ? { earlyStartRequestedAt: now } : {}),
    ...(due
      ? {
          ...(hold ? { hold: { minutes: hold.minutes, addressKey: hold.addressKey, tokens: hold.tokens.map((write) => write.path.split("/").pop()!) }, ...(hold.minutes > 0 ? { holdUntil: new Date(now.getTime() + hold.minutes * 60_000) } : {}) } : {}),
          payment: {
            paymentId: toPay > 0 ? tryId : "",
            kind: due.kind,
            amountCents: due.amountCents,
            priceCents: service.priceCents * people,
            depositCents: due.depositCents,
            voucherCode: voucherCents > 0 ? checked.voucher!.code : "",
            voucherCents,
          },
          alongside: [
            ...(toPay > 0
              ? [
                  newPaymentWrite(
                    {
                      id: tryId,
                      purpose: "deposit",
                      amountCents: toPay,
                      description: paymentDescription(due.kind, service.name, input.slot, toPay, requestLocale(request)),
                      email: input.email,
                      bookingId: tryId,
                    },
                    provider!.name,
                    now,
                  ),
                ]
              : []),
            // The voucher's balance is taken in the booking's own commit, under the version read.
            ...(voucherCents > 0 ? redeemWrites(checked.voucher!, { bookingId: tryId, amountCents: voucherCents, now }) : []),
            ...(hold?.tokens ?? []),
          ],
        }
      : {}),
  };
}

/**
 * What the payment provider shows the payer (its checkout, their bank statement), in the language of
 * the page booked from: "Deposit: …" / "Aanbetaling: …", the service, the time and the amount.
 */
function paymentDescription(kind: "deposit" | "full", serviceName: string, start: Date, cents: number, locale: Locale): string {
  const what = locale === "nl" ? (kind === "deposit" ? "Aanbetaling" : "Betaling") : kind === "deposit" ? "Deposit" : "Payment";
  return `${what}: ${serviceName}, ${slotLabel(start, locale)} (${formatCents(cents)})`;
}

/** Whether a stored booking is the one this post would make: the same person, service and time. */
function sameBooking(booking: Booking, input: { email: string; slot: Date }): boolean {
  return emailKey(booking.email) === emailKey(input.email) && Date.parse(booking.startsAt) === input.slot.getTime();
}
