/**
 * The Dutch public holidays (the list the government publishes at rijksoverheid.nl, "Feestdagen"):
 * New Year's Day, Good Friday, Easter Sunday and Monday, King's Day (27 April, or the 26th when
 * the 27th is a Sunday), Liberation Day (5 May), Ascension Day, Whit Sunday and Monday, and
 * Christmas Day and Boxing Day. Computed per year, so no list runs out.
 */
import { addDays } from "~/platform/studio-clock";

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Each holiday of `year` by date (YYYY-MM-DD), with its English name. */
export function dutchPublicHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? `${year}-04-26` : `${year}-04-27`;
  return new Map([
    [`${year}-01-01`, "New Year's Day"],
    [addDays(easter, -2), "Good Friday"],
    [easter, "Easter Sunday"],
    [addDays(easter, 1), "Easter Monday"],
    [kingsDay, "King's Day"],
    [`${year}-05-05`, "Liberation Day"],
    [addDays(easter, 39), "Ascension Day"],
    [addDays(easter, 49), "Whit Sunday"],
    [addDays(easter, 50), "Whit Monday"],
    [`${year}-12-25`, "Christmas Day"],
    [`${year}-12-26`, "Boxing Day"],
  ]);
}

const byYear = new Map<number, Map<string, string>>();

/** The holiday on `date`, or undefined. */
export function publicHolidayOn(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) byYear.set(year, (holidays = dutchPublicHolidays(year)));
  return holidays.get(date);
}
