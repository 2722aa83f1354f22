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

/** Where a session happens, in words; `places` says it for a studio or an online session, in the reader's words. */
function whereOf(booking: Booking, places: { studio: string; online: string }): string {
  switch (booking.location) {
    case "studio":
    case "online":
      return places[booking.location];
    case "home":
      return booking.address ? `At home: ${booking.address.street}, ${booking.address.postcode} ${booking.address.town}` : "At home";
    case "town":
      return `Meeting point: ${booking.meetingPoint?.name ?? ""}`;
    case "call":
      return `A free call, to ${booking.phone || "the number given"}`;
  }
}

/** A booking's summary; `places` says where a studio or an online session happens, in the reader's words. */
export function bookingSummary(booking: Booking, places: { studio: string; online: string }): BookingSummary {
  return {
    serviceName: booking.serviceName,
    when: `${slotLabel(booking.startsAt)} to ${studioClockTime(booking.endsAt)}`,
    length: formatDuration(Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000)),
    where: whereOf(booking, places),
    people: [booking.name, ...booking.guests],
    email: booking.email,
  };
}
