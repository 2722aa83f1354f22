import { describe, expect, it } from "vitest";
import { weeklyHoursLines } from "~/timetable/opening-hours";
import { availability as demo } from "../../../scripts/seed/availability";

describe("the demo studio's week in words", () => {
  it("is the hours the contact page has always stated, closed on public holidays", () => {
    expect(weeklyHoursLines(demo)).toEqual([
      { days: "Tuesday, Wednesday and Friday", hours: "09:30–17:30" },
      { days: "Thursday", hours: "09:30–20:00" },
      { days: "Saturday", hours: "10:00–16:00" },
      { days: "Monday and Sunday", hours: "Closed" },
      { days: "Dutch public holidays", hours: "Closed" },
    ]);
  });
});

describe("months with other hours in words", () => {
  it("follow the usual week, each day with the months it holds for", () => {
    const winter = { ...demo, seasonalHours: [{ months: { from: 11, to: 2 }, weekly: { thu: [{ from: "09:30", to: "18:00" }], sat: [] }, note: "" }] };
    expect(weeklyHoursLines(winter).slice(4)).toEqual([
      { days: "Thursday, November to February", hours: "09:30–18:00" },
      { days: "Saturday, November to February", hours: "Closed" },
      { days: "Dutch public holidays", hours: "Closed" },
    ]);
  });
});
