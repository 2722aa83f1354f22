import { describe, expect, it } from "vitest";
import type { AvailabilitySettings, ServiceBookingRule } from "~/schemas/availability";
import { claimIds } from "~/timetable/claims";
import { firstDateWithSlots, nearestSlots, openingHoursOn, sessionMinutes, slotProblem, slotsOn, type SlotQuery } from "~/timetable/slots";
import { availability as demo } from "../../../scripts/seed/availability";

const iso = (at: number) => new Date(at).toISOString();
const at = (text: string) => Date.parse(text);
const HOUR = 60 * 60 * 1000;

/** The in-person analysis's year-round rule; its winter starts are slots.seasonal.test.ts's. */
const inPerson: ServiceBookingRule = { ...demo.services["in-person-color-analysis"]!, seasonal: [] };

/** The demo studio's rules, seen from `now`. */
function query(now: string, overrides: Partial<SlotQuery> = {}): SlotQuery {
  return { settings: demo, rule: inPerson, minutes: 150, busy: [], now: at(now), ...overrides };
}

/** A studio open through the night, to see what the clocks do at 02:00. */
const nightOwl: AvailabilitySettings = {
  ...demo,
  weekly: Object.fromEntries(Object.keys(demo.weekly).map((day) => [day, [{ from: "00:00", to: "23:45" }]])) as AvailabilitySettings["weekly"],
  overrides: [],
  closedOnPublicHolidays: false,
};
const hourly: ServiceBookingRule = { ...inPerson, startFrom: "00:00", startUntil: "23:45", bufferMinutes: 0 };

describe("free times of the demo studio", () => {
  it("offers the in-person analysis from 09:30 to 13:00 every half hour on an open weekday, as UTC instants", () => {
    const slots = slotsOn(query("2026-11-20T10:00:00Z"), "2026-12-03");
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      "2026-12-03T08:30:00.000Z", "2026-12-03T09:00:00.000Z", "2026-12-03T09:30:00.000Z", "2026-12-03T10:00:00.000Z",
      "2026-12-03T10:30:00.000Z", "2026-12-03T11:00:00.000Z", "2026-12-03T11:30:00.000Z", "2026-12-03T12:00:00.000Z",
    ]);
  });

  it("is closed on Sunday and Monday, on Dutch public holidays, and as a date's override says", () => {
    const q = query("2026-11-20T10:00:00Z");
    expect(slotsOn(q, "2026-12-06")).toEqual([]); // Sunday
    expect(slotsOn(q, "2026-12-07")).toEqual([]); // Monday
    expect(slotsOn(q, "2026-12-25")).toEqual([]); // Christmas Day, a Friday
    expect(slotsOn(q, "2026-12-31")).toEqual([]); // the override closes New Year's Eve, a Thursday
    expect(openingHoursOn(demo, "2026-12-24")).toEqual([{ from: "09:30", to: "13:00" }]);
    // Christmas Eve closes at 13:00: a 150-minute session must start by 10:30.
    expect(slotsOn(q, "2026-12-24").map((slot) => iso(slot.start))).toEqual(["2026-12-24T08:30:00.000Z", "2026-12-24T09:00:00.000Z", "2026-12-24T09:30:00.000Z"]);
  });

  it("ends a session by closing time: Saturday's last start for 150 minutes is 13:00 (ends 15:30), for a couple's 225 minutes 12:00", () => {
    const q = query("2026-11-20T10:00:00Z");
    expect(slotsOn(q, "2026-12-05").map((slot) => iso(slot.start)).at(-1)).toBe("2026-12-05T12:00:00.000Z");
    const couple = query("2026-11-20T10:00:00Z", { minutes: sessionMinutes(150, inPerson, 2) });
    expect(couple.minutes).toBe(225);
    expect(slotsOn(couple, "2026-12-05").map((slot) => iso(slot.start)).at(-1)).toBe("2026-12-05T11:00:00.000Z");
  });

  it("keeps the minimum notice of 48 hours and the window of 183 days", () => {
    const q = query("2026-12-01T09:15:00Z"); // Tuesday 10:15 in Utrecht
    expect(slotsOn(q, "2026-12-03").map((slot) => iso(slot.start))[0]).toBe("2026-12-03T09:30:00.000Z");
    expect(slotProblem(q, at("2026-12-03T09:00:00Z"))).toBe("not-offered");
    expect(slotProblem(q, at("2026-12-03T09:30:00Z"))).toBeNull();
    expect(slotsOn(q, "2027-06-01").length).toBe(8); // day 182
    expect(slotsOn(q, "2027-06-04")).toEqual([]); // past the window
  });

  it("refuses a start that is not one of the offered times: off the grid, outside the start hours, or not on the quarter hour", () => {
    const q = query("2026-11-20T10:00:00Z");
    expect(slotProblem(q, at("2026-12-03T09:15:00Z"))).toBe("not-offered");
    expect(slotProblem(q, at("2026-12-03T12:30:00Z"))).toBe("not-offered"); // 13:30 in Utrecht
    expect(slotProblem(q, at("2026-12-03T09:00:01Z"))).toBe("not-offered");
    expect(slotProblem(q, at("2026-12-06T09:00:00Z"))).toBe("not-offered"); // Sunday
  });

  it("leaves out every start whose session or buffer would overlap a booking, block or calendar event", () => {
    // A booking 10:00–12:30 with its 30-minute buffer to 13:00 (Utrecht).
    const busy = [{ start: at("2026-12-03T09:00:00Z"), end: at("2026-12-03T12:00:00Z") }];
    const q = query("2026-11-20T10:00:00Z", { busy });
    // 09:30 would run to 12:00 and its buffer to 12:30: taken. Nothing before 13:00 remains, and 13:00 itself is free.
    expect(slotsOn(q, "2026-12-03").map((slot) => iso(slot.start))).toEqual(["2026-12-03T12:00:00.000Z"]);
    expect(slotProblem(q, at("2026-12-03T08:30:00Z"))).toBe("taken");
  });

  it("finds the first date with a free time, and the nearest free times to one that was taken", () => {
    const q = query("2026-11-27T12:00:00Z"); // Friday: Sunday and Monday closed, so Tuesday
    expect(firstDateWithSlots(q, "2026-11-27")).toBe("2026-12-01");
    const nearest = nearestSlots(q, at("2026-12-03T09:00:00Z"), 3).map((slot) => iso(slot.start));
    expect(nearest).toEqual(["2026-12-03T08:30:00.000Z", "2026-12-03T09:00:00.000Z", "2026-12-03T09:30:00.000Z"]);
  });
});

describe("summer time", () => {
  it("offers the same wall-clock hours either side of the change to summer time on 28 March 2027, an hour apart in UTC", () => {
    const q = query("2027-03-01T10:00:00Z");
    const before = slotsOn(q, "2027-03-27").map((slot) => iso(slot.start)); // Saturday, winter time (UTC+1)
    const after = slotsOn(q, "2027-04-03").map((slot) => iso(slot.start)); // Saturday, summer time (UTC+2)
    expect(before[0]).toBe("2027-03-27T09:00:00.000Z"); // 10:00
    expect(after[0]).toBe("2027-04-03T08:00:00.000Z"); // 10:00
    expect(before.length).toBe(after.length);
  });

  it("never offers 02:00 to 03:00 on 28 March 2027, which the clocks skip", () => {
    const q = query("2027-03-01T10:00:00Z", { settings: nightOwl, rule: hourly, minutes: 30 });
    const slots = slotsOn(q, "2027-03-28");
    const times = slots.map((slot) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" }).format(slot.start));
    expect(times).toContain("01:30");
    expect(times).toContain("03:00");
    expect(times.filter((time) => time.startsWith("02:"))).toEqual([]);
    // 01:30 and 03:00 are an hour and a half apart on the clock, half an hour in real time.
    const index = times.indexOf("01:30");
    expect(slots[index + 1]!.start - slots[index]!.start).toBe(HOUR / 2);
    expect(slots.every((slot) => slot.repeatedOffset === undefined)).toBe(true);
  });

  it("offers both 02:30s on 31 October 2027, each labelled with its offset", () => {
    const q = query("2027-10-01T10:00:00Z", { settings: nightOwl, rule: hourly, minutes: 30 });
    const twice = slotsOn(q, "2027-10-31").filter((slot) => slot.repeatedOffset);
    expect(twice.map((slot) => [iso(slot.start), slot.repeatedOffset])).toEqual([
      ["2027-10-31T00:00:00.000Z", "UTC+02:00"],
      ["2027-10-31T00:30:00.000Z", "UTC+02:00"],
      ["2027-10-31T01:00:00.000Z", "UTC+01:00"],
      ["2027-10-31T01:30:00.000Z", "UTC+01:00"],
    ]);
  });

  it("gives a session across the change its real length: 01:30 for 90 minutes on 28 March ends at 04:00 on the clock", () => {
    const q = query("2027-03-01T10:00:00Z", { settings: nightOwl, rule: hourly, minutes: 90 });
    expect(slotProblem(q, at("2027-03-28T00:30:00Z"))).toBeNull();
    expect(claimIds({ start: at("2027-03-28T00:30:00Z"), end: at("2027-03-28T02:00:00Z") })).toHaveLength(6);
  });

  it("counts the minimum notice in real hours across the change back on 31 October 2027", () => {
    // Friday 29 October 10:00 (UTC+2) plus 48 real hours is Sunday 31 October 09:00 (UTC+1).
    const q = query("2027-10-29T08:00:00Z", { settings: nightOwl, rule: hourly, minutes: 30 });
    expect(slotProblem(q, at("2027-10-31T07:45:00Z"))).toBe("not-offered");
    expect(slotProblem(q, at("2027-10-31T08:00:00Z"))).toBeNull();
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" }).format(at("2027-10-31T08:00:00Z"))).toBe("09:00");
  });
});
