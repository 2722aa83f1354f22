import { beforeEach, describe, expect, it } from "vitest";
import { addDays, readStudioClock, studioWallTime, weekdayOf } from "~/platform/studio-clock";
import { publicHolidayOn } from "~/timetable/holidays";
import { decodeDocument } from "~/firestore/codec";
import * as v from "valibot";
import { AvailabilitySettings, type Weekday } from "~/schemas/availability";
import { clockText } from "~/routes/studio.availability/block-form";
import { bookingValues } from "~/routes/studio.availability/booking-rules";
import { overridesValues, weeklyValues } from "~/routes/studio.availability/opening-hours";
import { servicesValues } from "~/routes/studio.availability/service-rules";
import { availability as seeded } from "../../scripts/seed/availability";
import { availabilityNl } from "../../scripts/seed/nl/availability";
import { usualStarts } from "./support/booking-site";
import { auditEntries, fieldError, page, post, studioProject, type StudioProject } from "./support/studio-forms";
import { grantStudioUser, studioCookie } from "./support/studio-session";

// /studio/availability: an admin sets when visitors can book, and the booking pages' free times
// follow at once; each save is audited, a refused one stores nothing.

const PAGE = "/studio/availability";
const SETTINGS = "Availability/Settings";
const SERVICE_IDS = Object.keys(seeded.services);

let project: StudioProject;
let admin = "";
let editorCookie = "";

// A seeded project of its own for each test: every test starts from the seeded settings, whatever
// another saved (or left half-saved when it failed).
beforeEach(async () => {
  admin = `admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  project = await studioProject("availability", admin);
  await grantStudioUser(project.firestore, admin, "admin");
  const editor = `editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  await grantStudioUser(project.firestore, editor, "editor");
  editorCookie = await studioCookie(editor, project.firestore);
});

/** The first `weekday` at least `weeks` weeks ahead that the seed leaves open as usual (no holiday, no override, no winter start times). */
function dayAhead(weeks: number, weekday: Weekday): string {
  let date = addDays(readStudioClock(Date.now()).date, weeks * 7);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  while (publicHolidayOn(date) || seeded.overrides.some((override) => override.date === date) || !usualStarts(date)) date = addDays(date, 7);
  return date;
}

/** The start times the in-person analysis's booking page offers on `date`, on the studio's clock ("10:00"). */
async function freeTimes(date: string): Promise<string[]> {
  const { response, html } = await page(project, `/service-booking?mode=self&service=in-person-color-analysis&from=${date}`);
  expect(response.status).toBe(200);
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)]
    .map((match) => readStudioClock(Date.parse(match[1]!)))
    .filter((reading) => reading.date === date)
    .map((reading) => clockText(reading.minutes));
}

/** The settings' version the availability page was read at. */
async function pageVersion(cookie = project.cookie): Promise<string> {
  const { response, html } = await page(project, PAGE, cookie);
  expect(response.status).toBe(200);
  return /name="updateTime" value="([^"]*)"/.exec(html)![1]!;
}

/** Posts one of the page's forms as the admin, with the version the page was read at. */
async function save(intent: string, fields: Record<string, string>, updateTime?: string) {
  return post(project, PAGE, { intent, updateTime: updateTime ?? (await pageVersion()), ...fields });
}

async function stored() {
  const doc = await project.firestore.getDocument(SETTINGS);
  return { updateTime: doc?.updateTime, data: decodeDocument(doc!).data };
}

const auditCount = () => project.firestore.countQuery({ collection: "StudioAudit" }, 1000);

describe("the studio's availability page", () => {
  it("refuses an editor, both the page and a save (403), and stores nothing", async () => {
    const before = await stored();
    expect((await page(project, PAGE, editorCookie)).response.status).toBe(403);
    const refused = await post({ ...project, cookie: editorCookie }, PAGE, {
      intent: "weekly",
      updateTime: before.updateTime!,
      ...weeklyValues(seeded),
      "weekly.sat.0.from": "12:00",
    });
    expect(refused.response.status).toBe(403);
    expect((await stored()).updateTime).toBe(before.updateTime);
  });

  it("new Saturday hours change the free times offered that Saturday, and the save is in the audit log", async () => {
    const saturday = dayAhead(4, "sat");
    expect(await freeTimes(saturday)).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00"]);

    const saved = await save("weekly", { ...weeklyValues(seeded), "weekly.sat.0.from": "12:00", "weekly.sat.0.to": "16:00" });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("Location")).toContain("saved=weekly");

    // 150 minutes from 12:00 at the latest start of 13:00, all before the 16:00 close.
    expect(await freeTimes(saturday)).toEqual(["12:00", "12:30", "13:00"]);
    expect((await stored()).data.weekly).toMatchObject({ sat: [{ from: "12:00", to: "16:00" }], tue: [{ from: "09:30", to: "17:30" }] });
    const { html } = await page(project, `${PAGE}?saved=weekly`, project.cookie);
    expect(html).toContain("Saved the weekly opening hours.");
    expect(html).toMatch(/id="field-weekly-sat-0-from"[^>]*value="12:00"/);

    const [entry] = await auditEntries(project);
    expect(entry).toMatchObject({ actor: admin, document: SETTINGS, action: "Changed the weekly opening hours" });
    expect(JSON.stringify(entry!.before)).toContain("10:00");
    expect(JSON.stringify(entry!.after)).toContain("12:00");
  });

  it("a date closed by an override offers no free times", async () => {
    const tuesday = dayAhead(5, "tue");
    expect((await freeTimes(tuesday)).length).toBeGreaterThan(0);

    const rows = seeded.overrides.length;
    const saved = await save("overrides", { ...overridesValues(seeded), [`overrides.${rows}.date`]: tuesday, [`overrides.${rows}.note`]: "Training day" });
    expect(saved.response.status).toBe(302);

    expect(await freeTimes(tuesday)).toEqual([]);
    expect((await stored()).data.overrides).toContainEqual({ date: tuesday, hours: [], note: "Training day" });
    expect((await auditEntries(project))[0]).toMatchObject({ document: SETTINGS, action: "Changed the dates with other hours" });
  });

  it("a block takes away the free times it overlaps, and removing it gives them back", async () => {
    const friday = dayAhead(6, "fri");
    const open = ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00"];
    expect(await freeTimes(friday)).toEqual(open);

    const added = await post(project, PAGE, { intent: "add-block", label: "Dentist", date: friday, from: "11:00", to: "12:00" });
    expect(added.response.status).toBe(302);
    // A session of 150 minutes and its 30-minute buffer starting before 12:00 would meet the block.
    expect(await freeTimes(friday)).toEqual(["12:00", "12:30", "13:00"]);

    const { html } = await page(project, PAGE, project.cookie);
    expect(html).toContain("Dentist");
    expect(html).toContain("11:00–12:00");
    const [, id, updateTime] = /name="block" value="([^"]+)"\/><input type="hidden" name="updateTime" value="([^"]+)"/.exec(html)!;
    const block = decodeDocument((await project.firestore.getDocument(`CalendarEntries/${id}`))!).data;
    expect(block).toEqual({ kind: "block", label: "Dentist", startsAt: new Date(studioWallTime(friday, 11 * 60)).toISOString(), endsAt: new Date(studioWallTime(friday, 12 * 60)).toISOString() });
    expect((await auditEntries(project))[0]).toMatchObject({ actor: admin, document: `CalendarEntries/${id}`, action: "Added a block to the calendar" });

    const removed = await post(project, PAGE, { intent: "remove-block", block: id!, updateTime: updateTime! });
    expect(removed.response.status).toBe(302);
    expect(await freeTimes(friday)).toEqual(open);
    expect(await project.firestore.getDocument(`CalendarEntries/${id}`)).toBeNull();
    expect((await auditEntries(project))[0]).toMatchObject({ document: `CalendarEntries/${id}`, action: "Removed a block from the calendar" });
  });

  it("refuses an end before the start, 25:00 and a buffer of -5 with the field's message (400), and saves nothing", async () => {
    const before = await stored();
    const audited = await auditCount();

    const backwards = await save("weekly", { ...weeklyValues(seeded), "weekly.fri.0.from": "14:00", "weekly.fri.0.to": "12:00" });
    expect(backwards.response.status).toBe(400);
    expect(fieldError(backwards.html, "weekly.fri.0.to")).toBe("The end must be after the start.");
    expect(backwards.html).toMatch(/id="field-weekly-fri-0-from"[^>]*value="14:00"/);

    const noSuchTime = await save("weekly", { ...weeklyValues(seeded), "weekly.mon.0.from": "25:00", "weekly.mon.0.to": "17:00" });
    expect(noSuchTime.response.status).toBe(400);
    expect(fieldError(noSuchTime.html, "weekly.mon.0.from")).toBe("Enter a time like 09:30, on the quarter hour.");

    const buffer = "services.in-person-color-analysis.bufferMinutes";
    const negative = await save("services", { ...servicesValues(seeded, SERVICE_IDS), [buffer]: "-5" });
    expect(negative.response.status).toBe(400);
    expect(fieldError(negative.html, buffer)).toBe("Enter the buffer in whole minutes, from 0 to 240.");
    expect(negative.html).toContain('value="-5"');

    const window = await save("booking", { ...bookingValues(seeded), bookingWindowDays: "3" });
    expect(window.response.status).toBe(400);
    expect(fieldError(window.html, "bookingWindowDays")).toBe("Enter whole days, from 7 to 730.");

    const block = await post(project, PAGE, { intent: "add-block", label: "Dentist", date: dayAhead(6, "thu"), from: "15:00", to: "14:00" });
    expect(block.response.status).toBe(400);
    expect(fieldError(block.html, "to")).toBe("The end must be after the start.");

    expect((await stored()).updateTime).toBe(before.updateTime);
    expect(await auditCount()).toBe(audited);
  });

  it("sets what each service pays online when booked: the booking page asks for the new deposit at once; a deposit of €0 is refused", async () => {
    const kind = "services.in-person-color-analysis.paymentKind";
    const euros = "services.in-person-color-analysis.depositEuros";
    const nothing = await save("services", { ...servicesValues(seeded, SERVICE_IDS), [kind]: "deposit", [euros]: "0" });
    expect(nothing.response.status).toBe(400);
    expect(fieldError(nothing.html, euros)).toBe("Enter the deposit in whole euros, from 1 to 1,000.");

    const saved = await save("services", { ...servicesValues(seeded, SERVICE_IDS), [kind]: "deposit", [euros]: "75" });
    expect(saved.response.status).toBeLessThan(400);
    expect((await stored()).data).toMatchObject({ services: { "in-person-color-analysis": { payment: { kind: "deposit", cents: 7500 } } } });
    const { html } = await page(project, `/service-booking?mode=self&service=in-person-color-analysis&from=${dayAhead(5, "wed")}`);
    expect(html).toContain("A deposit of €75 secures your time");

    await save("services", servicesValues(seeded, SERVICE_IDS));
    expect((await stored()).data).toMatchObject({ services: { "in-person-color-analysis": { payment: { kind: "deposit", cents: 5000 } } } });
  });

  it("edits a meeting point's Dutch beside its English in one audited save: the Dutch booking page shows it, and the page says when some is missing", async () => {
    const point = "services.guided-shopping-trip.nl.meetingPoint";
    const directions = "services.guided-shopping-trip.nl.meetingDirections";
    const trip = "/nl/afspraak-maken?mode=self&service=guided-shopping-trip";
    const before = await page(project, PAGE, project.cookie);
    // Side by side, the Dutch control marked as Dutch, with the seeded Dutch in it: nothing is missing.
    expect(before.html).toMatch(/<textarea [^>]*name="services\.guided-shopping-trip\.nl\.meetingDirections"[^>]*lang="nl"/);
    expect(before.html).toContain(availabilityNl["guided-shopping-trip"]!.meetingDirections);
    expect(before.html).not.toMatch(/Dutch missing|fields? missing/);

    const current = servicesValues(v.parse(AvailabilitySettings, (await stored()).data), SERVICE_IDS);
    const dutch = { [point]: "Bij de draaideur van De Bijenkorf, Hoog Catharijne", [directions]: "Vanaf Utrecht Centraal volg je de bordjes naar Vredenburg; je stylist staat bij de draaideur." };
    const saved = await save("services", { ...current, ...dutch });
    expect(saved.response.status).toBe(302);
    const rule = () => stored().then(({ data }) => (data.services as Record<string, Record<string, unknown>>)["guided-shopping-trip"]!);
    expect((await rule()).nl).toEqual({ meetingPoint: dutch[point], meetingDirections: dutch[directions] });
    expect((await rule()).meetingPoint).toBe("In front of De Bijenkorf, Hoog Catharijne");
    const [entry] = await auditEntries(project);
    expect(entry).toMatchObject({ actor: admin, document: SETTINGS, action: "Changed how services are booked online" });
    expect(JSON.stringify(entry!.after)).toContain("je stylist staat bij de draaideur");
    const shown = (await page(project, trip)).html;
    expect(shown).toContain(`<span>${dutch[point]}</span>`);
    expect(shown).toContain(`<p>${dutch[directions]}</p>`);

    const tooLong = await save("services", { ...current, ...dutch, [directions]: "Loop ".repeat(201) });
    expect(tooLong.response.status).toBe(400);
    expect(fieldError(tooLong.html, directions)).toBe("Keep the directions to 1,000 characters or fewer.");

    // The Dutch directions taken out: the page says so, and the Dutch booking page shows the English, marked.
    expect((await save("services", { ...current, ...dutch, [directions]: "" })).response.status).toBe(302);
    expect((await rule()).nl).toEqual({ meetingPoint: dutch[point] });
    expect((await page(project, PAGE, project.cookie)).html).toContain("Dutch: 1 field missing");
    expect((await page(project, trip)).html).toMatch(/<p lang="en">The department store&#x27;s entrance/);
  });

  it("a save over someone else's newer save is refused with the conflict message, keeping what was typed", async () => {
    const seen = await pageVersion();
    const theirs = await save("booking", { ...bookingValues(seeded), cancellationCutoffHours: "24" }, seen);
    expect(theirs.response.status).toBe(302);

    const mine = await save("booking", { ...bookingValues(seeded), minimumNoticeHours: "72" }, seen);
    expect(mine.response.status).toBe(409);
    expect(mine.html).toContain("Someone else saved this while you were editing");
    expect(mine.html).toMatch(/id="field-minimumNoticeHours"[^>]*value="72"/);
    expect((await stored()).data).toMatchObject({ minimumNoticeHours: 48, cancellationCutoffHours: 24 });
  });
});
