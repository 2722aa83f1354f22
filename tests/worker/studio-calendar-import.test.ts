import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, readStudioClock, studioWallTime, weekdayOf } from "~/platform/studio-clock";
import { publicHolidayOn } from "~/timetable/holidays";
import { decodeDocument } from "~/firestore/codec";
import { studioDateTime } from "~/site/time";
import { availability as seeded } from "../../scripts/seed/availability";
import { bookingSite, offered, usualStarts, type BookingSite } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

// The five-minute import of the studio's own calendar (Google Calendar's secret address): what of
// it blocks times on the booking pages, and what the studio is told at /studio/calendar when it
// cannot be read. The calendar is answered here, in place of Google, by a stand-in for fetch.

const STUDIO = "plumandlinen.studio@gmail.com";
const FEED_URL = `https://calendar.google.com/calendar/ical/${encodeURIComponent(STUDIO)}/private-0f1e2d3c4b5a69788796a5b4c3d2e1f0/basic.ics`;
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const EDITOR = "calendar-import-editor@plumandlinen.example";
const MINUTE = 60_000;

/** What the calendar's address answers next; each test sets it. */
let answer: () => Response = () => new Response("not set", { status: 500 });
let fetchedCalendar = 0;

beforeEach(() => {
  fetchedCalendar = 0;
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== FEED_URL) return original(input, init);
    fetchedCalendar += 1;
    return answer();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ics = (text: string) => () => new Response(text, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });

/** An instant as an iCalendar UTC time: 20270311T100000Z. */
const icsTime = (at: number) => new Date(at).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** A calendar as Google exports it, with these events (each a list of lines between BEGIN and END:VEVENT). */
function calendar(...events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0", "METHOD:PUBLISH", "X-WR-CALNAME:Studio"];
  for (const [index, event] of events.entries()) lines.push("BEGIN:VEVENT", `UID:event-${index}@google.com`, "DTSTAMP:20261101T090000Z", ...event, "END:VEVENT");
  return [...lines, "END:VCALENDAR", ""].join("\r\n");
}

/** 11:00–12:00 in Amsterdam on `date`. */
const elevenToNoon = (date: string) => [`DTSTART:${icsTime(studioWallTime(date, 11 * 60))}`, `DTEND:${icsTime(studioWallTime(date, 12 * 60))}`];

/** The first Thursday on or after `date` that the seed leaves open as usual, out of winter: the in-person analysis starts 09:30 to 13:00. */
function usualThursdayFrom(date: string): string {
  while (weekdayOf(date) !== "thu") date = addDays(date, 1);
  while (publicHolidayOn(date) || seeded.overrides.some((override) => override.date === date) || !usualStarts(date)) date = addDays(date, 7);
  return date;
}

const thursdayAhead = (weeks: number) => usualThursdayFrom(addDays(readStudioClock(Date.now()).date, weeks * 7));

const ALL_DAY = ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00"];
/** A 150-minute session and its 30-minute buffer starting before 12:00 would meet an 11:00–12:00 appointment. */
const AFTER_NOON = ["12:00", "12:30", "13:00"];

async function importStudio(name: string) {
  const site = await bookingSite(name, { MOLLIE_API_KEY: undefined, STUDIO_CALENDAR_ICS_URL: FEED_URL, ...studioEnv });
  await grantStudioUser(site.firestore, EDITOR, "editor");
  const cookie = await studioCookie(EDITOR, site.firestore);
  /** The start times offered on `date`, on the studio's clock. */
  const freeTimes = async (date: string) =>
    offered((await site.get(`${SELF_PAGE}&from=${date}`)).body)
      .map((start) => readStudioClock(Date.parse(start)))
      .filter((reading) => reading.date === date)
      .map((reading) => `${String(Math.floor(reading.minutes / 60)).padStart(2, "0")}:${String(reading.minutes % 60).padStart(2, "0")}`);
  /** The text of /studio/calendar as the editor reads it. */
  const calendarPage = async () => {
    const page = await site.get("/studio/calendar", { Cookie: cookie });
    expect(page.status).toBe(200);
    return page.body.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
  };
  const status = async () => {
    const doc = await site.firestore.getDocument("StudioStatus/CalendarImport");
    return doc ? decodeDocument(doc).data : null;
  };
  return { ...site, freeTimes, calendarPage, status };
}

/** Runs the Cron at `at` and checks it asked the calendar once. */
async function read(site: BookingSite, at: number) {
  const before = fetchedCalendar;
  await site.cron(at);
  expect(fetchedCalendar).toBe(before + 1);
}

describe("reading the studio's own calendar", () => {
  it("leaves out one event whose repeats cannot be worked out, and the rest still blocks times; the studio is told one event is not read", async () => {
    const site = await importStudio("calendar-import-bad-series");
    const thursday = thursdayAhead(6);
    expect(await site.freeTimes(thursday)).toEqual(ALL_DAY);

    answer = ics(
      calendar(
        ["DTSTART:20261101T090000Z", "DTEND:20261101T100000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Impossible"],
        [...elevenToNoon(thursday), "SUMMARY:Dentist"],
      ),
    );
    await read(site, Date.now());
    expect(await site.freeTimes(thursday)).toEqual(AFTER_NOON);
    expect(await site.calendarPage()).toContain("One event in the studio's calendar could not be read, so it blocks no times.");
    expect(await site.status()).toMatchObject({ consecutiveFailures: 0, lastError: null, unreadEvents: 1 });
  });

  it("an invitation the studio has not answered blocks nothing; one it accepted blocks its time", async () => {
    const site = await importStudio("calendar-import-invitations");
    const unanswered = thursdayAhead(6);
    const accepted = usualThursdayFrom(addDays(unanswered, 7));
    const invitation = (date: string, partstat: string) => [
      ...elevenToNoon(date),
      "ORGANIZER;CN=Marieke:mailto:marieke@example.org",
      "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=Marieke;X-NUM-GUESTS=0:mailto:marieke@example.org",
      `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat};CN=${STUDIO};X-NUM-GUESTS=0:mailto:${STUDIO}`,
      "SUMMARY:Coffee with Marieke",
    ];
    answer = ics(calendar(invitation(unanswered, "NEEDS-ACTION"), invitation(accepted, "ACCEPTED")));
    await read(site, Date.now());
    expect(await site.freeTimes(unanswered)).toEqual(ALL_DAY);
    expect(await site.freeTimes(accepted)).toEqual(AFTER_NOON);
  });

  it("stops reading a calendar once it passes 5 MB, without reading the rest, and keeps the times of the last good read", async () => {
    const site = await importStudio("calendar-import-too-large");
    const thursday = thursdayAhead(6);
    answer = ics(calendar([...elevenToNoon(thursday), "SUMMARY:Dentist"]));
    await read(site, Date.now());
    expect(await site.freeTimes(thursday)).toEqual(AFTER_NOON);

    // 50 MB sent in 64 KB pieces with no Content-Length, as a stream that never says its size would.
    const piece = new TextEncoder().encode(`${"X".repeat(64 * 1024 - 2)}\r\n`);
    let sent = 0;
    let cancelled = false;
    answer = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= 50 * 1024 * 1024) return controller.close();
            sent += piece.byteLength;
            controller.enqueue(piece.slice());
          },
          cancel() {
            cancelled = true;
          },
        }),
        { headers: { "Content-Type": "text/calendar" } },
      );
    await read(site, Date.now() + 5 * MINUTE);
    expect(sent).toBeLessThanOrEqual(5 * 1024 * 1024 + 4 * piece.byteLength);
    expect(cancelled).toBe(true);
    expect(await site.status()).toMatchObject({ consecutiveFailures: 1, lastError: { kind: "too-large" } });
    expect(await site.freeTimes(thursday)).toEqual(AFTER_NOON);
  });

  it("after three failed reads in a row the calendar page says since when the calendar has not been read and why; a good read clears it", async () => {
    const site = await importStudio("calendar-import-notice");
    const thursday = thursdayAhead(6);
    const start = Date.now();
    answer = ics(calendar([...elevenToNoon(thursday), "SUMMARY:Dentist"]));
    await read(site, start);
    const notice = "Your own calendar is not being read";
    expect(await site.calendarPage()).not.toContain(notice);

    answer = () => new Response("Not Found", { status: 404 });
    await read(site, start + 5 * MINUTE);
    await read(site, start + 10 * MINUTE);
    // Two failures may be Google's passing trouble: nothing yet.
    expect(await site.calendarPage()).not.toContain(notice);
    await read(site, start + 15 * MINUTE);
    const page = await site.calendarPage();
    expect(page).toContain(notice);
    expect(page).toContain(`The studio's calendar has not been read since ${studioDateTime(start)}.`);
    expect(page).toContain("The calendar's address was refused (HTTP 404). If the secret address was reset in Google Calendar, the site needs the new one.");
    // The busy times of the last good read still hold meanwhile.
    expect(await site.freeTimes(thursday)).toEqual(AFTER_NOON);

    answer = ics(calendar([...elevenToNoon(thursday), "SUMMARY:Dentist"]));
    await read(site, start + 20 * MINUTE);
    expect(await site.calendarPage()).not.toContain(notice);
    expect(await site.status()).toEqual({ lastSuccessAt: new Date(start + 20 * MINUTE).toISOString(), consecutiveFailures: 0, lastError: null, unreadEvents: 0 });
  });
});
