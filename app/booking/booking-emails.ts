/**
 * The emails of a booking made online, to the visitor and to the studio: made, moved, cancelled,
 * and the reminder two days before. Each change carries the calendar invitation (`invite.ics`):
 * the same UID for the life of the booking, a higher SEQUENCE on every change, METHOD:CANCEL when
 * it is cancelled. Plain text, so it reads the same in every mail client.
 */
import type { Booking } from "~/schemas/booking";
import { icsCalendar, type CalendarEvent } from "~/timetable/ics";
import { formatCents, includedVatCents, VAT_PERCENT } from "~/platform/money";
import { EARLY_START_CONFIRMATION } from "~/data/refund-policy";
import { slotLabel, studioClockTime, studioDay } from "~/site/time";
import type { CalendarAttachment } from "~/email/mime";
import { oneLine } from "~/platform/text";
import { bookedPlace, ONLINE_BEFORE_LINK } from "./session-places";
import type { StudioEmail } from "~/email/studio-email";
import type { PlaceDirections } from "./directions";

export type BookingEmailKind = "booked" | "moved" | "cancelled" | "reminder";

/** What every booking email needs besides the booking: the studio, and the visitor's manage link. */
export type BookingEmailContext = {
  bookingId: string;
  studio: { name: string; email: string; phone: string; address: string };
  /** The manage link, absolute. */
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
  /** For a cancellation: what becomes of what was paid ("We refund the €50 you paid in full."). */
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

const METHOD_NAMES: Record<string, string> = { ideal: "iDEAL | Wero", creditcard: "card", bancontact: "Bancontact", voucher: "gift voucher" };

/** The receipt of a payment made at booking: what was paid, the VAT in it, and who was paid. */
function receiptLines(receipt: Receipt, booking: Booking, studio: BookingEmailContext["studio"]): string[] {
  const what = receipt.kind === "deposit" ? `Deposit for ${booking.serviceName}` : booking.serviceName;
  return [
    "Your receipt",
    `${what}: ${formatCents(receipt.amountCents)}`,
    `Including VAT (${VAT_PERCENT}%): ${formatCents(includedVatCents(receipt.amountCents))}`,
    ...(receipt.voucher ? [`Paid with gift voucher ${receipt.voucher.code}: ${formatCents(receipt.voucher.cents)}`] : []),
    ...(receipt.provider
      ? [
          `Paid by ${METHOD_NAMES[receipt.provider.method] ?? (receipt.provider.method || "online payment")} on ${studioDay(receipt.provider.paidAt)}: ${formatCents(receipt.provider.cents)}, reference ${receipt.provider.reference}`,
        ]
      : []),
    receipt.balanceCents > 0 ? `Still to pay at your session: ${formatCents(receipt.balanceCents)}` : "Nothing is left to pay at your session.",
    `${studio.name}, ${studio.address}, ${studio.email}`,
  ];
}

function paidAtSessionLine(cents: number, booking: Booking): string {
  return `Payment: ${formatCents(cents)}, paid ${booking.location === "studio" ? "at the studio, at your session" : "as we agreed with you"}; nothing is paid online.`;
}

type VisitorEmail = { subject: string; text: string; calendar?: CalendarAttachment };

/** The video room of an online session: unguessable, as its booking's id is. */
function videoLinkOf(bookingId: string): string {
  return `https://meet.jit.si/PlumAndLinen-${bookingId}`;
}

/** Where the session happens; for an online one, its video room once the link is due. */
function whereText(booking: Booking, context: BookingEmailContext, withVideoLink: boolean, reader: "client" | "studio" = "client"): string {
  const online = withVideoLink ? `Online, by video: ${videoLinkOf(context.bookingId)}` : ONLINE_BEFORE_LINK;
  return bookedPlace(booking, { studio: `${context.studio.name}, ${context.studio.address}`, online }, reader);
}

/** How to find a meeting point in town, as the studio wrote it when the time was booked. */
function meetingDirections(booking: Booking): string[] {
  return booking.location === "town" && booking.meetingPoint?.directions ? [`How to find it: ${booking.meetingPoint.directions}`] : [];
}

/** The link an invitation carries: the visitor's manage link, or for the studio its own booking page. */
type InvitationLink = { label: string; url: string };

function calendarEvent(booking: Booking, context: BookingEmailContext, link: InvitationLink): CalendarEvent {
  return {
    uid: `${context.bookingId}@${context.uidHost}`,
    sequence: booking.sequence,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: `${booking.serviceName} at ${context.studio.name}`,
    location: whereText(booking, context, false),
    description: `${link.label}: ${link.url}`,
    url: link.url,
    cancelled: booking.status === "cancelled",
    organizer: { name: context.studio.name, email: context.studio.email },
    attendee: { name: booking.name, email: booking.email },
  };
}

/** The invitation a booking's email carries, as it stands after the change. */
function bookingInvitation(booking: Booking, context: BookingEmailContext, link: InvitationLink = { label: "Change or cancel", url: context.manageUrl }, stamp = new Date()): CalendarAttachment {
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  return { method, content: icsCalendar(method, [calendarEvent(booking, context, link)], stamp) };
}

function when(booking: Booking): string {
  return `${slotLabel(booking.startsAt)} to ${studioClockTime(booking.endsAt)} (Dutch time)`;
}

/** What the confirmation and the reminder tell the visitor to do before the day: prepare, and find the place. */
function guideLines(context: BookingEmailContext): string[] {
  return [
    ...(context.preparation ? ["", "How to prepare", context.preparation] : []),
    ...(context.directions ? ["", context.directions.heading, context.directions.text] : []),
  ];
}

function people(booking: Booking): string[] {
  return booking.guests.length ? [`With: ${booking.guests.join(", ")}`] : [];
}

const SUBJECTS: Record<BookingEmailKind, (booking: Booking) => string> = {
  booked: (booking) => `Booked: ${booking.serviceName} on ${slotLabel(booking.startsAt)}`,
  moved: (booking) => `Moved: ${booking.serviceName} is now on ${slotLabel(booking.startsAt)}`,
  cancelled: (booking) => `Cancelled: ${booking.serviceName} on ${slotLabel(booking.startsAt)}`,
  reminder: (booking) => `See you on ${slotLabel(booking.startsAt)}: ${booking.serviceName}`,
};

const OPENINGS: Record<BookingEmailKind, string> = {
  booked: "Thank you for booking with us. Your appointment is confirmed:",
  moved: "Your appointment has moved. Here is the new time:",
  cancelled: "Your appointment is cancelled, as asked. This is the appointment that no longer takes place:",
  reminder: "A reminder that we look forward to seeing you in two days:",
};

/** The email to the visitor about a booking, with its invitation unless it is the reminder. */
export function visitorBookingEmail(kind: BookingEmailKind, booking: Booking, context: BookingEmailContext): VisitorEmail {
  const details = [
    `What: ${booking.serviceName}`,
    `When: ${when(booking)}`,
    `Where: ${whereText(booking, context, kind === "reminder")}`,
    ...meetingDirections(booking),
    ...people(booking),
    ...(kind === "booked" && context.receipt ? ["", ...receiptLines(context.receipt, booking, context.studio)] : []),
    ...(kind === "booked" && context.paidAtSessionCents ? ["", paidAtSessionLine(context.paidAtSessionCents, booking)] : []),
    // The law asks for the visitor's request to start within the withdrawal period on a durable medium.
    ...(kind === "booked" && booking.earlyStartRequestedAt ? ["", EARLY_START_CONFIRMATION] : []),
  ];
  const change =
    kind === "cancelled"
      ? [
          ...(context.refund ? [context.refund, ""] : []),
          "If you would like another time, you are welcome to book again on our website.",
        ]
      : [
          `To move or cancel it, use this link (up to ${context.cutoffHours} hours before the start): ${context.manageUrl}`,
          `After that, please call us on ${context.studio.phone} or write to ${context.studio.email}.`,
        ];
  const guide = kind === "booked" || kind === "reminder" ? guideLines(context) : [];
  return {
    subject: SUBJECTS[kind](booking),
    text: [`Dear ${booking.name},`, "", OPENINGS[kind], "", ...details, ...guide, "", ...change, "", `Warm regards,`, context.studio.name].join("\n"),
    ...(kind === "reminder" ? {} : { calendar: bookingInvitation(booking, context) }),
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
    calendar: bookingInvitation(booking, context, { label: "In the studio", url: context.studioUrl }),
  };
}
