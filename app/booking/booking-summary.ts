import type { Booking } from "~/schemas/booking";
import { formatDuration } from "~/site/durations";
import { slotLabel, studioClockTime } from "~/site/time";
import { bookedPlace } from "./session-places";

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

/** A booking's summary for `reader`; `places` says where a studio or an online session happens, in the reader's words. */
export function bookingSummary(booking: Booking, places: { studio: string; online: string }, reader: "client" | "studio"): BookingSummary {
  return {
    serviceName: booking.serviceName,
    when: `${slotLabel(booking.startsAt)} to ${studioClockTime(booking.endsAt)}`,
    length: formatDuration(Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000)),
    where: bookedPlace(booking, places, reader),
    people: [booking.name, ...booking.guests],
    email: booking.email,
  };
}
