/**
 * `/studio/calendar`: one week, Monday to Sunday on the studio's clock, of the bookings that are
 * not cancelled and the blocks and calendar events, as a list a day at a time. Admins also see the
 * calendar feed's address, and may replace it (the old address fails at once).
 */
import { redirect } from "react-router";
import { WEEKDAYS } from "~/schemas/availability";
import { holdsTime, type Booking } from "~/schemas/booking";
import { addDays, studioDayStart, weekdayOf } from "~/timetable/clock";
import type { AppContext } from "~/firestore/app-context.server";
import { blocksBetween, bookingsStartingBetween, type ListedEntry } from "~/models/booking-calendar.server";
import { calendarFeedKeyChange, readCalendarFeedKey } from "~/models/calendar-feed-key.server";
import { readCalendarImportStatus } from "~/models/calendar-import-status.server";
import type { Env } from "~/platform/env.server";
import { calendarDay, slotDay, slotLabel, studioClockTime, studioDate } from "~/site/time";
import type { StudioUser } from "../auth/guard.server";
import { commitChange } from "../change.server";
import { CALENDAR_FEED_PATH } from "./feed.server";
import { calendarImportNotice, type CalendarImportNotice } from "./import-notice";

export const CALENDAR_PATH = "/studio/calendar";

export type CalendarItem =
  | {
      kind: "booking";
      id: string;
      href: string;
      /** "10:00–12:30" on the studio's clock. */
      time: string;
      service: string;
      name: string;
      /** "1 person", "4 people". */
      party: string;
      status: Booking["status"];
      online: boolean;
    }
  | { kind: "block" | "calendar"; id: string; time: string; label: string; span: string | null };

type CalendarDayView = { date: string; heading: string; today: boolean; items: CalendarItem[] };

export type CalendarWeekView = {
  monday: string;
  /** "Monday, 7 December 2026 to Sunday, 13 December 2026". */
  title: string;
  days: CalendarDayView[];
  previous: string;
  next: string;
  /** The link to this week, when another is shown. */
  thisWeek: string | null;
};

/** The Monday of the week a date (YYYY-MM-DD) is in. */
function mondayOf(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

const weekHref = (monday: string) => `${CALENDAR_PATH}?week=${monday}`;

/**
 * The Monday a page was asked for (`?week=YYYY-MM-DD`), or this week's. Another day of a week is
 * sent to its Monday; anything that is no date, to this week.
 */
export function requestedWeek(url: URL, now = Date.now()): string {
  const week = url.searchParams.get("week");
  if (week === null) return mondayOf(studioDate(now));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(week) && !Number.isNaN(Date.parse(`${week}T00:00:00Z`)) && new Date(`${week}T00:00:00Z`).toISOString().startsWith(week);
  if (!valid) throw redirect(CALENDAR_PATH);
  const monday = mondayOf(week);
  if (monday !== week) throw redirect(weekHref(monday));
  return monday;
}

const party = (people: number) => `${people} ${people === 1 ? "person" : "people"}`;

/** A stretch's hours on one day: "09:00–17:00", "from 14:00", "until 12:00" or "all day". */
function hoursOn(date: string, startsAt: string, endsAt: string): string {
  const startsToday = studioDate(startsAt) === date;
  const endsToday = studioDate(endsAt) === date;
  if (startsToday && endsToday) return `${studioClockTime(startsAt)}–${studioClockTime(endsAt)}`;
  if (startsToday) return `from ${studioClockTime(startsAt)}`;
  if (endsToday) return `until ${studioClockTime(endsAt)}`;
  return "all day";
}

function entryItem(entry: ListedEntry, date: string): CalendarItem {
  const oneDay = studioDate(entry.startsAt) === studioDate(Date.parse(entry.endsAt) - 1);
  return {
    kind: entry.kind,
    id: entry.id,
    time: hoursOn(date, entry.startsAt, entry.endsAt),
    label: entry.kind === "block" ? (entry.label ? `Blocked: ${entry.label}` : "Blocked") : "Busy in the studio's calendar",
    span: oneDay ? null : `${slotLabel(entry.startsAt)} to ${slotLabel(entry.endsAt)}`,
  };
}

/** Whether an entry covers any of the studio's day `date`. */
function onDay(entry: ListedEntry, date: string): boolean {
  return Date.parse(entry.startsAt) < studioDayStart(addDays(date, 1)) && Date.parse(entry.endsAt) > studioDayStart(date);
}

/** The week from `monday`: each day's bookings (not cancelled) and blocks, in the order of their start. */
export async function calendarWeek(app: AppContext, monday: string, now = Date.now()): Promise<CalendarWeekView> {
  const start = new Date(studioDayStart(monday));
  const end = new Date(studioDayStart(addDays(monday, 7)));
  const [bookings, entries] = await Promise.all([bookingsStartingBetween(app, start, end), blocksBetween(app, start, end)]);
  const today = studioDate(now);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const days = dates.map((date): CalendarDayView => {
    const booked = bookings
      .filter(({ booking }) => holdsTime(booking) && studioDate(booking.startsAt) === date)
      .map(({ id, booking }) => ({
        at: Date.parse(booking.startsAt),
        item: {
          kind: "booking" as const,
          id,
          href: `/studio/bookings/${id}`,
          time: `${studioClockTime(booking.startsAt)}–${studioClockTime(booking.endsAt)}`,
          service: booking.serviceName,
          name: booking.name,
          party: party(booking.people),
          status: booking.status,
          online: booking.location === "online",
        },
      }));
    const blocked = entries.filter((entry) => onDay(entry, date)).map((entry) => ({ at: Math.max(Date.parse(entry.startsAt), studioDayStart(date)), item: entryItem(entry, date) }));
    const items = [...booked, ...blocked].sort((a, b) => a.at - b.at).map(({ item }) => item);
    return { date, heading: slotDay(date), today: date === today, items };
  });
  const thisMonday = mondayOf(today);
  return {
    monday,
    title: `${calendarDay(monday)} to ${calendarDay(addDays(monday, 6))}`,
    days,
    previous: weekHref(addDays(monday, -7)),
    next: weekHref(addDays(monday, 7)),
    thisWeek: monday === thisMonday ? null : CALENDAR_PATH,
  };
}

/** How the reads of the studio's own calendar go; null when the site reads none. */
export async function calendarImportState(app: AppContext, env: Env): Promise<CalendarImportNotice | null> {
  return env.STUDIO_CALENDAR_ICS_URL ? calendarImportNotice(await readCalendarImportStatus(app)) : null;
}

/** The feed's whole address, key included, for an admin to give a calendar app; null until one is made. */
export async function calendarFeedAddress(app: AppContext): Promise<{ url: string; updateTime: string } | null> {
  const stored = await readCalendarFeedKey(app);
  return stored ? { url: `${app.config.siteUrl}${CALENDAR_FEED_PATH}?key=${stored.key}`, updateTime: stored.updateTime } : null;
}

/**
 * Makes a new key for the feed (the first, or one replacing the key the admin saw), audited
 * without the key. "conflict": another admin replaced it meanwhile, and nothing was done.
 */
export async function replaceCalendarFeedKey(app: AppContext, env: Env, user: StudioUser, seen: string): Promise<"replaced" | "conflict" | "limited"> {
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: seen ? "Replaced the calendar feed's address" : "Made the calendar feed's address",
    changes: [calendarFeedKeyChange(seen, user.email)],
  });
  if (result.status === "saved") return "replaced";
  if (result.status === "limited") return "limited";
  return "conflict";
}
