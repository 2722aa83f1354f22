import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { createBooking } from "~/models/bookings.server";
import { claimIds } from "~/timetable/claims";
import type { ReadEmail } from "../support/read-email";
import { callWorker } from "./support";
import { bookingSite, offered, weeksAhead, type BookingSite, pageText as text } from "./support/booking-site";
import { PAYING, pay, providerIdOf, SELF_PAGE, SIMULATOR, webhook } from "./support/mollie";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

// The studio books for a client who asked by phone or message (/studio/bookings/new), through the
// online booking's own commit and emails; and moves a booking inside the cut-off from its page,
// which the FAQ promises a client who is ill.

const EDITOR = "booking-editor@plumandlinen.example";
const NEW = "/studio/bookings/new";
const SERVICE = "in-person-color-analysis";
/** The seeded session: 150 minutes, and a 30-minute buffer after it. */
const SESSION_MINUTES = 150;
const BUFFER_MINUTES = 30;

type Studio = BookingSite & { editor: string };

async function studio(name: string): Promise<Studio> {
  const site = await bookingSite(name, { ...studioEnv, ...PAYING });
  await grantStudioUser(site.firestore, EDITOR, "editor");
  return { ...site, editor: await studioCookie(EDITOR, site.firestore) };
}

const asEditor = (site: Studio) => ({ Cookie: site.editor });

/** The fields the studio posts for a client on the phone. */
const client = (name: string, slot: string, extra: Record<string, string> = {}) => ({
  service: SERVICE,
  slot,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  phone: "+31 6 1234 5678",
  notes: "Rang on Tuesday morning; prefers the window seat.",
  ...extra,
});

/** The studio's page of a service's free times, a week from `weeks` weeks ahead: where its form posts, as a browser does. */
const pageOf = (weeks: number) => `${NEW}?service=${SERVICE}&from=${weeksAhead(weeks)}`;

/** The first free time the studio's page offers `weeks` weeks ahead. */
async function studioSlot(site: Studio, weeks: number, index = 0): Promise<string> {
  const page = await site.get(pageOf(weeks), asEditor(site));
  expect(page.status).toBe(200);
  const slot = offered(page.body)[index];
  expect(slot).toBeDefined();
  return slot!;
}

const bookingIdOf = (location: string | null) => /^\/studio\/bookings\/([\w-]+)\?/.exec(location ?? "")?.[1] ?? "";

async function stored(site: Studio, id: string) {
  const doc = await site.firestore.getDocument(`Bookings/${id}`);
  return decodeDocument(doc!).data as { status: string; startsAt: string; phone: string; notes: string; payment?: { amountCents: number }; sequence: number };
}

const claimsOf = async (site: Studio, id: string) => (await site.documents("BookingClaims")).filter((claim) => claim.bookingId === id).map((claim) => claim.id).sort();

const emailsTo = (site: Studio, address: string): ReadEmail[] => site.mail.sent.filter((sent) => sent.to === address).map((sent) => sent.email);

function invitation(email: ReadEmail) {
  const ics = email.attachments.find((attachment) => attachment.filename === "invite.ics")!;
  const event = new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent("vevent")!;
  return { sequence: Number(event.getFirstPropertyValue("sequence")), start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString() };
}

const iso = (at: string | number) => new Date(at).toISOString();

describe("the studio books for a client", () => {
  let site: Studio;
  beforeEach(async () => {
    site = await studio("studio-booking");
  });

  it("books a phone client: stored confirmed with its claims, the client emailed the confirmation and invitation, the time gone from the public page, audited", async () => {
    const form = await site.get(NEW, asEditor(site));
    expect(form.status).toBe(200);
    expect(form.body).toContain(`<option value="${SERVICE}"`);
    expect((await site.get("/studio/calendar", asEditor(site))).body).toContain(`href="${NEW}"`);

    const slot = await studioSlot(site, 3);
    const posted = await site.post(pageOf(3), client("Marieke de Boer", slot), undefined, site.editor);
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/\?booked=1$/);
    const id = bookingIdOf(posted.location);

    const booking = await stored(site, id);
    expect(booking).toMatchObject({ status: "confirmed", startsAt: iso(slot), phone: "+31612345678", notes: "Rang on Tuesday morning; prefers the window seat." });
    expect(booking.payment).toBeUndefined();
    const start = Date.parse(slot);
    expect(await claimsOf(site, id)).toEqual(claimIds({ start, end: start + (SESSION_MINUTES + BUFFER_MINUTES) * 60_000 }).sort());

    const [confirmation] = emailsTo(site, "marieke.de.boer@example.org");
    expect(confirmation?.header("subject")).toMatch(/^Booked: In-Person Colour Analysis on /);
    expect(confirmation!.text).toContain("Dear Marieke de Boer,");
    expect(confirmation!.text).toMatch(/Payment: €245, paid at the studio, at your session; nothing is paid online\./);
    expect(confirmation!.text).toMatch(/To move or cancel it, use this link \(up to 48 hours before the start\): https?:\/\/[^\s]+\/bookings\//);
    expect(invitation(confirmation!)).toEqual({ sequence: 0, start: iso(slot) });
    // The studio's own mailbox gets its copy, as for a booking made online.
    expect(site.mail.sent.some((sent) => sent.to === "studio@plumandlinen.example" && sent.email.header("subject")?.startsWith("New booking: Marieke de Boer"))).toBe(true);

    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(3)}`)).body)).not.toContain(slot);
    const page = await site.get(posted.location!, asEditor(site));
    expect(page.body).toContain("Booked for the client. They have been emailed the confirmation");
    expect(page.body).toContain("Nothing paid online: paid at the session");

    const audit = (await site.documents("StudioAudit")).find((entry) => entry.document === `Bookings/${id}`);
    expect(audit).toMatchObject({ actor: EDITOR, action: "Booked a time for a client" });
    expect(String(audit!.after)).not.toMatch(/Marieke|marieke|1234/);

    // The same form sent again (a double click) finds the booking: nothing booked or emailed twice.
    const sentBefore = site.mail.sent.length;
    const again = await site.post(pageOf(3), client("Marieke de Boer", slot), undefined, site.editor);
    expect(again.location).toBe(posted.location);
    expect(site.mail.sent.length).toBe(sentBefore);
    expect((await site.documents("Bookings")).filter((doc) => doc.name === "Marieke de Boer")).toHaveLength(1);
  });

  it("answers a taken time with 409, the nearest free times and what was typed; a wrong field with 400 and its message", async () => {
    const slot = await studioSlot(site, 4);
    expect((await site.post(pageOf(4), client("Sanne Visser", slot), undefined, site.editor)).status).toBe(303);

    const taken = await site.post(pageOf(4), client("Daan Bakker", slot), undefined, site.editor);
    expect(taken.status).toBe(409);
    expect(taken.body).toContain("That time was just taken. Choose another: the nearest free times are below, and what you typed is kept.");
    expect(taken.body).toContain('value="Daan Bakker"');
    expect(offered(taken.body).filter((value) => value !== slot).length).toBeGreaterThan(0);
    expect(emailsTo(site, "daan.bakker@example.org")).toHaveLength(0);

    const wrong = await site.post(pageOf(4), client("Daan Bakker", await studioSlot(site, 4, 1), { email: "daan.bakker@" }), undefined, site.editor);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("Enter a valid email address, like name@example.com.");
    const unknown = await site.post(pageOf(4), client("Daan Bakker", slot, { service: "no-such-service" }), undefined, site.editor);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain("Choose one of the services listed.");
  });

  it("books a home visit at the client's address inside the travel area, and refuses one outside it with the postcode's message", async () => {
    const homePage = `${NEW}?service=wardrobe-edit-at-home&from=${weeksAhead(6)}`;
    const page = await site.get(homePage, asEditor(site));
    expect(page.body).toContain("Street and house number");
    const [slot] = offered(page.body);
    const visit = (postcode: string) =>
      client("Lieke Vos", slot!, { service: "wardrobe-edit-at-home", street: "Biltstraat 40", postcode, town: "Utrecht" });
    const outside = await site.post(homePage, visit("1012 JS"), undefined, site.editor);
    expect(outside.status).toBe(400);
    expect(outside.body).toContain("1012 JS is outside the postcodes we travel to");
    const booked = await site.post(homePage, visit("3572 BG"), undefined, site.editor);
    expect(booked.status).toBe(303);
    const doc = await site.firestore.getDocument(`Bookings/${bookingIdOf(booked.location)}`);
    expect(decodeDocument(doc!).data).toMatchObject({ location: "home", address: { street: "Biltstraat 40", postcode: "3572 BG", town: "Utrecht" } });
  });

  it("is the studio's: nobody signed in is sent to sign in, a person without a role or a post from elsewhere gets 403, and nothing is booked", async () => {
    const slot = await studioSlot(site, 5);
    const anonymous = await site.get(NEW);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/studio/sign-in?redirectTo=${encodeURIComponent(NEW)}`);
    const anonymousPost = await site.post(NEW, client("Eva Mulder", slot));
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.location).toMatch(/^\/studio\/sign-in\?redirectTo=/);

    const stranger = await studioCookie("no-role@example.org", site.firestore);
    expect((await site.get(NEW, { Cookie: stranger })).status).toBe(403);
    expect((await site.post(NEW, client("Eva Mulder", slot), undefined, stranger)).status).toBe(403);

    const elsewhere = await callWorker(NEW, site.overrides, {
      method: "POST",
      body: new URLSearchParams(client("Eva Mulder", slot)),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", Host: "example.com", Cookie: site.editor },
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(403);
    expect(await site.documents("Bookings")).toHaveLength(0);
    expect(site.mail.sent).toHaveLength(0);
  });

  it("emails a payment link when asked: the time held as at a checkout, and confirmed with the receipt once paid", async () => {
    const form = await site.get(pageOf(6), asEditor(site));
    expect(text(form.body)).toContain("By an emailed link: the deposit, €50");
    expect(text(form.body)).toContain("By an emailed link: the full price, €245");
    // Paid at the session unless the studio chooses a link.
    expect(/<input[^>]*id="new-booking-payment-session"[^>]*>/.exec(form.body)?.[0]).toContain("checked");
    expect(/<input[^>]*id="new-booking-payment-full"[^>]*>/.exec(form.body)?.[0]).not.toContain("checked");
    const slot = offered(form.body)[0]!;
    const posted = await site.post(pageOf(6), client("Femke Jansen", slot, { payment: "deposit" }), undefined, site.editor);
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/\?payment-link=1$/);
    const id = bookingIdOf(posted.location);
    expect(await stored(site, id)).toMatchObject({ status: "held", payment: { amountCents: 5000 } });
    expect((await claimsOf(site, id)).length).toBeGreaterThan(0);
    const held = await site.get(posted.location!, asEditor(site));
    expect(held.body).toContain("Booked for the client, awaiting payment.");
    expect(held.body).toContain("Only a confirmed booking can be moved: this one is waiting for its payment, or was never paid.");

    const [link] = emailsTo(site, "femke.jansen@example.org");
    expect(link?.header("subject")).toMatch(/^Pay the deposit to confirm: In-Person Colour Analysis on /);
    expect(link!.text).toContain("please pay the deposit of €50");
    expect(link!.text).toMatch(/We hold the time for you until .+ \(Dutch time\)/);
    const checkout = new RegExp(`${SIMULATOR}/checkout/tr_\\w+`).exec(link!.text)?.[0];
    expect(checkout).toBeDefined();

    await pay(checkout!, "paid");
    expect((await webhook(site, providerIdOf(checkout!))).body).toBe("OK: confirmed\n");
    expect(await stored(site, id)).toMatchObject({ status: "confirmed" });
    const confirmation = emailsTo(site, "femke.jansen@example.org").find((email) => email.header("subject")?.startsWith("Booked:"));
    expect(confirmation?.text).toContain("Deposit for In-Person Colour Analysis: €50");
    expect(invitation(confirmation!).start).toBe(iso(slot));
  });
});

describe("the studio asks a client for the full price", () => {
  it("emails a link for the full price when it is chosen: nothing is left to pay at the session", async () => {
    const site = await studio("studio-booking-full");
    const slot = await studioSlot(site, 7);
    const posted = await site.post(pageOf(7), client("Noor Hendriks", slot, { payment: "full" }), undefined, site.editor);
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/\?payment-link=1$/);
    expect(await stored(site, bookingIdOf(posted.location))).toMatchObject({ status: "held", payment: { amountCents: 24_500 } });

    const [link] = emailsTo(site, "noor.hendriks@example.org");
    expect(link?.header("subject")).toMatch(/^Pay to confirm: In-Person Colour Analysis on /);
    expect(link!.text).toContain("please pay the price, €245, on our payment provider's secure page");
    expect(link!.text).not.toContain("is paid at your session");

    const unknown = await site.post(pageOf(7), client("Noor Hendriks", slot, { payment: "later" }), undefined, site.editor);
    expect(unknown.status).toBe(400);
    expect(text(unknown.body)).toContain("Choose how the client pays.");
  });
});

describe("the studio moves a booking inside the cut-off", () => {
  it("moves one that starts in 24 hours: the new time claimed, the old one free, the client emailed the new invitation", async () => {
    const site = await studio("studio-late-move");
    // Made before the cut-off and now a day away: past the minimum notice, so stored as it stands.
    const start = Math.ceil((Date.now() + 24 * 3_600_000) / 900_000) * 900_000;
    const id = "late-move-booking";
    const details = { name: "Lotte Smit", email: "lotte.smit@example.org", phone: "", notes: "", guests: [] };
    const service = { id: SERVICE, name: "In-Person Colour Analysis", location: "studio" as const };
    const made = await createBooking(
      { firestore: site.firestore, log: () => {} },
      { id, mode: "self", service, people: 1, details, start: new Date(start), minutes: SESSION_MINUTES, bufferMinutes: BUFFER_MINUTES, status: "confirmed" },
    );
    expect(made).toBe("created");
    const oldClaims = claimIds({ start, end: start + (SESSION_MINUTES + BUFFER_MINUTES) * 60_000 });

    const page = await site.get(`/studio/bookings/${id}?from=${weeksAhead(2)}`, asEditor(site));
    expect(page.body.replace(/<!-- -->/g, "")).toContain("It starts within 48 hours, so the client can no longer move it with their link.");
    const target = offered(page.body)[0]!;
    expect(target).toBeDefined();

    const moved = await site.post(`/studio/bookings/${id}`, { intent: "move", slot: target }, undefined, site.editor);
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(`/studio/bookings/${id}?moved=1`);
    expect(await stored(site, id)).toMatchObject({ status: "confirmed", startsAt: iso(target), sequence: 1 });
    const newStart = Date.parse(target);
    expect(await claimsOf(site, id)).toEqual(claimIds({ start: newStart, end: newStart + (SESSION_MINUTES + BUFFER_MINUTES) * 60_000 }).sort());
    for (const claim of oldClaims) expect(await site.firestore.getDocument(`BookingClaims/${claim}`)).toBeNull();

    const movedEmail = emailsTo(site, "lotte.smit@example.org").find((email) => email.header("subject")?.startsWith("Moved:"));
    expect(movedEmail).toBeDefined();
    expect(invitation(movedEmail!)).toEqual({ sequence: 1, start: iso(target) });
  });
});
