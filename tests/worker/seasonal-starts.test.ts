import { beforeAll, describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { addDays, readStudioClock, weekdayOf } from "~/platform/studio-clock";
import { monthsHold } from "~/schemas/availability";
import { clockText } from "~/routes/studio.availability/block-form";
import { seasonalHoursValues } from "~/routes/studio.availability/seasons";
import { servicesValues } from "~/routes/studio.availability/service-rules";
import { publicHolidayOn } from "~/timetable/holidays";
import { availability as seeded } from "../../scripts/seed/availability";
import { auditEntries, fieldError, page, post, studioProject, type StudioProject } from "./support/studio-forms";
import { grantStudioUser } from "./support/studio-session";

// The FAQ's winter rule on the booking page: from November to February the last colour analysis of
// the day starts at 12:00, and the studio changes it (and the week's hours) by the month.

const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const AVAILABILITY = "/studio/availability";
const WINTER = { from: 11, to: 2 };

/**
 * A Thursday (open 09:30–20:00, so only the start rule ends the day's times) inside the booking
 * window from today, in winter or out of it: December or May when the window holds one.
 */
function thursday(winter: boolean): string {
  const today = readStudioClock(Date.now()).date;
  const days: string[] = [];
  for (let date = addDays(today, 7); date <= addDays(today, 175); date = addDays(date, 1)) {
    const usual = !publicHolidayOn(date) && !seeded.overrides.some((override) => override.date === date);
    if (weekdayOf(date) === "thu" && usual && monthsHold(WINTER, date) === winter) days.push(date);
  }
  const preferred = winter ? "-12-" : "-05-";
  return days.find((date) => date.includes(preferred)) ?? days[0]!;
}

let project: StudioProject;

/** The start times the in-person analysis's page offers on `date`, on the studio's clock ("12:00"). */
async function freeTimes(date: string): Promise<string[]> {
  const { response, html } = await page(project, `${SELF_PAGE}&from=${date}`);
  expect(response.status).toBe(200);
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)]
    .map((match) => readStudioClock(Date.parse(match[1]!)))
    .filter((reading) => reading.date === date)
    .map((reading) => clockText(reading.minutes));
}

async function save(intent: string, fields: Record<string, string>) {
  const { html } = await page(project, AVAILABILITY, project.cookie);
  const updateTime = /name="updateTime" value="([^"]*)"/.exec(html)![1]!;
  return post(project, AVAILABILITY, { intent, updateTime, ...fields });
}

const SERVICE_IDS = Object.keys(seeded.services);
const row = (field: string) => `services.in-person-color-analysis.seasonal.0.${field}`;

describe("seasonal start times", () => {
  beforeAll(async () => {
    const admin = `admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    project = await studioProject("seasonal-starts", admin);
    await grantStudioUser(project.firestore, admin, "admin");
  });

  it("a winter day offers no analysis start after 12:00, and a day from March to October still offers 13:00", async () => {
    const winter = await freeTimes(thursday(true));
    expect(winter).toEqual(["09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
    expect((await freeTimes(thursday(false))).at(-1)).toBe("13:00");
  });

  it("the studio's later start times for the winter months change the winter days only, and the save is audited", async () => {
    const saved = await save("services", { ...servicesValues(seeded, SERVICE_IDS), [row("startFrom")]: "10:30", [row("startUntil")]: "11:00" });
    expect(saved.response.status).toBe(302);
    expect(await freeTimes(thursday(true))).toEqual(["10:30", "11:00"]);
    expect((await freeTimes(thursday(false))).at(-1)).toBe("13:00");
    const stored = decodeDocument((await project.firestore.getDocument("Availability/Settings"))!).data as typeof seeded;
    expect(stored.services["in-person-color-analysis"]!.seasonal).toEqual([{ months: WINTER, startFrom: "10:30", startUntil: "11:00" }]);
    expect((await auditEntries(project))[0]).toMatchObject({ action: "Changed how services are booked online" });
    await save("services", servicesValues(seeded, SERVICE_IDS));
  });

  it("refuses winter start times that end before they begin, months without times, and months taken twice, with each field's message (400)", async () => {
    const second = (field: string) => `services.in-person-color-analysis.seasonal.1.${field}`;
    const refused = await save("services", {
      ...servicesValues(seeded, SERVICE_IDS),
      [row("startUntil")]: "09:00",
      [second("from")]: "1",
      [second("to")]: "3",
      [second("startUntil")]: "14:00",
      "services.online-color-analysis.seasonal.0.startUntil": "",
    });
    expect(refused.response.status).toBe(400);
    expect(fieldError(refused.html, row("startUntil"))).toBe("The latest start in these months cannot be before the earliest (09:30).");
    expect(fieldError(refused.html, second("from"))).toBe("January is already in November to February: one rule a month.");
    expect(fieldError(refused.html, "services.online-color-analysis.seasonal.0.startUntil")).toBe("Enter the earliest or the latest start in these months (or both).");
    expect(await freeTimes(thursday(true))).toEqual(["09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
  });

  it("months with other hours close a winter Thursday and leave the rest of the year's Thursdays as they were", async () => {
    const saved = await save("seasonalHours", {
      ...seasonalHoursValues({ seasonalHours: [] }),
      "seasonalHours.0.from": "11",
      "seasonalHours.0.to": "2",
      "seasonalHours.0.note": "Winter: Thursdays for styling only",
      "seasonalHours.0.thu.closed": "on",
    });
    expect(saved.response.status).toBe(302);
    expect(await freeTimes(thursday(true))).toEqual([]);
    expect((await freeTimes(thursday(false))).at(-1)).toBe("13:00");
    const { html } = await page(project, `${AVAILABILITY}?saved=seasonalHours`, project.cookie);
    expect(html).toContain("Saved the months with other hours.");
    expect((await auditEntries(project))[0]).toMatchObject({ action: "Changed the months with other hours" });
  });
});
