import { describe, expect, it } from "vitest";
import { wallMinutes } from "~/schemas/availability";
import { startHoursOn } from "~/timetable/slots";
import { availability } from "../../../../scripts/seed/availability";
import { services } from "../../../../scripts/seed/services";
import { websiteData } from "../../../../scripts/seed/website-data";

// The FAQ's winter rule is a promise: the seeded rule must say the same, so that the words and the
// free times cannot drift apart without this test failing.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH = `(${MONTHS.join("|")})`;
const monthNumber = (name: string) => MONTHS.indexOf(name) + 1;

/** The months (1–12) from `from` to `to`, over the year end when it must. */
function monthsFrom(from: number, to: number): number[] {
  const months = [from];
  while (months.at(-1) !== to) months.push((months.at(-1)! % 12) + 1);
  return months;
}

const faqAnswer = websiteData.faq.map((entry) => entry.answer).find((answer) => /the last analysis of the day starts at/.test(answer));
const faqRule = new RegExp(`from ${MONTH} to ${MONTH} the last analysis of the day starts at (\\d{2}:\\d{2})`).exec(faqAnswer ?? "");

/** The colour analyses visitors book online themselves. */
const analyses = Object.entries(availability.services).filter(([id, rule]) => rule.online && id.endsWith("color-analysis"));

describe("the FAQ's winter start times and the seeded rule", () => {
  it("the FAQ says when the last analysis of the day starts in which months", () => {
    expect(faqRule, "an FAQ answer saying 'from <month> to <month> the last analysis of the day starts at HH:MM'").not.toBeNull();
    expect(analyses.map(([id]) => id).sort()).toEqual(["in-person-color-analysis", "online-color-analysis"]);
  });

  it("every colour analysis booked online starts last at the FAQ's time in the FAQ's months, and later in the others", () => {
    const [, fromName, toName, time] = faqRule!;
    const winter = monthsFrom(monthNumber(fromName!), monthNumber(toName!));
    for (const [id, rule] of analyses) {
      for (let month = 1; month <= 12; month++) {
        const date = `2027-${String(month).padStart(2, "0")}-15`;
        const { until } = startHoursOn(rule, date);
        if (winter.includes(month)) expect(until, `${id} on ${date}`).toBe(wallMinutes(time!));
        else expect(until, `${id} on ${date}`).toBeGreaterThan(wallMinutes(time!));
      }
    }
  });

  it("the in-person analysis's own page says the same months and time", () => {
    const [, fromName, toName, time] = faqRule!;
    const page = services.find((service) => service.id === "in-person-color-analysis")!.data.description.join(" ");
    const said = new RegExp(`until (\\d{2}:\\d{2}) from ${MONTH} to ${MONTH}`).exec(page);
    expect(said?.slice(1)).toEqual([time, fromName, toName]);
  });
});
