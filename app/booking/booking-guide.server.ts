import type { AppContext } from "~/firestore/app-context.server";
import { findActiveService } from "~/models/services.server";
import type { Booking } from "~/schemas/booking";
import type { Directions } from "~/schemas/website";
import type { Locale } from "~/site/locale";
import { directionsFor, type PlaceDirections } from "./directions";

/**
 * What a booked visitor is told before the session (the FAQ's "directions and a short preparation guide"),
 * in the page's language; `english` lists the texts the studio has not written in it yet (`langOf`).
 */
export type BookingGuide = { preparation: string; directions: PlaceDirections | null; english?: readonly string[] };

/**
 * The booked service's preparation text as the site shows the service now, and the directions to
 * the session's place from the business details. Without the service (its read failed, or it is no
 * longer offered) the guide has no preparation, and whoever shows it goes on without. `locale` words
 * the directions' heading (the texts are the studio's, in the language the models read them in);
 * `english`, the website's sections left in English (WebsiteContent's).
 */
export async function bookingGuide(
  app: AppContext,
  bookingId: string,
  booking: Booking,
  business: { directions: Directions } | null,
  { locale = "en", english: websiteEnglish = [] }: { locale?: Locale; english?: readonly string[] | undefined } = {},
): Promise<BookingGuide> {
  const service = await findActiveService(app, booking.serviceId).catch(() => {
    app.log("a booked service could not be read for its preparation", { booking: bookingId });
    return null;
  });
  const english = [...(service?.english?.includes("preparation") ? ["preparation"] : []), ...(websiteEnglish.includes("directions") ? ["directions"] : [])];
  return { preparation: service?.preparation ?? "", directions: business ? directionsFor(booking.location, business.directions, locale) : null, ...(english.length ? { english } : {}) };
}
