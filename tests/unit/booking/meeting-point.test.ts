import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { visitorBookingEmail, type BookingEmailContext } from "~/booking/booking-emails";
import { bookedMeetingPoint, meetingPointIn } from "~/booking/meeting-point";
import { bookedPlace } from "~/booking/session-places";
import { Booking } from "~/schemas/booking";
import { availabilityNl } from "../../../scripts/seed/nl/availability";

// A meeting point out in town in the reader's language (issue 43): written by the studio in
// English and Dutch on the service's rule, kept on the booking, and read back in the booking's language.

const ENGLISH = {
  meetingPoint: "In front of De Bijenkorf, Hoog Catharijne",
  meetingDirections: "The department store's entrance on the shopping-centre side. Your stylist waits by the doors with a plum-coloured tote bag.",
};
const DUTCH = availabilityNl["guided-shopping-trip"]!;

function townBooking(meetingPoint: Booking["meetingPoint"], locale: "en" | "nl" = "nl"): Booking {
  return v.parse(Booking, {
    status: "confirmed",
    mode: "self",
    serviceId: "guided-shopping-trip",
    serviceName: "Begeleide shopdag",
    location: "town",
    people: 1,
    name: "Sanne Visser",
    email: "sanne@example.org",
    startsAt: "2027-03-09T09:00:00.000Z",
    endsAt: "2027-03-09T12:00:00.000Z",
    busyUntil: "2027-03-09T12:30:00.000Z",
    meetingPoint,
    claims: [],
    sequence: 1,
    locale,
    createdAt: "2027-02-01T10:00:00.000Z",
    updatedAt: "2027-02-01T10:00:00.000Z",
    reminder: "pending",
    reminderAt: "2027-03-07T09:00:00.000Z",
    emailKeys: [],
  });
}

const context = (): BookingEmailContext => ({
  bookingId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  studio: { name: "Plum & Linen Colour Studio", email: "hello@plumandlinen.example", phone: "+31 30 204 7718", address: "Lange Nieuwstraat 87, 3512 PJ Utrecht" },
  manageUrl: "https://www.plumandlinen.example/bookings/tok.sig",
  uidHost: "www.plumandlinen.example",
  cutoffHours: 48,
  preparation: "",
  directions: null,
});

/** The .ics as a calendar reads it: folded lines joined, text escapes undone. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");

describe("a meeting point in the reader's language", () => {
  it("a booking keeps the rule's English and the Dutch the studio wrote, and nothing for Dutch it did not", () => {
    expect(bookedMeetingPoint({ ...ENGLISH, nl: DUTCH })).toEqual({
      name: ENGLISH.meetingPoint,
      directions: ENGLISH.meetingDirections,
      nl: { name: DUTCH.meetingPoint, directions: DUTCH.meetingDirections },
    });
    expect(bookedMeetingPoint({ ...ENGLISH, nl: { meetingPoint: DUTCH.meetingPoint } })).toEqual({ name: ENGLISH.meetingPoint, directions: ENGLISH.meetingDirections, nl: { name: DUTCH.meetingPoint } });
    expect(bookedMeetingPoint(ENGLISH)).toEqual({ name: ENGLISH.meetingPoint, directions: ENGLISH.meetingDirections });
  });

  it("reads each text in Dutch where written and lists the ones left in English; English stays English", () => {
    const point = bookedMeetingPoint({ ...ENGLISH, nl: { meetingPoint: DUTCH.meetingPoint } });
    expect(meetingPointIn(point, "nl")).toEqual({ name: DUTCH.meetingPoint, directions: ENGLISH.meetingDirections, english: ["directions"] });
    expect(meetingPointIn(point, "en")).toEqual({ name: ENGLISH.meetingPoint, directions: ENGLISH.meetingDirections });
    expect(meetingPointIn(bookedMeetingPoint({ ...ENGLISH, nl: DUTCH }), "nl")).toEqual({ name: DUTCH.meetingPoint, directions: DUTCH.meetingDirections, english: [] });
  });

  it("names the place in Dutch for a Dutch client and in English for the studio", () => {
    const booking = townBooking(bookedMeetingPoint({ ...ENGLISH, nl: DUTCH }));
    expect(bookedPlace(booking, { studio: "", online: "" }, "client", "nl")).toBe(`Ontmoetingspunt: ${DUTCH.meetingPoint}`);
    expect(bookedPlace(booking, { studio: "", online: "" }, "studio")).toBe(`Meeting point: ${ENGLISH.meetingPoint}`);
  });
});

describe("a Dutch client's emails about a session out in town", () => {
  const booking = townBooking(bookedMeetingPoint({ ...ENGLISH, nl: DUTCH }));

  it("the confirmation, the reminder and the move carry the Dutch meeting point and directions", () => {
    for (const kind of ["booked", "reminder", "moved"] as const) {
      const { text } = visitorBookingEmail(kind, booking, context(), "nl");
      expect(text, kind).toContain(`Waar: Ontmoetingspunt: ${DUTCH.meetingPoint}`);
      expect(text, kind).toContain(`Zo vind je het ontmoetingspunt: ${DUTCH.meetingDirections}`);
      expect(text, kind).not.toContain(ENGLISH.meetingDirections);
      expect(text, kind).not.toContain(ENGLISH.meetingPoint);
    }
  });

  it("the invitation (.ics) names the meeting point and says how to find it, in Dutch", () => {
    const ics = unfold(visitorBookingEmail("booked", booking, context(), "nl").calendar!.content);
    expect(ics).toContain(`LOCATION;LANGUAGE=nl:Ontmoetingspunt: ${DUTCH.meetingPoint}\r\n`);
    expect(ics).toContain(`DESCRIPTION;LANGUAGE=nl:Zo vind je het ontmoetingspunt: ${DUTCH.meetingDirections}\nVerzetten of annuleren: https://www.plumandlinen.example/nl/afspraken/tok.sig\r\n`);
    expect(ics).not.toContain("department store");
  });

  it("without the studio's Dutch, keeps the English text in the Dutch sentence; an English client's stays English", () => {
    const english = townBooking(bookedMeetingPoint(ENGLISH));
    const { text } = visitorBookingEmail("booked", english, context(), "nl");
    expect(text).toContain(`Waar: Ontmoetingspunt: ${ENGLISH.meetingPoint}`);
    expect(text).toContain(`Zo vind je het ontmoetingspunt: ${ENGLISH.meetingDirections}`);
    const ics = unfold(visitorBookingEmail("booked", english, context(), "nl").calendar!.content);
    expect(ics).toContain(`DESCRIPTION;LANGUAGE=nl:Zo vind je het ontmoetingspunt: ${ENGLISH.meetingDirections}\n`);

    const inEnglish = visitorBookingEmail("booked", townBooking(bookedMeetingPoint({ ...ENGLISH, nl: DUTCH }), "en"), context());
    expect(inEnglish.text).toContain(`Where: Meeting point: ${ENGLISH.meetingPoint}`);
    expect(inEnglish.text).toContain(`How to find it: ${ENGLISH.meetingDirections}`);
    expect(inEnglish.text).not.toContain(DUTCH.meetingDirections);
    expect(unfold(inEnglish.calendar!.content)).toContain(`DESCRIPTION:How to find it: ${ENGLISH.meetingDirections}\nChange or cancel: `);
  });
});
