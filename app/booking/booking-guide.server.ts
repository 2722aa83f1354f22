import type { AppContext } from "~/firestore/app-context.server";
import { findActiveService } from "~/models/services.server";
import type { Booking } from "~/schemas/booking";
import type { Directions } from "~/schemas/website";
import { directionsFor, type PlaceDirections } from "./directions";

/** What a booked visitor is told before the session (the FAQ's "directions and a short preparation guide"). */
export type BookingGuide = { preparation: string; directions: PlaceDirections | null };

/**
 * The booked service's preparation text as the site shows the service now, and the directions to
 * the session's place from the business details. Without the service (its read failed, or it is no
 * longer offered) the guide has no preparation, and whoever shows it goes on without.
 */
export async function bookingGuide(app: AppContext, bookingId: string, booking: Booking, business: { directions: Directions } | null): Promise<BookingGuide> {
  const service = await findActiveService(app, booking.serviceId).catch(() => {
    app.log("a booked service could not be read for its preparation", { booking: bookingId });
    return null;
  });
  return { preparation: service?.preparation ?? "", directions: business ? directionsFor(booking.location, business.directions) : null };
}
