/**
 * A meeting point out in town, in the reader's language (issue 43). The studio writes its name and
 * directions on the service's rule (`Availability/Settings`), in English and, beside it, in Dutch
 * (`nl`); a booking keeps both as they were when it was made, so its later emails say what the
 * visitor was told. A text the studio has not written in Dutch is shown in English, and listed in
 * `english` for the page to mark it `lang="en"` (`langOf`); a plain-text email cannot mark it.
 */
import type { ServiceBookingRule } from "~/schemas/availability";
import type { Booking } from "~/schemas/booking";
import type { Locale } from "~/schemas/common";
import { localizeFields, type Localized } from "~/site/localize";

type BookedMeetingPoint = NonNullable<Booking["meetingPoint"]>;

/** A meeting point's name and directions in one language, with the fields left in English on a Dutch page. */
export type MeetingPointText = Localized<{ name: string; directions: string }>;

/** The meeting point a booking of `rule` keeps: the English, and the Dutch the studio has written of it. */
export function bookedMeetingPoint(rule: Pick<ServiceBookingRule, "meetingPoint" | "meetingDirections" | "nl">): BookedMeetingPoint {
  const nl = {
    ...(rule.nl?.meetingPoint ? { name: rule.nl.meetingPoint } : {}),
    ...(rule.nl?.meetingDirections ? { directions: rule.nl.meetingDirections } : {}),
  };
  return { name: rule.meetingPoint, directions: rule.meetingDirections, ...(Object.keys(nl).length > 0 ? { nl } : {}) };
}

/** A booked meeting point in `locale`: each text in Dutch where the studio wrote it, else in English. */
export function meetingPointIn(point: BookedMeetingPoint, locale: Locale): MeetingPointText {
  const { nl: _dutch, ...text } = localizeFields({ ...point, directions: point.directions ?? "" }, locale, ["name", "directions"]);
  return text;
}
