/**
 * Where a session happens (`SESSION_LOCATIONS`), in words: for the visitor choosing a time, for the
 * studio booking one or setting a service's rule, and for a booked session with its own details
 * (the address, the meeting point, the number to call), as its emails and pages show it.
 */
import type { Booking } from "~/schemas/booking";
import { FREE_CALL_MINUTES, type SessionLocation } from "~/schemas/availability";
import { oneLine } from "~/platform/text";
import type { Locale } from "~/site/locale";
import { meetingPointIn } from "./meeting-point";

/** On the public booking page, after the session's length: "90 minutes at your home". */
export const PLACE_FOR_VISITOR: Record<SessionLocation, string> = {
  studio: "at the studio in Utrecht",
  online: "online, by video",
  home: "at your home",
  town: "out in town",
  call: "by phone, free of charge",
};

/** `PLACE_FOR_VISITOR` in Dutch: "90 minuten bij jou thuis". */
const PLACE_FOR_VISITOR_NL: Record<SessionLocation, string> = {
  studio: "in de studio in Utrecht",
  online: "online, via video",
  home: "bij jou thuis",
  town: "op locatie in de stad",
  call: "telefonisch, gratis",
};

/** Where a session happens, for the visitor choosing a time, in their language. */
export function placeForVisitor(location: SessionLocation, locale: Locale = "en"): string {
  return (locale === "nl" ? PLACE_FOR_VISITOR_NL : PLACE_FOR_VISITOR)[location];
}

/** On the studio's booking form, after the session's length. */
export const PLACE_FOR_STUDIO: Record<SessionLocation, string> = {
  studio: "at the studio",
  online: "online, by video",
  home: "at the client's home",
  town: "out in town, from the service's meeting point",
  call: "a free call, to the client's phone",
};

/** The choices of a service's rule in the studio's availability: short, to fit a phone's select. */
export const PLACE_NAMES: Record<SessionLocation, string> = {
  studio: "In the studio",
  online: "Online (video link)",
  home: "At the client's home",
  town: "Out in town",
  call: `Free call (${FREE_CALL_MINUTES} min)`,
};

/** An online session before its reminder, which carries the video room's link. */
export const ONLINE_BEFORE_LINK = "Online, by video (we send your link with the reminder two days before)";

/** `ONLINE_BEFORE_LINK` in a client's language. */
export function onlineBeforeLink(locale: Locale = "en"): string {
  return locale === "nl" ? "Online, via video (je link sturen we mee met de herinnering, twee dagen van tevoren)" : ONLINE_BEFORE_LINK;
}

type BookedAt = Pick<Booking, "location" | "address" | "meetingPoint" | "phone">;

/**
 * Where a booked session happens, on one line. `places` words a session at the studio or online
 * for the page or email it is in; `reader` is whom it addresses: the client (in `locale`) or the
 * studio (in English).
 */
export function bookedPlace(booking: BookedAt, places: { studio: string; online: string }, reader: "client" | "studio", locale: Locale = "en"): string {
  const client = reader === "client";
  if (client && locale === "nl") return bookedPlaceNl(booking, places);
  switch (booking.location) {
    case "studio":
    case "online":
      return places[booking.location];
    case "home": {
      const home = client ? "At your home" : "At the client's home";
      return booking.address ? `${home}: ${oneLine(booking.address.street)}, ${booking.address.postcode} ${oneLine(booking.address.town)}` : home;
    }
    case "town":
      return `Meeting point: ${booking.meetingPoint?.name || (client ? "we email you where to meet" : "not set")}`;
    case "call":
      return client ? `By phone: we call you on ${booking.phone || "the number you gave"}` : `A free call, to ${booking.phone || "the number given"}`;
  }
}

/** `bookedPlace` for a client who reads Dutch. */
function bookedPlaceNl(booking: BookedAt, places: { studio: string; online: string }): string {
  switch (booking.location) {
    case "studio":
    case "online":
      return places[booking.location];
    case "home":
      return booking.address ? `Bij jou thuis: ${oneLine(booking.address.street)}, ${booking.address.postcode} ${oneLine(booking.address.town)}` : "Bij jou thuis";
    case "town":
      return `Ontmoetingspunt: ${(booking.meetingPoint && meetingPointIn(booking.meetingPoint, "nl").name) || "we mailen je waar we afspreken"}`;
    case "call":
      return `Telefonisch: we bellen je op ${booking.phone || "het nummer dat je hebt opgegeven"}`;
  }
}
