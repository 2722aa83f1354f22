import type { Booking } from "~/schemas/booking";
import { formatDuration } from "~/site/durations";
import { slotLabel, studioClockTime } from "~/site/time";

/** What a booking is, as both its own page and the studio's page of it list it. */
export type BookingSummary = {
  serviceName: string;
  /** From its start to its end, on the studio's clock. */
  when: string;
  length: string;
  where: string;
  people: string[];
  email: string;
};

/** A booking's summary; `places` says where a studio or an online session happens, in the reader's words. */
export function bookingSummary(booking: Booking, places: { studio: string; online: string }): BookingSummary {
  return {
    serviceName: booking.serviceName,
    when: `${slotLabel(booking.startsAt)} to ${studioClockTime(booking.endsAt)}`,
    length: formatDuration(Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000)),
    where: booking.location === "studio" ? places.studio : places.online,
    people: [booking.name, ...booking.guests],
    email: booking.email,
  };
}
