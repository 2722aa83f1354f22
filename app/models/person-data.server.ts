/**
 * Everything this website stores about one person, found by their email address: the contact
 * messages they sent and the booking requests of every mode that name them, as sender or as a gift's
 * recipient, with the studio's notes and the record of each notification. For an admin answering an
 * access or erasure request (/studio/privacy). Read from Firestore itself, never the edge cache.
 *
 * Requests stored since `emailKeys` existed are found by it, in any letter case; older ones by the
 * address as typed, or in lower case.
 */
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { QuerySpec } from "~/firestore/query";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { emailKey, type InboxKind } from "~/schemas/inbox";
import { INBOX_COLLECTIONS } from "./inbox.server";
import { toInboxRequestView, type InboxRequestView } from "./inbox-view";

/** One stored request about the person: where it is, its version, every stored field, and how the studio shows it. */
export type PersonRecord = {
  kind: InboxKind;
  id: string;
  path: string;
  updateTime: string;
  data: Record<string, unknown>;
  view: InboxRequestView;
};

/** More than any one person sends; past it an erasure takes more than one pass, and the page says so. */
const MOST_PER_QUERY = 500;

/** The fields that hold a person's address in each kind of request, besides `emailKeys`. */
const ADDRESS_FIELDS: Record<InboxKind, readonly string[]> = { contact: ["email"], booking: ["email", "recipientEmail"] };

export async function findPersonData(app: AppContext, address: string): Promise<PersonRecord[]> {
  const key = emailKey(address);
  const spellings = [...new Set([address.trim(), key])];
  const queries = (Object.entries(INBOX_COLLECTIONS) as Array<[InboxKind, string]>).flatMap(([kind, collection]) => {
    const specs: QuerySpec[] = [
      { collection, where: [{ field: "emailKeys", arrayContains: key }], limit: MOST_PER_QUERY },
      ...ADDRESS_FIELDS[kind].flatMap((field) => spellings.map((spelling) => ({ collection, where: [{ field, equals: spelling }], limit: MOST_PER_QUERY }))),
    ];
    return specs.map((spec) => ({ kind, collection, spec }));
  });
  const answers = await Promise.all(queries.map(({ spec }) => app.firestore.runQuery(spec))).catch(rethrowUnavailable);
  const found = new Map<string, PersonRecord>();
  answers.forEach((docs, index) => {
    const { kind, collection } = queries[index]!;
    for (const doc of docs) {
      const { id, data } = decodeDocument(doc);
      const path = `${collection}/${id}`;
      if (!found.has(path)) found.set(path, { kind, id, path, updateTime: doc.updateTime ?? "", data, view: toInboxRequestView(kind, id, data) });
    }
  });
  return [...found.values()].sort((a, b) => (b.view.receivedAt ?? "").localeCompare(a.view.receivedAt ?? "") || a.path.localeCompare(b.path));
}

/** Where the studio's emails about requests end up: the site stores none, and can reach none. */
export type EmailCopies = { notifyAddress: string };

/** The mailbox the studio's notifications go to, as the privacy page and the download name it. */
export function studioMailbox(app: Pick<AppContext, "config">): string {
  return app.config.studio.notifyEmail ?? "the studio's address (STUDIO_NOTIFY_EMAIL)";
}

/**
 * The person's data as a download: every stored field of every request, by kind, and what the site
 * cannot reach. Times are ISO strings as stored.
 */
export function personDataExport(address: string, records: readonly PersonRecord[], exportedAt: Date, emails: EmailCopies) {
  const of = (kind: InboxKind) => records.filter((record) => record.kind === kind).map((record) => ({ id: record.id, ...record.data }));
  return {
    emailAddress: address.trim(),
    exportedAt: exportedAt.toISOString(),
    contactMessages: of("contact"),
    bookingRequests: of("booking"),
    notStoredHere:
      `Each request was also emailed to the studio at ${emails.notifyAddress} when it arrived, and replies were ` +
      "sent from the studio's mailbox: those emails are in the studio's mailbox, not on this website.",
  };
}
