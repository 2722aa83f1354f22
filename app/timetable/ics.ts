/**
 * iCalendar (RFC 5545) text: the invitation a booking's emails carry, and the studio's feed.
 * Times are written in UTC (`…Z`), so no calendar needs the studio's zone rules to read them.
 */

export type CalendarEvent = {
  /** Stable for the life of the booking: every update replaces the event with this UID. */
  uid: string;
  /** One more on every change of the booking (RFC 5545 3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  cancelled?: boolean;
  /** The language of SUMMARY, LOCATION and DESCRIPTION ("nl"), as their LANGUAGE parameter (RFC 5545 3.2.10); none for English. */
  language?: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

/** REQUEST: an invitation or its update; CANCEL: the event is gone; PUBLISH: a feed, no replies expected. */
type Method = "REQUEST" | "CANCEL" | "PUBLISH";

const PRODUCT_ID = "-//Plum & Linen Colour Studio//Bookings//EN";

/** 20261203T090000Z */
function icsTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n?|\n/g, "\\n");
}

/** A parameter value (a name in CN=…): quoted, with the characters a quoted value cannot hold dropped. */
function parameter(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Lines longer than 75 octets folded with CRLF and a space (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const language = event.language ? `;LANGUAGE=${event.language.replace(/[^A-Za-z0-9-]/g, "")}` : "";
  return [
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `DTSTAMP:${icsTime(stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY${language}:${text(event.summary)}`,
    ...(event.location ? [`LOCATION${language}:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION${language}:${text(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendee ? [`ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`] : []),
    "END:VEVENT",
  ];
}

/** A whole calendar: one event for an email's attachment, many for a feed. CRLF line ends. */
export function icsCalendar(method: Method, events: readonly CalendarEvent[], stamp = new Date(), name?: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${text(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
