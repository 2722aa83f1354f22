import * as v from "valibot";

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

export const NOTE_MAX_LENGTH = 5000;

/** The studio's own note on a request: never shown to the visitor. */
const InboxNote = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(NOTE_MAX_LENGTH, `Keep the note to ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer.`),
);

/**
 * The request page's form: the status and note, and the `updateTime` of the version the editor
 * saw, so a save never overwrites a change they have not seen.
 */
export const InboxItemForm = v.object({
  status: InboxStatus,
  note: InboxNote,
  updateTime: v.pipe(v.string("This form is out of date: reload the page."), v.isoTimestamp("This form is out of date: reload the page.")),
});
export type InboxItemForm = v.InferOutput<typeof InboxItemForm>;
