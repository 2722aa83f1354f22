/**
 * Reads the studio's own calendar (a private iCalendar address, such as Google Calendar's secret
 * address in `STUDIO_CALENDAR_ICS_URL`) every five minutes, from the Cron Trigger, and keeps its
 * events as busy times the free times leave out. A calendar that cannot be read leaves the busy
 * times of the last good read in place: a failed fetch never frees a time. Each read is recorded
 * (app/models/calendar-import-status.server.ts), so the studio is told when reads keep failing.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { withDeadline } from "~/platform/deadline";
import { readBusyCalendar, type BusyCalendar } from "~/timetable/busy-calendar";
import { CalendarRefused, messageOf, type UnreadEvent } from "~/timetable/ics-components";
import type { Interval } from "~/timetable/slots";
import type { CalendarImportFailure } from "~/schemas/calendar-import";
import { getAvailabilitySettings, purgeBusyTimes } from "~/models/availability.server";
import { recordCalendarRead } from "~/models/calendar-import-status.server";
import { replaceCalendarBusyTimes } from "~/models/calendar-entries.server";

const FETCH_DEADLINE_MS = 10_000;
/** A year of a busy diary is well under a megabyte; anything far larger is not a calendar to trust. */
const MAX_BYTES = 5 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarImport =
  | { status: "off" }
  | { status: "imported"; events: number; added: number; removed: number; unread: UnreadEvent[] }
  | { status: "failed"; failure: CalendarImportFailure; reason: string; consecutiveFailures: number };

/** A read that failed, with the kind the studio page explains; `reason` is for the log. */
class ReadFailed extends Error {
  constructor(
    readonly failure: CalendarImportFailure,
    reason: string,
    readonly httpStatus?: number,
  ) {
    super(reason);
  }
}

async function readCalendar(url: string): Promise<string> {
  const response = await withDeadline(fetch(url, { headers: { Accept: "text/calendar" }, redirect: "follow" }), FETCH_DEADLINE_MS, "calendar fetch").catch((error: unknown) => {
    throw new ReadFailed("unreachable", messageOf(error));
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ReadFailed("refused", `the calendar answered HTTP ${response.status}`, response.status);
  }
  const length = Number(response.headers.get("Content-Length") ?? 0);
  if (length > MAX_BYTES || !response.body) {
    await response.body?.cancel();
    if (length > MAX_BYTES) throw new ReadFailed("too-large", `the calendar is larger than 5 MB (Content-Length ${length})`);
    return "";
  }
  const reader = response.body.getReader();
  return withDeadline(readCapped(reader), FETCH_DEADLINE_MS, "calendar body").catch(async (error: unknown) => {
    if (error instanceof ReadFailed) throw error;
    await reader.cancel().catch(() => {});
    throw new ReadFailed("unreachable", messageOf(error));
  });
}

/** The body as text, read a chunk at a time and given up on as soon as it passes MAX_BYTES. */
async function readCapped(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_BYTES) {
      await reader.cancel();
      throw new ReadFailed("too-large", `the calendar is larger than 5 MB (stopped reading at ${bytes} bytes)`);
    }
    text += decoder.decode(value, { stream: true });
  }
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

function busyOf(text: string, window: Interval, owners: string[]): BusyCalendar {
  try {
    return readBusyCalendar(text, window, { owners });
  } catch (error) {
    throw new ReadFailed(error instanceof CalendarRefused ? error.kind : "not-a-calendar", messageOf(error));
  }
}

export async function importStudioCalendar(app: AppContext, env: Env, at: Date): Promise<CalendarImport> {
  const url = calendarUrl(env);
  if (!url) return { status: "off" };
  try {
    const settings = await getAvailabilitySettings(app);
    const window = { start: at.getTime() - DAY_MS, end: at.getTime() + ((settings?.bookingWindowDays ?? 183) + 2) * DAY_MS };
    const read = busyOf(await readCalendar(url.href), window, ownerOf(url));
    const { added, removed } = await replaceCalendarBusyTimes(app, read.busy);
    if (added + removed > 0) await purgeBusyTimes(app, env);
    await recordCalendarRead(app, { at, unreadEvents: read.unread.length });
    return { status: "imported", events: read.busy.length, added, removed, unread: read.unread };
  } catch (error) {
    // What is not the calendar's fault is the site's: its reads or writes of Firestore.
    const failed = error instanceof ReadFailed ? error : new ReadFailed("not-saved", messageOf(error));
    const status = await recordCalendarRead(app, { at, failure: failed.failure, ...(failed.httpStatus === undefined ? {} : { httpStatus: failed.httpStatus }) }).catch(() => null);
    // The address is a secret: the log names what went wrong, never the address.
    return { status: "failed", failure: failed.failure, reason: failed.message.slice(0, 200), consecutiveFailures: status?.consecutiveFailures ?? 0 };
  }
}
