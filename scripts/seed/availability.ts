/**
 * `Availability/Settings` for the demo studio: the hours its contact page has always stated
 * (Tuesday, Wednesday and Friday 09:30–17:30, Thursday to 20:00, Saturday 10:00–16:00, closed
 * Sunday and Monday and on Dutch public holidays), and how each colour analysis is booked online:
 * from November to February the last analysis of the day starts at 12:00, as the FAQ says
 * (tests/unit/scripts/seed/availability.faq.test.ts holds the two together).
 * The contact page and the free times both read these.
 */
import type { AvailabilitySettings } from "../../app/schemas/availability";

const DAY = [{ from: "09:30", to: "17:30" }];

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
    "in-person-color-analysis": { online: true, bufferMinutes: 30, startFrom: "09:30", startUntil: "13:00", seasonal: [WINTER_DAYLIGHT], location: "studio", extraPersonMinutes: 75, maxPeople: 6, payment: { kind: "deposit", cents: 5000 } },
    "online-color-analysis": { online: true, bufferMinutes: 15, startFrom: "09:30", startUntil: "16:00", seasonal: [WINTER_DAYLIGHT], location: "online", extraPersonMinutes: 60, maxPeople: 2, payment: { kind: "deposit", cents: 5000 } },
    // Photos sent in, no appointment: asked for with the request form.
    "digital-color-analysis": { online: false, bufferMinutes: 0, startFrom: "09:30", startUntil: "16:00", seasonal: [], location: "online", extraPersonMinutes: 0, maxPeople: 1, payment: { kind: "full" } },
  },
  minimumNoticeHours: 48,
  bookingWindowDays: 183,
  slotIntervalMinutes: 30,
  cancellationCutoffHours: 48,
};
