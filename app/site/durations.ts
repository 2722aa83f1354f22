import type { Locale } from "~/schemas/common";

/** "2 hours 30 minutes", "2 uur 30 minuten": a session's length, as the service pages, the booking and the emails show it. */
export function formatDuration(minutes: number, locale: Locale = "en"): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  // Dutch "uur" has no plural after a number.
  if (hours) parts.push(locale === "nl" ? `${hours} uur` : `${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest || !hours) parts.push(locale === "nl" ? `${rest} ${rest === 1 ? "minuut" : "minuten"}` : `${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}
