/**
 * What every email to a client writes the same way, in the client's language (issue 43): the
 * greeting and the sign-off, dates and times on the studio's clock, and the site's own links, which
 * in a Dutch email go to the Dutch pages ("/bookings/…" → "/nl/afspraken/…"). The studio's own mail
 * (studio-email.ts, notify-studio.server.ts) stays English.
 */
import type { Instant } from "~/platform/studio-clock";
import { studioDate } from "~/platform/studio-clock";
import type { Locale } from "~/schemas/common";
import { twinPath } from "~/site/locale";
import { calendarDay, publicDate, slotDay, slotLabel, studioClockTime, studioDateTime, studioDay } from "~/site/time";

/** "Dear Ada," / "Beste Ada,". */
export const dearWords = (name: string, locale: Locale) => (locale === "nl" ? `Beste ${name},` : `Dear ${name},`);

/** The line above the studio's name. */
export const regardsWords = (locale: Locale) => (locale === "nl" ? "Hartelijke groet," : "Warm regards,");

/** A session's start: "Thu 3 Dec, 10:00" / "donderdag 3 december om 10:00". */
export function slotWords(at: Instant, locale: Locale): string {
  return locale === "nl" ? `${slotDay(studioDate(at), "nl")} om ${studioClockTime(at)}` : slotLabel(at);
}

/** A session's time: "Thu 3 Dec, 10:00 to 12:30 (Dutch time)" / "donderdag 3 december 2026, van 10:00 tot 12:30 (Nederlandse tijd)". */
export function sessionTimeWords(startsAt: Instant, endsAt: Instant, locale: Locale): string {
  return locale === "nl"
    ? `${calendarDay(studioDate(startsAt), "nl")}, van ${studioClockTime(startsAt)} tot ${studioClockTime(endsAt)} (Nederlandse tijd)`
    : `${slotLabel(startsAt)} to ${studioClockTime(endsAt)} (Dutch time)`;
}

/** A day on the studio's clock: "1 Jul 2026" / "1 juli 2026". */
export function dayWords(at: Instant, locale: Locale): string {
  return locale === "nl" ? publicDate(at, "nl") : studioDay(at);
}

/** A day and time on the studio's clock: "20 Nov 2026, 15:20" / "20 november 2026 om 15:20". */
export function dateTimeWords(at: Instant, locale: Locale): string {
  return locale === "nl" ? `${publicDate(at, "nl")} om ${studioClockTime(at)}` : studioDateTime(at);
}

/**
 * A link to one of the site's public pages, absolute, as the client's language spells it: the
 * same address in English, its Dutch twin in Dutch (a link already Dutch stays as it is). Only for
 * the site's own pages: a checkout's or a video room's address is nobody's to translate.
 */
export function localizedUrl(url: string, locale: Locale): string {
  if (locale === "en") return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  parsed.pathname = twinPath(parsed.pathname, locale);
  return parsed.toString();
}
