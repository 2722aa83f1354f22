/**
 * The availability page's forms in their own terms: the stored settings as form values (flat
 * names such as `weekly.sat.0.from`), and posted values read back into settings, every field
 * checked with a message for the field itself. Pure: save.server.ts beside it
 * reads and writes, the route shows.
 */
import * as v from "valibot";
import {
  AvailabilitySettings,
  CalendarDate,
  SESSION_LOCATIONS,
  WallTime,
  WEEKDAY_NAMES,
  WEEKDAYS,
  wallMinutes,
  type DateOverride,
  type ServiceBookingRule,
  type SessionLocation,
  type TimeRange,
  type Weekday,
} from "~/schemas/availability";

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The key of a message about a whole form rather than one of its fields. */
export const FORM_ERROR = "";

/** Stretches of opening hours a day (or a date) may have. */
export const MAX_RANGES = 3;

export const SLOT_INTERVALS = [15, 30, 60] as const;

export const LOCATION_NAMES: Record<SessionLocation, string> = { studio: "In the studio", online: "Online (video link)" };

/** A service's rule before the studio has written one: not bookable online. */
const DEFAULT_RULE: ServiceBookingRule = {
  online: false,
  bufferMinutes: 0,
  startFrom: "09:30",
  startUntil: "16:00",
  location: "studio",
  extraPersonMinutes: 0,
  maxPeople: 1,
  payment: { kind: "none" },
};

/** What a booking pays online, as the studio chooses it. */
export const PAYMENT_KINDS = [
  { value: "none", label: "Nothing online (paid at the session)" },
  { value: "deposit", label: "A deposit" },
  { value: "full", label: "The full price" },
] as const;

/** What the page starts from when nothing is stored: closed every day, so nothing is offered until hours are set. */
export const DEFAULT_SETTINGS: AvailabilitySettings = {
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  overrides: [],
  closedOnPublicHolidays: true,
  services: {},
  minimumNoticeHours: 48,
  bookingWindowDays: 183,
  slotIntervalMinutes: 30,
  cancellationCutoffHours: 48,
};

/** The page's settings forms, by their `intent`, and the stored fields each one writes. */
export const SECTION_FIELDS = {
  weekly: ["weekly", "closedOnPublicHolidays"],
  overrides: ["overrides"],
  services: ["services"],
  booking: ["minimumNoticeHours", "bookingWindowDays", "slotIntervalMinutes", "cancellationCutoffHours"],
} as const satisfies Record<string, ReadonlyArray<keyof AvailabilitySettings>>;
export type Section = keyof typeof SECTION_FIELDS;
export const SECTIONS = Object.keys(SECTION_FIELDS) as Section[];

export const SECTION_TITLES: Record<Section, string> = {
  weekly: "Weekly opening hours",
  overrides: "Dates with other hours",
  services: "How each service is booked",
  booking: "Booking rules",
};

export function isSection(intent: unknown): intent is Section {
  return typeof intent === "string" && Object.hasOwn(SECTION_FIELDS, intent);
}

// ---------------------------------------------------------------------------------------------
// Stored settings, field by field
// ---------------------------------------------------------------------------------------------

const SETTINGS_FIELDS = Object.keys(AvailabilitySettings.entries) as Array<keyof AvailabilitySettings>;

/**
 * The stored document read field by field: a field that fails its schema is shown as the default
 * and named in `broken`, so one bad field never hides the others (the public pages, which read the
 * document whole, offer no times until it is put right).
 */
export function storedSettings(data: Record<string, unknown> | null): { settings: AvailabilitySettings; broken: Array<keyof AvailabilitySettings> } {
  const settings = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  const broken: Array<keyof AvailabilitySettings> = [];
  if (data === null) return { settings: DEFAULT_SETTINGS, broken };
  for (const name of SETTINGS_FIELDS) {
    const parsed = v.safeParse(AvailabilitySettings.entries[name], data[name]);
    if (parsed.success) settings[name] = parsed.output;
    else broken.push(name);
  }
  return { settings: settings as AvailabilitySettings, broken };
}

/** A section's fields as stored, as its form shows them. */
export function sectionValues(section: Section, settings: AvailabilitySettings, serviceIds: readonly string[]): FormValues {
  switch (section) {
    case "weekly":
      return weeklyValues(settings);
    case "overrides":
      return overridesValues(settings);
    case "services":
      return servicesValues(settings, serviceIds);
    case "booking":
      return bookingValues(settings);
  }
}

// ---------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------

const TIME_MESSAGE = "Enter a time like 09:30, on the quarter hour.";

/** "9:30", "9.30" and " 09:30 " are all 09:30; anything else is left as typed, for the check to refuse. */
function normalTime(value: string | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : text;
}

function wallTime(value: string, name: string, errors: FieldErrors): string | null {
  const parsed = v.safeParse(WallTime, value);
  if (parsed.success) return parsed.output;
  errors[name] = TIME_MESSAGE;
  return null;
}

function rangeValues(prefix: string, ranges: readonly TimeRange[]): FormValues {
  const values: FormValues = {};
  for (let index = 0; index < MAX_RANGES; index++) {
    values[`${prefix}.${index}.from`] = ranges[index]?.from ?? "";
    values[`${prefix}.${index}.to`] = ranges[index]?.to ?? "";
  }
  return values;
}

/** The hours posted under `prefix` (`weekly.sat`), in time order; none when every time is empty. */
function parseRanges(values: FormValues, prefix: string, errors: FieldErrors): TimeRange[] {
  const ranges: Array<TimeRange & { index: number }> = [];
  for (let index = 0; index < MAX_RANGES; index++) {
    const fromName = `${prefix}.${index}.from`;
    const toName = `${prefix}.${index}.to`;
    const from = normalTime(values[fromName]);
    const to = normalTime(values[toName]);
    if (!from && !to) continue;
    if (!from) errors[fromName] = "Enter when it opens, or leave both times empty.";
    if (!to) errors[toName] = "Enter when it closes, or leave both times empty.";
    if (!from || !to) continue;
    const start = wallTime(from, fromName, errors);
    const end = wallTime(to, toName, errors);
    if (start === null || end === null) continue;
    if (wallMinutes(end) <= wallMinutes(start)) {
      errors[toName] = "The end must be after the start.";
      continue;
    }
    ranges.push({ from: start, to: end, index });
  }
  ranges.sort((a, b) => wallMinutes(a.from) - wallMinutes(b.from));
  for (const [at, range] of ranges.entries()) {
    const before = ranges[at - 1];
    if (before && wallMinutes(range.from) < wallMinutes(before.to)) errors[`${prefix}.${range.index}.from`] = `This overlaps the hours ${before.from}–${before.to}.`;
  }
  return ranges.map(({ from, to }) => ({ from, to }));
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/** A whole number from `min` to `max`, or null with `message` next to the field. */
function wholeNumber(values: FormValues, name: string, [min, max]: readonly [number, number], message: string, errors: FieldErrors): number | null {
  const text = (values[name] ?? "").trim();
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(number) && number >= min && number <= max) return number;
  errors[name] = message;
  return null;
}

const checked = (value: string | undefined) => value === "on";

function result<T>(errors: FieldErrors, data: () => T): Parsed<T> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: data() };
}

// ---------------------------------------------------------------------------------------------
// 1. The week
// ---------------------------------------------------------------------------------------------

export function weeklyValues(settings: AvailabilitySettings): FormValues {
  return {
    ...Object.assign({}, ...WEEKDAYS.map((day) => rangeValues(`weekly.${day}`, settings.weekly[day]))),
    closedOnPublicHolidays: settings.closedOnPublicHolidays ? "on" : "",
  };
}

export function parseWeekly(values: FormValues): Parsed<Pick<AvailabilitySettings, "weekly" | "closedOnPublicHolidays">> {
  const errors: FieldErrors = {};
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, parseRanges(values, `weekly.${day}`, errors)])) as AvailabilitySettings["weekly"];
  return result(errors, () => ({ weekly, closedOnPublicHolidays: checked(values.closedOnPublicHolidays) }));
}

// ---------------------------------------------------------------------------------------------
// 2. Dates with other hours
// ---------------------------------------------------------------------------------------------

const NOTE_MAX = 200;

export function overridesValues(settings: AvailabilitySettings): FormValues {
  return Object.assign(
    {},
    ...settings.overrides.map((override, index) => ({
      [`overrides.${index}.date`]: override.date,
      [`overrides.${index}.note`]: override.note,
      ...rangeValues(`overrides.${index}.hours`, override.hours),
    })),
  );
}

/** The rows a set of values holds (`overrides.N.…`), in order. */
export function overrideRows(values: FormValues): number[] {
  const rows = new Set(Object.keys(values).flatMap((name) => /^overrides\.(\d+)\./.exec(name)?.[1] ?? []).map(Number));
  return [...rows].sort((a, b) => a - b);
}

/**
 * The dates posted, in date order. A row left empty is no date, and so is one ticked "Remove"; a
 * date before `today` is dropped (and counted), since it can no longer change a free time.
 */
export function parseOverrides(values: FormValues, { today }: { today: string }): Parsed<{ overrides: DateOverride[]; dropped: number }> {
  const errors: FieldErrors = {};
  const overrides: Array<DateOverride & { row: number }> = [];
  let dropped = 0;
  for (const row of overrideRows(values)) {
    const prefix = `overrides.${row}`;
    if (checked(values[`${prefix}.remove`])) continue;
    const date = (values[`${prefix}.date`] ?? "").trim();
    const note = (values[`${prefix}.note`] ?? "").trim().replace(/\s+/g, " ");
    const hours = parseRanges(values, `${prefix}.hours`, errors);
    const typedHours = Object.keys(values).some((name) => name.startsWith(`${prefix}.hours.`) && (values[name] ?? "").trim() !== "");
    if (!date && !note && !typedHours) continue;
    if (!v.safeParse(CalendarDate, date).success) {
      errors[`${prefix}.date`] = date ? "Enter a real date like 2026-12-24." : "Enter the date, or empty the row.";
      continue;
    }
    if (note.length > NOTE_MAX) errors[`${prefix}.note`] = `Keep the note to ${NOTE_MAX} characters or fewer.`;
    const twin = overrides.find((override) => override.date === date);
    if (twin) errors[`${prefix}.date`] = `${date} is already in the list: change that row instead.`;
    if (date < today) {
      dropped++;
      continue;
    }
    overrides.push({ date, hours, note, row });
  }
  return result(errors, () => ({
    overrides: overrides.sort((a, b) => a.date.localeCompare(b.date)).map(({ date, hours, note }) => ({ date, hours, note })),
    dropped,
  }));
}

// ---------------------------------------------------------------------------------------------
// 3. Each service
// ---------------------------------------------------------------------------------------------

const MINUTES_RANGE = [0, 240] as const;
const PEOPLE_RANGE = [1, 6] as const;

export function servicesValues(settings: AvailabilitySettings, serviceIds: readonly string[]): FormValues {
  return Object.assign(
    {},
    ...serviceIds.map((id) => {
      const rule = settings.services[id] ?? DEFAULT_RULE;
      const prefix = `services.${id}`;
      return {
        [`${prefix}.online`]: rule.online ? "on" : "",
        [`${prefix}.bufferMinutes`]: String(rule.bufferMinutes),
        [`${prefix}.startFrom`]: rule.startFrom,
        [`${prefix}.startUntil`]: rule.startUntil,
        [`${prefix}.location`]: rule.location,
        [`${prefix}.extraPersonMinutes`]: String(rule.extraPersonMinutes),
        [`${prefix}.maxPeople`]: String(rule.maxPeople),
        [`${prefix}.paymentKind`]: rule.payment.kind,
        [`${prefix}.depositEuros`]: rule.payment.kind === "deposit" ? String(rule.payment.cents / 100) : "50",
      };
    }),
  );
}

/**
 * The rules of the services posted. A service the form did not show (added to the site after the
 * page was read) keeps its stored rule, or gets none.
 */
export function parseServices(
  values: FormValues,
  { serviceIds, stored }: { serviceIds: readonly string[]; stored: AvailabilitySettings["services"] },
): Parsed<Pick<AvailabilitySettings, "services">> {
  const errors: FieldErrors = {};
  const services: Record<string, ServiceBookingRule> = { ...stored };
  for (const id of serviceIds) {
    const prefix = `services.${id}`;
    if (!Object.keys(values).some((name) => name.startsWith(`${prefix}.`))) continue;
    const name = (field: keyof ServiceBookingRule) => `${prefix}.${field}`;
    const bufferMinutes = wholeNumber(values, name("bufferMinutes"), MINUTES_RANGE, "Enter the buffer in whole minutes, from 0 to 240.", errors);
    const extraPersonMinutes = wholeNumber(values, name("extraPersonMinutes"), MINUTES_RANGE, "Enter whole minutes, from 0 to 240.", errors);
    const maxPeople = wholeNumber(values, name("maxPeople"), PEOPLE_RANGE, "Enter a number of people from 1 to 6.", errors);
    const startFrom = wallTime(normalTime(values[name("startFrom")]), name("startFrom"), errors);
    const startUntil = wallTime(normalTime(values[name("startUntil")]), name("startUntil"), errors);
    if (startFrom && startUntil && wallMinutes(startUntil) < wallMinutes(startFrom)) errors[name("startUntil")] = "The latest start cannot be before the earliest.";
    const location = values[name("location")];
    if (!(SESSION_LOCATIONS as readonly string[]).includes(location ?? "")) errors[name("location")] = "Choose in the studio or online.";
    const payment = paymentRule(values, prefix, errors);
    if (bufferMinutes === null || extraPersonMinutes === null || maxPeople === null || !startFrom || !startUntil || !payment) continue;
    services[id] = {
      online: checked(values[name("online")]),
      bufferMinutes,
      startFrom,
      startUntil,
      location: location as SessionLocation,
      extraPersonMinutes,
      maxPeople,
      payment,
    };
  }
  return result(errors, () => ({ services }));
}

/** The posted payment of a service: none, the full price, or a deposit of whole euros from €1 to €1,000. */
function paymentRule(values: FormValues, prefix: string, errors: FieldErrors): ServiceBookingRule["payment"] | null {
  const kind = values[`${prefix}.paymentKind`] ?? "none";
  if (kind === "none" || kind === "full") return { kind };
  if (kind !== "deposit") {
    errors[`${prefix}.paymentKind`] = "Choose what is paid online.";
    return null;
  }
  const euros = wholeNumber(values, `${prefix}.depositEuros`, [1, 1000] as const, "Enter the deposit in whole euros, from 1 to 1,000.", errors);
  return euros === null ? null : { kind: "deposit", cents: euros * 100 };
}

// ---------------------------------------------------------------------------------------------
// 4. The studio's booking rules
// ---------------------------------------------------------------------------------------------

export const SUGGESTED_WINDOW_DAYS = 183;

export function bookingValues(settings: AvailabilitySettings): FormValues {
  return {
    minimumNoticeHours: String(settings.minimumNoticeHours),
    bookingWindowDays: String(settings.bookingWindowDays),
    slotIntervalMinutes: String(settings.slotIntervalMinutes),
    cancellationCutoffHours: String(settings.cancellationCutoffHours),
  };
}

type BookingRules = Pick<AvailabilitySettings, "minimumNoticeHours" | "bookingWindowDays" | "slotIntervalMinutes" | "cancellationCutoffHours">;

export function parseBooking(values: FormValues): Parsed<BookingRules> {
  const errors: FieldErrors = {};
  const hours = [0, 24 * 30] as const;
  const minimumNoticeHours = wholeNumber(values, "minimumNoticeHours", hours, "Enter whole hours, from 0 to 720.", errors);
  const bookingWindowDays = wholeNumber(values, "bookingWindowDays", [7, 730], "Enter whole days, from 7 to 730.", errors);
  const cancellationCutoffHours = wholeNumber(values, "cancellationCutoffHours", hours, "Enter whole hours, from 0 to 720.", errors);
  const interval = SLOT_INTERVALS.find((minutes) => String(minutes) === (values.slotIntervalMinutes ?? "").trim());
  if (!interval) errors.slotIntervalMinutes = "Choose 15, 30 or 60 minutes.";
  return result(errors, () => ({
    minimumNoticeHours: minimumNoticeHours!,
    bookingWindowDays: bookingWindowDays!,
    slotIntervalMinutes: interval!,
    cancellationCutoffHours: cancellationCutoffHours!,
  }));
}

// ---------------------------------------------------------------------------------------------
// 5. Blocks
// ---------------------------------------------------------------------------------------------

const LABEL_MAX = 100;
const CLOCK_MESSAGE = "Enter a time like 14:30 (Dutch time).";

/** Minutes after midnight of "HH:MM" (any minute); "24:00" only where `endOfDay` allows it. */
function clockMinutes(value: string, endOfDay: boolean): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return endOfDay && value === "24:00" ? 24 * 60 : null;
}

export type BlockInput = { label: string; date: string; from: number; to: number };

/** A block staff add by hand: what it is, its date, and from when to when on the studio's clock. */
export function parseBlock(values: FormValues, today: string): Parsed<BlockInput> {
  const errors: FieldErrors = {};
  const label = (values.label ?? "").trim().replace(/\s+/g, " ");
  if (!label) errors.label = "Say what it is, like Dentist.";
  else if (label.length > LABEL_MAX) errors.label = `Keep it to ${LABEL_MAX} characters or fewer.`;
  const date = (values.date ?? "").trim();
  if (!v.safeParse(CalendarDate, date).success) errors.date = "Enter a real date like 2026-12-24.";
  else if (date < today) errors.date = "Choose today or a later date.";
  const from = clockMinutes(normalTime(values.from), false);
  const to = clockMinutes(normalTime(values.to), true);
  if (from === null) errors.from = CLOCK_MESSAGE;
  if (to === null) errors.to = values.to?.trim() ? CLOCK_MESSAGE : "Enter when it ends.";
  else if (from !== null && to <= from) errors.to = "The end must be after the start.";
  return result(errors, () => ({ label, date, from: from!, to: to! }));
}

/** "09:30" for minutes after midnight, as a block's times are typed. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Labels, for a conflict's table
// ---------------------------------------------------------------------------------------------

const RULE_LABELS: Record<keyof ServiceBookingRule, string> = {
  online: "Bookable online",
  bufferMinutes: "Buffer after (minutes)",
  startFrom: "Earliest start",
  startUntil: "Latest start",
  location: "Where",
  extraPersonMinutes: "Minutes per extra person",
  maxPeople: "Most people",
  payment: "Paid online",
};

/** The payment's two fields, which the stored rule holds as one `payment`. */
const PAYMENT_FIELD_LABELS: Readonly<Record<string, string>> = { paymentKind: "Paid online when booked", depositEuros: "Deposit (€)" };

export const BOOKING_LABELS: Record<keyof BookingRules, string> = {
  minimumNoticeHours: "Minimum notice (hours)",
  bookingWindowDays: "Booking window (days)",
  slotIntervalMinutes: "Start times every (minutes)",
  cancellationCutoffHours: "Cancellation cut-off (hours)",
};

function rangeLabel(rest: string): string {
  const [index, end] = rest.split(".");
  return `hours ${Number(index) + 1}, ${end === "from" ? "from" : "to"}`;
}

/** What a person calls a field of these forms ("Saturday, hours 1, from"). */
function fieldLabel(name: string, serviceNames: Readonly<Record<string, string>>): string {
  if (name === "closedOnPublicHolidays") return "Closed on Dutch public holidays";
  if (Object.hasOwn(BOOKING_LABELS, name)) return BOOKING_LABELS[name as keyof BookingRules];
  const weekly = /^weekly\.(\w+)\.(.+)$/.exec(name);
  if (weekly) return `${WEEKDAY_NAMES[weekly[1] as Weekday] ?? weekly[1]}, ${rangeLabel(weekly[2]!)}`;
  const override = /^overrides\.(\d+)\.(.+)$/.exec(name);
  if (override) {
    const [, row, rest] = override as unknown as [string, string, string];
    const what = rest.startsWith("hours.") ? rangeLabel(rest.slice("hours.".length)) : rest;
    return `Date ${Number(row) + 1}, ${what}`;
  }
  const service = /^services\.(.+)\.(\w+)$/.exec(name);
  if (service) return `${serviceNames[service[1]!] ?? service[1]}: ${RULE_LABELS[service[2] as keyof ServiceBookingRule] ?? PAYMENT_FIELD_LABELS[service[2]!] ?? service[2]}`;
  return name;
}

/** The fields whose saved value differs from the one typed, named, each side as the form shows it. */
export function differences(current: FormValues, yours: FormValues, serviceNames: Readonly<Record<string, string>>) {
  const names = [...new Set([...Object.keys(current), ...Object.keys(yours)])];
  const shown = (value: string | undefined) => (value === "on" ? "yes" : value ? value : "(empty)");
  return names
    .filter((name) => (current[name] ?? "") !== (yours[name] ?? ""))
    .map((name) => ({ label: fieldLabel(name, serviceNames), current: shown(current[name]), yours: shown(yours[name]) }));
}
