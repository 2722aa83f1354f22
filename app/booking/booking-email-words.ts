/**
 * The words of a booking's emails to the client and of its calendar invitation
 * (booking-emails.ts), in English and Dutch. The studio's copy stays English (booking-emails.ts).
 * Amounts, dates and places come in already written in the client's language.
 */
import { VAT_PERCENT } from "~/platform/money";
import { hoursNl } from "~/data/refund-policy.nl";
import { defineWords } from "~/site/words";

/** What a booking's email to the visitor is about. */
export type BookingEmailKind = "booked" | "moved" | "cancelled" | "reminder";

type KindWords<T> = Record<BookingEmailKind, T>;

export const BOOKING_EMAIL_WORDS = defineWords({
  en: {
    methods: { ideal: "iDEAL | Wero", creditcard: "card", bancontact: "Bancontact", voucher: "gift voucher" } as Record<string, string>,
    onlinePayment: "online payment",
    receipt: "Your receipt",
    depositFor: (service: string) => `Deposit for ${service}`,
    includingVat: (amount: string) => `Including VAT (${VAT_PERCENT}%): ${amount}`,
    paidWithVoucher: (code: string, amount: string) => `Paid with gift voucher ${code}: ${amount}`,
    paidBy: (method: string, day: string, amount: string, reference: string) => `Paid by ${method} on ${day}: ${amount}, reference ${reference}`,
    stillToPay: (amount: string) => `Still to pay at your session: ${amount}`,
    nothingLeft: "Nothing is left to pay at your session.",
    paidAtSession: (amount: string, atStudio: boolean) =>
      `Payment: ${amount}, paid ${atStudio ? "at the studio, at your session" : "as we agreed with you"}; nothing is paid online.`,
    onlineWithLink: (url: string) => `Online, by video: ${url}`,
    findIt: (directions: string) => `How to find it: ${directions}`,
    summary: (service: string, studio: string) => `${service} at ${studio}`,
    changeOrCancel: "Change or cancel",
    howToPrepare: "How to prepare",
    with: (guests: string) => `With: ${guests}`,
    subjects: {
      booked: (service: string, slot: string) => `Booked: ${service} on ${slot}`,
      moved: (service: string, slot: string) => `Moved: ${service} is now on ${slot}`,
      cancelled: (service: string, slot: string) => `Cancelled: ${service} on ${slot}`,
      reminder: (service: string, slot: string) => `See you on ${slot}: ${service}`,
    } as KindWords<(service: string, slot: string) => string>,
    openings: {
      booked: "Thank you for booking with us. Your appointment is confirmed:",
      moved: "Your appointment has moved. Here is the new time:",
      cancelled: "Your appointment is cancelled, as asked. This is the appointment that no longer takes place:",
      reminder: "A reminder that we look forward to seeing you in two days:",
    } as KindWords<string>,
    what: (service: string) => `What: ${service}`,
    when: (time: string) => `When: ${time}`,
    where: (place: string) => `Where: ${place}`,
    bookAgain: "If you would like another time, you are welcome to book again on our website.",
    manageLink: (cutoffHours: number, url: string) => `To move or cancel it, use this link (up to ${cutoffHours} hours before the start): ${url}`,
    afterCutoff: (phone: string, email: string) => `After that, please call us on ${phone} or write to ${email}.`,
  },
  nl: {
    methods: { ideal: "iDEAL | Wero", creditcard: "creditcard", bancontact: "Bancontact", voucher: "cadeaubon" },
    onlinePayment: "online betaling",
    receipt: "Je betaalbewijs",
    depositFor: (service) => `Aanbetaling voor ${service}`,
    includingVat: (amount) => `Inclusief btw (${VAT_PERCENT}%): ${amount}`,
    paidWithVoucher: (code, amount) => `Betaald met cadeaubon ${code}: ${amount}`,
    paidBy: (method, day, amount, reference) => `Betaald met ${method} op ${day}: ${amount}, kenmerk ${reference}`,
    stillToPay: (amount) => `Nog te betalen bij je sessie: ${amount}`,
    nothingLeft: "Bij je sessie hoef je niets meer te betalen.",
    paidAtSession: (amount, atStudio) =>
      `Betaling: ${amount}, te voldoen ${atStudio ? "in de studio, bij je sessie" : "zoals we met je hebben afgesproken"}; online betaal je niets.`,
    onlineWithLink: (url) => `Online, via video: ${url}`,
    findIt: (directions) => `Zo vind je het ontmoetingspunt: ${directions}`,
    summary: (service, studio) => `${service} bij ${studio}`,
    changeOrCancel: "Verzetten of annuleren",
    howToPrepare: "Zo bereid je je voor",
    with: (guests) => `Met: ${guests}`,
    subjects: {
      booked: (service, slot) => `Bevestigd: ${service} op ${slot}`,
      moved: (service, slot) => `Verzet: ${service} staat nu op ${slot}`,
      cancelled: (service, slot) => `Geannuleerd: ${service} op ${slot}`,
      reminder: (service, slot) => `Tot ${slot}: ${service}`,
    },
    openings: {
      booked: "Fijn dat je een afspraak bij ons hebt gemaakt! Je afspraak is bevestigd:",
      moved: "Je afspraak is verzet. Dit is de nieuwe tijd:",
      cancelled: "Je afspraak is geannuleerd, zoals je vroeg. Deze afspraak gaat dus niet door:",
      reminder: "Even ter herinnering: over twee dagen zien we je graag. Dit is je afspraak:",
    },
    what: (service) => `Wat: ${service}`,
    when: (time) => `Wanneer: ${time}`,
    where: (place) => `Waar: ${place}`,
    bookAgain: "Wil je liever op een ander moment komen? Je bent van harte welkom om via onze website een nieuwe afspraak te maken.",
    manageLink: (cutoffHours, url) => `Wil je je afspraak verzetten of annuleren? Dat kan tot ${hoursNl(cutoffHours)} voor het begin via deze link: ${url}`,
    afterCutoff: (phone, email) => `Daarna kun je ons bellen op ${phone} of mailen naar ${email}.`,
  },
});
