/**
 * The Dutch twin of the payment link's email (payment-link-email.ts): the same lines in the same
 * order, written as a Dutch client reads them, with the booking's own page at its Dutch address.
 */
import type { Booking } from "~/schemas/booking";
import { dateTimeWords, dearWords, localizedUrl, regardsWords, sessionTimeWords, slotWords } from "~/email/client-words";
import { formatCents } from "~/platform/money";
import type { BookingEmailContext } from "./booking-emails";
import { bookedPlace, onlineBeforeLink } from "./session-places";

export function paymentLinkEmailNl(booking: Booking, context: BookingEmailContext, checkoutUrl: string): { subject: string; lines: string[] } {
  const payment = booking.payment!;
  const deposit = payment.kind === "deposit";
  const amount = formatCents(payment.amountCents, "nl");
  const balanceCents = Math.max(0, payment.priceCents - payment.amountCents);
  const where = bookedPlace(booking, { studio: `${context.studio.name}, ${context.studio.address}`, online: onlineBeforeLink("nl") }, "client", "nl");
  const meanwhile = booking.holdUntil
    ? [
        `We houden deze tijd voor je vrij tot ${dateTimeWords(booking.holdUntil, "nl")} (Nederlandse tijd). Daarna werkt de link nog steeds, en is de tijd van jou als niemand anders hem intussen heeft geboekt; is dat wel zo, dan krijg je je betaling volledig terug.`,
      ]
    : ["De tijd is van jou zodra je hebt betaald, als niemand anders hem intussen heeft geboekt; is dat wel zo, dan krijg je je betaling volledig terug."];
  return {
    subject: `${deposit ? "Bevestig je afspraak met de aanbetaling" : "Bevestig je afspraak met je betaling"}: ${booking.serviceName} op ${slotWords(booking.startsAt, "nl")}`,
    lines: [
      dearWords(booking.name, "nl"),
      "",
      "Zoals afgesproken hebben we deze afspraak voor je ingepland:",
      "",
      `Wat: ${booking.serviceName}`,
      `Wanneer: ${sessionTimeWords(booking.startsAt, booking.endsAt, "nl")}`,
      `Waar: ${where}`,
      "",
      `Je bevestigt de afspraak door ${deposit ? `de aanbetaling van ${amount}` : `het bedrag van ${amount}`} te betalen op de beveiligde betaalpagina van onze betaalprovider (iDEAL | Wero, creditcard of Bancontact):`,
      checkoutUrl,
      "",
      ...meanwhile,
      "",
      `Zodra je hebt betaald, mailen we je de bevestiging en je betaalbewijs, met een agenda-uitnodiging.${balanceCents > 0 ? ` Het resterende bedrag, ${formatCents(balanceCents, "nl")}, betaal je bij je sessie.` : ""}`,
      `Op de eigen pagina van je afspraak kun je die bekijken, verzetten of annuleren: ${localizedUrl(context.manageUrl, "nl")}`,
      `Vragen? Bel ons op ${context.studio.phone} of mail naar ${context.studio.email}.`,
      "",
      regardsWords("nl"),
      context.studio.name,
    ],
  };
}
