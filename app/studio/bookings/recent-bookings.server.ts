/**
 * The bookings made online in the last 30 days, newest first, as the inbox lists them beside the
 * requests: each links to its page in the studio, where it is moved or cancelled.
 */
import type { Booking } from "~/schemas/booking";
import type { AppContext } from "~/firestore/app-context.server";
import { bookingsMadeSince } from "~/models/booking-calendar.server";
import { slotLabel, studioDateTime } from "~/site/time";

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_DAYS = 30;
const RECENT_LIMIT = 20;

export type RecentBooking = {
  id: string;
  href: string;
  /** ISO time it was made, and as the studio reads it. */
  madeAt: string;
  madeLabel: string;
  name: string;
  service: string;
  /** "Thu 3 Dec, 10:00, 1 person". */
  when: string;
  status: Booking["status"];
};

export async function recentBookings(app: AppContext, now = Date.now()): Promise<RecentBooking[]> {
  const listed = await bookingsMadeSince(app, new Date(now - RECENT_DAYS * DAY_MS), RECENT_LIMIT);
  return listed.map(({ id, booking }) => ({
    id,
    href: `/studio/bookings/${id}`,
    madeAt: booking.createdAt,
    madeLabel: studioDateTime(booking.createdAt),
    name: booking.name,
    service: booking.serviceName,
    when: `${slotLabel(booking.startsAt)}, ${booking.people} ${booking.people === 1 ? "person" : "people"}`,
    status: booking.status,
  }));
}
