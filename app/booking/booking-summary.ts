import type { Booking } from "~/schemas/booking";
import { formatDuration } from "~/site/durations";
import { slotLabel, studioClockTime } from "~/site/time";
import { bookedPlace } from "./session-places";
import type { Locale } from "~/site/locale";

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

/**
 * A booking's summary for `reader`; `places` says where a studio or an online session happens, in
 * the reader's words. A client reads it in `locale`; the studio, in English.
 */
export function bookingSummary(booking: Booking, places: { studio: string; online: string }, reader: "client" | "studio", locale: Locale = "en"): BookingSummary {
  const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);
  return {
    serviceName: booking.serviceName,
    when: `${slotLabel(booking.startsAt, locale)} ${locale === "nl" ? "tot" : "to"} ${studioClockTime(booking.endsAt)}`,
    length: formatDuration(minutes, locale),
    where: bookedPlace(booking, places, reader, locale),
    people: [booking.name, ...booking.guests],
    email: booking.email,
  };
}
