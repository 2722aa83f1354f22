/**
 * Which start times are free: the studio's hours (the week, the months with other hours, a date's
 * override, the public holidays), the service's rule (its start hours, by the month too, its
 * length and buffer), the minimum notice, the
 * booking window, and what is already taken (bookings with their buffers, blocks, the studio's own
 * calendar). Pure: the caller reads the settings and the calendar and passes the clock.
 *
 * It walks instants a quarter hour apart and reads each on the studio's clock, instead of adding
 * minutes to a wall-clock time. So a time the clocks skip (02:00–03:00 on the last Sunday of
 * March) is never offered, a time they show twice (the last Sunday of October) is offered once per
 * instant and labelled with its offset, and a session across a change lasts its real length.
 */
import { FREE_CALL_MINUTES, monthsHold, wallMinutes, type AvailabilitySettings, type ServiceBookingRule, type TimeRange } from "~/schemas/availability";
import { addDays, readStudioClock, studioDayStart, weekdayOf } from "~/platform/studio-clock";
import { publicHolidayOn } from "./holidays";

export const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A stretch of time, as instants (ms): from `start`, up to but not including `end`. */
export type Interval = { start: number; end: number };

export type SlotQuery = {
  settings: AvailabilitySettings;
  rule: ServiceBookingRule;
  /** The session's length for this party (`sessionMinutes`). */
  minutes: number;
  /** What is taken: every booking (with its buffer), block and calendar event that may overlap. */
  busy: readonly Interval[];
  now: number;
};

/** A free start time: its instant, and when the clocks show its time twice that day, its offset from UTC. */
export type Slot = { start: number; repeatedOffset?: string };

export type SlotDay = { date: string; slots: Slot[] };

/** A session's length: the service's own for one person, plus the rule's minutes for each further person; a free call's own. */
export function sessionMinutes(serviceMinutes: number, rule: ServiceBookingRule, people: number): number {
  if (rule.location === "call") return FREE_CALL_MINUTES;
  return serviceMinutes + rule.extraPersonMinutes * Math.max(0, people - 1);
}

/** The minutes of travel kept busy each side of a session: only a session at the client's home has any. */
export function travelMinutes(rule: Pick<ServiceBookingRule, "location" | "travelMinutes">): number {
  return rule.location === "home" ? rule.travelMinutes : 0;
}

/** What a session starting at `start` keeps busy: the travel there, the session, its buffer and the travel back. */
export function busyAround(rule: Pick<ServiceBookingRule, "location" | "travelMinutes" | "bufferMinutes">, start: number, minutes: number): Interval {
  const travel = travelMinutes(rule) * 60_000;
  return { start: start - travel, end: start + minutes * 60_000 + rule.bufferMinutes * 60_000 + travel };
}

/**
 * The hours the studio is open on `date`: a date's override first, then a public holiday (closed),
 * then the hours of the first seasonal rule whose months hold the date and which names its weekday,
 * then the week.
 */
export function openingHoursOn(settings: AvailabilitySettings, date: string): readonly TimeRange[] {
  const override = settings.overrides.find((entry) => entry.date === date);
  if (override) return override.hours;
  if (settings.closedOnPublicHolidays && publicHolidayOn(date)) return [];
  const weekday = weekdayOf(date);
  const seasonal = settings.seasonalHours.find((season) => monthsHold(season.months, date) && season.weekly[weekday]);
  return seasonal?.weekly[weekday] ?? settings.weekly[weekday];
}

/** The earliest and latest start of the service on `date`, as minutes after midnight: the first seasonal rule that holds, else its own. */
export function startHoursOn(rule: ServiceBookingRule, date: string): { from: number; until: number } {
  const seasonal = rule.seasonal.find((season) => monthsHold(season.months, date));
  return { from: wallMinutes(seasonal?.startFrom ?? rule.startFrom), until: wallMinutes(seasonal?.startUntil ?? rule.startUntil) };
}

/** Each settings' open minutes per date, worked out once: a page asks for every quarter hour of a week. */
const openMinutesMemo = new WeakMap<AvailabilitySettings, Map<string, ReadonlyArray<readonly [number, number]>>>();

/** The hours the studio is open on `date` as minutes after midnight, `[from, to)`. */
function openMinutesOn(settings: AvailabilitySettings, date: string): ReadonlyArray<readonly [number, number]> {
  let byDate = openMinutesMemo.get(settings);
  if (!byDate) openMinutesMemo.set(settings, (byDate = new Map()));
  let open = byDate.get(date);
  if (!open) byDate.set(date, (open = openingHoursOn(settings, date).map((hours) => [wallMinutes(hours.from), wallMinutes(hours.to)] as const)));
  return open;
}

/** The first and last instant a start may have: past the minimum notice, inside the booking window. */
export function bookableRange(settings: AvailabilitySettings, now: number): Interval {
  return { start: now + settings.minimumNoticeHours * HOUR_MS, end: now + settings.bookingWindowDays * DAY_MS };
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** "+02:00": an offset the zone's rules gave, for the one hour a year the clock shows twice. */
function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  return `UTC${sign}${String(hours).padStart(2, "0")}:${String(Math.abs(offsetMinutes) % 60).padStart(2, "0")}`;
}

/**
 * Why a start is not offered, or null when it is: every rule the page applies, for the one time a
 * visitor posts (the page may be old, or the post forged).
 */
export function slotProblem(query: SlotQuery, start: number): "not-offered" | "taken" | null {
  if (start % QUARTER_HOUR_MS !== 0) return "not-offered";
  const { settings, rule, minutes, busy } = query;
  const range = bookableRange(settings, query.now);
  if (start < range.start || start > range.end) return "not-offered";
  const reading = readStudioClock(start);
  if (reading.minutes % settings.slotIntervalMinutes !== 0) return "not-offered";
  const starts = startHoursOn(rule, reading.date);
  if (reading.minutes < starts.from || reading.minutes > starts.until) return "not-offered";
  const end = start + minutes * 60_000;
  for (let at = start; at < end; at += QUARTER_HOUR_MS) {
    const { date, minutes: wall } = readStudioClock(at);
    // Every quarter of the session inside the hours of its own day (a session ends by closing time).
    if (!openMinutesOn(settings, date).some(([from, to]) => wall >= from && wall < to)) return "not-offered";
  }
  const taken = busyAround(rule, start, minutes);
  return busy.some((interval) => overlaps(interval, taken)) ? "taken" : null;
}

/** The free starts on one date of the studio's clock, in time order. */
export function slotsOn(query: SlotQuery, date: string): Slot[] {
  if (!openMinutesOn(query.settings, date).length) return [];
  const slots: Slot[] = [];
  const end = studioDayStart(addDays(date, 1));
  for (let at = studioDayStart(date); at < end; at += QUARTER_HOUR_MS) {
    if (slotProblem(query, at) !== null) continue;
    const reading = readStudioClock(at);
    const shownTwice = [at - HOUR_MS, at + HOUR_MS].some((other) => {
      const then = readStudioClock(other);
      return then.date === reading.date && then.minutes === reading.minutes;
    });
    slots.push(shownTwice ? { start: at, repeatedOffset: offsetText(reading.offsetMinutes) } : { start: at });
  }
  return slots;
}

/** The free starts of `days` dates from `from`, one entry per date, days without any included. */
export function slotsFrom(query: SlotQuery, from: string, days: number): SlotDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    return { date, slots: slotsOn(query, date) };
  });
}

/** The first date on or after `from` with a free start, inside the booking window; null when none is left. */
export function firstDateWithSlots(query: SlotQuery, from: string): string | null {
  const last = readStudioClock(bookableRange(query.settings, query.now).end).date;
  for (let date = from; date <= last; date = addDays(date, 1)) {
    if (slotsOn(query, date).length) return date;
  }
  return null;
}

/** Up to `count` free starts nearest to `start` (either side), for "that time was just taken". */
export function nearestSlots(query: SlotQuery, start: number, count: number): Slot[] {
  const date = readStudioClock(start).date;
  const candidates = slotsFrom(query, addDays(date, -3), 7).flatMap((day) => day.slots);
  return candidates.sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start)).slice(0, count).sort((a, b) => a.start - b.start);
}
