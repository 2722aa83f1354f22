/**
 * The studio's week in words, as the contact page shows it: days with the same hours together
 * ("Tuesday, Wednesday and Friday: 09:30–17:30"), the open days in week order, the closed ones last.
 * Made from the same settings the free times are computed from, so the two always agree. In the
 * page's language: a Dutch contact page says "Dinsdag, woensdag en vrijdag: 09:30–17:30".
 */
import { monthsText, WEEKDAY_NAMES, WEEKDAYS, type AvailabilitySettings, type MonthRange, type TimeRange, type Weekday } from "~/schemas/availability";
import type { Locale } from "~/schemas/common";

type HoursWords = { and: string; closed: string; holidays: string; weekday: Record<Weekday, string>; months: (range: MonthRange) => string };

const MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

const WORDS: Record<Locale, HoursWords> = {
  en: { and: "and", closed: "Closed", holidays: "Dutch public holidays", weekday: WEEKDAY_NAMES, months: monthsText },
  nl: {
    and: "en",
    closed: "Gesloten",
    holidays: "Nederlandse feestdagen",
    weekday: { mon: "maandag", tue: "dinsdag", wed: "woensdag", thu: "donderdag", fri: "vrijdag", sat: "zaterdag", sun: "zondag" },
    months: (range) => (range.from === range.to ? MONTHS_NL[range.from - 1]! : `${MONTHS_NL[range.from - 1]} tot en met ${MONTHS_NL[range.to - 1]}`),
  },
};

function listed(names: readonly string[], and: string): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}` : (names[0] ?? "");
}

/** Dutch day names are written in lower case: a line starts with a capital all the same. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type OpeningHoursLine = { days: string; hours: string };

/** The days of `week` grouped by their hours, in week order. */
function groupedDays(week: Partial<Record<Weekday, readonly TimeRange[]>>, words: HoursWords): OpeningHoursLine[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const ranges = week[day];
    if (!ranges) continue;
    const hours = ranges.map((range) => `${range.from}–${range.to}`).join(` ${words.and} `) || words.closed;
    groups.set(hours, [...(groups.get(hours) ?? []), day]);
  }
  return [...groups].map(([hours, days]) => ({ days: capitalized(listed(days.map((day) => words.weekday[day]), words.and)), hours }));
}

export function weeklyHoursLines(
  settings: Pick<AvailabilitySettings, "weekly" | "closedOnPublicHolidays"> & Partial<Pick<AvailabilitySettings, "seasonalHours">>,
  locale: Locale = "en",
): OpeningHoursLine[] {
  const words = WORDS[locale];
  const lines = groupedDays(settings.weekly, words);
  const open = lines.filter((line) => line.hours !== words.closed);
  const closed = lines.filter((line) => line.hours === words.closed);
  // Months with other hours, after the usual week: "Thursday, November to February: 09:30–18:00".
  const seasonal = (settings.seasonalHours ?? []).flatMap((season) => groupedDays(season.weekly, words).map((line) => ({ ...line, days: `${line.days}, ${words.months(season.months)}` })));
  const holidays = settings.closedOnPublicHolidays ? [{ days: words.holidays, hours: words.closed }] : [];
  return [...open, ...closed, ...seasonal, ...holidays];
}
