import { describe, expect, it } from "vitest";
import { monthsHold, type AvailabilitySettings, type ServiceBookingRule } from "~/schemas/availability";
import { readStudioClock } from "~/platform/studio-clock";
import { openingHoursOn, slotProblem, slotsOn, startHoursOn, type SlotQuery } from "~/timetable/slots";
import { availability as demo } from "../../../scripts/seed/availability";

const at = (text: string) => Date.parse(text);
/** A slot's start as the studio's clock shows it ("12:00"). */
const wall = (start: number) => {
  const { minutes } = readStudioClock(start);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

const inPerson = demo.services["in-person-color-analysis"]!;

/** The demo studio's in-person analysis for one person, seen from `now`. */
function query(now: string, overrides: Partial<SlotQuery> = {}): SlotQuery {
  return { settings: demo, rule: inPerson, minutes: 150, busy: [], now: at(now), ...overrides };
}

const startsOn = (q: SlotQuery, date: string) => slotsOn(q, date).map((slot) => wall(slot.start));

describe("a range of months", () => {
  it("holds from its first month to its last, both included", () => {
    const spring = { from: 3, to: 5 };
    expect(["2027-02-28", "2027-03-01", "2027-05-31", "2027-06-01"].map((date) => monthsHold(spring, date))).toEqual([false, true, true, false]);
  });

  it("runs over the year end when it starts later in the year than it ends (November to February)", () => {
    const winter = { from: 11, to: 2 };
    const held = ["2026-10-31", "2026-11-01", "2026-12-31", "2027-01-01", "2027-02-28", "2027-03-01", "2027-07-15"].map((date) => monthsHold(winter, date));
    expect(held).toEqual([false, true, true, true, true, false, false]);
  });

  it("is one month when it starts and ends in the same one", () => {
    expect(["2027-04-30", "2027-05-01", "2027-06-01"].map((date) => monthsHold({ from: 5, to: 5 }, date))).toEqual([false, true, false]);
  });
});

describe("the demo studio's winter start times", () => {
  it("offers no in-person analysis after 12:00 on a December day, and 13:00 no longer", () => {
    const q = query("2026-11-20T10:00:00Z");
    expect(startsOn(q, "2026-12-03")).toEqual(["09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
    expect(slotProblem(q, at("2026-12-03T12:00:00Z"))).toBe("not-offered"); // 13:00 in Utrecht, posted by hand
  });

  it("still offers 13:00 on a May day", () => {
    const q = query("2027-04-20T10:00:00Z");
    expect(startsOn(q, "2027-05-12")).toEqual(["09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00"]);
    expect(slotProblem(q, at("2027-05-12T11:00:00Z"))).toBeNull(); // 13:00 in Utrecht (summer time)
  });

  it("holds across the year end: the last start is 12:00 in January too", () => {
    expect(startsOn(query("2026-12-20T10:00:00Z"), "2027-01-07").at(-1)).toBe("12:00");
  });

  it("changes at the month's boundary on the studio's clock: 12:00 on the last day of February, 13:00 on the first of March", () => {
    const q = query("2027-02-20T10:00:00Z");
    expect(startsOn(q, "2027-02-27").at(-1)).toBe("12:00"); // a Saturday
    expect(startsOn(q, "2027-03-02").at(-1)).toBe("13:00"); // the next open day, a Tuesday
    // 31 October is a Saturday: no winter yet; 3 November is a Tuesday: winter.
    const autumn = query("2026-10-20T10:00:00Z");
    expect(startsOn(autumn, "2026-10-31").at(-1)).toBe("13:00");
    expect(startsOn(autumn, "2026-11-03").at(-1)).toBe("12:00");
  });

  it("keeps the online analysis's winter starts to 12:00 too, and its usual 16:00 from March", () => {
    const online = demo.services["online-color-analysis"]!;
    expect(startHoursOn(online, "2026-12-03")).toEqual({ from: 9 * 60 + 30, until: 12 * 60 });
    expect(startHoursOn(online, "2027-03-03")).toEqual({ from: 9 * 60 + 30, until: 16 * 60 });
  });
});

describe("seasonal rules", () => {
  const rule: ServiceBookingRule = {
    ...inPerson,
    seasonal: [
      { months: { from: 6, to: 8 }, startFrom: "11:00" },
      { months: { from: 7, to: 7 }, startFrom: "10:00", startUntil: "10:00" },
    ],
  };

  it("change only the times they give, and the first that holds for a date applies", () => {
    expect(startHoursOn(rule, "2027-06-15")).toEqual({ from: 11 * 60, until: 13 * 60 });
    expect(startHoursOn(rule, "2027-07-15")).toEqual({ from: 11 * 60, until: 13 * 60 });
    expect(startHoursOn(rule, "2027-09-15")).toEqual({ from: 9 * 60 + 30, until: 13 * 60 });
  });

  it("give the week other hours for the weekdays they name, while a date's override and the public holidays still come first", () => {
    const settings: AvailabilitySettings = {
      ...demo,
      seasonalHours: [{ months: { from: 11, to: 2 }, weekly: { thu: [{ from: "09:30", to: "18:00" }], sat: [] }, note: "Winter" }],
    };
    expect(openingHoursOn(settings, "2026-12-03")).toEqual([{ from: "09:30", to: "18:00" }]); // a winter Thursday
    expect(openingHoursOn(settings, "2026-12-05")).toEqual([]); // a winter Saturday, closed
    expect(openingHoursOn(settings, "2026-12-04")).toEqual([{ from: "09:30", to: "17:30" }]); // Friday keeps the week's
    expect(openingHoursOn(settings, "2027-03-04")).toEqual([{ from: "09:30", to: "20:00" }]); // a March Thursday: the week's
    expect(openingHoursOn(settings, "2026-12-24")).toEqual([{ from: "09:30", to: "13:00" }]); // Christmas Eve's override
    expect(slotsOn({ ...query("2026-11-20T10:00:00Z"), settings }, "2026-12-05")).toEqual([]);
  });
});
