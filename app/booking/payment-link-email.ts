/**
 * The email with a link to pay for a booking the studio made for a client (by phone or message):
 * the session, the amount and the checkout's address, and what happens to the time meanwhile.
 * Once paid, the client gets the confirmation, receipt and invitation as after any checkout
 * (app/booking/deposits.server.ts). In the client's language (`locale`: the booking's).
 */
import type { Booking } from "~/schemas/booking";
import type { Locale } from "~/schemas/common";
import { formatCents } from "~/platform/money";
import { slotLabel, studioClockTime, studioDateTime } from "~/site/time";
import type { BookingEmailContext } from "./booking-emails";
import { paymentLinkEmailNl } from "./payment-link-email.nl";
import { bookedPlace, ONLINE_BEFORE_LINK } from "./session-places";

export type PaymentLinkEmail = { subject: string; lines: string[] };

/** The email for a booking awaiting its payment (`booking.payment` set), paid at `checkoutUrl`. */
export function paymentLinkEmail(booking: Booking, context: BookingEmailContext, checkoutUrl: string, locale: Locale = "en"): PaymentLinkEmail {
  if (locale === "nl") return paymentLinkEmailNl(booking, context, checkoutUrl);
  const payment = booking.payment!;
  const deposit = payment.kind === "deposit";
  const amount = formatCents(payment.amountCents);
  const balanceCents = Math.max(0, payment.priceCents - payment.amountCents);
  const where = bookedPlace(booking, { studio: `${context.studio.name}, ${context.studio.address}`, online: ONLINE_BEFORE_LINK }, "client");
  const meanwhile = booking.holdUntil
    ? [
        `We hold the time for you until ${studioDateTime(booking.holdUntil)} (Dutch time). After that the link still works, and the time is yours if nobody else has booked it meanwhile; if someone has, we refund your payment in full.`,
      ]
    : ["The time is yours as soon as it is paid, if nobody else has booked it meanwhile; if someone has, we refund your payment in full."];
  return {
    subject: `${deposit ? "Pay the deposit" : "Pay"} to confirm: ${booking.serviceName} on ${slotLabel(booking.startsAt)}`,
    lines: [
      `Dear ${booking.name},`,
      "",
      "As we agreed, we have booked this appointment for you:",
      "",
      `What: ${booking.serviceName}`,
      `When: ${slotLabel(booking.startsAt)} to ${studioClockTime(booking.endsAt)} (Dutch time)`,
      `Where: ${where}`,
      "",
      `To confirm it, please pay ${deposit ? `the deposit of ${amount}` : `the price, ${amount},`} on our payment provider's secure page (iDEAL | Wero, card or Bancontact):`,
      checkoutUrl,
      "",
      ...meanwhile,
      "",
      `Once it is paid, we email your confirmation and receipt, with a calendar invitation.${balanceCents > 0 ? ` The rest, ${formatCents(balanceCents)}, is paid at your session.` : ""}`,
      `Your booking's own page, to check it, move it or cancel it: ${context.manageUrl}`,
      `Questions? Call us on ${context.studio.phone} or write to ${context.studio.email}.`,
      "",
      "Warm regards,",
      context.studio.name,
    ],
  };
}
