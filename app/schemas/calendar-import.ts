import * as v from "valibot";
import { Timestamp } from "./common";

/** Why a read of the studio's calendar failed, in kinds the studio page explains in plain words. */
const CALENDAR_IMPORT_FAILURES = ["unreachable", "refused", "too-large", "not-a-calendar", "too-complex", "not-saved"] as const;
export type CalendarImportFailure = (typeof CALENDAR_IMPORT_FAILURES)[number];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * `StudioStatus/CalendarImport`: how the five-minute read of the studio's own calendar went. A
 * read that works clears the failures; `/studio/calendar` warns once several in a row failed.
 * Nothing of the calendar's events is kept here, only counts.
 */
export const CalendarImportStatus = v.object({
  /** The last read whose busy times were stored; null before the first. */
  lastSuccessAt: v.nullable(Timestamp),
  /** Failed reads since that one. */
  consecutiveFailures: Count,
  /** The latest failure while reads fail; null once one works. */
  lastError: v.nullable(
    v.object({
      kind: v.picklist(CALENDAR_IMPORT_FAILURES),
      at: Timestamp,
      /** The HTTP status the calendar's address answered with, for "refused". */
      httpStatus: v.optional(v.pipe(v.number(), v.integer())),
    }),
  ),
  /** Events of the last good read left out because they could not be read (a series counts once). */
  unreadEvents: Count,
});
export type CalendarImportStatus = v.InferOutput<typeof CalendarImportStatus>;
