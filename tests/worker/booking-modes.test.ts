import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { availabilityNl } from "../../scripts/seed/nl/availability";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, usualDayAhead, weeksAhead, type BookingSite, pageText as text } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

/**
 * Every service booked online as it is delivered (issue 41, item 3): at the client's home inside
 * the travel area, out in town at the meeting point, by video, and the makeovers' free call; all
 * through /service-booking and the same commit as the analyses.
 */

/** A seeded studio of its own that takes no payment online, unless `paid`. */
const studio = (name: string, paid = false) => bookingSite(name, paid ? {} : { MOLLIE_API_KEY: undefined });

const page = (service: string, from?: string) => `/service-booking?mode=self&service=${service}${from ? `&from=${from}` : ""}`;


const HOME = { street: "Oudegracht 112", postcode: "3511 AW", town: "Utrecht" };

async function firstTime(site: BookingSite, service: string, from = weeksAhead(4)) {
  const answer = await site.get(page(service, from));
  expect(answer.status).toBe(200);
  const [slot] = offered(answer.body);
  expect(slot).toBeDefined();
  return { slot: slot!, body: text(answer.body) };
}

const visitorEmail = (site: BookingSite, to: string) => site.mail.sent.find((sent) => sent.to === to)?.email;

/** The booking page's words about where a session out in town starts. */
const placeOf = (html: string) => html.slice(html.indexOf('class="booking-form__place"'), html.indexOf("</div>", html.indexOf('class="booking-form__place"')));

describe("each way a service is delivered, booked online", () => {
  it("books a wardrobe edit at home with an address inside the area: the address stored, shown to the studio, and the travel kept busy", async () => {
    const site = await studio("mode-home");
    const { slot, body } = await firstTime(site, "wardrobe-edit-at-home");
    expect(body).toContain("We come to you at postcodes 3430–3439, 3500–3585");
    const booked = await site.post(page("wardrobe-edit-at-home"), bookingDetails("Hanna de Vries", slot, { service: "wardrobe-edit-at-home", ...HOME }));
    expect(booked.status).toBe(303);

    const [stored] = await site.documents("Bookings");
    expect(stored).toMatchObject({ status: "confirmed", location: "home", address: { street: "Oudegracht 112", postcode: "3511 AW", town: "Utrecht" } });
    // 30 minutes' travel there, the three hours, 30 minutes back: 16 quarter hours claimed, the calendar entry from the travel there.
    expect(await site.documents("BookingClaims")).toHaveLength(16);
    const [entry] = await site.documents("CalendarEntries");
    expect(Date.parse(String(entry!.startsAt))).toBe(Date.parse(slot) - 30 * 60_000);
    expect(Date.parse(String(entry!.endsAt))).toBe(Date.parse(slot) + 210 * 60_000);

    expect(visitorEmail(site, "hanna.de.vries@example.org")!.text).toContain("Where: At your home: Oudegracht 112, 3511 AW Utrecht");
    expect(visitorEmail(site, "studio@plumandlinen.example")!.text).toContain("Oudegracht 112, 3511 AW Utrecht");
    const admin = `modes-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(site.firestore, admin, "admin");
    const studioPage = await callWorker(`/studio/bookings/${stored!.id}`, { ...site.overrides, ...studioEnv }, { headers: { Cookie: await studioCookie(admin, site.firestore) } });
    expect(studioPage.status).toBe(200);
    expect(text(await studioPage.text())).toContain("At the client's home: Oudegracht 112, 3511 AW Utrecht");
  });

  it("refuses a home visit outside the area with a 400, the message at the postcode, a link to ask, and nothing booked", async () => {
    const site = await studio("mode-home-outside");
    const { slot } = await firstTime(site, "wardrobe-edit-at-home");
    const refused = await site.post(page("wardrobe-edit-at-home"), bookingDetails("Pieter Bakker", slot, { service: "wardrobe-edit-at-home", street: "Damrak 1", postcode: "1012jS", town: "Amsterdam" }));
    expect(refused.status).toBe(400);
    const body = text(refused.body);
    expect(body).toContain("We do not come to 1012 JS for sessions booked online: we travel to postcodes 3430–3439, 3500–3585");
    expect(body).toContain('href="/contact?service=wardrobe-edit-at-home"');
    expect(body).toContain('value="Damrak 1"');
    const missing = await site.post(page("wardrobe-edit-at-home"), bookingDetails("Pieter Bakker", slot, { service: "wardrobe-edit-at-home" }));
    expect(missing.status).toBe(400);
    expect(text(missing.body)).toContain("Enter your street and house number.");
    expect(await site.documents("Bookings")).toHaveLength(0);
  });

  it("books a shopping trip in town: the meeting point on the page and in the email, with its directions", async () => {
    const site = await studio("mode-town");
    const { slot, body } = await firstTime(site, "guided-shopping-trip");
    expect(body).toContain("In front of De Bijenkorf, Hoog Catharijne");
    expect((await site.post(page("guided-shopping-trip"), bookingDetails("Sanne Visser", slot, { service: "guided-shopping-trip" }))).status).toBe(303);
    const email = visitorEmail(site, "sanne.visser@example.org")!;
    expect(email.text).toContain("Where: Meeting point: In front of De Bijenkorf, Hoog Catharijne");
    expect(email.text).toContain("How to find it: The department store's entrance");
    expect(email.attachments.find((attachment) => attachment.filename === "invite.ics")!.text).toContain("LOCATION:Meeting point: In front of De Bijenkorf");
  });

  it("books a shopping trip in Dutch: the meeting point and its directions in Dutch on the page, in the confirmation, its invitation and the reminder", async () => {
    const site = await studio("mode-town-nl");
    const dutch = availabilityNl["guided-shopping-trip"]!;
    const path = "/nl/afspraak-maken?mode=self&service=guided-shopping-trip";
    const answer = await site.get(`${path}&from=${weeksAhead(4)}`);
    expect(answer.status).toBe(200);
    const place = placeOf(answer.body);
    expect(text(place)).toContain(dutch.meetingPoint);
    expect(text(place)).toContain(dutch.meetingDirections);
    expect(place).not.toContain('lang="en"');
    const [slot] = offered(answer.body);
    expect((await site.post(path, bookingDetails("Sanne Visser", slot!, { service: "guided-shopping-trip" }))).status).toBe(303);
    const [stored] = await site.documents("Bookings");
    expect(stored).toMatchObject({ locale: "nl", meetingPoint: { name: "In front of De Bijenkorf, Hoog Catharijne", nl: { name: dutch.meetingPoint, directions: dutch.meetingDirections } } });

    const email = visitorEmail(site, "sanne.visser@example.org")!;
    expect(email.text).toContain(`Waar: Ontmoetingspunt: ${dutch.meetingPoint}`);
    expect(email.text).toContain(`Zo vind je het ontmoetingspunt: ${dutch.meetingDirections}`);
    expect(email.text).not.toContain("department store");
    const event = new ICAL.Component(ICAL.parse(email.attachments.find((attachment) => attachment.filename === "invite.ics")!.text)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("location")).toBe(`Ontmoetingspunt: ${dutch.meetingPoint}`);
    expect(String(event.getFirstPropertyValue("description"))).toContain(`Zo vind je het ontmoetingspunt: ${dutch.meetingDirections}`);
    // The studio's own email stays English.
    expect(visitorEmail(site, "studio@plumandlinen.example")!.text).toContain("Where: Meeting point: In front of De Bijenkorf, Hoog Catharijne");

    await site.cron(Date.parse(slot!) - 47 * 60 * 60 * 1000);
    const reminder = site.mail.sent.filter((sent) => sent.to === "sanne.visser@example.org").at(-1)!.email;
    expect(reminder.text).toContain(`Zo vind je het ontmoetingspunt: ${dutch.meetingDirections}`);
  });

  it("shows a meeting point the studio has not written in Dutch in English on a Dutch page, marked lang=\"en\", and emails it in English", async () => {
    const site = await studio("mode-town-english");
    const settings = (await site.documents("Availability")).find((doc) => doc.id === "Settings")!;
    const services = settings.services as Record<string, Record<string, unknown>>;
    const { nl: _dutch, ...english } = services["guided-shopping-trip"]!;
    await site.firestore.commit([{ path: "Availability/Settings", data: { services: { ...services, "guided-shopping-trip": english } }, options: { fields: ["services"], exists: true } }]);
    const path = "/nl/afspraak-maken?mode=self&service=guided-shopping-trip";
    const answer = await site.get(`${path}&from=${weeksAhead(4)}`);
    const place = placeOf(answer.body);
    expect(place).toContain('<span lang="en">In front of De Bijenkorf, Hoog Catharijne</span>');
    expect(place).toMatch(/<p lang="en">The department store&#x27;s entrance/);
    // The English page marks nothing.
    expect(placeOf((await site.get(`/service-booking?mode=self&service=guided-shopping-trip&from=${weeksAhead(4)}`)).body)).not.toContain('lang="en"');

    const [slot] = offered(answer.body);
    expect((await site.post(path, bookingDetails("Daan Kuiper", slot!, { service: "guided-shopping-trip" }))).status).toBe(303);
    const email = visitorEmail(site, "daan.kuiper@example.org")!;
    expect(email.text).toContain("Waar: Ontmoetingspunt: In front of De Bijenkorf, Hoog Catharijne");
    expect(email.text).toContain("Zo vind je het ontmoetingspunt: The department store's entrance");
  });

  it("books an occasion outfit styling by video: its video room comes with the reminder", async () => {
    const site = await studio("mode-video");
    const { slot } = await firstTime(site, "occasion-outfit-styling");
    expect((await site.post(page("occasion-outfit-styling"), bookingDetails("Fleur Smit", slot, { service: "occasion-outfit-styling" }))).status).toBe(303);
    const [stored] = await site.documents("Bookings");
    expect(visitorEmail(site, "fleur.smit@example.org")!.text).toContain("Online, by video (we send your link with the reminder two days before)");
    await site.cron(Date.parse(slot) - 47 * 60 * 60 * 1000);
    const reminder = site.mail.sent.filter((sent) => sent.to === "fleur.smit@example.org").at(-1)!.email;
    expect(reminder.header("subject")).toContain("See you on");
    expect(reminder.text).toContain(`Online, by video: https://meet.jit.si/PlumAndLinen-${stored!.id}`);
  });

  it("books a makeover's free 20-minute call with no payment, confirmed at once, even where payments are on", async () => {
    const site = await studio("mode-call", true);
    const { slot, body } = await firstTime(site, "signature-makeover");
    expect(body).toContain("Book your free 20-minute call");
    expect(body).not.toContain("Book and pay");
    const noPhone = await site.post(page("signature-makeover"), bookingDetails("Eva Mulder", slot, { service: "signature-makeover" }));
    expect(noPhone.status).toBe(400);
    expect(text(noPhone.body)).toContain("Enter the number we should call you on.");
    const booked = await site.post(page("signature-makeover"), bookingDetails("Eva Mulder", slot, { service: "signature-makeover", phone: "+31 6 1234 5678" }));
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/bookings\/.+\?booked=1$/);
    const [stored] = await site.documents("Bookings");
    expect(stored).toMatchObject({ status: "confirmed", location: "call", phone: "+31612345678" });
    expect(stored!.payment).toBeUndefined();
    expect(Date.parse(String(stored!.endsAt)) - Date.parse(slot)).toBe(20 * 60_000);
    expect(await site.documents("Payments")).toHaveLength(0);
    expect(visitorEmail(site, "eva.mulder@example.org")!.text).toContain("Where: By phone: we call you on +31612345678");
  });

  it("offers no times for a draft or an archived service, even with a rule that books it online, and books nothing posted for one", async () => {
    const site = await studio("mode-unlisted");
    const settings = (await site.documents("Availability")).find((doc) => doc.id === "Settings")!;
    const rule = (settings.services as Record<string, unknown>)["style-essentials-session"];
    await site.firestore.commit([
      {
        path: "Availability/Settings",
        data: { services: { ...(settings.services as Record<string, unknown>), "online-style-consultation": rule, "virtual-wardrobe-audit": rule } },
        options: { fields: ["services"], exists: true },
      },
    ]);
    for (const service of ["online-style-consultation", "virtual-wardrobe-audit"]) {
      const answer = await site.get(page(service, weeksAhead(4)));
      expect(answer.status).toBe(301);
      expect(offered(answer.body)).toEqual([]);
    }
    const { slot } = await firstTime(site, "style-essentials-session");
    // A forged post from a listed service's page, naming the draft.
    const posted = await site.post(page("style-essentials-session"), bookingDetails("Iris Bos", slot, { service: "online-style-consultation" }));
    expect(posted.status).toBe(400);
    expect(text(posted.body)).toContain("This service cannot be booked online.");
    expect(await site.documents("Bookings")).toHaveLength(0);
  });

  it("keeps a home visit's travel back busy: a studio session that would start inside it is not offered and cannot be booked", async () => {
    const site = await studio("mode-travel-blocks");
    const thursday = usualDayAhead("thu", 21);
    const [nineThirty] = offered((await site.get(page("wardrobe-edit-at-home", thursday))).body);
    expect((await site.post(page("wardrobe-edit-at-home"), bookingDetails("Lotte Peters", nineThirty!, { service: "wardrobe-edit-at-home", ...HOME }))).status).toBe(303);
    // The visit is 09:30–12:30 with 30 minutes' travel back: 12:30 is busy, 13:00 is free.
    const twelveThirty = new Date(Date.parse(nineThirty!) + 3 * 60 * 60 * 1000).toISOString().replace(".000Z", "Z");
    const one = new Date(Date.parse(nineThirty!) + 3.5 * 60 * 60 * 1000).toISOString().replace(".000Z", "Z");
    // A style session in the studio (until 15:00 all year; the analyses' winter hours end at 12:00).
    const studioTimes = offered((await site.get(page("style-essentials-session", thursday))).body);
    expect(studioTimes).not.toContain(twelveThirty);
    expect(studioTimes).toContain(one);
    const refused = await site.post(page("style-essentials-session"), bookingDetails("Noor Jansen", twelveThirty, { service: "style-essentials-session" }));
    expect(refused.status).toBe(409);
    expect(await site.documents("Bookings")).toHaveLength(1);
  });

  it("shows the request form for a styling service the studio keeps as a request, and stores the request", async () => {
    const site = await studio("mode-request");
    const settings = (await site.documents("Availability")).find((doc) => doc.id === "Settings")!;
    const services = settings.services as Record<string, Record<string, unknown>>;
    await site.firestore.commit([
      { path: "Availability/Settings", data: { services: { ...services, "style-essentials-session": { ...services["style-essentials-session"], online: false } } }, options: { fields: ["services"], exists: true } },
    ]);
    const answer = await site.get(page("style-essentials-session"));
    expect(answer.status).toBe(200);
    expect(offered(answer.body)).toEqual([]);
    const body = text(answer.body);
    expect(body).toContain("Ask for a Style Essentials Session");
    expect(body).toContain('name="preferredDate1"');
    const sent = await site.post(page("style-essentials-session"), {
      service: "style-essentials-session",
      name: "Julia Kok",
      email: "julia.kok@example.org",
      preferredDate1: weeksAhead(3),
      availability: "Thursday evenings",
    });
    expect(sent.status).toBe(200);
    const [request] = await site.documents("BookingRequests");
    expect(request).toMatchObject({ service: "style-essentials-session", email: "julia.kok@example.org" });
    expect(await site.documents("Bookings")).toHaveLength(0);
  });
});
