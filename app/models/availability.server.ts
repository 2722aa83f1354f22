import * as v from "valibot";
import { AvailabilitySettings, CalendarEntry } from "~/schemas/availability";
import { readDocument } from "~/firestore/documents.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { Interval } from "~/timetable/slots";
import { queryTags } from "~/platform/cache-tags";
import { purgeTags } from "~/platform/purge.server";
import type { Env } from "~/platform/env.server";
import { COLLECTIONS, purgedCollectionTags } from "./collections";

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
const DAY_MS = 24 * 60 * 60 * 1000;

/** `until`: a held booking's hold end, after which it blocks nothing. */
export type BusyInterval = Interval & { id: string; until?: number };
type BusyRead = Pick<AppContext, "firestore" | "log" | "cached">;

/**
 * Every booking, block and calendar event that may overlap `window`, times only.
 *
 * A page that shows free times reads them through the edge cache, under the `CalendarEntries` tag
 * that every change of a booking, a block or the calendar import purges (`purgeBusyTimes`), keyed
 * by whole UTC days so that every view of a day shares one read. A post that books or moves
 * (`live: true`) reads Firestore itself; the claims refuse a double booking either way
 * (docs/decisions/025-online-booking.md).
 */
export async function busyIntervals(app: BusyRead, window: Interval, { live = false, now = Date.now() }: { live?: boolean; now?: number } = {}): Promise<BusyInterval[]> {
  const days = { start: Math.floor(window.start / DAY_MS) * DAY_MS, end: Math.ceil(window.end / DAY_MS) * DAY_MS };
  const read = () => queryBusy(app, days);
  // Firestore down and nothing kept: the themed 503, as every page gives when it cannot read.
  const busy = await (live ? read() : app.cached(`busy/${days.start}-${days.end}`, read, queryTags(COLLECTIONS.calendarEntries.name))).catch(
    rethrowUnavailable,
  );
  // A hold that has ended blocks nothing, though the Cron Trigger may not have released it yet.
  return busy.filter((interval) => interval.end > window.start && interval.start < window.end && (interval.until === undefined || interval.until > now));
}

async function queryBusy(app: Pick<AppContext, "firestore" | "log">, window: Interval): Promise<BusyInterval[]> {
  const docs = await app.firestore.runQuery({
    collection: COLLECTIONS.calendarEntries.name,
    select: ["startsAt", "endsAt", "holdUntil"],
    orderBy: [{ field: "startsAt" }],
    startAt: { values: [new Date(window.start - LONGEST_ENTRY_MS)], before: true },
    endAt: { values: [new Date(window.end)], before: true },
  });
  return docs.flatMap((doc) => {
    const { id, path, data } = decodeDocument(doc);
    const entry = v.safeParse(v.pick(CalendarEntry, ["startsAt", "endsAt", "holdUntil"]), data);
    if (!entry.success) {
      app.log("invalid calendar entry skipped", { path });
      return [];
    }
    const { startsAt, endsAt, holdUntil } = entry.output;
    return [{ id, start: Date.parse(startsAt), end: Date.parse(endsAt), ...(holdUntil ? { until: Date.parse(holdUntil) } : {}) }];
  });
}

/**
 * Makes every page read the busy times again: after a booking is made, moved or cancelled, or the
 * studio calendar's import changed anything (the studio's blocks are purged by `commitChange`).
 * A failed purge is logged by `purgeTags`; the busy times then catch up within a minute.
 */
export async function purgeBusyTimes(app: Pick<AppContext, "config">, env: Env): Promise<void> {
  await purgeTags(env, app.config, purgedCollectionTags(app.config.firestore.projectId, COLLECTIONS.calendarEntries.name));
}
