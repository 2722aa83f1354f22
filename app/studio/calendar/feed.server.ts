/**
 * The studio's calendar feed (`/studio/calendar.ics?key=…`), for a calendar app to subscribe to:
 * every booking not cancelled from 30 days ago to the end of the booking window, and every block
 * and calendar event from then on. A calendar app sends no cookie, so the key in the address is
 * the only pass: compared in constant time with the one stored, and a wrong or missing key is a
 * plain 404 that says nothing of why. Never kept by any cache (the worker's studio policy, and
 * `private, no-store` here).
 */
import { icsCalendar, type CalendarEvent } from "~/timetable/ics";
import type { AppContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { blocksBetween, bookingsStartingBetween, type ListedBooking, type ListedEntry } from "~/models/booking-calendar.server";
import { holdsTime } from "~/schemas/booking";
import { readCalendarFeedKey } from "~/models/calendar-feed-key.server";
import { getWebsiteContent } from "~/models/website.server";
import { notFound } from "~/platform/responses.server";
import { sameSecret } from "~/platform/secrets.server";

export const CALENDAR_FEED_PATH = "/studio/calendar.ics";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the feed reaches: the past month stays in the calendar app. */
const PAST_DAYS = 30;
/** The booking window when no settings are stored (nothing can then be booked online anyway). */
const DEFAULT_WINDOW_DAYS = 365;

/** Whether `given` is the feed's key; a feed with no key made yet answers nobody. */
async function keyAccepted(app: AppContext, given: string | null): Promise<boolean> {
  const stored = await readCalendarFeedKey(app);
  // Compared even when nothing was given, so a missing key takes as long as a wrong one.
  const same = await sameSecret(given ?? "", stored?.key ?? "");
  return same && stored !== null && Boolean(given);
}

type FeedContext = { host: string; siteUrl: string; studioName: string; studioAddress: string };

/**
 * A booking as an event: the same UID and SEQUENCE as the invitations its emails carry, so a
 * calendar holding both sees one event. Names and party only: the visitor's address, phone and
 * note stay on the booking's studio page, which the event links to.
 */
/** Where, in the feed: a home visit's address stays on the booking's studio page, as its notes do. */
const FEED_PLACES: Record<ListedBooking["booking"]["location"], (booking: ListedBooking["booking"], context: FeedContext) => string> = {
  studio: (_, context) => `${context.studioName}, ${context.studioAddress}`,
  online: () => "Online, by video",
  home: (booking) => `At the client's home${booking.address ? ` in ${booking.address.town}` : ""}`,
  town: (booking) => booking.meetingPoint?.name ?? "Out in town",
  call: () => "A free call (by phone)",
};

function bookingEvent({ id, booking }: ListedBooking, context: FeedContext): CalendarEvent {
  const everyone = [booking.name, ...booking.guests];
  const studioUrl = `${context.siteUrl}/studio/bookings/${id}`;
  return {
    uid: `${id}@${context.host}`,
    sequence: booking.sequence,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: `${booking.status === "held" ? "Held: " : ""}${booking.serviceName}: ${booking.name}${booking.people > 1 ? ` (${booking.people} people)` : ""}`,
    location: FEED_PLACES[booking.location](booking, context),
    description: [`${booking.people === 1 ? "For" : "People"}: ${everyone.join(", ")}`, `In the studio: ${studioUrl}`].join("\n"),
    url: studioUrl,
  };
}

/** A block or a calendar event, under a UID of its own (a booking's UID is the booking's id). */
function entryEvent(entry: ListedEntry, context: FeedContext): CalendarEvent {
  return {
    uid: `entry-${entry.id}@${context.host}`,
    sequence: 0,
    start: new Date(entry.startsAt),
    end: new Date(entry.endsAt),
    summary: entry.kind === "block" ? (entry.label ? `Blocked: ${entry.label}` : "Blocked") : "Busy (studio calendar)",
  };
}

/** The feed's answer to a request for `url`: the calendar, or a 404 thrown for a wrong or missing key. */
export async function calendarFeedResponse(app: AppContext, url: URL, now = Date.now()): Promise<Response> {
  if (!(await keyAccepted(app, url.searchParams.get("key")))) throw notFound();
  const [settings, { business }] = await Promise.all([getAvailabilitySettings(app), getWebsiteContent(app)]);
  const from = new Date(now - PAST_DAYS * DAY_MS);
  const until = new Date(now + ((settings?.bookingWindowDays ?? DEFAULT_WINDOW_DAYS) + 1) * DAY_MS);
  const [bookings, entries] = await Promise.all([bookingsStartingBetween(app, from, until), blocksBetween(app, from)]);
  const context: FeedContext = {
    host: new URL(app.config.siteUrl).hostname,
    siteUrl: app.config.siteUrl,
    studioName: business?.name ?? "The studio",
    studioAddress: business ? `${business.address.street}, ${business.address.postalCode} ${business.address.city}` : "Utrecht",
  };
  const events = [
    ...bookings.filter(({ booking }) => holdsTime(booking)).map((booking) => bookingEvent(booking, context)),
    ...entries.map((entry) => entryEvent(entry, context)),
  ];
  return new Response(icsCalendar("PUBLISH", events, new Date(now), `${context.studioName}: bookings`), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Disposition": 'inline; filename="studio-calendar.ics"',
      "Referrer-Policy": "no-referrer",
    },
  });
}
