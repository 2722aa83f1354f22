/**
 * The studio's week in words, as the contact page shows it: days with the same hours together
 * ("Tuesday, Wednesday and Friday: 09:30–17:30"), the open days in week order, the closed ones last.
 * Made from the same settings the free times are computed from, so the two always agree.
 */
import { monthsText, WEEKDAY_NAMES, WEEKDAYS, type AvailabilitySettings, type TimeRange, type Weekday } from "~/schemas/availability";

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export type OpeningHoursLine = { days: string; hours: string };

/** The days of `week` grouped by their hours, in week order. */
function groupedDays(week: Partial<Record<Weekday, readonly TimeRange[]>>): OpeningHoursLine[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const ranges = week[day];
    if (!ranges) continue;
    const hours = ranges.map((range) => `${range.from}–${range.to}`).join(" and ") || "Closed";
    groups.set(hours, [...(groups.get(hours) ?? []), day]);
  }
  return [...groups].map(([hours, days]) => ({ days: listed(days.map((day) => WEEKDAY_NAMES[day])), hours }));
}

export function weeklyHoursLines(settings: Pick<AvailabilitySettings, "weekly" | "closedOnPublicHolidays"> & Partial<Pick<AvailabilitySettings, "seasonalHours">>): OpeningHoursLine[] {
  const lines = groupedDays(settings.weekly);
  const open = lines.filter((line) => line.hours !== "Closed");
  const closed = lines.filter((line) => line.hours === "Closed");
  // Months with other hours, after the usual week: "Thursday, November to February: 09:30–18:00".
  const seasonal = (settings.seasonalHours ?? []).flatMap((season) => groupedDays(season.weekly).map((line) => ({ ...line, days: `${line.days}, ${monthsText(season.months)}` })));
  const holidays = settings.closedOnPublicHolidays ? [{ days: "Dutch public holidays", hours: "Closed" }] : [];
  return [...open, ...closed, ...seasonal, ...holidays];
}
