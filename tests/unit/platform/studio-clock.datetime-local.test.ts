import { describe, expect, it } from "vitest";
import { instantToStudioTime as toZonedLocal, studioTimeToInstant as zonedTimeToUtc } from "~/platform/studio-clock";

// "Schedule for…" is typed on the studio's clock (Europe/Amsterdam) and stored in UTC.

describe("the studio's wall-clock time and UTC", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(zonedTimeToUtc("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(zonedTimeToUtc("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });

  it("handles the nights the clocks change: a skipped time is read an hour later, a doubled one as its first", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(zonedTimeToUtc("2026-03-29T01:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(zonedTimeToUtc("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedTimeToUtc("2026-03-29T03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(zonedTimeToUtc("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedTimeToUtc("2026-10-25T03:30")?.toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });

  it("gives back the time that was typed, either side of a change", () => {
    for (const local of ["2026-01-15T09:30", "2026-07-01T23:45", "2026-10-25T01:15", "2026-10-25T04:00", "2026-03-29T04:00", "2026-12-31T23:59"]) {
      expect(toZonedLocal(zonedTimeToUtc(local)!)).toBe(local);
    }
  });

  it("refuses text that is no time", () => {
    for (const text of ["", "tomorrow", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01 10:00"]) expect(zonedTimeToUtc(text), text).toBeNull();
  });
});
