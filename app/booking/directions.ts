import type { SessionLocation } from "~/schemas/availability";
import type { Directions } from "~/schemas/website";

/** How to reach the place of a session, as the emails and the confirmation page show it. */
export type PlaceDirections = { heading: string; text: string };

/**
 * The directions to where a session happens, from the texts the studio keeps with its business
 * details; null when it has written none for that place. Each place a session can happen has its
 * case here, so a new one cannot be added without saying how to get there.
 */
export function directionsFor(location: SessionLocation, written: Directions): PlaceDirections | null {
  const place = placeOf(location, written);
  return place.text ? place : null;
}

function placeOf(location: SessionLocation, written: Directions): PlaceDirections {
  switch (location) {
    case "studio":
      return { heading: "Finding the studio", text: written.studio };
    case "online":
      return { heading: "Joining by video", text: written.online };
    // The visitor's own address, a free phone call, and a meeting point, whose directions the
    // studio writes with the meeting point itself and the booking carries (booking-emails.ts).
    case "home":
    case "call":
    case "town":
      return { heading: "", text: "" };
  }
}
