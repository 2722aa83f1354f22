/**
 * Dates and times in words: every format the site shows. Instants are stored as UTC (ISO strings
 * or Dates) and shown on the studio's clock (it is in Utrecht), by the runtime's ICU time-zone
 * data (Intl), so summer and winter time are right without a table of our own. No other module
 * formats a date; turning an instant into the studio's date or back is app/platform/studio-clock.ts's.
 */

import type { Instant } from "~/platform/studio-clock";
import { STUDIO_TIME_ZONE } from "~/platform/studio-time-zone";

import type { Locale } from "~/schemas/common";

/** Each language's conventions: "Thursday 3 December" in English, "donderdag 3 december" in Dutch. */
const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", nl: "nl-NL" };

function formats(locale: Locale) {
  const tag = INTL_LOCALE[locale];
  const inStudio = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { timeZone: STUDIO_TIME_ZONE, ...options });
  return {
    publicDate: inStudio({ day: "numeric", month: "long", year: "numeric" }),
    calendarDay: new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    slot: inStudio({ weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    slotDay: new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
    slotWeekday: new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }),
  };
}
type Formats = ReturnType<typeof formats>;
const made: Partial<Record<Locale, Formats>> = {};
/** Made on first use: a Dutch formatter costs nothing on a page that shows none. */
const format = (locale: Locale): Formats => (made[locale] ??= formats(locale));

const inStudio = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: STUDIO_TIME_ZONE, ...options });
const STUDIO_DATE_TIME = inStudio({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const STUDIO_DAY = inStudio({ day: "numeric", month: "short", year: "numeric" });
const STUDIO_YEAR = inStudio({ year: "numeric" });
const CLOCK_TIME = inStudio({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** "10 March 2026": a date the public site shows (an article's, a testimonial's). */
export function publicDate(at: Instant, locale: Locale = "en"): string {
  return format(locale).publicDate.format(toDate(at));
}

/** "1 Jul 2026, 12:15": a date and time in the studio (a request received, a save, a session). */
export function studioDateTime(at: Instant): string {
  return STUDIO_DATE_TIME.format(toDate(at));
}

/** "1 Jul 2026": a day in the studio (when a request is deleted). */
export function studioDay(at: Instant): string {
  return STUDIO_DAY.format(toDate(at));
}

/** "Tuesday, 10 March 2026": a calendar date a visitor chose (YYYY-MM-DD), which names a day, not an instant. */
export function calendarDay(date: string, locale: Locale = "en"): string {
  return format(locale).calendarDay.format(new Date(`${date}T00:00:00Z`));
}

/** "Thu 3 Dec, 10:00": a booked or offered start, on the studio's clock. */
export function slotLabel(at: Instant, locale: Locale = "en"): string {
  return format(locale).slot.format(toDate(at));
}

/** "10:00": the time of day on the studio's clock. */
export function studioClockTime(at: Instant): string {
  return CLOCK_TIME.format(toDate(at));
}

/**
 * "your time 04:00 EST": a time on the visitor's own clock, for an online session (in the browser
 * only: the server does not know the visitor's zone). Null when it reads as the studio's clock.
 */
export function visitorClockTime(at: Instant, locale: Locale = "en"): string | null {
  const mine = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" });
  const zone = mine.resolvedOptions().timeZone;
  if (zone === STUDIO_TIME_ZONE) return null;
  return `${locale === "nl" ? "jouw tijd" : "your time"} ${mine.format(toDate(at))}`;
}

/** "Thursday 3 December": a day of free times (YYYY-MM-DD, a date on the studio's clock). */
export function slotDay(date: string, locale: Locale = "en"): string {
  return format(locale).slotDay.format(new Date(`${date}T00:00:00Z`));
}

/** "Thu" and "3": a day as the time picker's strip of days shows it (YYYY-MM-DD, a date on the studio's clock). */
export function slotDayTab(date: string, locale: Locale = "en"): { weekday: string; dayOfMonth: string } {
  return { weekday: format(locale).slotWeekday.format(new Date(`${date}T00:00:00Z`)), dayOfMonth: String(Number(date.slice(8, 10))) };
}

/** The year on the studio's clock (the footer's ©): a new year starts at Amsterdam's midnight. */
export function studioYear(at: Instant = Date.now()): number {
  return Number(STUDIO_YEAR.format(toDate(at)));
}
