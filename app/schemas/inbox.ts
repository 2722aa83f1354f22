import * as v from "valibot";
import { formatCount } from "~/platform/numbers";

/** What the inbox holds: messages from the contact form and booking requests of every mode. */
const INBOX_KINDS = ["contact", "booking"] as const;
export const InboxKind = v.picklist(INBOX_KINDS);
export type InboxKind = v.InferOutput<typeof InboxKind>;

/**
 * A stored request's document id: the submission id its form was sent with (a UUID). Nothing else
 * is looked up, so an id can never reach another path ("..", "/").
 */
export const InboxRequestId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** Where a request stands in the studio's inbox; each is stored "new" (app/models/contact-messages.server.ts, booking-requests.server.ts). */
export const INBOX_STATUSES = ["new", "in-progress", "done", "spam"] as const;
export const InboxStatus = v.picklist(INBOX_STATUSES, "Choose one of the statuses.");
export type InboxStatus = v.InferOutput<typeof InboxStatus>;

/**
 * An email address as a person's data is looked up by (`emailKeys` on each stored request): trimmed
 * and in lower case, since people type their address in any case and mean the same mailbox.
 */
export function emailKey(address: string): string {
  return address.trim().toLowerCase();
}

/** The address an admin looks a person up by (/studio/privacy). */
export const PersonAddress = v.pipe(
  v.string("Enter the email address the person wrote from."),
  v.trim(),
  v.nonEmpty("Enter the email address the person wrote from."),
  v.maxLength(254, "That email address is too long."),
  v.email("Enter a whole email address, like name@example.com."),
);

export const NOTE_MAX_LENGTH = 5000;

/** The studio's own note on a request: never shown to the visitor. */
const InboxNote = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(NOTE_MAX_LENGTH, `Keep the note to ${formatCount(NOTE_MAX_LENGTH)} characters or fewer.`),
);

/**
 * The request page's form: the status and note, and the `updateTime` of the version the editor
 * saw, so a save never overwrites a change they have not seen.
 */
export const InboxItemForm = v.object({
  status: InboxStatus,
  note: InboxNote,
  /** "Mark as answered now": records the studio's reply, which restarts a contact message's retention. */
  answered: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
  updateTime: v.pipe(v.string("This form is out of date: reload the page."), v.isoTimestamp("This form is out of date: reload the page.")),
});
export type InboxItemForm = v.InferOutput<typeof InboxItemForm>;
