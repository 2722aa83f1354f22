import { describe, expect, it } from "vitest";
import {
  addDays,
  instantToStudioTime,
  nextStudioMidnight,
  readStudioClock,
  studioDate,
  studioDayStart,
  studioTimeToInstant,
  studioTomorrow,
  studioWallTime,
  wallTimeToInstant,
  weekdayOf,
} from "~/platform/studio-clock";

// Amsterdam changes its clocks on the last Sunday of March (02:00 CET becomes 03:00 CEST) and of
// October (03:00 CEST becomes 02:00 CET): 29 March and 25 October 2026, 28 March and 31 October 2027.
const at = (iso: string) => Date.parse(iso);
const iso = (instant: number | Date | null | undefined) => (instant === null || instant === undefined ? instant : new Date(instant).toISOString());
const HOUR_MS = 60 * 60 * 1000;

describe("the studio's clock on the night summer time starts", () => {
  it("never reads 02:00 to 03:00: 01:59 winter time is followed by 03:00 summer time", () => {
    for (const [before, after] of [
      ["2026-03-29T00:59:00Z", "2026-03-29T01:00:00Z"],
      ["2027-03-28T00:59:00Z", "2027-03-28T01:00:00Z"],
    ] as const) {
      expect(readStudioClock(at(before))).toEqual({ date: before.slice(0, 10), minutes: 1 * 60 + 59, offsetMinutes: 60 });
      expect(readStudioClock(at(after))).toEqual({ date: after.slice(0, 10), minutes: 3 * 60, offsetMinutes: 120 });
    }
  });

  it("reads a typed time the clocks skip as the time an hour later", () => {
    expect(iso(studioTimeToInstant("2026-03-29T02:00"))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(studioTimeToInstant("2026-03-29T02:59"))).toBe("2026-03-29T01:59:00.000Z");
    expect(iso(studioTimeToInstant("2027-03-28T02:30"))).toBe("2027-03-28T01:30:00.000Z");
    expect(iso(studioWallTime("2026-03-29", 2 * 60 + 30))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(studioWallTime("2027-03-28", 2 * 60))).toBe("2027-03-28T01:00:00.000Z");
  });

  it("starts the day at midnight winter time and the next at midnight summer time: a day of 23 hours", () => {
    expect(iso(studioDayStart("2026-03-29"))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(studioDayStart("2026-03-30"))).toBe("2026-03-29T22:00:00.000Z");
    expect(studioDayStart("2027-03-29") - studioDayStart("2027-03-28")).toBe(23 * HOUR_MS);
  });
});

describe("the studio's clock on the night summer time ends", () => {
  it("reads 02:00 to 03:00 twice, first in summer time and then in winter time", () => {
    for (const [first, second] of [
      ["2026-10-25T00:30:00Z", "2026-10-25T01:30:00Z"],
      ["2027-10-31T00:30:00Z", "2027-10-31T01:30:00Z"],
    ] as const) {
      expect(readStudioClock(at(first))).toEqual({ date: first.slice(0, 10), minutes: 2 * 60 + 30, offsetMinutes: 120 });
      expect(readStudioClock(at(second))).toEqual({ date: second.slice(0, 10), minutes: 2 * 60 + 30, offsetMinutes: 60 });
      expect(instantToStudioTime(new Date(first))).toBe(instantToStudioTime(new Date(second)));
    }
  });

  it("reads a typed time that happens twice as the first of the two", () => {
    expect(iso(studioTimeToInstant("2026-10-25T02:00"))).toBe("2026-10-25T00:00:00.000Z");
    expect(iso(studioTimeToInstant("2026-10-25T02:59"))).toBe("2026-10-25T00:59:00.000Z");
    expect(iso(studioTimeToInstant("2027-10-31T02:30"))).toBe("2027-10-31T00:30:00.000Z");
    expect(iso(studioTimeToInstant("2027-10-31T03:00"))).toBe("2027-10-31T02:00:00.000Z");
  });

  it("gives one of the two instants for a quarter hour of the free times' wall clock", () => {
    expect(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]).toContain(iso(studioWallTime("2026-10-25", 2 * 60 + 30)));
    expect(["2027-10-31T00:00:00.000Z", "2027-10-31T01:00:00.000Z"]).toContain(iso(studioWallTime("2027-10-31", 2 * 60)));
  });

  it("starts the day at midnight summer time and the next at midnight winter time: a day of 25 hours", () => {
    expect(iso(studioDayStart("2026-10-25"))).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(studioDayStart("2026-10-26"))).toBe("2026-10-25T23:00:00.000Z");
    expect(studioDayStart("2027-11-01") - studioDayStart("2027-10-31")).toBe(25 * HOUR_MS);
  });
});

describe("the studio's day", () => {
  it("turns at Amsterdam's midnight, not at UTC's", () => {
    expect(studioDate("2026-07-01T21:59:59.999Z")).toBe("2026-07-01");
    expect(studioDate("2026-07-01T22:00:00Z")).toBe("2026-07-02");
    expect(studioDate(new Date("2026-01-01T22:59:00Z"))).toBe("2026-01-01");
    expect(studioDate(at("2026-01-01T23:00:00Z"))).toBe("2026-01-02");
    expect(studioDate(at("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(studioDate(at("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("reads the same date from a date-only string (midnight UTC), which is early morning in Utrecht", () => {
    expect(studioDate("2026-03-29")).toBe("2026-03-29");
    expect(studioDate("2026-10-25")).toBe("2026-10-25");
    expect(studioTimeToInstant("2026-10-25")).toBeNull();
  });

  it("counts whole calendar days from a date-only string, across a change of clocks and a leap day", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-10-25", -1)).toBe("2026-10-24");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(weekdayOf("2026-03-29")).toBe("sun");
    expect(weekdayOf("2027-10-31")).toBe("sun");
    expect(weekdayOf(addDays("2027-10-31", 1))).toBe("mon");
    expect(studioDayStart(addDays("2026-03-28", 2)) - studioDayStart("2026-03-28")).toBe(47 * HOUR_MS);
  });

  it("knows tomorrow and the next midnight in the hour before the clocks change, by the calendar and not by 24 hours", () => {
    const springEve = at("2026-03-28T22:30:00Z"); // 23:30 winter time, the evening before
    expect(studioTomorrow(springEve)).toBe("2026-03-29");
    expect(iso(nextStudioMidnight(at("2026-03-28T23:30:00Z")))).toBe("2026-03-29T22:00:00.000Z"); // from 00:30 winter time
    const autumnNight = at("2026-10-24T23:30:00Z"); // 01:30 summer time on the 25th
    expect(studioTomorrow(autumnNight)).toBe("2026-10-26");
    expect(iso(nextStudioMidnight(autumnNight))).toBe("2026-10-25T23:00:00.000Z");
  });

  it("knows tomorrow and the next midnight on the days the clocks change, once they have changed", () => {
    const springNoon = at("2026-03-29T10:00:00Z"); // 12:00 summer time
    expect(studioTomorrow(springNoon)).toBe("2026-03-30");
    expect(iso(nextStudioMidnight(springNoon))).toBe(iso(studioDayStart("2026-03-30")));
    const autumnNoon = at("2027-10-31T11:00:00Z"); // 12:00 winter time
    expect(studioTomorrow(autumnNoon)).toBe("2027-11-01");
    expect(iso(nextStudioMidnight(autumnNoon))).toBe(iso(studioDayStart("2027-11-01")));
  });
});

describe("a wall-clock time in a zone an iCalendar names", () => {
  it("follows that zone's own changes, by RFC 5545's reading", () => {
    const time = (day: number, month: number, hour: number, minute: number) => ({ year: 2026, month, day, hour, minute, second: 0 });
    // New York: 8 March 2026, 02:00 EST becomes 03:00 EDT; 1 November 2026, 02:00 EDT becomes 01:00 EST.
    expect(iso(wallTimeToInstant("America/New_York", time(8, 3, 2, 30)))).toBe("2026-03-08T07:30:00.000Z");
    expect(iso(wallTimeToInstant("America/New_York", time(1, 11, 1, 30)))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(wallTimeToInstant("Europe/Amsterdam", time(25, 10, 2, 30)))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(wallTimeToInstant("UTC", time(25, 10, 2, 30)))).toBe("2026-10-25T02:30:00.000Z");
  });
});
