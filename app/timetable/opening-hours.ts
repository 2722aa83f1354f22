/**
 * The studio's week in words, as the contact page shows it: days with the same hours together
 * ("Tuesday, Wednesday and Friday: 09:30–17:30"), the open days in week order, the closed ones last.
 * Made from the same settings the free times are computed from, so the two always agree.
 */
import { WEEKDAY_NAMES, WEEKDAYS, type AvailabilitySettings, type Weekday } from "~/schemas/availability";

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export type OpeningHoursLine = { days: string; hours: string };

export function weeklyHoursLines(settings: Pick<AvailabilitySettings, "weekly" | "closedOnPublicHolidays">): OpeningHoursLine[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const hours = settings.weekly[day].map((range) => `${range.from}–${range.to}`).join(" and ") || "Closed";
    groups.set(hours, [...(groups.get(hours) ?? []), day]);
  }
  const lines = [...groups].map(([hours, days]) => ({ days: listed(days.map((day) => WEEKDAY_NAMES[day])), hours }));
  const open = lines.filter((line) => line.hours !== "Closed");
  const closed = lines.filter((line) => line.hours === "Closed");
  const holidays = settings.closedOnPublicHolidays ? [{ days: "Dutch public holidays", hours: "Closed" }] : [];
  return [...open, ...closed, ...holidays];
}
