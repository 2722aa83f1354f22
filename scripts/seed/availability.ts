/**
 * `Availability/Settings` for the demo studio: the hours its contact page has always stated
 * (Tuesday, Wednesday and Friday 09:30–17:30, Thursday to 20:00, Saturday 10:00–16:00, closed
 * Sunday and Monday and on Dutch public holidays), and how each service is booked online: at the
 * studio, by video, at the client's home, out in town, or (the makeovers) a free call first. From
 * November to February the last analysis of the day starts at 12:00, as the FAQ says
 * (tests/unit/scripts/seed/availability.faq.test.ts holds the two together).
 * The contact page and the free times both read these.
 */
import type { AvailabilitySettings } from "../../app/schemas/availability";

const DAY = [{ from: "09:30", to: "17:30" }];

/** The fields only a meeting point or a home visit uses, empty. */
const AT = { seasonal: [], meetingPoint: "", meetingDirections: "", travelMinutes: 0 };
const DEPOSIT = { kind: "deposit", cents: 5000 } as const;
const CALL = { ...AT, online: true, bufferMinutes: 10, startFrom: "09:30", startUntil: "17:00", location: "call", extraPersonMinutes: 0, maxPeople: 1, payment: { kind: "none" } } as const;

/** Short winter days: the draping must be over before the light fades, online (at the client's window) as in the studio. */
const WINTER_DAYLIGHT = { months: { from: 11, to: 2 }, startUntil: "12:00" };

export const availability: AvailabilitySettings = {
  weekly: {
    mon: [],
    tue: DAY,
    wed: DAY,
    thu: [{ from: "09:30", to: "20:00" }],
    fri: DAY,
    sat: [{ from: "10:00", to: "16:00" }],
    sun: [],
  },
  overrides: [
    { date: "2026-12-24", hours: [{ from: "09:30", to: "13:00" }], note: "Christmas Eve: mornings only" },
    { date: "2026-12-31", hours: [], note: "New Year's Eve" },
  ],
  seasonalHours: [],
  closedOnPublicHolidays: true,
  services: {
    // Draping needs daylight: studio sessions start between 09:30 and 13:00, as the booking form always said.
    "in-person-color-analysis": { ...AT, online: true, bufferMinutes: 30, startFrom: "09:30", startUntil: "13:00", seasonal: [WINTER_DAYLIGHT], location: "studio", extraPersonMinutes: 75, maxPeople: 6, payment: DEPOSIT },
    "online-color-analysis": { ...AT, online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "16:00", seasonal: [WINTER_DAYLIGHT], location: "online", extraPersonMinutes: 60, maxPeople: 2, payment: DEPOSIT },
    // Photos sent in, no appointment: asked for with the request form.
    "digital-color-analysis": { ...AT, online: false, bufferMinutes: 0, startFrom: "09:30", startUntil: "16:00", location: "online", extraPersonMinutes: 0, maxPeople: 1, payment: { kind: "full" } },
    "colour-and-makeup-palette-session": { ...AT, online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "15:00", location: "studio", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT },
    "style-essentials-session": { ...AT, online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "15:00", location: "studio", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT },
    // The shops open at 10:00; three hours in town end by closing time.
    "guided-shopping-trip": {
      ...AT,
      online: true,
      bufferMinutes: 30,
      startFrom: "10:00",
      startUntil: "13:00",
      location: "town",
      extraPersonMinutes: 0,
      maxPeople: 1,
      payment: DEPOSIT,
      meetingPoint: "In front of De Bijenkorf, Hoog Catharijne",
      meetingDirections:
        "The department store's entrance on the shopping-centre side, on the Vredenburg end of Hoog Catharijne: five minutes' walk from Utrecht Centraal, following the signs to Vredenburg. Your stylist waits by the doors with a plum-coloured tote bag. Parking: P Hoog Catharijne, or come by bike to the Vredenburg cycle park.",
    },
    "occasion-outfit-styling": { ...AT, online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "18:00", location: "online", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT },
    "capsule-wardrobe-plan": { ...AT, online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "17:00", location: "online", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT },
    // Home visits: 30 minutes' drive there and back kept free, inside the travel area below.
    "wardrobe-edit-at-home": { ...AT, online: true, bufferMinutes: 0, startFrom: "09:30", startUntil: "14:00", location: "home", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT, travelMinutes: 30 },
    "seasonal-wardrobe-refresh": { ...AT, online: true, bufferMinutes: 0, startFrom: "09:30", startUntil: "15:00", location: "home", extraPersonMinutes: 0, maxPeople: 1, payment: DEPOSIT, travelMinutes: 30 },
    // Every makeover starts with a free 20-minute call, booked online and never paid for.
    "signature-makeover": CALL,
    "new-chapter-makeover": CALL,
    "makeover-day": CALL,
  },
  minimumNoticeHours: 48,
  bookingWindowDays: 183,
  slotIntervalMinutes: 30,
  cancellationCutoffHours: 48,
  // Utrecht (3500–3585), Nieuwegein (3430–3439), Maarssen (3600–3609), Zeist (3700–3709),
  // De Bilt and Bilthoven (3720–3739) and Amersfoort (3800–3829), as the wardrobe edit's page says.
  travelArea: [
    { from: 3430, to: 3439 },
    { from: 3500, to: 3585 },
    { from: 3600, to: 3609 },
    { from: 3700, to: 3709 },
    { from: 3720, to: 3739 },
    { from: 3800, to: 3829 },
  ],
};
