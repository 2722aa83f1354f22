/**
 * The instants an iCalendar's times name: a zone the file defines by its VTIMEZONE; a zone the file
 * names but leaves out (Google does at times) by the runtime's rules (Intl); a floating time, a
 * zone the runtime does not know, and a whole day, on the studio's clock.
 */
import ICAL from "ical.js";
import { studioDayStart, wallTimeToInstant } from "~/platform/studio-clock";
import { STUDIO_TIME_ZONE } from "~/platform/studio-time-zone";

/**
 * The instant a time of the calendar names: a whole day begins at the studio's midnight; a time
 * without a zone ical.js could resolve (floating, or a zone unknown to the runtime) is read on the
 * studio's clock; any other by its zone's rules.
 */
export function instantOf(time: ICAL.Time): number {
  if (time.isDate) {
    return studioDayStart(`${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`);
  }
  if (time.zone === ICAL.Timezone.localTimezone) return wallTimeToInstant(STUDIO_TIME_ZONE, time);
  return time.toUnixTime() * 1000;
}

/** A zone named by the runtime's time-zone data (Intl) rather than by a VTIMEZONE in the file. */
class IntlTimezone extends ICAL.Timezone {
  /** Seconds east of UTC at each wall-clock time asked for: ical.js asks again at every comparison. */
  private readonly offsets = new Map<number, number>();

  constructor(tzid: string) {
    super({ tzid });
  }

  /** Seconds east of UTC at the wall-clock time `time` shows in this zone. */
  override utcOffset(time: ICAL.Time): number {
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    let offset = this.offsets.get(wall);
    if (offset === undefined) {
      offset = (wall - wallTimeToInstant(this.tzid, time)) / 1000;
      if (this.offsets.size >= 10_000) this.offsets.clear();
      this.offsets.set(wall, offset);
    }
    return offset;
  }
}

function knownToIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * ical.js resolves a TZID the file does not define through its global TimezoneService, and reads
 * the time as floating when that has none. Registering the runtime's rules there before any time is
 * read gives such times their zone. The service outlives the call, which is harmless: what is
 * registered is the runtime's own rules under their own name, never anything from a feed.
 */
export function registerUndefinedZones(calendar: ICAL.Component): void {
  const checked = new Set<string>();
  for (const event of calendar.getAllSubcomponents("vevent")) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (typeof tzid !== "string" || checked.has(tzid)) continue;
      checked.add(tzid);
      if (ICAL.TimezoneService.has(tzid) || calendar.getTimeZoneByID(tzid)) continue;
      if (knownToIntl(tzid)) ICAL.TimezoneService.register(new IntlTimezone(tzid));
    }
  }
}
