import { describe, expect, it } from "vitest";
import { dutchPublicHolidays } from "~/timetable/holidays";

describe("the demo studio's week in words", () => {
  it("knows the Dutch public holidays of 2027, Easter's included", () => {
    expect([...dutchPublicHolidays(2027).keys()]).toEqual([
      "2027-01-01", "2027-03-26", "2027-03-28", "2027-03-29", "2027-04-27", "2027-05-05", "2027-05-06", "2027-05-16", "2027-05-17", "2027-12-25", "2027-12-26",
    ]);
    // 27 April 2025 was a Sunday: King's Day was the 26th.
    expect(dutchPublicHolidays(2025).get("2025-04-26")).toBe("King's Day");
  });
});
