/**
 * The emails of a booking made online, to the visitor and to the studio: made, moved, cancelled,
 * and the reminder two days before. Each change carries the calendar invitation (`invite.ics`):
 * the same UID for the life of the booking, a higher SEQUENCE on every change, METHOD:CANCEL when
 * it is cancelled. Plain text, so it reads the same in every mail client.
 *
 * The visitor's email and invitation are in the visitor's language (`locale`, the booking's: its
 * words in booking-email-words.ts, its links to the Dutch pages in Dutch); the studio's stay English.
 */
import type { Booking } from "~/schemas/booking";
import { icsCalendar, type CalendarEvent } from "~/timetable/ics";
import { includedVatCents, formatCents } from "~/platform/money";
import { EARLY_START_CONFIRMATION } from "~/data/refund-policy";
import { EARLY_START_CONFIRMATION_NL } from "~/data/refund-policy.nl";
import { slotLabel } from "~/site/time";
import type { CalendarAttachment } from "~/email/mime";
import { dayWords, dearWords, localizedUrl, regardsWords, sessionTimeWords, slotWords } from "~/email/client-words";
import { oneLine } from "~/platform/text";
import type { Locale } from "~/schemas/common";
import { wordsFor } from "~/site/words";
import { bookedPlace, onlineBeforeLink } from "./session-places";
import { meetingPointIn } from "./meeting-point";
import type { StudioEmail } from "~/email/studio-email";
import type { PlaceDirections } from "./directions";
import { BOOKING_EMAIL_WORDS, type BookingEmailKind } from "./booking-email-words";

export type { BookingEmailKind };

/** What every booking email needs besides the booking: the studio, and the visitor's manage link. */
export type BookingEmailContext = {
  bookingId: string;
  studio: { name: string; email: string; phone: string; address: string };
  /** The manage link, absolute (its English address: a Dutch email links to its Dutch twin). */
  manageUrl: string;
  /** The host the invitation's UID is scoped to ("www.plumandlinen.example"). */
  uidHost: string;
  /** Hours before the start after which the visitor can no longer change it online. */
  cutoffHours: number;
  /** The service's preparation text as the studio wrote it ("" for none), for the confirmation and the reminder. */
  preparation: string;
  /** How to reach the session's place (app/booking/directions.ts), for the confirmation and the reminder. */
  directions: PlaceDirections | null;
  /** The deposit or price paid online, for the receipt in the confirmation. */
  receipt?: Receipt;
  /** For a cancellation: what becomes of what was paid ("We refund the €50 you paid in full."), in the visitor's language. */
  refund?: string;
  /** A booking the studio made for a client without a payment online: its price, paid at the session. */
  paidAtSessionCents?: number;
};

export type Receipt = {
  /** All that was paid: by the provider and by a voucher together. */
  amountCents: number;
  kind: "deposit" | "full";
  /** What is left to pay at the session (0 when the full price was paid). */
  balanceCents: number;
  /** The provider's part: "ideal", "creditcard", "bancontact", … as the provider names it. */
  provider?: { cents: number; method: string; paidAt: string; reference: string };
  /** A gift voucher's part, its code as printed. */
  voucher?: { cents: number; code: string };
};

/** The receipt of a payment made at booking: what was paid, the VAT in it, and who was paid. */
function receiptLines(receipt: Receipt, booking: Booking, studio: BookingEmailContext["studio"], locale: Locale): string[] {
  const words = wordsFor(BOOKING_EMAIL_WORDS, locale);
  const money = (cents: number) => formatCents(cents, locale);
  const what = receipt.kind === "deposit" ? words.depositFor(booking.serviceName) : booking.serviceName;
  return [
    words.receipt,
    `${what}: ${money(receipt.amountCents)}`,
    words.includingVat(money(includedVatCents(receipt.amountCents))),
    ...(receipt.voucher ? [words.paidWithVoucher(receipt.voucher.code, money(receipt.voucher.cents))] : []),
    ...(receipt.provider
      ? [
          words.paidBy(
            words.methods[receipt.provider.method] ?? (receipt.provider.method || words.onlinePayment),
            dayWords(receipt.provider.paidAt, locale),
            money(receipt.provider.cents),
            receipt.provider.reference,
          ),
        ]
      : []),
    receipt.balanceCents > 0 ? words.stillToPay(money(receipt.balanceCents)) : words.nothingLeft,
    `${studio.name}, ${studio.address}, ${studio.email}`,
  ];
}

function paidAtSessionLine(cents: number, booking: Booking, locale: Locale): string {
  return wordsFor(BOOKING_EMAIL_WORDS, locale).paidAtSession(formatCents(cents, locale), booking.location === "studio");
}

type VisitorEmail = { subject: string; text: string; calendar?: CalendarAttachment };

/** The video room of an online session: unguessable, as its booking's id is. */
function videoLinkOf(bookingId: string): string {
  return `https://meet.jit.si/PlumAndLinen-${bookingId}`;
}

/** Where the session happens; for an online one, its video room once the link is due. The studio reads English. */
function whereText(booking: Booking, context: BookingEmailContext, withVideoLink: boolean, reader: "client" | "studio" = "client", locale: Locale = "en"): string {
  const language = reader === "client" ? locale : "en";
  const online = withVideoLink ? wordsFor(BOOKING_EMAIL_WORDS, language).onlineWithLink(videoLinkOf(context.bookingId)) : onlineBeforeLink(language);
  return bookedPlace(booking, { studio: `${context.studio.name}, ${context.studio.address}`, online }, reader, language);
}

/**
 * How to find a meeting point in town, as the studio wrote it when the time was booked: in Dutch for
 * a Dutch client where the studio wrote it, else in English (plain text cannot mark its language).
 */
function meetingDirections(booking: Booking, locale: Locale): string[] {
  const directions = booking.location === "town" && booking.meetingPoint ? meetingPointIn(booking.meetingPoint, locale).directions : "";
  return directions ? [wordsFor(BOOKING_EMAIL_WORDS, locale).findIt(directions)] : [];
}

/** The link an invitation carries: the visitor's manage link, or for the studio its own booking page. */
type InvitationLink = { label: string; url: string };

/** The invitation's event, its words in `locale`: the visitor's language, or English for the studio's copy. */
function calendarEvent(booking: Booking, context: BookingEmailContext, link: InvitationLink, locale: Locale): CalendarEvent {
  return {
    uid: `${context.bookingId}@${context.uidHost}`,
    sequence: booking.sequence,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: wordsFor(BOOKING_EMAIL_WORDS, locale).summary(booking.serviceName, context.studio.name),
    location: whereText(booking, context, false, "client", locale),
    // A meeting point's directions too: the invitation is what a visitor opens on the day.
    description: [...meetingDirections(booking, locale), `${link.label}: ${link.url}`].join("\n"),
    url: link.url,
    ...(locale === "en" ? {} : { language: locale }),
    cancelled: booking.status === "cancelled",
    organizer: { name: context.studio.name, email: context.studio.email },
    attendee: { name: booking.name, email: booking.email },
  };
}

/** The invitation a booking's email carries, as it stands after the change: the visitor's, in their language, with their manage link. */
function bookingInvitation(booking: Booking, context: BookingEmailContext, locale: Locale, link?: InvitationLink, stamp = new Date()): CalendarAttachment {
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  const invitationLink = link ?? { label: wordsFor(BOOKING_EMAIL_WORDS, locale).changeOrCancel, url: localizedUrl(context.manageUrl, locale) };
  return { method, content: icsCalendar(method, [calendarEvent(booking, context, invitationLink, locale)], stamp) };
}

function when(booking: Booking, locale: Locale = "en"): string {
  return sessionTimeWords(booking.startsAt, booking.endsAt, locale);
}

/** What the confirmation and the reminder tell the visitor to do before the day: prepare, and find the place. */
function guideLines(context: BookingEmailContext, locale: Locale): string[] {
  return [
    ...(context.preparation ? ["", wordsFor(BOOKING_EMAIL_WORDS, locale).howToPrepare, context.preparation] : []),
    ...(context.directions ? ["", context.directions.heading, context.directions.text] : []),
  ];
}

function people(booking: Booking, locale: Locale = "en"): string[] {
  return booking.guests.length ? [wordsFor(BOOKING_EMAIL_WORDS, locale).with(booking.guests.join(", "))] : [];
}

/**
 * The email to the visitor about a booking, with its invitation unless it is the reminder, in the
 * visitor's language (the booking's `locale`).
 */
export function visitorBookingEmail(kind: BookingEmailKind, booking: Booking, context: BookingEmailContext, locale: Locale = "en"): VisitorEmail {
  const words = wordsFor(BOOKING_EMAIL_WORDS, locale);
  const manageUrl = localizedUrl(context.manageUrl, locale);
  const details = [
    words.what(booking.serviceName),
    words.when(when(booking, locale)),
    words.where(whereText(booking, context, kind === "reminder", "client", locale)),
    ...meetingDirections(booking, locale),
    ...people(booking, locale),
    ...(kind === "booked" && context.receipt ? ["", ...receiptLines(context.receipt, booking, context.studio, locale)] : []),
    ...(kind === "booked" && context.paidAtSessionCents ? ["", paidAtSessionLine(context.paidAtSessionCents, booking, locale)] : []),
    // The law asks for the visitor's request to start within the withdrawal period on a durable medium.
    ...(kind === "booked" && booking.earlyStartRequestedAt ? ["", locale === "nl" ? EARLY_START_CONFIRMATION_NL : EARLY_START_CONFIRMATION] : []),
  ];
  const change =
    kind === "cancelled"
      ? [...(context.refund ? [context.refund, ""] : []), words.bookAgain]
      : [words.manageLink(context.cutoffHours, manageUrl), words.afterCutoff(context.studio.phone, context.studio.email)];
  const guide = kind === "booked" || kind === "reminder" ? guideLines(context, locale) : [];
  return {
    subject: words.subjects[kind](booking.serviceName, slotWords(booking.startsAt, locale)),
    text: [dearWords(booking.name, locale), "", words.openings[kind], "", ...details, ...guide, "", ...change, "", regardsWords(locale), context.studio.name].join("\n"),
    ...(kind === "reminder" ? {} : { calendar: bookingInvitation(booking, context, locale) }),
  };
}

/** The studio's email about a booking made, moved or cancelled online: reply goes to the visitor. */
export function studioBookingEmail(kind: Exclude<BookingEmailKind, "reminder">, booking: Booking, context: BookingEmailContext & { studioUrl: string }): StudioEmail & { calendar: CalendarAttachment } {
  const verb = { booked: "New booking", moved: "Booking moved", cancelled: "Booking cancelled" }[kind];
  return {
    subject: `${verb}: ${booking.name}, ${booking.serviceName}, ${slotLabel(booking.startsAt)}`,
    replyTo: { name: booking.name, email: booking.email },
    text: [
      `${verb} on the website.`,
      "",
      `Service: ${booking.serviceName}`,
      `When: ${when(booking)}`,
      `Where: ${whereText(booking, context, true, "studio")}`,
      `People: ${booking.people}`,
      // What the visitor typed, one line each: no value can make a line that reads as another field.
      `Name: ${oneLine(booking.name)}`,
      ...people(booking).map(oneLine),
      `Email: ${booking.email}`,
      `Phone: ${booking.phone || "(not given)"}`,
      `Note: ${oneLine(booking.notes) || "(none)"}`,
      "",
      `In the studio: ${context.studioUrl}`,
    ].join("\n"),
    // The studio's copy never carries the visitor's manage link: whoever reads the studio's mailbox
    // or calendar could otherwise cancel as the visitor, past the studio's audit.
    calendar: bookingInvitation(booking, context, "en", { label: "In the studio", url: context.studioUrl }),
  };
}
