import { describe, expect, it } from "vitest";
import { inTravelArea, normalPostcode, parseTravelArea, travelAreaText } from "~/timetable/travel-area";
import { availability as demo } from "../../../scripts/seed/availability";

describe("the studio's travel area for home visits", () => {
  it("takes the demo's Utrecht and Amersfoort postcodes and refuses Amsterdam and Rotterdam", () => {
    expect(inTravelArea(demo.travelArea, "3512 AB")).toBe(true); // Utrecht centre
    expect(inTravelArea(demo.travelArea, "3585 CD")).toBe(true); // the last of Utrecht's range
    expect(inTravelArea(demo.travelArea, "3811 LN")).toBe(true); // Amersfoort
    expect(inTravelArea(demo.travelArea, "3586 AA")).toBe(false);
    expect(inTravelArea(demo.travelArea, "1012 JS")).toBe(false); // Amsterdam
    expect(inTravelArea(demo.travelArea, "3011 AB")).toBe(false); // Rotterdam
  });

  it("travels nowhere when the studio has set no postcodes", () => {
    expect(inTravelArea([], "3512 AB")).toBe(false);
  });

  it("reads a postcode however it is typed, and refuses what is not one", () => {
    expect(normalPostcode(" 3512ab ")).toBe("3512 AB");
    expect(normalPostcode("3512 AB")).toBe("3512 AB");
    expect(normalPostcode("0512 AB")).toBeNull();
    expect(normalPostcode("3512 SS")).toBeNull();
    expect(normalPostcode("35120")).toBeNull();
  });

  it("reads the studio's ranges as typed, in order, and writes them back as people read them", () => {
    expect(parseTravelArea("3800-3829, 3500 – 3585;3700")).toEqual({ area: [{ from: 3500, to: 3585 }, { from: 3700, to: 3700 }, { from: 3800, to: 3829 }] });
    expect(travelAreaText([{ from: 3500, to: 3585 }, { from: 3700, to: 3700 }])).toBe("3500–3585, 3700");
    expect(parseTravelArea("")).toEqual({ area: [] });
    expect(parseTravelArea("3585-3500")).toEqual({ error: expect.stringContaining("3585-3500") });
    expect(parseTravelArea("Utrecht")).toEqual({ error: expect.stringContaining("Utrecht") });
  });
});
