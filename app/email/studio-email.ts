import type { BookingKind, BookingRequest } from "~/schemas/booking-request";
import type { ContactMessageForm } from "~/schemas/contact-message";
import { oneLine } from "~/platform/text";

/**
 * What the studio is told of a new contact message or booking request: every field as the
 * visitor sent it, the page it came from and a link to it in the studio's inbox. Reply goes to
 * the visitor. Plain text, so it reads the same in every mail client.
 */
export type StudioEmail = {
  subject: string;
  replyTo: { name: string; email: string };
  text: string;
};

/** The booking modes as the studio names them. */
const BOOKING_KIND_NAMES: Record<BookingKind, string> = {
  self: "Just for me",
  gift: "Gift session",
  couple: "Partner session",
  group: "Group session",
};

const NOT_GIVEN = "(not given)";

/** A line of the listing: a label and a one-line value, or a label over an indented block. */
type Field = [label: string, value: string | readonly string[], shape?: "block"];

function listing(fields: readonly Field[]): string {
  return fields
    .map(([label, value, shape]) => {
      const lines = typeof value === "string" ? value.split(/\r\n?|\n/) : value;
      const given = lines.some((line) => line.trim() !== "");
      if (!given) return `${label}: ${NOT_GIVEN}`;
      // A one-line field cannot make a line of its own that looks like another field.
      if (shape !== "block") return `${label}: ${oneLine(lines.join(" "))}`;
      return `${label}:\n${lines.map((line) => `    ${line}`).join("\n")}`;
    })
    .join("\n");
}

type Origin = { id: string; page: string; siteUrl: string };

function footer(kind: "contact" | "booking", { id, page, siteUrl }: Origin, name: string): string {
  return [
    `Sent from: ${siteUrl}${page}`,
    `In the studio: ${siteUrl}/studio/inbox/${kind}/${encodeURIComponent(id)}`,
    "",
    `Reply to this email to answer ${oneLine(name)} directly.`,
  ].join("\n");
}

export function contactMessageEmail(message: ContactMessageForm, origin: Origin): StudioEmail {
  const text = [
    "A new message came in through the contact form.",
    "",
    listing([
      ["Name", message.name],
      ["Email", message.email],
      ["WhatsApp", message.whatsapp],
      ["Message", message.message, "block"],
    ]),
    "",
    footer("contact", origin, message.name),
    "",
  ].join("\n");
  return {
    subject: `New contact message — ${oneLine(message.name)}`,
    replyTo: { name: message.name, email: message.email },
    text,
  };
}

/** The fields only one mode has, in the order its form asks for them. */
function modeFields(request: BookingRequest): Field[] {
  switch (request.mode) {
    case "gift":
      return [
        ["Recipient's name", request.recipientName],
        ["Recipient's email", request.recipientEmail],
        ["Voucher", request.voucherFormat === "printed" ? "printed card, posted" : "email voucher"],
        ["Postal address", request.postalAddress, "block"],
        ["Message for the voucher", request.message, "block"],
      ];
    case "couple":
      return [["Partner's name", request.partnerName]];
    case "group":
      return [
        ["Number of people", String(request.groupSize)],
        ["Everyone's names", request.participantNames, "block"],
      ];
    case "self":
      return [];
  }
}

export function bookingRequestEmail(request: BookingRequest, origin: Origin & { serviceName: string }): StudioEmail {
  const mode = BOOKING_KIND_NAMES[request.mode];
  const service = origin.serviceName && origin.serviceName !== request.service ? `${origin.serviceName} (${request.service})` : request.service;
  const text = [
    `A new booking request came in: ${mode}.`,
    "",
    listing([
      ["Mode", mode],
      ["Service", service],
      ["Name", request.name],
      ["Email", request.email],
      ["Phone", request.phone],
      ...modeFields(request),
      ["Preferred date", request.preferredDate1],
      ["Second choice of date", request.preferredDate2],
      ["Times that suit", request.availability, "block"],
      ["Notes", request.notes, "block"],
    ]),
    "",
    footer("booking", origin, request.name),
    "",
  ].join("\n");
  return {
    subject: `New booking request: ${mode} — ${oneLine(request.name)}`,
    replyTo: { name: request.name, email: request.email },
    text,
  };
}
