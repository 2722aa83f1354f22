/**
 * Reads the studio's own calendar (a private iCalendar address, such as Google Calendar's secret
 * address in `STUDIO_CALENDAR_ICS_URL`) every five minutes, from the Cron Trigger, and keeps its
 * events as busy times the free times leave out. A calendar that cannot be read leaves the busy
 * times of the last good read in place: a failed fetch never frees a time.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { withDeadline } from "~/platform/deadline";
import { readBusyCalendar } from "~/booking/busy-calendar";
import { getAvailabilitySettings, purgeBusyTimes } from "~/models/availability.server";
import { replaceCalendarBusyTimes } from "~/models/calendar-entries.server";

const FETCH_DEADLINE_MS = 10_000;
/** A year of a busy diary is well under a megabyte; anything far larger is not a calendar to trust. */
const MAX_BYTES = 5 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarImport =
  | { status: "off" }
  | { status: "imported"; events: number; added: number; removed: number }
  | { status: "failed"; reason: string };

async function readCalendar(url: string): Promise<string> {
  const response = await withDeadline(fetch(url, { headers: { Accept: "text/calendar" }, redirect: "follow" }), FETCH_DEADLINE_MS, "calendar fetch");
  if (!response.ok) throw new Error(`the calendar answered HTTP ${response.status}`);
  const length = Number(response.headers.get("Content-Length") ?? 0);
  if (length > MAX_BYTES) throw new Error("the calendar is larger than 5 MB");
  const text = await withDeadline(response.text(), FETCH_DEADLINE_MS, "calendar body");
  if (text.length > MAX_BYTES) throw new Error("the calendar is larger than 5 MB");
  return text;
}

/** The address the calendar is read from: https only, except on a development machine. */
function calendarUrl(env: Env): URL | null {
  const value = env.STUDIO_CALENDAR_ICS_URL;
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && env.ENVIRONMENT === "development") ? url : null;
  } catch {
    return null;
  }
}

/**
 * The calendar owner's address a Google secret address names: `/calendar/ical/{id}/private-…/basic.ics`,
 * where a person's own calendar has their address as its id. Their answers to invitations say
 * which ones take their time.
 */
function ownerOf(url: URL): string[] {
  const id = /^\/calendar\/ical\/([^/]+)\//.exec(url.pathname)?.[1]?.replace(/%40/gi, "@") ?? "";
  return /^[^\s@%]+@[^\s@%]+$/.test(id) && !id.endsWith("calendar.google.com") ? [id] : [];
}

export async function importStudioCalendar(app: AppContext, env: Env, at: Date): Promise<CalendarImport> {
  const url = calendarUrl(env);
  if (!url) return { status: "off" };
  try {
    const settings = await getAvailabilitySettings(app);
    const window = { start: at.getTime() - DAY_MS, end: at.getTime() + ((settings?.bookingWindowDays ?? 183) + 2) * DAY_MS };
    const events = readBusyCalendar(await readCalendar(url.href), window, { owners: ownerOf(url) }).busy;
    const { added, removed } = await replaceCalendarBusyTimes(app, events);
    if (added + removed > 0) await purgeBusyTimes(app, env);
    return { status: "imported", events: events.length, added, removed };
  } catch (error) {
    // The address is a secret: the log names what went wrong, never the address.
    return { status: "failed", reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) };
  }
}
