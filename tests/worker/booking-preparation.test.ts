import { describe, expect, it } from "vitest";
import { businessEditor } from "~/studio/content/editors/business";
import { serviceEditor } from "~/studio/content/editors/services";
import { serviceCategories, services, websiteData } from "../../scripts/seed/index";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite } from "./support/booking-site";
import { auditEntries, fieldError, saveForm, type StudioProject } from "./support/studio-forms";
import { grantStudioUser, studioCookie } from "./support/studio-session";

// The FAQ promises "a confirmation email with directions and a short preparation guide": the
// service's preparation text and its place's directions, as the studio last saved them.

/** A seeded studio of its own that takes no payment online, so a booking is confirmed at once. */
const studio = (name: string) => bookingSite(name, { MOLLIE_API_KEY: undefined });
const EDITOR = "preparation-editor@plumandlinen.example";

const seeded = (id: string) => services.find((service) => service.id === id)!;
const IN_PERSON = seeded("in-person-color-analysis");
const ONLINE = seeded("online-color-analysis");
const { directions } = websiteData.business;

/** Books the first free time four weeks or more ahead, and answers the visitor's confirmation. */
async function book(site: BookingSite, serviceId: string, name: string) {
  const page = `/service-booking?mode=self&service=${serviceId}`;
  const [slot] = offered((await site.get(`${page}&from=${weeksAhead(4)}`)).body);
  const booked = await site.post(page, bookingDetails(name, slot!, { service: serviceId }));
  expect(booked.status).toBe(303);
  const email = bookingDetails(name, slot!).email;
  const confirmation = site.mail.sent.filter((sent) => sent.to === email).at(-1)!.email;
  expect(confirmation.header("subject")).toMatch(/^Booked: /);
  return { slot: slot!, email, text: confirmation.text, page: booked.location! };
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("how to prepare and how to get there, in a booking's emails", () => {
  it("the confirmation of a session at the studio carries the service's preparation and the directions to the studio, and so does the reminder two days before", async () => {
    const site = await studio("prep-studio");
    const { slot, email, text, page } = await book(site, IN_PERSON.id, "Ada Jansen");
    expect(text).toContain(`How to prepare\n${IN_PERSON.data.preparation}`);
    expect(text).toContain(`Finding the studio\n${directions.studio}`);
    expect(text).not.toContain(directions.online);
    // The confirmation page says the same, each paragraph of the directions a paragraph of its own.
    const confirmationPage = (await site.get(page)).body;
    expect(confirmationPage).toContain("Before your session");
    expect(confirmationPage).toContain(`<p>${html(IN_PERSON.data.preparation)}</p>`);
    for (const paragraph of directions.studio.split("\n\n")) expect(confirmationPage).toContain(`<p>${html(paragraph)}</p>`);

    site.mail.sent.length = 0;
    await site.cron(Date.parse(slot) - 48 * 3_600_000);
    const [reminder] = site.mail.sent.filter((sent) => sent.to === email);
    expect(reminder!.email.header("subject")).toMatch(/^See you on /);
    expect(reminder!.email.text).toContain(`How to prepare\n${IN_PERSON.data.preparation}`);
    expect(reminder!.email.text).toContain(`Finding the studio\n${directions.studio}`);
  });

  it("the confirmation of an online session carries its own preparation and how the video room works, not the way to the studio", async () => {
    const site = await studio("prep-online");
    const { text } = await book(site, ONLINE.id, "Femke Bakker");
    expect(text).toContain(`How to prepare\n${ONLINE.data.preparation}`);
    expect(text).toContain(`Joining by video\n${directions.online}`);
    expect(text).not.toContain(directions.studio);
    expect(text).not.toContain(IN_PERSON.data.preparation);
  });

  it("a studio edit of the preparation text and of the directions is audited and goes out with the very next confirmation", async () => {
    const site = await studio("prep-edit");
    // A first booking reads the service and the directions into the edge cache: the edits must reach past it.
    expect((await book(site, IN_PERSON.id, "Lotte de Vries")).text).toContain(IN_PERSON.data.preparation);

    await grantStudioUser(site.firestore, EDITOR);
    const project: StudioProject = { projectId: site.projectId, firestore: site.firestore, cookie: await studioCookie(EDITOR, site.firestore) };
    const serviceForm = serviceEditor({ categories: serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name })) });
    // Too long for an email to carry whole: refused next to its field, and nothing is stored.
    const tooLong = await saveForm(project, `/studio/content/services/${IN_PERSON.id}`, serviceForm, IN_PERSON.data, { preparation: "Bring a white top. ".repeat(90) });
    expect(tooLong.response.status).toBe(400);
    expect(fieldError(tooLong.html, "preparation")).toBe("Keep it under 1,500 characters: the emails carry it whole.");

    const preparation = "New this season: please bring a scarf you love and one you never wear, and come without make-up.";
    const savedService = await saveForm(project, `/studio/content/services/${IN_PERSON.id}`, serviceForm, IN_PERSON.data, { preparation });
    expect(savedService.response.status).toBe(302);
    const studioDirections = "We have moved one door along: ring the bell at number 89, second floor.";
    const savedBusiness = await saveForm(project, "/studio/content/business", businessEditor, websiteData, { "business.directions.studio": studioDirections });
    expect(savedBusiness.response.status).toBe(302);

    const audit = await auditEntries(project);
    const serviceEntry = audit.find((entry) => entry.document === `Services/${IN_PERSON.id}`)!;
    expect(serviceEntry).toMatchObject({ actor: EDITOR, action: "Edited: Service" });
    expect(JSON.parse(serviceEntry.before!).preparation).toBe(IN_PERSON.data.preparation);
    expect(JSON.parse(serviceEntry.after!).preparation).toBe(preparation);
    expect(audit.some((entry) => entry.document === "Website/Data" && entry.actor === EDITOR)).toBe(true);

    const { text } = await book(site, IN_PERSON.id, "Sanne Visser");
    expect(text).toContain(`How to prepare\n${preparation}`);
    expect(text).toContain(`Finding the studio\n${studioDirections}`);
    expect(text).not.toContain(IN_PERSON.data.preparation);
    expect(text).not.toContain(directions.studio);
  });
});
