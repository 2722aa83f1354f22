import { describe, expect, it } from "vitest";
import { busyAround, sessionMinutes, slotProblem, slotsOn, type SlotQuery } from "~/timetable/slots";
import { availability as demo } from "../../../scripts/seed/availability";

const at = (text: string) => Date.parse(text);
const home = demo.services["wardrobe-edit-at-home"]!;
const studio = demo.services["in-person-color-analysis"]!;
const call = demo.services["signature-makeover"]!;
const NOW = "2026-11-20T10:00:00Z";

function query(rule = home, busy: SlotQuery["busy"] = [], minutes = 180): SlotQuery {
  return { settings: demo, rule, minutes, busy, now: at(NOW) };
}

describe("a home visit's travel in the free times", () => {
  it("keeps the demo's 30 minutes' travel busy before and after a wardrobe edit", () => {
    // Thursday 3 December, 10:00 Dutch time (09:00Z), three hours.
    expect(busyAround(home, at("2026-12-03T09:00:00Z"), 180)).toEqual({ start: at("2026-12-03T08:30:00Z"), end: at("2026-12-03T12:30:00Z") });
  });

  it("does not offer a home visit whose travel there would overlap a studio session that ends just before", () => {
    // A studio analysis 09:30–12:00 Dutch time with its 30-minute buffer: busy to 12:30 (11:30Z).
    const studioBooking = { start: at("2026-12-03T08:30:00Z"), end: at("2026-12-03T11:30:00Z") };
    const q = query(home, [studioBooking]);
    expect(slotProblem(q, at("2026-12-03T11:30:00Z"))).toBe("taken"); // 12:30: travel from 12:00 overlaps
    expect(slotProblem(q, at("2026-12-03T12:00:00Z"))).toBeNull(); // 13:00: travel from 12:30
  });

  it("does not offer a studio session inside a home visit's travel back", () => {
    // A Thursday in March, past the winter's earlier last start. A wardrobe edit 10:00–13:00 Dutch time keeps 09:30–13:30 busy (08:30Z–12:30Z).
    const visit = busyAround(home, at("2027-03-04T09:00:00Z"), 180);
    const q = query(studio, [visit], 150);
    expect(slotProblem(q, at("2027-03-04T12:00:00Z"))).toBe("taken"); // 13:00 Dutch time: inside the travel back
    expect(slotsOn(q, "2027-03-04").map((slot) => new Date(slot.start).toISOString())).not.toContain("2027-03-04T12:00:00.000Z");
  });

  it("keeps no travel for a session at the studio or a call", () => {
    expect(busyAround(studio, at("2026-12-03T09:00:00Z"), 150)).toEqual({ start: at("2026-12-03T09:00:00Z"), end: at("2026-12-03T12:00:00Z") });
    expect(busyAround({ ...studio, travelMinutes: 45 }, at("2026-12-03T09:00:00Z"), 150).start).toBe(at("2026-12-03T09:00:00Z"));
  });

  it("books a makeover's free call for 20 minutes, whatever the makeover's own length", () => {
    expect(sessionMinutes(630, call, 1)).toBe(20);
  });
});
