/**
 * The free times a booking page shows, and what the page's address and a post ask for: the mode's
 * party, the service's rule, the week shown. The post that books is online-booking.server.ts, which
 * applies every rule here again.
 */
import { redirect } from "react-router";
import type { AvailabilitySettings, ServiceBookingRule } from "~/schemas/availability";
import type { BookedMode } from "~/schemas/booking";
import { addDays, readStudioClock, studioDate } from "~/platform/studio-clock";
import { bookableRange, firstDateWithSlots, QUARTER_HOUR_MS, sessionMinutes, slotsFrom, type Interval, type Slot, type SlotQuery } from "~/timetable/slots";
import { BOOKING_MODES } from "~/data/booking-modes";
import { pageChangesAt, type AppContext } from "~/firestore/app-context.server";
import { busyIntervals, getAvailabilitySettings, type BusyInterval } from "~/models/availability.server";
import { getBookableServices, type BookableService } from "~/models/booking-services.server";
import { amountDue } from "~/booking/deposits.server";
import { formatCents } from "~/platform/money";
import { slotDay, slotDayTab, slotLabel, studioClockTime } from "~/site/time";
import { withoutParam } from "~/site/page-url";
import { travelAreaText } from "~/timetable/travel-area";
import type { Locale } from "~/site/locale";
import { bookedMeetingPoint, meetingPointIn, type MeetingPointText } from "~/booking/meeting-point";

/** How many days of free times a page shows at once. */
const DAYS_SHOWN = 7;

/** A free time as a radio button offers it. */
export type SlotOption = {
  /** The start in UTC, as the form posts it: 2026-12-03T09:00:00Z. */
  value: string;
  /** "10:00", or "02:30 (UTC+02:00)" on the one night a year the clock shows it twice. */
  time: string;
  /** "Thu 3 Dec, 10:00 (Dutch time)": the radio's whole name. */
  label: string;
};

/** A day of free times: "Thursday 3 December" over its times, "Thu" and "3" in the strip of days. */
export type SlotDayView = { date: string; heading: string; weekday: string; dayOfMonth: string; slots: SlotOption[] };

/** People a mode books for: the visitor alone, a couple, or a group of 2 to 6. */
function peopleRange(mode: BookedMode): { min: number; max: number } {
  return mode === "self" ? { min: 1, max: 1 } : { min: BOOKING_MODES[mode].minPeople, max: BOOKING_MODES[mode].maxPeople };
}

export type OnlineBookingView = {
  mode: BookedMode;
  serviceId: string;
  serviceName: string;
  location: ServiceBookingRule["location"];
  /** Out in town: where to meet, and how to find it. */
  meetingPoint: MeetingPointText | null;
  /** At home: the postcodes the studio travels to, in words ("3500–3585, 3700–3739"). */
  travelArea: string | null;
  people: number;
  /** The group sizes this service takes in this mode (a single value outside the group mode). */
  peopleChoices: number[];
  minutes: number;
  days: SlotDayView[];
  /** The first day shown, and the first days of the weeks before and after (null at the window's ends). */
  from: string;
  earlier: string | null;
  later: string | null;
  cutoffHours: number;
  /**
   * What is paid online at booking, in words ("€50.00"), or null when nothing is; where it is a
   * deposit, the full price the visitor may pay instead, and what the deposit leaves to pay at the session.
   */
  payment: { kind: "deposit" | "full"; amount: string; instead?: { full: string; balance: string } } | null;
};

/** A free time as a radio button offers it (for a list's `map`: one argument only). */
export function slotOption(slot: Slot): SlotOption {
  return optionIn(slot, "en");
}

/** `slotOption` with its label in `locale` ("do 3 dec, 10:00 (Nederlandse tijd)"), for a list's `map`. */
export const slotOptionIn = (locale: Locale) => (slot: Slot) => optionIn(slot, locale);

function optionIn(slot: Slot, locale: Locale): SlotOption {
  const time = studioClockTime(slot.start);
  const repeated = slot.repeatedOffset ? ` (${slot.repeatedOffset})` : "";
  return {
    value: new Date(slot.start).toISOString().replace(".000Z", "Z"),
    time: `${time}${repeated}`,
    label: `${slotLabel(slot.start, locale)}${repeated} ${locale === "nl" ? "(Nederlandse tijd)" : "(Dutch time)"}`,
  };
}

/** The rule of a service booked online in a mode, or null when it cannot be (then the request form stays). */
function onlineRule(settings: AvailabilitySettings | null, mode: BookedMode, serviceId: string): ServiceBookingRule | null {
  const rule = settings?.services[serviceId];
  if (!rule?.online) return null;
  if (mode !== "self" && !BOOKING_MODES[mode].serviceIds.includes(serviceId)) return null;
  return rule.maxPeople >= peopleRange(mode).min ? rule : null;
}

/** The group sizes allowed: the mode's, no more than the service's rule takes. */
function peopleChoices(mode: BookedMode, rule: ServiceBookingRule): number[] {
  const { min, max } = peopleRange(mode);
  return Array.from({ length: Math.min(max, rule.maxPeople) - min + 1 }, (_, index) => min + index);
}

export type BookingSetting = { settings: AvailabilitySettings; rule: ServiceBookingRule; service: BookableService; people: number };

/** The settings, rule and party of a booking, or null when this service cannot be booked online in this mode. */
export async function bookingSetting(app: AppContext, mode: BookedMode, serviceId: string, people: number): Promise<BookingSetting | null> {
  const [settings, services] = await Promise.all([getAvailabilitySettings(app), getBookableServices(app)]);
  const service = services.find((candidate) => candidate.serviceUUID === serviceId);
  const rule = onlineRule(settings, mode, serviceId);
  if (!settings || !rule || !service) return null;
  const choices = peopleChoices(mode, rule);
  return choices.includes(people) ? { settings, rule, service, people } : null;
}

/**
 * The free times of a booking, read for the whole window at once: through the edge cache for a
 * page, from Firestore itself (`live`) for a post that books.
 */
export async function slotQuery(app: AppContext, setting: BookingSetting, now: number, { exclude, live = false }: { exclude?: string; live?: boolean } = {}): Promise<SlotQuery & { busy: BusyInterval[] }> {
  const range = bookableRange(setting.settings, now);
  const window: Interval = { start: now, end: range.end + 24 * 60 * 60 * 1000 };
  return {
    settings: setting.settings,
    rule: setting.rule,
    minutes: sessionMinutes(setting.service.minutes, setting.rule, setting.people),
    // A booking being moved may overlap its own time: its claims there are kept, not taken again.
    busy: (await busyIntervals(app, window, { live, now })).filter((interval) => interval.id !== exclude),
    now,
  };
}

/**
 * The free times of a service for a party, a week from `from` (or from the first day with any),
 * or null when it cannot be booked online; the days and times worded in `locale`.
 */
export async function onlineBookingView(
  app: AppContext,
  {
    mode,
    serviceId,
    people,
    from,
    now = Date.now(),
    exclude,
    locale = "en",
  }: { mode: BookedMode; serviceId: string; people: number; from: string | null; now?: number; exclude?: string; locale?: Locale },
): Promise<OnlineBookingView | null> {
  const setting = await bookingSetting(app, mode, serviceId, people);
  if (!setting) return null;
  const query = await slotQuery(app, setting, now, { exclude });
  // Starts are on the quarter hour, and so are the notice's and the window's edges: between two
  // quarters the times offered change only by a booking, a block or a setting, which purge the page.
  pageChangesAt(app.render, (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS);
  // And when a hold ends, its time is free again.
  for (const interval of query.busy) if (interval.until !== undefined) pageChangesAt(app.render, interval.until);
  const today = studioDate(now);
  const last = readStudioClock(bookableRange(setting.settings, now).end).date;
  const asked = from && from >= today ? (from > last ? last : from) : null;
  const first = asked ?? firstDateWithSlots(query, today) ?? today;
  const earlier = first > today ? (addDays(first, -DAYS_SHOWN) < today ? today : addDays(first, -DAYS_SHOWN)) : null;
  const later = addDays(first, DAYS_SHOWN) <= last ? addDays(first, DAYS_SHOWN) : null;
  return {
    mode,
    serviceId,
    serviceName: setting.service.name,
    location: setting.rule.location,
    meetingPoint: setting.rule.location === "town" ? meetingPointIn(bookedMeetingPoint(setting.rule), locale) : null,
    travelArea: setting.rule.location === "home" ? travelAreaText(setting.settings.travelArea) : null,
    people,
    peopleChoices: peopleChoices(mode, setting.rule),
    minutes: query.minutes,
    days: slotsFrom(query, first, DAYS_SHOWN).map((day) => ({
      date: day.date,
      heading: slotDay(day.date, locale),
      ...slotDayTab(day.date, locale),
      slots: day.slots.map(slotOptionIn(locale)),
    })),
    from: first,
    earlier,
    later,
    cutoffHours: setting.settings.cancellationCutoffHours,
    payment: paymentOf(app, setting),
  };
}

function paymentOf(app: AppContext, setting: BookingSetting): OnlineBookingView["payment"] {
  const due = app.config.payments ? amountDue(setting.rule, setting.service.priceCents, setting.people) : null;
  if (!due) return null;
  const full = amountDue(setting.rule, setting.service.priceCents, setting.people, "full")!;
  const instead = due.kind === "deposit" && full.amountCents > due.amountCents ? { full: formatCents(full.amountCents), balance: formatCents(full.amountCents - due.amountCents) } : undefined;
  return { kind: due.kind, amount: formatCents(due.amountCents), ...(instead ? { instead } : {}) };
}

/** The party size a post names: its `people` field, within the mode's range. */
export function postedPeople(mode: BookedMode, value: FormDataEntryValue | null): number {
  const { min, max } = peopleRange(mode);
  const people = Number(value);
  return Number.isInteger(people) && people >= min && people <= max ? people : min;
}

/**
 * The date a page was asked to start at (`from=YYYY-MM-DD`), or null when none was; any other
 * value is sent (301) to the page without it.
 */
export function requestedFrom(url: URL): string | null {
  const from = url.searchParams.get("from");
  if (from === null) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(from) ? Date.parse(`${from}T00:00:00Z`) : Number.NaN;
  const valid = !Number.isNaN(time) && new Date(time).toISOString().startsWith(from);
  if (!valid) throw redirect(withoutParam(url, "from"), 301);
  return from;
}

/** The party size a page was asked for (`people=`); the mode's smallest when none was, a 301 without it when out of range. */
export function requestedPeople(mode: BookedMode, url: URL): number {
  const people = url.searchParams.get("people");
  if (people === null) return peopleRange(mode).min;
  if (String(postedPeople(mode, people)) !== people) throw redirect(withoutParam(url, "people"), 301);
  return Number(people);
}
