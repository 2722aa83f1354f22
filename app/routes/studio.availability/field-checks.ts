/**
 * What every form of the availability page shares: the posted values and their messages by field
 * name (flat names such as `weekly.sat.0.from`), and the checks of a time, stretches of hours, a
 * whole number and a tick, each leaving its message next to the field itself. Pure, as are the
 * sections' modules that use it (opening-hours.ts, service-rules.ts, booking-rules.ts, block-form.ts).
 */
import * as v from "valibot";
import { WallTime, wallMinutes, type TimeRange } from "~/schemas/availability";

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The key of a message about a whole form rather than one of its fields. */
export const FORM_ERROR = "";

/** Stretches of opening hours a day (or a date) may have. */
export const MAX_RANGES = 3;

const TIME_MESSAGE = "Enter a time like 09:30, on the quarter hour.";

/** "9:30", "9.30" and " 09:30 " are all 09:30; anything else is left as typed, for the check to refuse. */
export function normalTime(value: string | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : text;
}

/** A time of the quarter hour, or null with the message next to the field `name`. */
export function wallTime(value: string, name: string, errors: FieldErrors): string | null {
  const parsed = v.safeParse(WallTime, value);
  if (parsed.success) return parsed.output;
  errors[name] = TIME_MESSAGE;
  return null;
}

/** The stretches of hours under `prefix` as their form shows them: every stretch a form holds, empty where there is none. */
export function rangeValues(prefix: string, ranges: readonly TimeRange[]): FormValues {
  const values: FormValues = {};
  for (let index = 0; index < MAX_RANGES; index++) {
    values[`${prefix}.${index}.from`] = ranges[index]?.from ?? "";
    values[`${prefix}.${index}.to`] = ranges[index]?.to ?? "";
  }
  return values;
}

/** The hours posted under `prefix` (`weekly.sat`), in time order; none when every time is empty. */
export function parseRanges(values: FormValues, prefix: string, errors: FieldErrors): TimeRange[] {
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

/** A whole number from `min` to `max`, or null with `message` next to the field. */
export function wholeNumber(values: FormValues, name: string, [min, max]: readonly [number, number], message: string, errors: FieldErrors): number | null {
  const text = (values[name] ?? "").trim();
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(number) && number >= min && number <= max) return number;
  errors[name] = message;
  return null;
}

/** A ticked checkbox, which posts "on". */
export const checked = (value: string | undefined) => value === "on";

/** The parsed value, or the messages when any field was refused. */
export function result<T>(errors: FieldErrors, data: () => T): Parsed<T> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: data() };
}
