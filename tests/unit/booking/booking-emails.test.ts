import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { visitorBookingEmail, type BookingEmailContext } from "~/booking/booking-emails";
import { directionsFor } from "~/booking/directions";
import { Booking } from "~/schemas/booking";

const WRITTEN = {
  studio: "Ring the bell marked Plum & Linen beside the green door; we are on the first floor.",
  online: "Your private video link comes with the reminder. Sit facing a window with daylight.",
};
const PREPARATION = "Please come without make-up, and bring photos of clothes you love.";

function bookingAt(location: "studio" | "online"): Booking {
  return v.parse(Booking, {
    status: "confirmed",
    mode: "self",
    serviceId: location === "studio" ? "in-person-color-analysis" : "online-color-analysis",
    serviceName: location === "studio" ? "In-Person Colour Analysis" : "Online Colour Analysis",
    location,
    people: 1,
    name: "Ada Jansen",
    email: "ada@example.org",
    startsAt: "2027-03-09T09:30:00.000Z",
    endsAt: "2027-03-09T12:00:00.000Z",
    busyUntil: "2027-03-09T12:30:00.000Z",
    claims: [],
    sequence: 0,
    createdAt: "2027-02-01T10:00:00.000Z",
    updatedAt: "2027-02-01T10:00:00.000Z",
    reminder: "pending",
    reminderAt: "2027-03-07T09:30:00.000Z",
    emailKeys: [],
  });
}

function contextFor(booking: Booking, preparation = PREPARATION): BookingEmailContext {
  return {
    bookingId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    studio: { name: "Plum & Linen Colour Studio", email: "hello@plumandlinen.example", phone: "+31 30 204 7718", address: "Lange Nieuwstraat 87, 3512 PJ Utrecht" },
    manageUrl: "https://www.plumandlinen.example/bookings/x",
    uidHost: "www.plumandlinen.example",
    cutoffHours: 48,
    preparation,
    directions: directionsFor(booking.location, WRITTEN),
  };
}

/** The paragraph under a heading of the email's text. */
const under = (text: string, heading: string) => text.split("\n\n").find((block) => block.startsWith(`${heading}\n`))?.slice(heading.length + 1);

describe("a booking's emails to the visitor: how to prepare and how to get there", () => {
  it("the reminder of a session at the studio carries the service's preparation and the directions to the studio", () => {
    const booking = bookingAt("studio");
    const { text } = visitorBookingEmail("reminder", booking, contextFor(booking));
    expect(under(text, "How to prepare")).toBe(PREPARATION);
    expect(under(text, "Finding the studio")).toBe(WRITTEN.studio);
    expect(text).not.toContain(WRITTEN.online);
  });

  it("the reminder of an online session carries the video room's link, the preparation and the directions for a video session", () => {
    const booking = bookingAt("online");
    const { text } = visitorBookingEmail("reminder", booking, contextFor(booking));
    expect(text).toContain("Where: Online, by video: https://meet.jit.si/PlumAndLinen-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    expect(under(text, "How to prepare")).toBe(PREPARATION);
    expect(under(text, "Joining by video")).toBe(WRITTEN.online);
    expect(text).not.toContain(WRITTEN.studio);
  });

  it("the confirmation carries them too, before the manage link; a move or a cancellation does not repeat them", () => {
    const booking = bookingAt("studio");
    const booked = visitorBookingEmail("booked", booking, contextFor(booking)).text;
    expect(under(booked, "How to prepare")).toBe(PREPARATION);
    expect(booked.indexOf(WRITTEN.studio)).toBeLessThan(booked.indexOf("To move or cancel it"));
    for (const kind of ["moved", "cancelled"] as const) {
      const { text } = visitorBookingEmail(kind, booking, contextFor(booking));
      expect(text, kind).not.toContain("How to prepare");
      expect(text, kind).not.toContain(WRITTEN.studio);
    }
  });

  it("leaves out a heading the studio has written nothing for", () => {
    const booking = bookingAt("studio");
    const { text } = visitorBookingEmail("reminder", booking, { ...contextFor(booking, ""), directions: null });
    expect(text).not.toContain("How to prepare");
    expect(text).not.toContain("Finding the studio");
    expect(text).toContain("Where: Plum & Linen Colour Studio, Lange Nieuwstraat 87, 3512 PJ Utrecht");
  });
});
