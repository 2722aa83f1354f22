/**
 * How the reads of the studio's own calendar go (`StudioStatus/CalendarImport`): the Cron's import
 * records each read here, and `/studio/calendar` reads it to warn the studio. Bookkeeping of the
 * site itself, not a change anyone makes, so it is written directly, unaudited; two runs that
 * overlap can at worst miscount a failure by one.
 */
import * as v from "valibot";
import { CalendarImportStatus, type CalendarImportFailure } from "~/schemas/calendar-import";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { COLLECTIONS } from "./collections";

const STATUS_PATH = `${COLLECTIONS.studioStatus.name}/CalendarImport`;

export type CalendarRead = { at: Date; unreadEvents: number } | { at: Date; failure: CalendarImportFailure; httpStatus?: number };

/** The status as stored; null before the first read, or when the stored one does not fit the schema (logged). */
export async function readCalendarImportStatus(app: Pick<AppContext, "firestore" | "log">): Promise<CalendarImportStatus | null> {
  const doc = await app.firestore.getDocument(STATUS_PATH);
  if (!doc) return null;
  const parsed = v.safeParse(CalendarImportStatus, decodeDocument(doc).data);
  if (parsed.success) return parsed.output;
  app.log("invalid calendar import status skipped", { path: STATUS_PATH });
  return null;
}

/** Records a read: one that worked clears the failures, one that failed adds to them. Returns the status stored. */
export async function recordCalendarRead(app: Pick<AppContext, "firestore" | "log">, read: CalendarRead): Promise<CalendarImportStatus> {
  const before = await readCalendarImportStatus(app);
  const status: CalendarImportStatus =
    "failure" in read
      ? {
          lastSuccessAt: before?.lastSuccessAt ?? null,
          consecutiveFailures: (before?.consecutiveFailures ?? 0) + 1,
          lastError: { kind: read.failure, at: read.at.toISOString(), ...(read.httpStatus === undefined ? {} : { httpStatus: read.httpStatus }) },
          unreadEvents: before?.unreadEvents ?? 0,
        }
      : { lastSuccessAt: read.at.toISOString(), consecutiveFailures: 0, lastError: null, unreadEvents: read.unreadEvents };
  await app.firestore.writeDocument(STATUS_PATH, {
    ...status,
    lastSuccessAt: status.lastSuccessAt === null ? null : new Date(status.lastSuccessAt),
    lastError: status.lastError === null ? null : { ...status.lastError, at: new Date(status.lastError.at) },
  });
  return status;
}
