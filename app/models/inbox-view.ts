import * as v from "valibot";
import { INBOX_STATUSES, InboxStatus, type InboxKind } from "~/schemas/inbox";
import { deletionDate, keptForWords, RETENTION_RULES } from "~/data/retention";
import { studioDateTime, studioDay } from "~/site/time";

/**
 * A stored request as the studio's inbox shows it, written out on the server so the HTML and the
 * hydrated page agree. Lenient on purpose: a request that fails today's schemas (an older form, a
 * field added since) is still shown, every field as it is stored.
 */


export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  done: "Done",
  spam: "Spam",
};

/** The status options, in the order the tabs and the form offer them. */
export const STATUS_OPTIONS = INBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

const BOOKING_MODE_LABELS: Record<string, string> = {
  self: "for themselves",
  gift: "gift",
  couple: "partner session",
  group: "group session",
};

/** One row of the inbox's table. */
export type InboxEntry = {
  kind: InboxKind;
  id: string;
  /** The request's page in the studio. */
  href: string;
  /** "Contact message", "Booking: gift". */
  kindLabel: string;
  /** ISO time it was received, for `<time dateTime>`; null when not stored as a time. */
  receivedAt: string | null;
  /** "1 May 2026, 11:30" in the studio's time zone. */
  receivedLabel: string;
  name: string;
  email: string;
  summary: string;
  /** The status as stored; `statusLabel` reads it, or repeats it when it is none of the known ones. */
  status: string;
  statusLabel: string;
  knownStatus: boolean;
  /** True: the studio was emailed; false: it was not (see `notifyError`); null: nothing recorded. */
  notified: boolean | null;
  notifyError: string | null;
  /** ISO time the studio last marked it answered, or null. */
  answeredAt: string | null;
  /** ISO time the retention job deletes it (app/data/retention.ts), or null when no time is recorded to count from. */
  deletesAt: string | null;
  /** "2 Nov 2027", or "(never: no time recorded)". */
  deletesLabel: string;
};

/** A field of what the visitor sent, labelled for people. */
type RequestField = { name: string; label: string; value: string; given: boolean };

/** One request's page: the row, plus everything stored. */
export type InboxRequestView = InboxEntry & {
  fields: RequestField[];
  /** The site path the request was sent from, when stored as one. */
  page: string | null;
  notificationLabel: string;
  /** The stored note, "" when none. */
  note: string;
  lastChange: string | null;
  /** `mailto:` the visitor with a subject, or null when no usable address is stored. */
  replyHref: string | null;
  /** "3 Nov 2026, 10:12 by ana@…", or null when never marked answered. */
  answeredLabel: string | null;
  /** Why it is deleted then, in the privacy policy's words. */
  retentionLabel: string;
};

function isTime(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

function kindLabel(kind: InboxKind, data: Record<string, unknown>): string {
  if (kind === "contact") return "Contact message";
  const mode = text(data.mode);
  return `Booking: ${BOOKING_MODE_LABELS[mode] ?? (mode || "unknown mode")}`;
}

function shorten(value: string, max: number): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A line saying what the request is about: the message's start, or the service and who it is for. */
function requestSummary(kind: InboxKind, data: Record<string, unknown>): string {
  if (kind === "contact") return shorten(text(data.message), 90);
  const service = text(data.serviceName) || text(data.service);
  const detail =
    data.mode === "gift" && text(data.recipientName)
      ? `for ${text(data.recipientName)}`
      : data.mode === "couple" && text(data.partnerName)
        ? `with ${text(data.partnerName)}`
        : data.mode === "group" && data.groupSize !== undefined
          ? `${text(data.groupSize)} people`
          : "";
  const date = text(data.preferredDate1) ? `preferred ${text(data.preferredDate1)}` : "";
  return shorten([service, detail, date].filter(Boolean).join(", "), 90);
}

export function toInboxEntry(kind: InboxKind, id: string, data: Record<string, unknown>): InboxEntry {
  const status = text(data.status);
  const known = v.safeParse(InboxStatus, status);
  const receivedAt = isTime(data.createdAt) ? new Date(data.createdAt).toISOString() : null;
  const answeredAt = isTime(data.answeredAt) ? new Date(data.answeredAt).toISOString() : null;
  const deletesAt = deletionDate(RETENTION_RULES[kind], {
    receivedAt: receivedAt ? new Date(receivedAt) : null,
    answeredAt: answeredAt ? new Date(answeredAt) : null,
  });
  return {
    kind,
    id,
    href: `/studio/inbox/${kind}/${id}`,
    kindLabel: kindLabel(kind, data),
    receivedAt,
    receivedLabel: receivedAt ? studioDateTime(receivedAt) : "(time not recorded)",
    name: text(data.name),
    email: text(data.email),
    summary: requestSummary(kind, data),
    status,
    statusLabel: known.success ? STATUS_LABELS[known.output] : status || "(none)",
    knownStatus: known.success,
    notified: typeof data.notified === "boolean" ? data.notified : null,
    notifyError: typeof data.notifyError === "string" && data.notifyError ? data.notifyError : null,
    answeredAt,
    deletesAt: deletesAt?.toISOString() ?? null,
    deletesLabel: deletesAt ? studioDay(deletesAt) : "(never: no time recorded to count from)",
  };
}

/** What the visitor's forms ask, in their order; a field stored under any other name is shown under its own name. */
const FIELD_LABELS: Record<InboxKind, Record<string, string>> = {
  contact: { name: "Name", email: "Email", whatsapp: "WhatsApp", message: "Message" },
  booking: {
    mode: "Booking mode",
    serviceName: "Service",
    service: "Service id",
    name: "Name",
    email: "Email",
    phone: "Phone",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's email",
    voucherFormat: "Voucher",
    postalAddress: "Postal address",
    message: "Message for the voucher",
    partnerName: "Partner's name",
    groupSize: "Number of people",
    participantNames: "Everyone's names",
    preferredDate1: "Preferred date",
    preferredDate2: "Second choice of date",
    availability: "Times that suit",
    notes: "Notes",
  },
};

/** Fields the site and the studio keep about a request; the page shows them apart from what the visitor sent. */
const STUDIO_FIELDS = new Set([
  "page",
  "createdAt",
  "status",
  "note",
  "updatedAt",
  "updatedBy",
  "notified",
  "notifyError",
  "emailKeys",
  "answeredAt",
  "answeredBy",
]);

/** A stored value as one piece of text: lists one item a line, anything unusual as JSON. */
function displayValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null || value === undefined) return "";
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) return value.join("\n");
  return JSON.stringify(value, null, 2);
}

/** Every field the visitor sent, as stored: the known ones in their form's order, then any others. */
export function requestFields(kind: InboxKind, data: Record<string, unknown>): RequestField[] {
  const labels = FIELD_LABELS[kind];
  const known = Object.keys(labels).filter((name) => name in data);
  const others = Object.keys(data)
    .filter((name) => !(name in labels) && !STUDIO_FIELDS.has(name))
    .sort();
  return [...known, ...others].map((name) => {
    const value = displayValue(data[name]);
    return { name, label: labels[name] ?? name, value, given: value.trim() !== "" };
  });
}

function notificationLabel(entry: Pick<InboxEntry, "notified" | "notifyError">): string {
  if (entry.notified === true) return "Emailed to the studio";
  if (entry.notified === false) return `Not notified: ${entry.notifyError ?? "no reason was recorded"}`;
  return "Not recorded (received before the studio was emailed of requests)";
}

const EmailAddress = v.pipe(v.string(), v.email());

/** A reply to the visitor in the editor's mail program: their address, and a subject naming what they asked. */
export function replyHref(kind: InboxKind, data: Record<string, unknown>): string | null {
  const email = v.safeParse(EmailAddress, text(data.email).trim());
  if (!email.success) return null;
  const service = text(data.serviceName) || text(data.service);
  const subject =
    kind === "booking" ? (service ? `Re: your booking request – ${service}` : "Re: your booking request") : "Re: your message";
  return `mailto:${email.output}?subject=${encodeURIComponent(subject)}`;
}

export function toInboxRequestView(kind: InboxKind, id: string, data: Record<string, unknown>): InboxRequestView {
  const entry = toInboxEntry(kind, id, data);
  const page = text(data.page);
  const updatedBy = text(data.updatedBy);
  const lastChange = isTime(data.updatedAt)
    ? `${studioDateTime(data.updatedAt)}${updatedBy ? ` by ${updatedBy}` : ""}`
    : updatedBy
      ? `by ${updatedBy}`
      : null;
  return {
    ...entry,
    fields: requestFields(kind, data),
    page: page || null,
    notificationLabel: notificationLabel(entry),
    note: text(data.note),
    lastChange,
    replyHref: replyHref(kind, data),
    answeredLabel: entry.answeredAt ? `${studioDateTime(entry.answeredAt)}${text(data.answeredBy) ? ` by ${text(data.answeredBy)}` : ""}` : null,
    retentionLabel: keptForWords(RETENTION_RULES[kind]),
  };
}
