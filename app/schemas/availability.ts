import * as v from "valibot";

/**
 * The studio's availability (`Availability/Settings`): when it is open, the rules of online
 * booking, and how each service may be booked. Times are wall-clock times in the studio
 * (Europe/Amsterdam), never UTC offsets: the slot computation turns them into instants.
 */

/** "09:30": a time on the studio's wall clock, on the quarter hour. */
export const WallTime = v.pipe(
  v.string(),
  v.regex(/^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/, "Enter a time like 09:30, on the quarter hour."),
);

/** Minutes after midnight of a wall-clock time ("09:30" → 570). */
export function wallMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** One stretch of opening hours on a day: from its start to its end, the end later the same day. */
export const TimeRange = v.pipe(
  v.object({ from: WallTime, to: WallTime }),
  v.check((range) => wallMinutes(range.from) < wallMinutes(range.to), "The end must be after the start."),
);
export type TimeRange = v.InferOutput<typeof TimeRange>;

/** Monday first, as the studio's week is written ("mon" … "sun"). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each weekday's name, as the contact page and the studio write it. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** A calendar date on the studio's clock (YYYY-MM-DD). */
export const CalendarDate = v.pipe(v.string(), v.isoDate("Enter a date like 2026-12-24."));

/** Each weekday's stretches of opening hours (none: closed). */
const WeeklyHours = v.object(Object.fromEntries(WEEKDAYS.map((day) => [day, v.array(TimeRange)])) as Record<Weekday, v.ArraySchema<typeof TimeRange, undefined>>);

/** A month of the year: 1 is January, 12 December. */
const Month = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

/** Months from `from` to `to`, both included; a `from` later than `to` runs over the year end (11 to 2: November to February). */
export const MonthRange = v.object({ from: Month, to: Month });
export type MonthRange = v.InferOutput<typeof MonthRange>;

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "November to February", as the studio and the contact page write a range of months. */
export function monthsText(months: MonthRange): string {
  const from = MONTH_NAMES[months.from - 1]!;
  return months.from === months.to ? from : `${from} to ${MONTH_NAMES[months.to - 1]}`;
}

/** Whether `month` (1–12) is one of the months of `range`. */
export function monthInRange(range: MonthRange, month: number): boolean {
  return range.from <= range.to ? month >= range.from && month <= range.to : month >= range.from || month <= range.to;
}

/** Whether `date` (YYYY-MM-DD) falls in the months of `range`. */
export function monthsHold(range: MonthRange, date: string): boolean {
  return monthInRange(range, Number(date.slice(5, 7)));
}

/** The week's hours in a range of months, for the weekdays it names (an empty list closes that day); the others keep the week's. */
export const SeasonalHours = v.object({
  months: MonthRange,
  weekly: v.partial(WeeklyHours),
  /** What the studio calls it ("Winter: Thursdays close at 18:00"); not shown to visitors. */
  note: v.optional(v.string(), ""),
});
export type SeasonalHours = v.InferOutput<typeof SeasonalHours>;

/** A service's earliest or latest start in a range of months; a time left out keeps the service's own. */
export const SeasonalStart = v.object({ months: MonthRange, startFrom: v.optional(WallTime), startUntil: v.optional(WallTime) });
export type SeasonalStart = v.InferOutput<typeof SeasonalStart>;

/** A date whose hours differ from the week's: closed (no hours), or other hours. */
export const DateOverride = v.object({
  date: CalendarDate,
  hours: v.array(TimeRange),
  /** What the studio calls it ("Christmas Eve", "Late opening"); not shown to visitors. */
  note: v.optional(v.string(), ""),
});
export type DateOverride = v.InferOutput<typeof DateOverride>;

/**
 * Where a session happens: in the studio in Utrecht; online, with a video link sent before it; at
 * the client's home (an address inside the studio's travel area); out in town, at a meeting point
 * the studio sets; or a free call, the makeovers' first step, which is never paid for.
 */
export const SESSION_LOCATIONS = ["studio", "online", "home", "town", "call"] as const;
export type SessionLocation = (typeof SESSION_LOCATIONS)[number];

/** The free call that starts a makeover lasts this long, whatever the makeover's own length. */
export const FREE_CALL_MINUTES = 20;

/** A stretch of Dutch four-digit postcodes the studio travels to: 3500 to 3585, or 3700 to 3700 for one. */
export const PostcodeRange = v.pipe(
  v.object({
    from: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(9999)),
    to: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(9999)),
  }),
  v.check((range) => range.from <= range.to, "A range of postcodes runs from the lower to the higher."),
);
export type PostcodeRange = v.InferOutput<typeof PostcodeRange>;

const Minutes = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

const MeetingPoint = v.pipe(v.string(), v.maxLength(200));
const MeetingDirections = v.pipe(v.string(), v.maxLength(1000));

/** The texts of a rule a visitor reads, each with a Dutch value in the rule's `nl` (issue 43). */
export const RULE_TEXT_FIELDS = ["meetingPoint", "meetingDirections"] as const;

/**
 * How one service is booked online. Its length for one person is the service's own
 * `durationMinutes`; each further person (a partner, a group) adds `extraPersonMinutes`.
 */
export const ServiceBookingRule = v.object({
  online: v.boolean(),
  bufferMinutes: Minutes(240),
  /** The first and last wall-clock time a session may start (daylight for the draping). */
  startFrom: WallTime,
  startUntil: WallTime,
  /** Other start times for ranges of months (the last winter analysis at 12:00); the first that holds for a date applies. */
  seasonal: v.optional(v.array(SeasonalStart), []),
  location: v.picklist(SESSION_LOCATIONS),
  extraPersonMinutes: Minutes(240),
  /** Most people in one session: 1 for the visitor alone, 2 for a couple, up to 6 for a group. */
  maxPeople: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  /** What is paid online when it is booked: nothing, a deposit (integer cents), or the full price. */
  payment: v.optional(
    v.variant("kind", [
      v.object({ kind: v.literal("none") }),
      v.object({ kind: v.literal("deposit"), cents: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(100_000)) }),
      v.object({ kind: v.literal("full") }),
    ]),
    { kind: "none" },
  ),
  /** Out in town: where the visitor meets the stylist, and how to find it. */
  meetingPoint: v.optional(MeetingPoint, ""),
  meetingDirections: v.optional(MeetingDirections, ""),
  /** Their Dutch: one left out shows the English on a Dutch page (marked lang="en") and in a Dutch email. */
  nl: v.optional(v.partial(v.object({ meetingPoint: MeetingPoint, meetingDirections: MeetingDirections }))),
  /** At the client's home: the travel kept busy before and after the session, each way. */
  travelMinutes: v.optional(Minutes(240), 0),
});
export type ServiceBookingRule = v.InferOutput<typeof ServiceBookingRule>;

export const AvailabilitySettings = v.object({
  weekly: WeeklyHours,
  overrides: v.array(DateOverride),
  /** Other weekly hours for ranges of months; the first that holds for a date applies, a date's override still comes first. */
  seasonalHours: v.optional(v.array(SeasonalHours), []),
  /** Closed on the Dutch public holidays (app/timetable/holidays.ts) unless an override opens the day. */
  closedOnPublicHolidays: v.boolean(),
  services: v.record(v.string(), ServiceBookingRule),
  minimumNoticeHours: Minutes(24 * 30),
  bookingWindowDays: v.pipe(v.number(), v.integer(), v.minValue(7), v.maxValue(730)),
  slotIntervalMinutes: v.picklist([15, 30, 60]),
  /** Hours before the start after which a visitor can no longer cancel or move online. */
  cancellationCutoffHours: Minutes(24 * 30),
  /** Where the studio travels for sessions at a client's home, by postcode; none: nowhere. */
  travelArea: v.optional(v.array(PostcodeRange), []),
});
export type AvailabilitySettings = v.InferOutput<typeof AvailabilitySettings>;

/** A stretch the studio cannot take bookings: a block staff added, or an event of its own calendar. */
const CALENDAR_ENTRY_KINDS = ["booking", "block", "calendar"] as const;

/**
 * A `CalendarEntries/{id}` document: what the availability reads, one query for the whole window.
 * A booking's entry has the booking's id and covers the session and its buffer; it is written in
 * the same commit as the booking and its claims, and deleted when the booking is cancelled.
 */
export const CalendarEntry = v.object({
  kind: v.picklist(CALENDAR_ENTRY_KINDS),
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: v.pipe(v.string(), v.isoTimestamp()),
  /** A block's reason ("Dentist"); a booking's entry holds no personal detail. */
  label: v.optional(v.string(), ""),
  /** A held booking's: when its hold ends, after which it blocks nothing whether or not it has been released yet. */
  holdUntil: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type CalendarEntry = v.InferOutput<typeof CalendarEntry>;
