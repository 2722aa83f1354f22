import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, inject, it } from "vitest";
import { manageToken } from "~/booking/manage-link.server";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { createBooking } from "~/models/bookings.server";
import type { ReadEmail } from "../support/read-email";
import { FIVE_MINUTE_CRON, runScheduled } from "./support";
import { STUDIO_CALENDAR } from "./support/fixture-paths";
import { bookingSite, offered, usualDayAhead, weeksAhead } from "./support/booking-site";

const SECRETS = String((env as unknown as Record<string, unknown>).STUDIO_SESSION_SECRETS).split(",");
/** A seeded studio of its own that takes no payment online: these tests are about times; payments.test.ts pays. */
const studio = (name: string) => bookingSite(name, { MOLLIE_API_KEY: undefined });

const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";

const details = (name: string, slot: string, extra: Record<string, string> = {}) => ({
  flow: "online",
  service: "in-person-color-analysis",
  people: "1",
  slot,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  phone: "",
  notes: "",
  terms: "yes",
  ...extra,
});

async function bookings(firestore: FirestoreClient): Promise<Array<Record<string, unknown> & { id: string; startsAt: string; endsAt: string }>> {
  return (await firestore.runQuery({ collection: "Bookings" })).map((doc) => ({ ...decodeDocument(doc).data, id: decodeDocument(doc).id }) as Record<string, unknown> & { id: string; startsAt: string; endsAt: string });
}

/** The VEVENT of an email's invitation, read by a real iCalendar parser. */
function invitation(email: ReadEmail) {
  const ics = email.attachments.find((attachment) => attachment.filename === "invite.ics");
  if (!ics) throw new Error("no invite.ics attached");
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue("status"),
    url: String(event.getFirstPropertyValue("url")),
    contentType: ics.contentType,
  };
}

describe("booking a free time online", () => {
  it("books a time with JavaScript off: a 303 to its own page, the time gone from the page, and both emails with the same invitation", async () => {
    const site = await studio("book-once");
    const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`);
    expect(page.status).toBe(200);
    const [slot] = offered(page.body);
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    expect(page.body).toContain("(Dutch time)");

    const booked = await site.post(SELF_PAGE, details("Ada Jansen", slot!, { notes: "First time; I wear glasses." }));
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/bookings\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?booked=1$/);

    // The page is kept for the next visitor, and the booking's purge makes it again without the time.
    const remade = await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`);
    expect(remade.pageCache).toBe("miss");
    expect(offered(remade.body)).not.toContain(slot);
    const kept = await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`);
    expect(kept.pageCache).toBe("hit");
    expect(offered(kept.body)).not.toContain(slot);
    const confirmation = await site.get(booked.location!);
    expect(confirmation.body).toContain("You are booked");
    expect(confirmation.body).toContain("Ada Jansen");

    const [stored] = await bookings(site.firestore);
    expect(stored).toMatchObject({ status: "confirmed", name: "Ada Jansen", startsAt: new Date(slot!).toISOString(), sequence: 0 });
    expect(site.mail.sent.map((sent) => sent.to).sort()).toEqual(["ada.jansen@example.org", "studio@plumandlinen.example"]);
    const [toVisitor, toStudio] = ["ada.jansen@example.org", "studio@plumandlinen.example"].map((to) => site.mail.sent.find((sent) => sent.to === to)!.email);
    const invite = invitation(toVisitor!);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", start: new Date(slot!).toISOString() });
    expect(invite.contentType).toContain("method=REQUEST");
    expect(Date.parse(invite.end) - Date.parse(invite.start)).toBe(150 * 60_000);
    expect(invite.uid).toBe(`${stored!.id}@www.plumandlinen.example`);
    expect(invite.url).toContain(booked.location!.replace(/\?.*/, ""));
    expect(invitation(toStudio!).uid).toBe(invite.uid);
    // The studio's copy links to the studio's booking page: its mailbox and calendar never hold the visitor's key.
    const signature = booked.location!.replace(/\?.*$/, "").split(".").at(-1)!.slice(0, 16);
    expect(invitation(toStudio!).url).toBe(`https://www.plumandlinen.example/studio/bookings/${stored!.id}`);
    expect([toStudio!.text, ...toStudio!.attachments.map((attachment) => attachment.text)].join("\n")).not.toContain(signature);
    expect(toVisitor!.attachments.map((attachment) => attachment.text).join("\n")).toContain(signature);
    expect(toVisitor!.text).toContain("Lange Nieuwstraat 87");
    expect(toStudio!.text).toContain("First time; I wear glasses.");

    // The same form sent again books nothing more and shows the same booking.
    const again = await site.post(SELF_PAGE, details("Ada Jansen", slot!, { notes: "First time; I wear glasses." }), undefined, booked.cookie);
    expect(again.status).toBe(303);
    expect(again.location).toBe(booked.location);
    expect(await bookings(site.firestore)).toHaveLength(1);
  });

  it("of 20 visitors posting one time at once, exactly one gets it and 19 are told it was just taken, with the nearest free times", async () => {
    const site = await studio("book-race");
    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => site.post(SELF_PAGE, details(`Visitor Number ${index + 1}`, slot!))));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const taken = answers.filter((answer) => answer.status === 409);
    expect(taken).toHaveLength(19);
    for (const answer of taken) {
      expect(answer.body).toContain("That time was just taken");
      expect(answer.body).toContain("The nearest free times");
      expect(answer.body).toMatch(/value="Visitor Number \d+"/);
    }
    expect(await bookings(site.firestore)).toHaveLength(1);
    expect((await site.firestore.runQuery({ collection: "BookingClaims" })).length).toBe(12); // 150 minutes + 30 buffer
  });

  it("of two overlapping bookings with different starts and lengths (150 and 90 minutes), only one is made", async () => {
    const site = await studio("book-overlap");
    const from = weeksAhead(6);
    const inPerson = offered((await site.get(`${SELF_PAGE}&from=${from}`)).body);
    const online = offered((await site.get(`/service-booking?mode=self&service=online-color-analysis&from=${from}`)).body);
    // The in-person session at its first start runs 2½ hours, plus a 30-minute buffer; an online one 1½ hours later overlaps it.
    const first = inPerson[0]!;
    const overlapping = online.find((start) => Date.parse(start) === Date.parse(first) + 90 * 60_000)!;
    expect(overlapping).toBeDefined();
    const answers = await Promise.all([
      site.post(SELF_PAGE, details("Lotte de Vries", first)),
      site.post("/service-booking?mode=self&service=online-color-analysis", details("Femke Bakker", overlapping, { service: "online-color-analysis" })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(await bookings(site.firestore)).toHaveLength(1);
  });

  it("checks every rule again when the form is posted: a time not offered, a missing consent, a forged service", async () => {
    const site = await studio("book-rules");
    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body);
    const sunday = new Date(Date.parse(slot!));
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    const tooSoon = new Date(Date.now() + 24 * 3_600_000);
    tooSoon.setUTCMinutes(0, 0, 0);
    for (const start of [sunday.toISOString().replace(".000", ""), tooSoon.toISOString().replace(".000", ""), "2026-13-40T09:00:00Z"]) {
      const answer = await site.post(SELF_PAGE, details("Noor Smit", start));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/That time cannot be booked online|Choose one of the times listed/);
    }
    const noTerms = await site.post(SELF_PAGE, details("Noor Smit", slot!, { terms: "" }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toContain("Please accept the terms and the refund policy to book.");
    expect(noTerms.body).toContain('value="Noor Smit"');
    const digital = await site.post("/service-booking?mode=self&service=digital-color-analysis", details("Noor Smit", slot!, { service: "digital-color-analysis" }));
    expect(digital.status).toBe(400);
    expect(await bookings(site.firestore)).toHaveLength(0);
  });

  it("shows the week's days first, each a link to its own times, one day open at a time, and after a post the day of the time chosen", async () => {
    const site = await studio("book-picker");
    const week = `${SELF_PAGE}&from=${weeksAhead(4)}`;
    const page = await site.get(week);
    // The title once: the page's h1 names the service, and the form does not repeat it.
    expect(page.body.match(/Book In-Person Colour Analysis</g)).toHaveLength(1);
    const panels = [...page.body.matchAll(/<div id="day-(\d{4}-\d{2}-\d{2})" class="slot-day( slot-day--shown)?">(.*?)<\/fieldset><\/div>/gs)];
    expect(panels.length).toBeGreaterThanOrEqual(3);
    expect(panels.filter((panel) => panel[2]).map((panel) => panel[1])).toEqual([panels[0]![1]]);
    for (const [, date, , html] of panels) {
      // Every day with times is a link in the strip to its times, which are that day's alone.
      expect(html).toContain(`href="#day-${date}" class="day-strip__day" aria-current="date"`);
      for (const other of panels) if (other[1] !== date) expect(html).toContain(`href="#day-${other[1]}"`);
      const starts = offered(html!);
      expect(starts.length).toBeGreaterThan(0);
      // Daytime starts: their date in UTC is the studio's.
      for (const start of starts) expect(start.slice(0, 10)).toBe(date);
    }

    const third = panels[2]!;
    const chosen = offered(third[3]!).at(-1)!;
    // The form posts to the page it is on, this week's.
    const back = await site.post(week, details("Anouk Visser", chosen, { terms: "" }));
    expect(back.status).toBe(400);
    const shown = /<div id="day-(\d{4}-\d{2}-\d{2})" class="slot-day slot-day--shown">(.*?)<\/fieldset><\/div>/s.exec(back.body);
    expect(shown?.[1]).toBe(third[1]);
    const checked = shown?.[2]?.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain(`value="${chosen}"`);
  });

  it("books a group: the session grows with the group, and everyone's names are asked for", async () => {
    const site = await studio("book-group");
    const page = await site.get(`/group-session?service=in-person-color-analysis&people=4&from=${weeksAhead(7)}`);
    expect(page.status).toBe(200);
    const [slot] = offered(page.body);
    const wrong = await site.post("/group-session", details("Iris Mulder", slot!, { people: "4", guestNames: "Eva Mulder" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("Enter the names of the 3 other people coming, one per line.");
    const answer = await site.post("/group-session", details("Iris Mulder", slot!, { people: "4", guestNames: "Eva Mulder\nRoos Mulder\nJulia Kok" }));
    expect(answer.status).toBe(303);
    const [stored] = await bookings(site.firestore);
    expect(stored).toMatchObject({ mode: "group", people: 4, guests: ["Eva Mulder", "Roos Mulder", "Julia Kok"] });
    // 150 minutes for the first person and 75 for each of the three others.
    expect(Date.parse(stored!.endsAt) - Date.parse(stored!.startsAt)).toBe(375 * 60_000);
  });
});

describe("the manage link", () => {
  async function bookedFor(site: Awaited<ReturnType<typeof studio>>, weeks: number) {
    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`)).body);
    const booked = await site.post(SELF_PAGE, details("Sanne de Boer", slot!));
    site.mail.sent.length = 0;
    return { slot: slot!, path: booked.location!.replace(/\?.*/, "") };
  }

  it("cancels: the time is free again at once, and the visitor gets METHOD:CANCEL for the same UID with a higher SEQUENCE", async () => {
    const site = await studio("manage-cancel");
    const { slot, path } = await bookedFor(site, 4);
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)).not.toContain(slot);
    const unconfirmed = await site.post(path, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    const cancelled = await site.post(path, { intent: "cancel", confirm: "yes" });
    expect(cancelled.status).toBe(303);
    expect((await site.get(cancelled.location!)).body).toContain("Your booking is cancelled");
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)).toContain(slot);
    expect(await site.firestore.runQuery({ collection: "BookingClaims" })).toHaveLength(0);
    const toVisitor = site.mail.sent.find((sent) => sent.to === "sanne.de.boer@example.org")!;
    expect(invitation(toVisitor.email)).toMatchObject({ method: "CANCEL", sequence: 1, status: "CANCELLED" });
    // Cancelled once is cancelled: the link cannot do it again.
    expect((await site.post(path, { intent: "cancel", confirm: "yes" })).status).toBe(409);
  });

  it("moves: the new time is claimed and the old freed in one commit, with the same UID and SEQUENCE 1", async () => {
    const site = await studio("manage-move");
    const { slot, path } = await bookedFor(site, 4);
    const page = await site.get(`${path}?from=${weeksAhead(8)}`);
    const [target] = offered(page.body);
    const moved = await site.post(path, { intent: "move", slot: target! });
    expect(moved.status).toBe(303);
    const [stored] = await bookings(site.firestore);
    expect(stored).toMatchObject({ startsAt: new Date(target!).toISOString(), sequence: 1, status: "confirmed" });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)).toContain(slot);
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(8)}`)).body)).not.toContain(target);
    const invite = invitation(site.mail.sent.find((sent) => sent.to === "sanne.de.boer@example.org")!.email);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 1, start: new Date(target!).toISOString(), uid: `${stored!.id}@www.plumandlinen.example` });
    // A move onto another booking's time is refused, and nothing changes.
    const other = await site.post(SELF_PAGE, details("Bram Visser", slot));
    expect(other.status).toBe(303);
    expect((await site.post(path, { intent: "move", slot })).status).toBe(409);
  });

  it("after the cut-off the page says how to reach the studio and refuses a change; a forged or expired link is a 404", async () => {
    const site = await studio("manage-cutoff");
    const start = new Date(Date.now() + 30 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    await createBooking(
      { firestore: site.firestore, log: () => {} },
      {
        id: crypto.randomUUID(),
        mode: "self",
        service: { id: "in-person-color-analysis", name: "In-Person Colour Analysis", location: "studio" },
        people: 1,
        details: { name: "Mila Peters", email: "mila@example.org", phone: "", notes: "", guests: [] },
        start,
        minutes: 150,
        bufferMinutes: 30,
        status: "confirmed",
      },
    );
    const [stored] = await bookings(site.firestore);
    const token = await manageToken(SECRETS, stored!.id, new Date(stored!.endsAt));
    const page = await site.get(`/bookings/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("can no longer be changed online");
    expect(page.body).toContain("+31 30 204 7718");
    expect(page.body).not.toContain("Cancel my booking");
    expect((await site.post(`/bookings/${token}`, { intent: "cancel", confirm: "yes" })).status).toBe(409);
    expect((await bookings(site.firestore))[0]).toMatchObject({ status: "confirmed" });

    const forged = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    expect((await site.get(`/bookings/${forged}`)).status).toBe(404);
    expect((await site.post(`/bookings/${forged}`, { intent: "cancel", confirm: "yes" })).status).toBe(404);
    const expired = await manageToken(SECRETS, stored!.id, new Date(Date.now() - 31 * 86_400_000));
    expect((await site.get(`/bookings/${expired}`)).status).toBe(404);
    const otherSecret = await manageToken(["someone-elses-secret-0123456789"], stored!.id, new Date(stored!.endsAt));
    expect((await site.get(`/bookings/${otherSecret}`)).status).toBe(404);
  });
});

describe("the reminder", () => {
  it("goes once, two days before, however often and however concurrently the Cron Trigger runs", async () => {
    const site = await studio("reminder");
    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body);
    expect((await site.post(SELF_PAGE, details("Julia Kok", slot!))).status).toBe(303);
    site.mail.sent.length = 0;
    const run = (at: number) => runScheduled(FIVE_MINUTE_CRON, at, site.overrides);
    const due = Date.parse(slot!) - 48 * 3_600_000;
    await run(due - 5 * 60_000);
    expect(site.mail.sent).toHaveLength(0);
    await Promise.all([run(due), run(due), run(due + 60_000)]);
    await run(due + 5 * 60_000);
    await run(due + 10 * 60_000);
    expect(site.mail.sent).toHaveLength(1);
    expect(site.mail.sent[0]!.to).toBe("julia.kok@example.org");
    expect(site.mail.sent[0]!.email.header("subject")).toMatch(/^See you on /);
    expect((await bookings(site.firestore))[0]).toMatchObject({ reminder: "sent" });
  });
});

describe("busy times from the studio's own calendar", () => {
  it("blocks the times of a weekly recurring event read from the studio's iCalendar address, and keeps them when the address fails", async () => {
    const site = await studio("busy-calendar");
    const run = (url: string) => runScheduled(FIVE_MINUTE_CRON, Date.now(), { ...site.overrides, STUDIO_CALENDAR_ICS_URL: url });
    // A Thursday six weeks or more ahead with the usual hours (no Ascension Day, no year-end override): the in-person analysis starts 09:30 to 13:00 there.
    const day = usualDayAhead("thu", 42);
    const timesOn = async () => offered((await site.get(`${SELF_PAGE}&from=${day}`)).body).filter((start) => start.startsWith(day));
    const before = await timesOn();
    expect(before).toHaveLength(8);

    await run(`${inject("fixtureFilesUrl")}/${STUDIO_CALENDAR}`);
    // Pilates 11:00–12:00 in Amsterdam: a 150-minute session (with its 30-minute buffer) may start at 12:00 at the earliest.
    const after = await timesOn();
    expect(after.map((start) => start.slice(11, 16))).toEqual(before.slice(5).map((start) => start.slice(11, 16)));
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" }).format(Date.parse(after[0]!))).toBe("12:00");
    const entries = await site.firestore.runQuery({ collection: "CalendarEntries", where: [{ field: "kind", equals: "calendar" }] });
    expect(entries.length).toBeGreaterThan(20); // every Thursday of the booking window

    await run(`${inject("fixtureFilesUrl")}/no-such-calendar.ics`);
    expect(await timesOn()).toEqual(after);
  });
});

describe("the reminder across the change to summer time", () => {
  it("goes 48 real hours before a session on the Monday after the clocks change, not a wall-clock hour off", async () => {
    const site = await studio("reminder-dst");
    // Monday 29 March 2027, 10:00 in Utrecht (summer time, 08:00 UTC); 48 hours before is Saturday 27 March, 09:00 winter time.
    await createBooking(
      { firestore: site.firestore, log: () => {} },
      {
        id: crypto.randomUUID(),
        mode: "self",
        service: { id: "in-person-color-analysis", name: "In-Person Colour Analysis", location: "studio" },
        people: 1,
        details: { name: "Eva Kok", email: "eva.kok@example.org", phone: "", notes: "", guests: [] },
        start: new Date("2027-03-29T08:00:00Z"),
        minutes: 150,
        bufferMinutes: 30,
        status: "confirmed",
      },
      new Date("2027-03-01T12:00:00Z"),
    );
    const run = (at: string) => runScheduled(FIVE_MINUTE_CRON, new Date(at), site.overrides);
    await run("2027-03-27T07:55:00Z");
    expect(site.mail.sent).toHaveLength(0);
    await run("2027-03-27T08:00:00Z");
    expect(site.mail.sent.map((sent) => sent.to)).toEqual(["eva.kok@example.org"]);
    expect(site.mail.sent[0]!.email.text).toContain("Mon 29 Mar, 10:00 to 12:30 (Dutch time)");
  });
});
