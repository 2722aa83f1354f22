import type { SessionLocation } from "~/schemas/availability";
import type { Directions } from "~/schemas/website";
import type { Locale } from "~/site/locale";

/** How to reach the place of a session, as the emails and the confirmation page show it. */
export type PlaceDirections = { heading: string; text: string };

/** The headings, in each language. */
const HEADINGS: Record<Locale, { studio: string; online: string }> = {
  en: { studio: "Finding the studio", online: "Joining by video" },
  nl: { studio: "De weg naar de studio", online: "Deelnemen via video" },
};

/**
 * The directions to where a session happens, from the texts the studio keeps with its business
 * details; null when it has written none for that place. Each place a session can happen has its
 * case here, so a new one cannot be added without saying how to get there. `locale` words the heading.
 */
export function directionsFor(location: SessionLocation, written: Directions, locale: Locale = "en"): PlaceDirections | null {
  const place = placeOf(location, written, HEADINGS[locale]);
  return place.text ? place : null;
}

function placeOf(location: SessionLocation, written: Directions, headings: (typeof HEADINGS)[Locale]): PlaceDirections {
  switch (location) {
    case "studio":
      return { heading: headings.studio, text: written.studio };
    case "online":
      return { heading: headings.online, text: written.online };
    // The visitor's own address, a free phone call, and a meeting point, whose directions the
    // studio writes with the meeting point itself and the booking carries (booking-emails.ts).
    case "home":
    case "call":
    case "town":
      return { heading: "", text: "" };
  }
}
