/**
 * The studio's clock, and the one place where an instant and a wall-clock time are turned into
 * each other: which instant a date and time in Utrecht (or in a zone a calendar names) is, and
 * which date and time an instant shows there. `@date-fns/tz` holds the zones' rules (from the
 * runtime's ICU data), so summer and winter time come from the zone, never from an offset written
 * here. Words for people (a date, a time of day) are app/site/time.ts's.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { STUDIO_TIME_ZONE } from "./studio-time-zone";

/** An instant as the app holds one: an ISO string, milliseconds since 1970, or a Date. */
export type Instant = string | number | Date;

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------
// Calendar dates (YYYY-MM-DD), with no clock involved
// ---------------------------------------------------------------------------------------------

/** The weekdays by `getUTCDay()`, named as the availability schema's `Weekday`s are. */
const WEEKDAY_OF_INDEX = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

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
export function weekdayOf(date: string): (typeof WEEKDAY_OF_INDEX)[number] {
  const [year, month, day] = dateParts(date);
  return WEEKDAY_OF_INDEX[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

// ---------------------------------------------------------------------------------------------
// From an instant to the studio's wall clock
// ---------------------------------------------------------------------------------------------

/** Where an instant falls on the studio's clock: its date, minutes after midnight and offset name. */
export type WallClockReading = { date: string; minutes: number; offsetMinutes: number };

const QUARTER_MS = 15 * MINUTE_MS;
/**
 * The reading of each quarter hour asked for: the free times read the clock thousands of times a
 * page. Zones change clocks on a quarter hour, so one reading of the zone serves the quarter.
 */
const readings = new Map<number, Readonly<WallClockReading>>();
const MOST_READINGS_KEPT = 50_000;

function wallClockReading(at: number, offsetMinutes: number): Readonly<WallClockReading> {
  const wall = new Date(at + offsetMinutes * MINUTE_MS);
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

/** The date (YYYY-MM-DD) on the studio's clock at `at`, as a date input's value. */
export function studioDate(at: Instant): string {
  return readStudioClock(toDate(at).getTime()).date;
}

/** The `datetime-local` value ("2026-03-29T09:30") of an instant, on the studio's clock. */
export function instantToStudioTime(at: Date): string {
  const { date, minutes } = readStudioClock(at.getTime());
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${date}T${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** The next midnight on the studio's clock after `now`: the start of the studio's next day. */
export function nextStudioMidnight(now = Date.now()): number {
  return studioDayStart(addDays(studioDate(now), 1));
}

/** Tomorrow on the studio's clock (YYYY-MM-DD). */
export function studioTomorrow(now = Date.now()): string {
  return addDays(studioDate(now), 1);
}

// ---------------------------------------------------------------------------------------------
// From a wall-clock time to an instant
// ---------------------------------------------------------------------------------------------

/** The instant the studio's day `date` begins (its midnight; Amsterdam never changes clocks then). */
export function studioDayStart(date: string): number {
  const [year, month, day] = dateParts(date);
  return TZDate.tz(STUDIO_TIME_ZONE, year, month - 1, day, 0, 0).getTime();
}

/**
 * The instant `minutes` after the studio's midnight on `date` reads on the wall clock, or the
 * nearest later instant when the clocks skip it (02:30 on the last Sunday of March is 03:30).
 * For a time the clocks show twice (02:30 on the last Sunday of October) TZDate gives one of the
 * two, which one by the host's own zone (the second, in winter time, under workerd's UTC); the
 * slot computation walks instants instead, and so meets both.
 */
export function studioWallTime(date: string, minutes: number): number {
  const [year, month, day] = dateParts(date);
  return TZDate.tz(STUDIO_TIME_ZONE, year, month - 1, day, Math.floor(minutes / 60), minutes % 60).getTime();
}

/** A time on a wall clock; month 1-12. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * The instant a wall-clock time names in an IANA zone, by the runtime's rules. As RFC 5545 3.3.5
 * says: a time the clocks show twice is its first instant, and a time they skip is read with the
 * offset from before the change (02:30 on the day summer time starts is 03:30 summer time).
 */
export function wallTimeToInstant(zone: string, time: WallTime): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offsetAt = (instant: number) => tzOffset(zone, new Date(instant)) * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  // No change of clocks within a day either side: the one offset holds (zones change twice a year).
  if (before === after) return wall - before;
  const instants = [before, after].filter((offset) => offsetAt(wall - offset) === offset).map((offset) => wall - offset);
  return instants.length > 0 ? Math.min(...instants) : wall - before;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time in the studio names ("2026-03-29T09:30", a `datetime-local`
 * value, which has no zone), or null for text that is no such time. A time the clocks skip (02:30
 * on the last Sunday of March) is read as the time an hour later; a time that happens twice (02:30
 * on the last Sunday of October) as the first of the two.
 */
export function studioTimeToInstant(local: string): Date | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const check = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second));
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  return new Date(wallTimeToInstant(STUDIO_TIME_ZONE, { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second }));
}
