/** The form that blocks a time by hand: what it is, its date, and from when to when on the studio's clock. */
import * as v from "valibot";
import { CalendarDate } from "~/schemas/availability";
import { normalTime, result, type FieldErrors, type FormValues, type Parsed } from "./field-checks";

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
