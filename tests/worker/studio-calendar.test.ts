import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, weekdayOf, studioDate } from "~/platform/studio-clock";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import type { Env } from "~/platform/env.server";
import { WEEKDAYS } from "~/schemas/availability";
import { studioClockTime } from "~/site/time";
import type { ReadEmail } from "../support/read-email";
import { callWorker, seededProject } from "./support";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { recordingBindings } from "./support/booking-site";

// The studio's side of online booking: the week's calendar, a booking's page (move, cancel), the
// inbox's list of new bookings, and the calendar feed that a calendar app reads with its key alone.

const SITE = "https://example.com";
const EDITOR = "calendar-editor@plumandlinen.example";
const ADMIN = "calendar-admin@plumandlinen.example";
const UID_HOST = "www.plumandlinen.example";
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";

let client = 0;

type Answer = { status: number; body: string; headers: Headers; location: string | null };

/** A seeded project of its own with an editor and an admin, and the worker called on it with email recorded. */
async function calendarStudio(name: string) {
  const { projectId, firestore } = await seededProject(name);
  await Promise.all([grantStudioUser(firestore, EDITOR, "editor"), grantStudioUser(firestore, ADMIN, "admin")]);
  const [editor, admin] = await Promise.all([studioCookie(EDITOR, firestore), studioCookie(ADMIN, firestore)]);
  const mail = recordingBindings();
  const overrides: Partial<Env> = {
    FIRESTORE_PROJECT_ID: projectId,
    // A studio that takes no payment online: these tests are about times; tests/worker/payments.test.ts pays.
    MOLLIE_API_KEY: undefined,
    VISITOR_EMAIL: mail.VISITOR_EMAIL,
    STUDIO_EMAIL: mail.STUDIO_EMAIL,
    ...studioEnv,
  };
  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: await response.text(),
    headers: response.headers,
    location: response.headers.get("Location"),
  });
  const get = async (path: string, cookie: string | null = null) =>
    answer(await callWorker(path, overrides, { headers: { Host: "example.com", ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" }));
  const post = async (path: string, fields: Record<string, string>, cookie: string | null = null) =>
    answer(
      await callWorker(path, overrides, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: SITE,
          Host: "example.com",
          "CF-Connecting-IP": `203.0.113.${(++client % 200) + 20}`,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        redirect: "manual",
      }),
    );
  return { firestore, mail, editor, admin, get, post };
}

type Studio = Awaited<ReturnType<typeof calendarStudio>>;

/** The start times a page offers (the values of its `slot` radios), in order. */
const offered = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);

/** A date (YYYY-MM-DD) `weeks` weeks ahead: past the minimum notice, inside the booking window. */
const weeksAhead = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** The Monday (on the studio's clock) of the week an instant falls in. */
const mondayOf = (at: string) => addDays(studioDate(at), -WEEKDAYS.indexOf(weekdayOf(studioDate(at))));

/** Books the first free time `weeks` ahead as a visitor; returns the booking's id and start, the emails cleared. */
async function book(site: Studio, name: string, weeks: number): Promise<{ id: string; slot: string }> {
  const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`)).body);
  expect(slot).toBeDefined();
  const booked = await site.post(SELF_PAGE, {
    flow: "online",
    service: "in-person-color-analysis",
    people: "1",
    slot: slot!,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
    phone: "",
    notes: "",
    terms: "yes",
  });
  expect(booked.status).toBe(303);
  const stored = (await site.firestore.runQuery({ collection: "Bookings" })).map((doc) => decodeDocument(doc)).find((doc) => doc.data.name === name)!;
  site.mail.sent.length = 0;
  return { id: stored.id, slot: slot! };
}

async function storedBooking(firestore: FirestoreClient, id: string) {
  const doc = await firestore.getDocument(`Bookings/${id}`);
  return decodeDocument(doc!).data as { status: string; startsAt: string; endsAt: string; sequence: number; cancelledBy?: string };
}

/** The VEVENT of an email's invitation, read by a real iCalendar parser. */
function invitation(email: ReadEmail) {
  const ics = email.attachments.find((attachment) => attachment.filename === "invite.ics")!;
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

/** Every VEVENT of a feed, read by a real iCalendar parser. */
function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue("method"),
    events: calendar.getAllSubcomponents("vevent").map((event) => ({
      uid: String(event.getFirstPropertyValue("uid")),
      sequence: Number(event.getFirstPropertyValue("sequence")),
      summary: String(event.getFirstPropertyValue("summary")),
      start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
      end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    })),
  };
}

/** The feed's key as the calendar page shows it to an admin. */
const feedKeyOf = (html: string) => /\/studio\/calendar\.ics\?key=([0-9a-f]{64})/.exec(html)?.[1] ?? null;
const updateTimeOf = (html: string) => /name="updateTime" value="([^"]*)"/.exec(html)?.[1] ?? "";

async function auditEntries(firestore: FirestoreClient) {
  const docs = await firestore.runQuery({ collection: "StudioAudit", orderBy: [{ field: "at", direction: "DESCENDING" }], limit: 20 });
  return docs.map((doc) => decodeDocument(doc).data as { actor: string; document: string; action: string; before: string | null; after: string | null });
}

describe("the studio's calendar and a booking's page", () => {
  let site: Studio;
  let ada: { id: string; slot: string };

  // A studio of its own for each test, with Ada's booking four weeks ahead: no test sees what another moved or cancelled.
  beforeEach(async () => {
    site = await calendarStudio("calendar");
    ada = await book(site, "Ada Jansen", 4);
  });

  it("shows a booking in its week, on the studio's clock, linking to its page; and in the inbox's online bookings", async () => {
    const monday = mondayOf(ada.slot);
    const week = await site.get(`/studio/calendar?week=${monday}`, site.editor);
    expect(week.status).toBe(200);
    expect(week.headers.get("Cache-Control")).toBe("private, no-store");
    const stored = await storedBooking(site.firestore, ada.id);
    expect(week.body).toContain(`${studioClockTime(stored.startsAt)}–${studioClockTime(stored.endsAt)}`);
    expect(week.body.replace(/<!-- -->/g, "")).toMatch(new RegExp(`href="/studio/bookings/${ada.id}"[^>]*><strong>[^<]+</strong> In-Person Colour Analysis: Ada Jansen, 1 person</a>`));
    expect(week.body).toContain(`href="/studio/calendar?week=${addDays(monday, -7)}"`);
    expect(week.body).toContain(`href="/studio/calendar?week=${addDays(monday, 7)}"`);
    // Another day of the week is sent to its Monday; the week before does not show the booking.
    const tuesday = await site.get(`/studio/calendar?week=${addDays(monday, 1)}`, site.editor);
    expect(tuesday.status).toBe(302);
    expect(tuesday.location).toBe(`/studio/calendar?week=${monday}`);
    expect((await site.get(`/studio/calendar?week=${addDays(monday, -7)}`, site.editor)).body).not.toContain(ada.id);

    const inbox = await site.get("/studio/inbox", site.editor);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("Online bookings");
    expect(inbox.body).toMatch(new RegExp(`href="/studio/bookings/${ada.id}"[^>]*>Ada Jansen</a>`));
  });

  it("lets an editor move a booking to another free time: the visitor is emailed the same UID with SEQUENCE 1, and the change is audited without the visitor", async () => {
    const page = await site.get(`/studio/bookings/${ada.id}?from=${weeksAhead(8)}`, site.editor);
    expect(page.status).toBe(200);
    expect(page.body).toContain("ada.jansen@example.org");
    const [target] = offered(page.body);
    expect(target).toBeDefined();
    const moved = await site.post(`/studio/bookings/${ada.id}`, { intent: "move", slot: target! }, site.editor);
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(`/studio/bookings/${ada.id}?moved=1`);
    expect(await storedBooking(site.firestore, ada.id)).toMatchObject({ startsAt: new Date(target!).toISOString(), sequence: 1, status: "confirmed" });
    expect((await site.get(moved.location!, site.editor)).body).toContain("The booking has moved");

    const toVisitor = site.mail.sent.find((sent) => sent.to === "ada.jansen@example.org");
    expect(toVisitor).toBeDefined();
    expect(invitation(toVisitor!.email)).toMatchObject({ method: "REQUEST", sequence: 1, uid: `${ada.id}@${UID_HOST}`, start: new Date(target!).toISOString() });

    const [entry] = (await auditEntries(site.firestore)).filter((audit) => audit.document === `Bookings/${ada.id}`);
    expect(entry).toMatchObject({ actor: EDITOR, action: "Moved a booking" });
    expect(`${entry!.before}${entry!.after}`).not.toMatch(/Ada|jansen|example\.org/i);
  });

  it("lets an editor cancel a booking once the box is ticked: the time is freed and the visitor told", async () => {
    const bram = await book(site, "Bram Visser", 5);
    const unconfirmed = await site.post(`/studio/bookings/${bram.id}`, { intent: "cancel" }, site.editor);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toContain("Tick the box to confirm");
    expect((await storedBooking(site.firestore, bram.id)).status).toBe("confirmed");

    const cancelled = await site.post(`/studio/bookings/${bram.id}`, { intent: "cancel", reason: "studio:0", confirm: "yes" }, site.editor);
    expect(cancelled.status).toBe(303);
    expect(await storedBooking(site.firestore, bram.id)).toMatchObject({ status: "cancelled", cancelledBy: "studio", sequence: 1 });
    const toVisitor = site.mail.sent.find((sent) => sent.to === "bram.visser@example.org");
    expect(invitation(toVisitor!.email)).toMatchObject({ method: "CANCEL", sequence: 1, uid: `${bram.id}@${UID_HOST}` });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body)).toContain(bram.slot);
    // Off the calendar, and no longer offered a move or a cancel.
    expect((await site.get(`/studio/calendar?week=${mondayOf(bram.slot)}`, site.editor)).body).not.toContain(`/studio/bookings/${bram.id}"`);
    const page = await site.get(`/studio/bookings/${bram.id}`, site.editor);
    expect(page.body).not.toContain("Cancel the booking");
    expect((await site.post(`/studio/bookings/${bram.id}`, { intent: "cancel", reason: "studio:0", confirm: "yes" }, site.editor)).status).toBe(409);
    expect((await auditEntries(site.firestore)).some((audit) => audit.document === `Bookings/${bram.id}` && audit.action === "Cancelled a booking")).toBe(true);
  });

  it("answers 404 for a booking that is not there, and sends anyone without a session to sign in", async () => {
    expect((await site.get("/studio/bookings/no-such-booking", site.editor)).status).toBe(404);
    const anonymous = await site.get("/studio/calendar");
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/studio\/sign-in\?redirectTo=/);
    const booking = await site.get(`/studio/bookings/${ada.id}`);
    expect(booking.status).toBe(302);
    expect(booking.body).not.toContain("Ada Jansen");
  });
});

describe("the calendar feed", () => {
  it("is read by its key alone, lists bookings with their invitations' UID and SEQUENCE and the blocks, and a replaced key fails at once", async () => {
    const site = await calendarStudio("calendar-feed");
    const kept = await book(site, "Lotte de Vries", 4);
    const gone = await book(site, "Femke Bakker", 6);
    expect((await site.post(`/studio/bookings/${gone.id}`, { intent: "cancel", reason: "studio:0", confirm: "yes" }, site.editor)).status).toBe(303);
    const blockStart = new Date(Date.parse(kept.slot) + 2 * 86_400_000);
    await site.firestore.writeDocument("CalendarEntries/dentist", {
      kind: "block",
      startsAt: blockStart,
      endsAt: new Date(blockStart.getTime() + 90 * 60_000),
      label: "Dentist",
    });

    // No address until an admin makes one; an editor never sees it, nor may make one.
    const editorPage = await site.get("/studio/calendar", site.editor);
    expect(editorPage.body).not.toContain("Calendar feed");
    expect((await site.post("/studio/calendar", { intent: "replace-feed-key", updateTime: "" }, site.editor)).status).toBe(403);
    const empty = await site.get("/studio/calendar", site.admin);
    expect(feedKeyOf(empty.body)).toBeNull();
    expect(empty.body).toContain("Make an address");
    expect((await site.post("/studio/calendar", { intent: "replace-feed-key", updateTime: "" }, site.admin)).status).toBe(303);
    const adminPage = await site.get("/studio/calendar", site.admin);
    const key = feedKeyOf(adminPage.body);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(adminPage.body).toContain(`https://${UID_HOST}/studio/calendar.ics?key=${key}`);
    expect(adminPage.body).toContain("Replace the address");
    expect((await site.get("/studio/calendar", site.editor)).body).not.toContain(key!);

    // A calendar app: no cookie, the key in the address.
    const feed = await site.get(`/studio/calendar.ics?key=${key}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toContain("no-store");
    expect(feed.headers.get("X-Robots-Tag")).toContain("noindex");
    // The feed's own policy, stricter than the site's, is kept: its address holds the key.
    expect(feed.headers.get("Referrer-Policy")).toBe("no-referrer");
    const { method, events } = feedEvents(feed.body);
    expect(method).toBe("PUBLISH");
    const booking = events.find((event) => event.uid === `${kept.id}@${UID_HOST}`);
    expect(booking).toMatchObject({ sequence: 0, start: new Date(kept.slot).toISOString() });
    expect(booking!.summary).toContain("Lotte de Vries");
    expect(events.some((event) => event.uid.startsWith(gone.id))).toBe(false);
    expect(events.find((event) => event.summary === "Blocked: Dentist")).toMatchObject({ start: blockStart.toISOString() });
    expect(feed.body).not.toContain("lotte.de.vries@example.org");

    // Wrong, missing, and cut keys are all the same plain 404.
    for (const path of ["/studio/calendar.ics", `/studio/calendar.ics?key=${"0".repeat(64)}`, `/studio/calendar.ics?key=${key!.slice(0, 63)}`]) {
      const refused = await site.get(path);
      expect(refused.status, path).toBe(404);
      expect(refused.body).not.toContain("BEGIN:VCALENDAR");
    }

    const replaced = await site.post("/studio/calendar", { intent: "replace-feed-key", updateTime: updateTimeOf(adminPage.body) }, site.admin);
    expect(replaced.status).toBe(303);
    const newKey = feedKeyOf((await site.get("/studio/calendar", site.admin)).body);
    expect(newKey).toMatch(/^[0-9a-f]{64}$/);
    expect(newKey).not.toBe(key);
    expect((await site.get(`/studio/calendar.ics?key=${key}`)).status).toBe(404);
    expect((await site.get(`/studio/calendar.ics?key=${newKey}`)).status).toBe(200);
    // A second replace from the page as it was before is refused: the other admin's address stands.
    expect((await site.post("/studio/calendar", { intent: "replace-feed-key", updateTime: updateTimeOf(adminPage.body) }, site.admin)).status).toBe(409);
    expect((await site.get(`/studio/calendar.ics?key=${newKey}`)).status).toBe(200);

    const audits = (await auditEntries(site.firestore)).filter((audit) => audit.document === "StudioSecrets/CalendarFeed");
    expect(audits.map((audit) => audit.action).sort()).toEqual(["Made the calendar feed's address", "Replaced the calendar feed's address"]);
    expect(JSON.stringify(audits)).not.toContain(key!);
    expect(JSON.stringify(audits)).not.toContain(newKey!);
  });
});
