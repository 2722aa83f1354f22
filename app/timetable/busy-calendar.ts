/**
 * The studio's own calendar as busy time: which stretches of an iCalendar text (Google Calendar's
 * secret address) keep a start time from being offered. Pure: the caller fetches the text.
 *
 * ical.js reads the text and expands the repeats (RRULE, RDATE, EXDATE, and RECURRENCE-ID
 * overrides); calendar-time.ts turns its times into instants.
 */
import ICAL from "ical.js";
import { instantOf, registerUndefinedZones } from "./calendar-time";
import { CalendarRefused, messageOf, readCalendars, shortSummary, type UnreadEvent } from "./ics-components";
import type { Interval } from "./slots";

export type BusyEvent = Interval & { summary: string };

const DEFAULT_MAX_EVENTS = 2000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Steps of expansion one call may take: an occurrence, or one step of ical.js's search inside a
 * rule. Twenty weekly repeats since 2018 and three daily ones since 2015 take about 23,000; a feed
 * that needs more than this is refused rather than allowed to hold the worker.
 */
const FEED_STEPS = 100_000;
/**
 * Steps one series may take: a daily event since 1990 takes about 27,000. One that needs more is
 * left out, and the rest of the calendar still blocks its times.
 */
const SERIES_STEPS = 30_000;

let feedStepsLeft = Infinity;
let seriesStepsLeft = Infinity;

class FeedTooCostly extends Error {}
class SeriesTooCostly extends Error {}

function spendStep(): void {
  feedStepsLeft -= 1;
  seriesStepsLeft -= 1;
  if (feedStepsLeft < 0) throw new FeedTooCostly("too many occurrences");
  if (seriesStepsLeft < 0) throw new SeriesTooCostly("too many occurrences");
}

// ical.js searches for a rule's next occurrence inside one `next()` until the rule matches, and an
// impossible rule (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) never does. Each step of that search draws
// on the call's budget, so such a rule ends in an error instead of running until the worker is
// killed. Marked so that loading this module twice (tests, dev reloads) meters a step once.
const METERED = Symbol.for("busy-calendar.metered");
const iteratorMethods = ICAL.RecurIterator.prototype as unknown as Record<string, unknown>;
for (const name of ["check_contracting_rules", "expand_year_days"]) {
  const original = iteratorMethods[name];
  if (typeof original !== "function" || METERED in original) continue;
  const metered = function (this: unknown, ...args: unknown[]): unknown {
    spendStep();
    return original.apply(this, args);
  };
  iteratorMethods[name] = Object.assign(metered, { [METERED]: true });
}

export type BusyCalendar = {
  /** The busy stretches, sorted by start: at most `maxEvents`, the earliest. */
  busy: BusyEvent[];
  /** The events (a series counts once) left out in whole or in part: they block nothing beyond what was read of them. */
  unread: UnreadEvent[];
};

/**
 * Busy stretches of the calendar that overlap [window.start, window.end). An event that cannot be
 * read, or whose repeats need more work than one series may take, is left out and named in
 * `unread`, and the rest still counts. Throws an Error with a short message if the text is not an
 * iCalendar, or if the whole calendar needs more work than one call may spend.
 *
 * `owners` are the calendar owner's addresses: an invitation one of them has not accepted
 * (PARTSTAT NEEDS-ACTION or DECLINED on their ATTENDEE line) blocks nothing. A calendar named by
 * an address (Google names a person's main calendar after them) has that owner too.
 */
export function readBusyCalendar(icsText: string, window: Interval, options: { maxEvents?: number; owners?: readonly string[] } = {}): BusyCalendar {
  const { calendars, unread } = readCalendars(icsText);
  const requested = options.maxEvents ?? DEFAULT_MAX_EVENTS;
  const maxEvents = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : DEFAULT_MAX_EVENTS;
  if (maxEvents === 0 || !(window.end > window.start)) return { busy: [], unread };
  const found = new BusyList(window, maxEvents);
  feedStepsLeft = FEED_STEPS;
  try {
    for (const calendar of calendars) {
      registerUndefinedZones(calendar);
      const owners = ownersOf(calendar, options.owners ?? []);
      for (const series of seriesOf(calendar)) {
        const failure = readSeries(series, found, owners);
        if (failure) unread.push(failure);
      }
    }
  } finally {
    feedStepsLeft = Infinity;
    seriesStepsLeft = Infinity;
  }
  return { busy: found.earliest(), unread };
}

/** The owner's addresses, lower case and without `mailto:`. */
function ownersOf(calendar: ICAL.Component, given: readonly string[]): ReadonlySet<string> {
  const name = calendar.getFirstPropertyValue("x-wr-calname");
  const named = typeof name === "string" && /^[^\s@]+@[^\s@]+$/.test(name.trim()) ? [name] : [];
  return new Set([...given, ...named].map(addressOf));
}

function addressOf(value: unknown): string {
  return String(value ?? "")
    .trim()
    .replace(/^mailto:/i, "")
    .toLowerCase();
}

/** The busy stretches found so far, kept to the earliest `maxEvents` as they come. */
class BusyList {
  private events: BusyEvent[] = [];

  constructor(
    readonly window: Interval,
    readonly maxEvents: number,
  ) {}

  /** Adds the stretch when it overlaps the window and has a length; says whether it did. */
  add(start: number, end: number, summary: string): boolean {
    if (!(end > start) || start >= this.window.end || end <= this.window.start) return false;
    this.events.push({ start, end, summary });
    if (this.events.length >= 2 * this.maxEvents) this.keepEarliest();
    return true;
  }

  earliest(): BusyEvent[] {
    this.keepEarliest();
    return this.events;
  }

  /** Sorted, each stretch once (ical.js gives an occurrence twice when an RDATE repeats the RRULE's), the earliest kept. */
  private keepEarliest(): void {
    this.events.sort((a, b) => a.start - b.start || a.end - b.end || a.summary.localeCompare(b.summary));
    const once = this.events.filter((event, index, all) => {
      const before = all[index - 1];
      return !before || before.start !== event.start || before.end !== event.end || before.summary !== event.summary;
    });
    this.events = once.slice(0, this.maxEvents);
  }
}

/** A repeating event (its master) with the overrides of single occurrences that share its UID. */
type Series = { master: ICAL.Component | null; overrides: ICAL.Component[] };

function seriesOf(calendar: ICAL.Component): Series[] {
  const all: Series[] = [];
  const byUid = new Map<string, Series>();
  const seriesWithUid = (uid: string): Series => {
    let series = byUid.get(uid);
    if (!series) {
      series = { master: null, overrides: [] };
      byUid.set(uid, series);
      all.push(series);
    }
    return series;
  };
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const uid = component.getFirstPropertyValue("uid");
    const isOverride = component.hasProperty("recurrence-id");
    if (typeof uid !== "string" || uid === "") {
      all.push(isOverride ? { master: null, overrides: [component] } : { master: component, overrides: [] });
    } else if (isOverride) {
      seriesWithUid(uid).overrides.push(component);
    } else {
      const series = seriesWithUid(uid);
      if (series.master) all.push({ master: component, overrides: [] });
      else series.master = component;
    }
  }
  return all;
}

/**
 * Adds the series' busy stretches; says why if it could not be read in full. What was read before
 * the failure stays: each of those is a real occurrence. The series' other occurrences are left
 * out, since a rule that cannot be worked out cannot say which times it would take.
 */
function readSeries(series: Series, found: BusyList, owners: ReadonlySet<string>): UnreadEvent | null {
  const named = series.master ?? series.overrides[0];
  const met = new Set<ICAL.Component>();
  let failure: string | null = null;
  const note = (error: unknown) => {
    if (error instanceof FeedTooCostly) {
      throw new CalendarRefused("too-complex", `The calendar repeats too many events to read (stopped at "${named ? summaryOf(named) : ""}")`);
    }
    failure ??= error instanceof SeriesTooCostly ? "its repeats take too much work to work out" : `it cannot be read (${messageOf(error)})`;
  };
  seriesStepsLeft = SERIES_STEPS;
  try {
    if (series.master) readOccurrences(series.master, series.overrides, found, owners, met);
  } catch (error) {
    note(error);
  }
  // An override not met while walking the master's occurrences (no master in the feed, moved in
  // from beyond the window, of an occurrence the rule no longer has, or past where the walk
  // failed) blocks its own time.
  seriesStepsLeft = Infinity;
  for (const override of series.overrides) {
    if (met.has(override)) continue;
    try {
      spendStep();
      if (!blocks(override, owners)) continue;
      const event = new ICAL.Event(override, { exceptions: [] });
      found.add(instantOf(event.startDate), instantOf(event.endDate), summaryOf(override));
    } catch (error) {
      note(error);
    }
  }
  return failure === null ? null : { summary: named ? summaryOf(named) : "", reason: failure };
}

/** Walks the master's occurrences up to the window's end, adding the overrides it meets to `met`. */
function readOccurrences(master: ICAL.Component, overrides: ICAL.Component[], found: BusyList, owners: ReadonlySet<string>, met: Set<ICAL.Component>): void {
  if (!master.hasProperty("dtstart")) return;
  const event = new ICAL.Event(master, { exceptions: overrides, strictExceptions: false });
  const length = exactLength(event);
  // How far before the window an occurrence may start and still reach into it: its length, and a
  // day for a change of clocks. Earlier ones are passed over without asking ical.js for their
  // details (half the work of a long-running series); an override of one of them is then not met,
  // and blocks its own time instead. An override of this and all future occurrences (RANGE) can
  // move later ones, so with one every occurrence is read.
  const span = length ?? instantOf(event.endDate) - instantOf(event.startDate);
  const movesFuture = overrides.some((override) => String(override.getFirstProperty("recurrence-id")?.getParameter("range") ?? "").toUpperCase() === "THISANDFUTURE");
  const reach = movesFuture || Number.isNaN(span) ? Infinity : Math.max(span, 0) + DAY_MS;
  let added = 0;

  /** Adds one occurrence; says whether to go on to the next. */
  const visit = (occurrence: ICAL.Time): boolean => {
    spendStep();
    const start = instantOf(occurrence);
    // Occurrences come in order, so none after this one can reach into the window, and a series
    // that alone fills the list has given all of it that can be kept.
    if (start >= found.window.end || added >= found.maxEvents) return false;
    if (start + reach <= found.window.start) return true;
    const details = event.getOccurrenceDetails(occurrence);
    const item = details.item;
    if (item !== event) met.add(item.component);
    if (!blocks(item.component, owners)) return true;
    // ical.js ends an occurrence by adding the length to its wall-clock start, an hour off when the
    // clocks change in between; an exact length is added to the instant instead.
    const [from, to] = item === event && length !== null ? [start, start + length] : [instantOf(details.startDate), instantOf(details.endDate)];
    if (found.add(from, to, summaryOf(item.component))) added += 1;
    return true;
  };

  const occurrences = event.iterator();
  // `next()` is typed as always giving a time; at the end of the rule it gives null.
  let occurrence: ICAL.Time | null = occurrences.next();
  // DTSTART is always the first occurrence (RFC 5545 3.8.5.3), but ical.js leaves it out when only
  // RDATEs repeat the event, or when it does not fit the RRULE.
  if (event.isRecurring() && !(occurrence && occurrence.compare(event.startDate) === 0) && !excludes(master, event.startDate)) {
    visit(event.startDate.clone());
  }
  while (occurrence && visit(occurrence)) occurrence = occurrences.next();
}

/**
 * Every occurrence's length in ms when it is exact: set by DTEND (RFC 5545 3.8.5.3), or by a
 * DURATION in hours, minutes and seconds. Null when it is counted in days (a whole-day event, a
 * DURATION in days or weeks), which ical.js adds on the calendar.
 */
function exactLength(event: ICAL.Event): number | null {
  const start = event.startDate;
  if (start.isDate) return null;
  const end = event.component.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time) return end.isDate ? null : instantOf(end) - instantOf(start);
  const duration = event.component.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) return duration.weeks || duration.days ? null : duration.toSeconds() * 1000;
  return 0;
}

/** Whether an EXDATE of the master removes the occurrence at `time` (a date removes that day's). */
function excludes(master: ICAL.Component, time: ICAL.Time): boolean {
  return master.getAllProperties("exdate").some((property) =>
    property.getValues().some((value: unknown) => {
      if (!(value instanceof ICAL.Time)) return false;
      if (value.isDate) return value.year === time.year && value.month === time.month && value.day === time.day;
      return instantOf(value) === instantOf(time);
    }),
  );
}

/** Answers of the owner to an invitation that leave their time free. */
const NOT_ACCEPTED = new Set(["NEEDS-ACTION", "DECLINED"]);

/**
 * Shown as busy: not marked free (TRANSP:TRANSPARENT), not cancelled, and not an invitation the
 * owner has left unanswered or declined. An ATTENDEE line of the owner without a PARTSTAT blocks:
 * when the feed does not say, the time stays taken.
 */
function blocks(component: ICAL.Component, owners: ReadonlySet<string>): boolean {
  const upper = (name: string) => String(component.getFirstPropertyValue(name) ?? "").toUpperCase();
  if (upper("transp") === "TRANSPARENT" || upper("status") === "CANCELLED") return false;
  return !component
    .getAllProperties("attendee")
    .some((attendee) => owners.has(addressOf(attendee.getFirstValue())) && NOT_ACCEPTED.has(String(attendee.getParameter("partstat") ?? "").toUpperCase()));
}

function summaryOf(component: ICAL.Component): string {
  const summary = component.getFirstPropertyValue("summary");
  return typeof summary === "string" ? shortSummary(summary) : "";
}
