/**
 * The studio's wall clock for booking: which instant a date and time in Utrecht names, and which
 * date and time an instant shows there. `@date-fns/tz` holds the zone's rules (from the runtime's
 * ICU data), so summer and winter time come from the zone, never from an offset written here.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { STUDIO_TIME_ZONE } from "~/site/time";
import type { Weekday } from "~/schemas/availability";

const WEEKDAY_OF_INDEX: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** A date on the studio's clock (YYYY-MM-DD) split into numbers. */
function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

/** The date `days` after `date` (YYYY-MM-DD): calendar arithmetic, with no clock involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = dateParts(date);
  return WEEKDAY_OF_INDEX[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** Where an instant falls on the studio's clock: its date, minutes after midnight and offset name. */
export type WallClockReading = { date: string; minutes: number; offsetMinutes: number };

const QUARTER_MS = 15 * 60 * 1000;
/**
 * The reading of each quarter hour asked for: the free times read the clock thousands of times a
 * page. Zones change clocks on a quarter hour, so one reading of the zone serves the quarter.
 */
const readings = new Map<number, Readonly<WallClockReading>>();
const MOST_READINGS_KEPT = 50_000;

function wallClockReading(at: number, offsetMinutes: number): Readonly<WallClockReading> {
  const wall = new Date(at + offsetMinutes * 60_000);
  return Object.freeze({ date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(), offsetMinutes });
}

export function readStudioClock(at: number): Readonly<WallClockReading> {
  const quarterStart = Math.floor(at / QUARTER_MS) * QUARTER_MS;
  let reading = readings.get(quarterStart);
  if (!reading) {
    if (readings.size >= MOST_READINGS_KEPT) readings.clear();
    reading = wallClockReading(quarterStart, tzOffset(STUDIO_TIME_ZONE, new Date(quarterStart)));
    readings.set(quarterStart, reading);
  }
  return at === quarterStart ? reading : wallClockReading(at, reading.offsetMinutes);
}

/** The instant the studio's day `date` begins (its midnight; Amsterdam never changes clocks then). */
export function studioDayStart(date: string): number {
  const [year, month, day] = dateParts(date);
  return TZDate.tz(STUDIO_TIME_ZONE, year, month - 1, day, 0, 0).getTime();
}

/**
 * The instant `minutes` after the studio's midnight on `date` reads on the wall clock, or the
 * nearest later instant when the clocks skip it (02:30 on the last Sunday of March is 03:30).
 * For a time the clocks show twice (02:30 on the last Sunday of October) this is one of the two;
 * the slot computation walks instants instead, and so meets both.
 */
export function studioWallTime(date: string, minutes: number): number {
  const [year, month, day] = dateParts(date);
  return TZDate.tz(STUDIO_TIME_ZONE, year, month - 1, day, Math.floor(minutes / 60), minutes % 60).getTime();
}
