/**
 * The studio's inbox: contact messages and booking requests together, newest first. Everything
 * here reads Firestore itself, never the edge cache: an editor must see what is stored now.
 */
import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { documentReference, type QuerySpec } from "~/firestore/query";
import { Timestamp } from "~/schemas/common";
import { InboxRequestId, type InboxItemForm, type InboxKind, type InboxStatus } from "~/schemas/inbox";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";
import { toInboxEntry, toInboxRequestView, type InboxEntry, type InboxRequestView } from "./inbox-view";
import { cursorParts, encodeCursor } from "~/platform/cursor";

export type { InboxKind } from "~/schemas/inbox";

/** The collections the inbox shows: what visitors sent through the site's forms. */
export const INBOX_COLLECTIONS = { contact: COLLECTIONS.contactMessages.name, booking: COLLECTIONS.bookingRequests.name } as const satisfies Record<InboxKind, string>;

/** Counting stops here: the navigation shows "99+" past it. */
export const NEW_COUNT_LIMIT = 100;

/** How many requests nobody has looked at yet, both collections together (up to NEW_COUNT_LIMIT each). */
export async function countNewRequests(app: AppContext): Promise<number> {
  const counts = await Promise.all(
    Object.values(INBOX_COLLECTIONS).map((collection) =>
      app.firestore.countQuery({ collection, where: [{ field: "status", equals: "new" }] }, NEW_COUNT_LIMIT),
    ),
  ).catch(rethrowUnavailable);
  return counts.reduce((sum, count) => sum + count, 0);
}

const INBOX_PAGE_SIZE = 25;

/** A tab of the inbox: one status, or every request. */
export type InboxFilter = InboxStatus | "all";

/**
 * A place in the inbox's order: the time a request was received and its document path, which
 * breaks ties. A page starts just past one, so nothing is shown twice or skipped when requests
 * arrive meanwhile.
 */
type InboxCursor = { createdAt: string; path: string };

const CursorPath = v.pipe(
  v.string(),
  v.check((path) => {
    const [collection, id, ...rest] = path.split("/");
    return rest.length === 0 && Object.values<string>(INBOX_COLLECTIONS).includes(collection ?? "") && v.is(InboxRequestId, id);
  }),
);
const InboxCursor = v.object({ createdAt: Timestamp, path: CursorPath });

/** The cursor of an inbox row, as it goes in a link: base64url of "<createdAt>|<path>". */
export function encodeInboxCursor(entry: Pick<InboxEntry, "kind" | "id" | "receivedAt">): string | null {
  if (!entry.receivedAt) return null;
  return encodeCursor(entry.receivedAt, `${INBOX_COLLECTIONS[entry.kind]}/${entry.id}`);
}

/** A cursor from a link, or null when it is not one this inbox made. */
export function decodeInboxCursor(value: string): InboxCursor | null {
  const parts = cursorParts(value);
  const result = parts ? v.safeParse(InboxCursor, { createdAt: parts.position, path: parts.key }) : null;
  return result?.success ? result.output : null;
}

type InboxPage = {
  entries: InboxEntry[];
  /** Requests newer than the first shown exist (a "Newer" link). */
  hasNewer: boolean;
  /** Requests older than the last shown exist (an "Older" link). */
  hasOlder: boolean;
};

/** Which way from a cursor: "older" reads on down the inbox, "newer" back up it. */
type Direction = "older" | "newer";

type Row = { entry: InboxEntry; createdAt: number; collection: string; id: string };

/**
 * One page of the inbox: the requests past `after` (older) or before `before` (newer), else the
 * newest. Each collection is queried in the inbox's order from the cursor, one more than a page,
 * and the two are merged; a page back up that reaches the top is the first page, always full.
 */
export async function listInbox(
  app: AppContext,
  { status, after, before }: { status: InboxFilter; after?: InboxCursor | null; before?: InboxCursor | null },
): Promise<InboxPage> {
  const cursor = before ?? after ?? null;
  const direction: Direction = before ? "newer" : "older";
  const rows = await readRows(app, status, direction, cursor);
  const more = rows.length > INBOX_PAGE_SIZE;
  const page = rows.slice(0, INBOX_PAGE_SIZE).map((row) => row.entry);
  if (direction === "newer") {
    if (!more) return listInbox(app, { status });
    return { entries: page.reverse(), hasNewer: true, hasOlder: true };
  }
  return { entries: page, hasNewer: cursor !== null, hasOlder: more };
}

async function readRows(app: AppContext, status: InboxFilter, direction: Direction, cursor: InboxCursor | null): Promise<Row[]> {
  const projectId = app.config.firestore.projectId;
  const perCollection = await Promise.all(
    (Object.entries(INBOX_COLLECTIONS) as Array<[InboxKind, string]>).map(async ([kind, collection]) => {
      const docs = await app.firestore.runQuery(pageQuery(projectId, collection, status, direction, cursor)).catch(rethrowUnavailable);
      return docs.map((doc): Row => {
        const { id, data } = decodeDocument(doc);
        const entry = toInboxEntry(kind, id, data);
        return { entry, createdAt: entry.receivedAt ? Date.parse(entry.receivedAt) : 0, collection, id };
      });
    }),
  );
  const newestFirst = (a: Row, b: Row) => b.createdAt - a.createdAt || compareNames(b, a);
  return perCollection.flat().sort(direction === "older" ? newestFirst : (a, b) => newestFirst(b, a));
}

/** Firestore's order of document names: by collection, then by id. */
function compareNames(a: Row, b: Row): number {
  if (a.collection !== b.collection) return a.collection < b.collection ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One collection's part of a page: ordered by createdAt then document name (descending to read
 * older, ascending to read newer), one more than a page, starting just past the cursor. Needs the
 * composite indexes in firestore.indexes.json when filtered by status.
 */
export function pageQuery(projectId: string, collection: string, status: InboxFilter, direction: Direction, cursor: InboxCursor | null): QuerySpec {
  const order = direction === "older" ? "DESCENDING" : "ASCENDING";
  return {
    collection,
    ...(status === "all" ? {} : { where: [{ field: "status", equals: status }] }),
    orderBy: [
      { field: "createdAt", direction: order },
      { field: "__name__", direction: order },
    ],
    limit: INBOX_PAGE_SIZE + 1,
    ...(cursor ? { startAt: startPast(projectId, collection, cursor, direction) } : {}),
  };
}

/**
 * Where a collection's query starts so it holds only what comes after the cursor. In the cursor's
 * own collection that is past [time, reference]. Another collection's requests received at that
 * very time sort wholly before or after the cursor's path (names compare collection first), so
 * there the query starts at or past that time: a reference into another collection is never sent.
 */
function startPast(projectId: string, collection: string, cursor: InboxCursor, direction: Direction): NonNullable<QuerySpec["startAt"]> {
  const at = new Date(cursor.createdAt);
  const cursorCollection = cursor.path.slice(0, cursor.path.indexOf("/"));
  if (collection === cursorCollection) return { values: [at, documentReference(projectId, cursor.path)], before: false };
  const sameTimeComesAfter = direction === "older" ? collection < cursorCollection : collection > cursorCollection;
  return { values: [at], before: sameTimeComesAfter };
}

/** A stored request: what the page shows, and the version the editor's form is based on. */
type StoredRequest = { view: InboxRequestView; updateTime: string };

/** One request, read from Firestore itself; null when there is none. */
export async function getInboxRequest(app: AppContext, kind: InboxKind, id: string): Promise<StoredRequest | null> {
  const doc = await app.firestore.getDocument(inboxRequestPath(kind, id)).catch(rethrowUnavailable);
  if (!doc) return null;
  // The updateTime as Firestore wrote it (to the microsecond): a precondition must match it exactly.
  return { view: toInboxRequestView(kind, id, decodeDocument(doc).data), updateTime: doc.updateTime ?? "" };
}

const inboxRequestPath = (kind: InboxKind, id: string) => `${INBOX_COLLECTIONS[kind]}/${id}`;

/**
 * The studio's change to a request: its status and note, and who set them when; the visitor's own
 * fields stay as they were sent. "Mark as answered now" records the reply's time (`answeredAt`), from
 * which a contact message's retention counts (app/data/retention.ts). Its audit entry holds the status and whether the note changed,
 * never the note (app/studio/change.server.ts says why). For the studio's one write to commit.
 */
export function inboxChange(kind: InboxKind, id: string, input: InboxItemForm, actor: string) {
  const now = new Date();
  return {
    path: inboxRequestPath(kind, id),
    seen: input.updateTime,
    write: {
      status: input.status,
      note: input.note,
      updatedAt: now,
      updatedBy: actor,
      ...(input.answered ? { answeredAt: now, answeredBy: actor } : {}),
    },
    mustExist: true,
    audited: (stored: Record<string, unknown> | null) => ({
      before: { status: stored?.status ?? null },
      after: {
        status: input.status,
        note: input.note === (stored?.note ?? "") ? "unchanged" : "changed",
        ...(input.answered ? { answered: now.toISOString() } : {}),
      },
    }),
  };
}
