/**
 * Months with other rules: a service's other start times (the winter's last analysis at 12:00) and
 * the week's other hours, as form values (a row per rule, and one empty row to add one) and read
 * back from a post. A row without months is no rule.
 */
import { MONTH_NAMES, WEEKDAYS, monthInRange, monthsText, wallMinutes, type AvailabilitySettings, type MonthRange, type SeasonalHours, type SeasonalStart } from "~/schemas/availability";
import { checked, normalTime, parseRanges, rangeValues, result, wallTime, type FieldErrors, type FormValues, type Parsed } from "./field-checks";

/** Rules of months a service, or the week, may have. */
const MAX_SEASONS = 3;

/** The rows a form shows: the stored rules and one empty row, up to `MAX_SEASONS`. */
const seasonRows = (stored: number) => Math.min(stored + 1, MAX_SEASONS);

function monthsValues(prefix: string, months: MonthRange | undefined): FormValues {
  return { [`${prefix}.from`]: months ? String(months.from) : "", [`${prefix}.to`]: months ? String(months.to) : "" };
}

/** The months of a row, null when the row has none, or the message next to the field. */
function parseMonths(values: FormValues, prefix: string, errors: FieldErrors): MonthRange | null | undefined {
  const read = (name: string) => {
    const text = (values[`${prefix}.${name}`] ?? "").trim();
    return /^(?:[1-9]|1[0-2])$/.test(text) ? Number(text) : text ? Number.NaN : null;
  };
  const from = read("from");
  const to = read("to");
  if (from === null && to === null) return null;
  if (from === null || Number.isNaN(from)) errors[`${prefix}.from`] = "Choose the first month.";
  if (to === null || Number.isNaN(to)) errors[`${prefix}.to`] = "Choose the last month.";
  return from && to ? { from, to } : undefined;
}

/** The first month two ranges share ("December"), if any. */
function sharedMonth(a: MonthRange, b: MonthRange): string | undefined {
  const month = MONTH_NAMES.findIndex((_, index) => monthInRange(a, index + 1) && monthInRange(b, index + 1));
  return month >= 0 ? MONTH_NAMES[month] : undefined;
}

/** Refuses a range that shares a month with an earlier row: only the first would ever apply. */
function checkOverlap(ranges: MonthRange[], months: MonthRange, name: string, errors: FieldErrors) {
  const earlier = ranges.find((range) => sharedMonth(range, months));
  if (earlier) errors[name] = `${sharedMonth(earlier, months)} is already in ${monthsText(earlier)}: one rule a month.`;
}

export function seasonalStartValues(prefix: string, seasonal: readonly SeasonalStart[]): FormValues {
  const values: FormValues = {};
  for (let row = 0; row < seasonRows(seasonal.length); row++) {
    const rule = seasonal[row];
    Object.assign(values, monthsValues(`${prefix}.seasonal.${row}`, rule?.months), {
      [`${prefix}.seasonal.${row}.startFrom`]: rule?.startFrom ?? "",
      [`${prefix}.seasonal.${row}.startUntil`]: rule?.startUntil ?? "",
    });
  }
  return values;
}

/** A service's posted rules of months (`services.{id}.seasonal.N.…`), each keeping the service's own time where none is typed. */
export function parseSeasonalStarts(values: FormValues, prefix: string, own: { startFrom: string | null; startUntil: string | null }, errors: FieldErrors): SeasonalStart[] {
  const rules: SeasonalStart[] = [];
  for (let row = 0; row < MAX_SEASONS; row++) {
    const name = (field: string) => `${prefix}.seasonal.${row}.${field}`;
    const months = parseMonths(values, `${prefix}.seasonal.${row}`, errors);
    const typed = (field: string) => normalTime(values[name(field)]);
    if (months === null) {
      if (typed("startFrom") || typed("startUntil")) errors[name("from")] = "Choose the months these start times are for.";
      continue;
    }
    const startFrom = typed("startFrom") ? wallTime(typed("startFrom"), name("startFrom"), errors) : undefined;
    const startUntil = typed("startUntil") ? wallTime(typed("startUntil"), name("startUntil"), errors) : undefined;
    if (!typed("startFrom") && !typed("startUntil")) errors[name("startUntil")] = "Enter the earliest or the latest start in these months (or both).";
    const from = startFrom ?? own.startFrom;
    const until = startUntil ?? own.startUntil;
    if (from && until && wallMinutes(until) < wallMinutes(from)) errors[name("startUntil")] = `The latest start in these months cannot be before the earliest (${from}).`;
    if (!months || startFrom === null || startUntil === null) continue;
    checkOverlap(rules.map((rule) => rule.months), months, name("from"), errors);
    rules.push({ months, ...(startFrom ? { startFrom } : {}), ...(startUntil ? { startUntil } : {}) });
  }
  return rules;
}

export function seasonalHoursValues(settings: Pick<AvailabilitySettings, "seasonalHours">): FormValues {
  const values: FormValues = {};
  for (let row = 0; row < seasonRows(settings.seasonalHours.length); row++) {
    const season = settings.seasonalHours[row];
    const prefix = `seasonalHours.${row}`;
    Object.assign(values, monthsValues(prefix, season?.months), { [`${prefix}.note`]: season?.note ?? "" });
    for (const day of WEEKDAYS) {
      const hours = season?.weekly[day];
      Object.assign(values, rangeValues(`${prefix}.${day}`, hours ?? []), { [`${prefix}.${day}.closed`]: hours?.length === 0 ? "on" : "" });
    }
  }
  return values;
}

const NOTE_MAX = 200;

/** The week's posted rules of months: a day ticked closed, a day with hours, or (neither) the week's. */
export function parseSeasonalHours(values: FormValues): Parsed<Pick<AvailabilitySettings, "seasonalHours">> {
  const errors: FieldErrors = {};
  const seasons: SeasonalHours[] = [];
  for (let row = 0; row < MAX_SEASONS; row++) {
    const prefix = `seasonalHours.${row}`;
    const months = parseMonths(values, prefix, errors);
    const note = (values[`${prefix}.note`] ?? "").trim().replace(/\s+/g, " ");
    const weekly: SeasonalHours["weekly"] = {};
    for (const day of WEEKDAYS) {
      const hours = parseRanges(values, `${prefix}.${day}`, errors);
      const closed = checked(values[`${prefix}.${day}.closed`]);
      if (closed && hours.length) errors[`${prefix}.${day}.closed`] = "Untick closed, or empty this day's hours.";
      if (closed) weekly[day] = [];
      else if (hours.length) weekly[day] = hours;
    }
    if (months === null) {
      if (note || Object.keys(weekly).length) errors[`${prefix}.from`] = "Choose the months these hours are for.";
      continue;
    }
    if (!Object.keys(weekly).length) errors[`${prefix}.mon.closed`] = "Give at least one day other hours, or tick it closed.";
    if (note.length > NOTE_MAX) errors[`${prefix}.note`] = `Keep the note to ${NOTE_MAX} characters or fewer.`;
    if (!months) continue;
    checkOverlap(seasons.map((season) => season.months), months, `${prefix}.from`, errors);
    seasons.push({ months, weekly, note });
  }
  return result(errors, () => ({ seasonalHours: seasons }));
}
