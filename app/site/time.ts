/**
 * Dates and times, all of them: the studio's time zone, every format the site shows, and the
 * arithmetic on the studio's wall clock. Instants are stored as UTC (ISO strings or Dates) and
 * shown on the studio's clock (it is in Utrecht), by the runtime's ICU time-zone data (Intl), so
 * summer and winter time are right without a table of our own. No other module formats a date.
 */

import { STUDIO_TIME_ZONE } from "~/platform/studio-clock";

const inStudio = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: STUDIO_TIME_ZONE, ...options });

const PUBLIC_DATE = inStudio({ day: "numeric", month: "long", year: "numeric" });
const STUDIO_DATE_TIME = inStudio({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const STUDIO_DAY = inStudio({ day: "numeric", month: "short", year: "numeric" });
const CALENDAR_DAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const STUDIO_YEAR = inStudio({ year: "numeric" });
const SLOT = inStudio({ weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const CLOCK_TIME = inStudio({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const SLOT_DAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
/** Every field of the studio's wall clock, as numbers ("en-US" parts are plain digits). */
const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: STUDIO_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** "10 March 2026": a date the public site shows (an article's, a testimonial's). */
export function publicDate(at: Instant): string {
  return PUBLIC_DATE.format(toDate(at));
}

/** "1 Jul 2026, 12:15": a date and time in the studio (a request received, a save, a session). */
export function studioDateTime(at: Instant): string {
  return STUDIO_DATE_TIME.format(toDate(at));
}

/** "1 Jul 2026": a day in the studio (when a request is deleted). */
export function studioDay(at: Instant): string {
  return STUDIO_DAY.format(toDate(at));
}

/** "Tuesday, 10 March 2026": a calendar date a visitor chose (YYYY-MM-DD), which names a day, not an instant. */
export function calendarDay(date: string): string {
  return CALENDAR_DAY.format(new Date(`${date}T00:00:00Z`));
}

/** "Thu 3 Dec, 10:00": a booked or offered start, on the studio's clock. */
export function slotLabel(at: Instant): string {
  return SLOT.format(toDate(at));
}

/** "10:00": the time of day on the studio's clock. */
export function studioClockTime(at: Instant): string {
  return CLOCK_TIME.format(toDate(at));
}

/**
 * "your time 04:00 EST": a time on the visitor's own clock, for an online session (in the browser
 * only: the server does not know the visitor's zone). Null when it reads as the studio's clock.
 */
export function visitorClockTime(at: Instant): string | null {
  const mine = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" });
  const zone = mine.resolvedOptions().timeZone;
  if (zone === STUDIO_TIME_ZONE) return null;
  return `your time ${mine.format(toDate(at))}`;
}

/** "Thursday 3 December": a day of free times (YYYY-MM-DD, a date on the studio's clock). */
export function slotDay(date: string): string {
  return SLOT_DAY.format(new Date(`${date}T00:00:00Z`));
}

/** The year on the studio's clock (the footer's ©): a new year starts at Amsterdam's midnight. */
export function studioYear(at: Instant = Date.now()): number {
  return Number(STUDIO_YEAR.format(toDate(at)));
}

// ---------------------------------------------------------------------------------------------
// The studio's wall clock
// ---------------------------------------------------------------------------------------------

/** The wall clock's fields at `at`: year, month (1-12), day, hour, minute, second. */
function wallClock(at: number): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC (ms) at the instant `at`: +1 h in Amsterdam's winter, +2 h in summer. */
function offsetAt(at: number): number {
  const { year, month, day, hour, minute, second } = wallClock(at);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
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
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  // The zone's offsets half a day either side cover any change of clocks that night; of the
  // instants they give, those that read back as the typed time, the earliest.
  const candidates = [...new Set([wall - offsetAt(wall - 43_200_000), wall - offsetAt(wall + 43_200_000)])].sort((a, b) => a - b);
  const typed = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  const exact = candidates.find((candidate) => instantToStudioTime(new Date(candidate)) === typed);
  // None in a skipped hour: the offset before the change reads it as the hour after.
  return new Date(exact ?? candidates[candidates.length - 1]!);
}

/** The `datetime-local` value ("2026-03-29T09:30") of an instant, on the studio's clock. */
export function instantToStudioTime(at: Date): string {
  return new Date(at.getTime() + offsetAt(at.getTime())).toISOString().slice(0, 16);
}

/** The date (YYYY-MM-DD) on the studio's clock at `at`, as a date input's value. */
export function studioDate(at: Instant): string {
  return instantToStudioTime(toDate(at)).slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next midnight on the studio's clock after `now`. Counted on the wall clock: Amsterdam's
 * summer-time changes fall after midnight (at 02:00 and 03:00), so the count is exact.
 */
export function nextStudioMidnight(now = Date.now()): number {
  const { hour, minute, second } = wallClock(now);
  return now + DAY_MS - (((hour * 60 + minute) * 60 + second) * 1000 + (now % 1000));
}

/** Tomorrow on the studio's clock (YYYY-MM-DD). */
export function studioTomorrow(now = Date.now()): string {
  return studioDate(now + DAY_MS);
}
