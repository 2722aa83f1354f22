import * as v from "valibot";
import { CalendarEntry } from "~/schemas/availability";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

/**
 * Blocks: times staff close by hand ("Dentist"), kept beside the bookings' own entries in
 * CalendarEntries, where the free times are computed from. Read from Firestore itself, never a
 * cache; written by the studio through its one write (app/studio/change.server.ts), so every block
 * added or removed is audited.
 */

/** A block as the studio lists it, with the version its "Remove" button names. */
export type CalendarBlock = { id: string; path: string; startsAt: string; endsAt: string; label: string; updateTime: string };

/** A block lasts a day at most, so one that began a day ago may still be going on. */
const LONGEST_BLOCK_MS = 24 * 60 * 60 * 1000;

function calendarBlockPath(id: string): string {
  return `${COLLECTIONS.calendarEntries.name}/${id}`;
}

/** The path of a new block: a random id, never a guessable one. */
export function newCalendarBlockPath(): string {
  return calendarBlockPath(crypto.randomUUID());
}

/** The document of a block from `start` to `end` (instants), written as timestamps. */
export function calendarBlockDocument({ start, end, label }: { start: number; end: number; label: string }) {
  return { kind: "block" as const, startsAt: new Date(start), endsAt: new Date(end), label };
}

function toBlock(doc: FirestoreDocument, log: AppContext["log"]): CalendarBlock | null {
  const { id, path, data } = decodeDocument(doc);
  const entry = v.safeParse(CalendarEntry, data);
  if (!entry.success) {
    log("invalid calendar entry skipped", { path });
    return null;
  }
  if (entry.output.kind !== "block") return null;
  // The version exactly as Firestore wrote it: a removal's precondition must match it to the microsecond.
  return { id, path, startsAt: entry.output.startsAt, endsAt: entry.output.endsAt, label: entry.output.label, updateTime: doc.updateTime ?? "" };
}

/** The blocks not yet over at `now`, earliest first (bookings and calendar events share the collection and are left out). */
export async function listUpcomingBlocks(app: Pick<AppContext, "firestore" | "log">, now: number): Promise<CalendarBlock[]> {
  const docs = await app.firestore
    .runQuery({
      collection: COLLECTIONS.calendarEntries.name,
      orderBy: [{ field: "startsAt" }],
      startAt: { values: [new Date(now - LONGEST_BLOCK_MS)], before: true },
    })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const block = toBlock(doc, app.log);
    return block && Date.parse(block.endsAt) > now ? [block] : [];
  });
}

/** One block by id, or null when there is none (or the entry there is a booking's, not a block). */
export async function readCalendarBlock(app: Pick<AppContext, "firestore" | "log">, id: string): Promise<CalendarBlock | null> {
  const doc = await app.firestore.getDocument(calendarBlockPath(id)).catch(rethrowUnavailable);
  return doc ? toBlock(doc, app.log) : null;
}
