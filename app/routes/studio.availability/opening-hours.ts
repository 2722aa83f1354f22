/**
 * The opening hours' two forms: the week (up to three stretches a day, and whether public holidays
 * close the studio) and the dates with other hours, as form values and read back from a post.
 */
import * as v from "valibot";
import { CalendarDate, WEEKDAYS, type AvailabilitySettings, type DateOverride } from "~/schemas/availability";
import { checked, parseRanges, rangeValues, result, type FieldErrors, type FormValues, type Parsed } from "./field-checks";

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
