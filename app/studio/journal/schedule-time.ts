import { STUDIO_TIME_ZONE } from "~/site/studio-time-zone";

/**
 * "Schedule for…" is typed as the studio's wall-clock time (a `datetime-local` field has no zone),
 * so the time an editor in Amsterdam types is the time the article goes public there, summer or
 * winter. These turn that local time into the UTC instant stored in `publishAt`, and back.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone's offset from UTC (ms) at the instant `at`: +1 h in Amsterdam's winter, +2 h in summer. */
function offsetAt(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time in the zone names, or null for text that is no such time. A time
 * the clocks skip (02:30 on the last Sunday of March) is read as the time an hour later; a time
 * that happens twice (02:30 on the last Sunday of October) as the first of the two.
 */
export function zonedTimeToUtc(local: string, timeZone = STUDIO_TIME_ZONE): Date | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  // The zone's offsets half a day either side cover any change of clocks that night; of the
  // instants they give, those that read back as the typed time, the earliest.
  const candidates = [...new Set([wall - offsetAt(wall - 43_200_000, timeZone), wall - offsetAt(wall + 43_200_000, timeZone)])].sort((a, b) => a - b);
  const typed = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  const exact = candidates.find((candidate) => toZonedLocal(new Date(candidate), timeZone) === typed);
  // None in a skipped hour: the offset before the change reads it as the hour after.
  return new Date(exact ?? candidates[candidates.length - 1]!);
}

/** The `datetime-local` value ("2026-03-29T09:30") of an instant, on the zone's clock. */
export function toZonedLocal(at: Date, timeZone = STUDIO_TIME_ZONE): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}

/** "Sat 28 Mar 2026, 09:30" on the studio's clock, for lists and notices. */
export function formatStudioTime(iso: string, timeZone = STUDIO_TIME_ZONE): string {
  return new Date(iso).toLocaleString("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}
