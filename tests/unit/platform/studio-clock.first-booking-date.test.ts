import { describe, expect, it } from "vitest";
import { nextStudioMidnight, studioTomorrow as earliestBookingDate } from "~/platform/studio-clock";

describe("the booking forms' first date", () => {
  it("is tomorrow in Amsterdam, and a kept booking page turns at Amsterdam's midnight", () => {
    // 23:30 in Amsterdam (summer time, UTC+2) on 14 June.
    const lateEvening = Date.parse("2026-06-14T21:30:00Z");
    expect(earliestBookingDate(lateEvening)).toBe("2026-06-15");
    expect(new Date(nextStudioMidnight(lateEvening)).toISOString()).toBe("2026-06-14T22:00:00.000Z");
    expect(earliestBookingDate(nextStudioMidnight(lateEvening))).toBe("2026-06-16");
  });

  it("counts winter time too, and the night the clocks go back", () => {
    const winterMorning = Date.parse("2026-01-10T08:15:30.250Z"); // 09:15:30 in Amsterdam
    expect(new Date(nextStudioMidnight(winterMorning)).toISOString()).toBe("2026-01-10T23:00:00.000Z");
    // 25 October 2026: the clocks go back at 03:00; the next midnight is at UTC+1.
    const dayOfChange = Date.parse("2026-10-25T12:00:00Z");
    expect(new Date(nextStudioMidnight(dayOfChange)).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
});
