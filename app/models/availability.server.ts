import * as v from "valibot";
import { AvailabilitySettings, CalendarEntry } from "~/schemas/availability";
import { readDocument } from "~/firestore/documents.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { Interval } from "~/booking/slots";
import { COLLECTIONS } from "./collections";

export const AVAILABILITY_SETTINGS_PATH = `${COLLECTIONS.availability.name}/Settings`;

/**
 * The studio's availability settings, through the edge cache (a studio save purges them), or null
 * when none are stored: then nothing can be booked online.
 */
export async function getAvailabilitySettings(app: AppContext): Promise<AvailabilitySettings | null> {
  return (await readDocument(app, { path: AVAILABILITY_SETTINGS_PATH, schema: AvailabilitySettings }))?.value ?? null;
}

/** The longest a calendar entry may last and still be found by a window's query (a long block, a trip). */
const LONGEST_ENTRY_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Every booking, block and calendar event that may overlap `window`: one query, read from
 * Firestore itself, never a cache, because a free time shown must really be free. Only the times
 * are read.
 */
export async function busyIntervals(app: Pick<AppContext, "firestore" | "log">, window: Interval): Promise<Array<Interval & { id: string }>> {
  // Firestore down: the themed 503, as every page gives when it cannot read and nothing is kept.
  const docs = await app.firestore
    .runQuery({
    collection: COLLECTIONS.calendarEntries.name,
    select: ["startsAt", "endsAt"],
    orderBy: [{ field: "startsAt" }],
    startAt: { values: [new Date(window.start - LONGEST_ENTRY_MS)], before: true },
    endAt: { values: [new Date(window.end)], before: true },
    })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const { id, path, data } = decodeDocument(doc);
    const entry = v.safeParse(v.pick(CalendarEntry, ["startsAt", "endsAt"]), data);
    if (!entry.success) {
      app.log("invalid calendar entry skipped", { path });
      return [];
    }
    const interval = { id, start: Date.parse(entry.output.startsAt), end: Date.parse(entry.output.endsAt) };
    return interval.end > window.start ? [interval] : [];
  });
}
