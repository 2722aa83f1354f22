import { describe, expect, it } from "vitest";
import { claimIds } from "~/timetable/claims";

const at = (text: string) => Date.parse(text);

describe("claims", () => {
  it("names every quarter hour of a session and its buffer, so overlapping bookings with different starts share one", () => {
    const long = claimIds({ start: at("2026-12-03T09:00:00Z"), end: at("2026-12-03T12:00:00Z") }); // 150 min + 30 buffer
    const short = claimIds({ start: at("2026-12-03T11:30:00Z"), end: at("2026-12-03T13:15:00Z") }); // 90 min + 15 buffer
    expect(long).toHaveLength(12);
    expect(long[0]).toBe("2026-12-03T09:00Z");
    expect(long.filter((id) => short.includes(id))).toEqual(["2026-12-03T11:30Z", "2026-12-03T11:45Z"]);
  });
});
