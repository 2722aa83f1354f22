import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { serviceCategoryEditor } from "~/studio/content/editors/service-categories";
import { serviceEditor } from "~/studio/content/editors/services";
import { testimonialEditor } from "~/studio/content/editors/testimonials";
import { toFormValues } from "~/studio/content/fields";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { categories as categoriesCollection, services as servicesCollection, testimonials as testimonialsCollection } from "~/studio/content/collections";
import { serviceCategories, services, testimonials } from "../../scripts/seed/index";
import { auditEntries, envOf, fieldError, page, post, saveForm, SITE, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";
import { callWorker, linkPattern } from "./support";

const EDITOR = "collections-editor@plumandlinen.example";
const CATEGORIES = serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name }));
const SERVICES = services.map(({ id, data }) => ({ id, name: data.name }));

/** The updateTime the list page's buttons carry for one document. */
function listedUpdateTime(html: string, id: string) {
  return new RegExp(`name="id" value="${id}"/><input type="hidden" name="${UPDATE_TIME_FIELD}" value="([^"]+)"`).exec(html)?.[1];
}

async function stored(project: StudioProject, path: string) {
  const doc = await project.firestore.getDocument(path);
  return doc ? { data: decodeDocument(doc).data, updateTime: doc.updateTime } : null;
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const SERVICE = services.find(({ id }) => id === "in-person-color-analysis")!;
const SERVICE_PAGE = "/services/color-analysis-styling/in-person-color-analysis";
const serviceForm = serviceEditor({ categories: CATEGORIES });
/** The newest testimonial the site shows: the first on /testimonials. */
const TESTIMONIAL = testimonials.filter(({ data }) => data.status === "active").sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt))[0]!;

describe("the services forms, signed in as an editor", () => {
  it("shows a new price on the service's public page at once, and audits it with before and after", async () => {
    const project = await studioProject("studio-price", EDITOR);
    expect((await page(project, SERVICE_PAGE)).html).toContain("€245");

    const { response } = await saveForm(project, `/studio/content/services/${SERVICE.id}`, serviceForm, SERVICE.data, { "price.amount": "265" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/studio/content/services/${SERVICE.id}?saved=1`);

    const publicPage = (await page(project, SERVICE_PAGE)).html;
    expect(publicPage).toContain("€265");
    expect(publicPage).not.toContain("€245");
    const { data } = (await stored(project, `Services/${SERVICE.id}`))!;
    const { updatedAt, ...rest } = data;
    expect(rest).toEqual({ ...SERVICE.data, updatedAt: undefined, price: { amount: 265, currency: "EUR" } } as unknown as Record<string, unknown>);
    expect(Date.parse(String(updatedAt))).toBeGreaterThan(Date.now() - 60_000);

    const [entry] = (await auditEntries(project)).filter((audit) => audit.document === `Services/${SERVICE.id}`);
    expect(entry).toMatchObject({ actor: EDITOR, action: "Edited: Service" });
    expect(JSON.parse(entry!.before!).price).toEqual({ amount: 245, currency: "EUR" });
    expect(JSON.parse(entry!.after!).price).toEqual({ amount: 265, currency: "EUR" });
  });

  it("lists every service by category with its status, including drafts and a broken one marked as needing a fix", async () => {
    const project = await studioProject("studio-service-list", EDITOR);
    await project.firestore.writeDocument("Services/broken-service", { status: "active", categorySlug: "wardrobe-audit", name: "Broken Service", position: 9 });
    const { response, html: list } = await page(project, "/studio/content/services", project.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    for (const { id, data } of services) expect(list).toMatch(linkPattern(`/studio/content/services/${id}`, html(data.name)));
    expect(list).toContain("Draft");
    expect(list).toContain("Archived");
    expect(list).toMatch(/Broken Service<\/a> <span class="studio-badge studio-badge--warn"[^>]*>Needs fixing/);

    // Its form opens, says what is wrong, and a save with the missing fields mends it: the site shows it.
    const form = await page(project, "/studio/content/services/broken-service", project.cookie);
    expect(form.response.status).toBe(200);
    expect(form.html).toContain("This needs fixing");
    const fixed = { ...SERVICE.data, categorySlug: "wardrobe-audit", name: "Broken Service", position: 9 };
    const { response: saved } = await saveForm(project, "/studio/content/services/broken-service", serviceForm, fixed, {});
    expect(saved.status).toBe(302);
    expect((await page(project, "/services/wardrobe-audit/broken-service")).response.status).toBe(200);
    // The date the site needs and the form does not show was written by the save that mended it.
    expect(Date.parse(String((await stored(project, "Services/broken-service"))!.data.createdAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("adds a new service that appears on its category page at once, last in the category", async () => {
    const project = await studioProject("studio-new-service", EDITOR);
    const name = "Capsule Wardrobe Workshop";
    const values = { ...toFormValues(serviceForm.fields, SERVICE.data), name, categorySlug: "wardrobe-audit", position: "", [UPDATE_TIME_FIELD]: "" };
    const { response } = await post(project, "/studio/content/services/new", values);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/content/services/capsule-wardrobe-workshop?saved=1");

    expect((await page(project, "/services/wardrobe-audit")).html).toContain(name);
    expect((await page(project, "/services/wardrobe-audit/capsule-wardrobe-workshop")).response.status).toBe(200);
    const { data } = (await stored(project, "Services/capsule-wardrobe-workshop"))!;
    const lastPosition = Math.max(...services.filter(({ data }) => data.categorySlug === "wardrobe-audit").map(({ data }) => data.position));
    expect(data).toMatchObject({ name, categorySlug: "wardrobe-audit", position: lastPosition + 1, status: "active" });
    expect(data.createdAt).toBe(data.updatedAt);
    expect((await auditEntries(project)).find((entry) => entry.document === "Services/capsule-wardrobe-workshop")).toMatchObject({
      actor: EDITOR,
      action: "Created: Service",
      before: null,
    });
  });

  it("refuses a new service whose name makes the link of one that exists, next to the name, and changes nothing", async () => {
    const project = await studioProject("studio-taken-service", EDITOR);
    const before = await stored(project, `Services/${SERVICE.id}`);
    // "In-Person Color Analysis" makes the link of the seeded "In-Person Colour Analysis".
    const values = { ...toFormValues(serviceForm.fields, SERVICE.data), name: "In-Person Color Analysis", summary: "Another summary", [UPDATE_TIME_FIELD]: "" };
    const { response, html: form } = await post(project, "/studio/content/services/new", values);
    expect(response.status).toBe(400);
    expect(fieldError(form, "name")).toContain("There is already a service whose link ends in “in-person-color-analysis”");
    expect(form).toContain("Another summary");
    expect(await stored(project, `Services/${SERVICE.id}`)).toEqual(before);
  });

  it("moves a service up: it and its neighbour change places, on the site too", async () => {
    const project = await studioProject("studio-move", EDITOR);
    const list = (await page(project, "/studio/content/services", project.cookie)).html;
    const [first, second] = services.filter(({ data }) => data.categorySlug === "color-analysis-styling").sort((a, b) => a.data.position - b.data.position);
    const { response } = await post(project, "/studio/content/services?index", {
      intent: "move",
      id: second!.id,
      [UPDATE_TIME_FIELD]: listedUpdateTime(list, second!.id)!,
      otherId: first!.id,
      otherUpdateTime: (await stored(project, `Services/${first!.id}`))!.updateTime!,
      direction: "up",
    });
    expect(response.status).toBe(302);
    expect((await stored(project, `Services/${second!.id}`))!.data.position).toBe(first!.data.position);
    expect((await stored(project, `Services/${first!.id}`))!.data.position).toBe(second!.data.position);
    const category = (await page(project, "/services/color-analysis-styling")).html;
    expect(category.indexOf(html(second!.data.name))).toBeLessThan(category.indexOf(html(first!.data.name)));
    const moves = (await auditEntries(project)).filter((entry) => entry.action === "Moved up: service");
    expect(moves.map((entry) => entry.document).sort()).toEqual([`Services/${first!.id}`, `Services/${second!.id}`].sort());
  });
});

describe("conflicts and unknown documents", () => {
  it("answers a save from a stale form with 409, their version beside yours, and leaves the stored document as they saved it", async () => {
    const project = await studioProject("studio-service-conflict", EDITOR);
    const path = `/studio/content/services/${SERVICE.id}`;
    const staleForm = await page(project, path, project.cookie);
    const staleTime = updateTimeOn(staleForm.html)!;

    // Another editor saves first.
    expect((await saveForm(project, path, serviceForm, SERVICE.data, { "price.amount": "250" })).response.status).toBe(302);
    const theirs = await stored(project, `Services/${SERVICE.id}`);

    const { response, html: conflict } = await post(project, path, { ...toFormValues(serviceForm.fields, SERVICE.data), "price.amount": "300", [UPDATE_TIME_FIELD]: staleTime });
    expect(response.status).toBe(409);
    expect(conflict).toContain("Someone else saved this while you were editing");
    expect(conflict).toMatch(/Price › Amount<\/th><td class="studio-pre">250<\/td><td class="studio-pre">300<\/td>/);
    expect(await stored(project, `Services/${SERVICE.id}`)).toEqual(theirs);
  });

  it("refuses Approve or Hide from a stale list with 409 and both statuses, changing nothing", async () => {
    const project = await studioProject("studio-testimonial-conflict", EDITOR);
    const list = (await page(project, "/studio/content/testimonials", project.cookie)).html;
    const staleTime = listedUpdateTime(list, TESTIMONIAL.id)!;
    expect(staleTime).toBeTruthy();
    const hide = { intent: "hide", id: TESTIMONIAL.id, name: TESTIMONIAL.data.author };
    expect((await post(project, "/studio/content/testimonials?index", { ...hide, [UPDATE_TIME_FIELD]: staleTime })).response.status).toBe(302);
    const hidden = await stored(project, `Testimonials/${TESTIMONIAL.id}`);

    const { response, html: answer } = await post(project, "/studio/content/testimonials?index", { intent: "approve", id: TESTIMONIAL.id, name: TESTIMONIAL.data.author, [UPDATE_TIME_FIELD]: staleTime });
    expect(response.status).toBe(409);
    expect(answer).toContain(`Someone else changed ${html(TESTIMONIAL.data.author)}`);
    expect(answer).toMatch(/<th scope="row">Status<\/th><td>Hidden<\/td><td>Shown on the site<\/td>/);
    expect(await stored(project, `Testimonials/${TESTIMONIAL.id}`)).toEqual(hidden);
  });

  it("refuses to approve a testimonial the site could not show, and lists it as needing a fix; hiding it still works", async () => {
    const project = await studioProject("studio-testimonial-broken", EDITOR);
    await project.firestore.writeDocument("Testimonials/broken-one", { status: "pending", createdAt: new Date(), author: "Broken B.", category: "color-analysis", rating: 5 });
    const list = (await page(project, "/studio/content/testimonials?status=pending", project.cookie)).html;
    expect(list).toMatch(/id="testimonial-broken-one"[\s\S]*?Needs fixing/);
    const updateTime = (await stored(project, "Testimonials/broken-one"))!.updateTime!;

    const approve = await post(project, "/studio/content/testimonials?index", { intent: "approve", id: "broken-one", name: "Broken B.", [UPDATE_TIME_FIELD]: updateTime });
    expect(approve.response.status).toBe(400);
    expect(approve.html).toContain("Nothing was changed: Broken B.&#x27;s testimonial has problems the site can&#x27;t show");
    expect((await stored(project, "Testimonials/broken-one"))!.data.status).toBe("pending");

    const hide = await post(project, "/studio/content/testimonials?index", { intent: "hide", id: "broken-one", name: "Broken B.", [UPDATE_TIME_FIELD]: updateTime });
    expect(hide.response.status).toBe(302);
    expect((await stored(project, "Testimonials/broken-one"))!.data.status).toBe("hidden");
  });

  it("answers 404 for an id that names no document, and creates nothing when one is posted", async () => {
    const project = await studioProject("studio-unknown", EDITOR);
    for (const path of ["/studio/content/services/no-such-service", "/studio/content/categories/no-such-category", "/studio/content/testimonials/no-such-testimonial"]) {
      expect((await page(project, path, project.cookie)).response.status, path).toBe(404);
      const posted = await post(project, path, { ...toFormValues(serviceForm.fields, SERVICE.data), [UPDATE_TIME_FIELD]: "" });
      expect(posted.response.status, path).toBe(404);
    }
    const approve = await post(project, "/studio/content/testimonials?index", { intent: "approve", id: "no-such-testimonial", [UPDATE_TIME_FIELD]: "" });
    expect(approve.response.status).toBe(404);
    expect(await stored(project, "Services/no-such-service")).toBeNull();
    expect(await stored(project, "ServiceCategories/no-such-category")).toBeNull();
    expect(await stored(project, "Testimonials/no-such-testimonial")).toBeNull();
  });

  it("sends someone who is not signed in to the sign-in page, from the lists and their buttons alike", async () => {
    const project = await studioProject("studio-collections-anonymous", EDITOR);
    const list = await callWorker("/studio/content/testimonials", envOf(project), { redirect: "manual" });
    expect(list.status).toBe(302);
    expect(list.headers.get("Location")).toMatch(/^\/studio\/sign-in\?redirectTo=/);
    const hide = await callWorker("/studio/content/testimonials?index", envOf(project), {
      method: "POST",
      body: new URLSearchParams({ intent: "hide", id: TESTIMONIAL.id, [UPDATE_TIME_FIELD]: "x" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com" },
      redirect: "manual",
    });
    expect(hide.status).toBe(302);
    expect((await stored(project, `Testimonials/${TESTIMONIAL.id}`))!.data.status).toBe("active");
  });
});

describe("the service category forms, signed in as an editor", () => {
  it("shows a category's new headline on its page at once", async () => {
    const project = await studioProject("studio-category", EDITOR);
    const category = serviceCategories.find(({ id }) => id === "wardrobe-audit")!;
    const headline = "A calmer wardrobe, one rail at a time";
    const { response } = await saveForm(project, `/studio/content/categories/${category.id}`, serviceCategoryEditor(category.id), category.data, { headline });
    expect(response.status).toBe(302);
    expect((await page(project, "/services/wardrobe-audit")).html).toContain(headline);
    expect((await stored(project, `ServiceCategories/${category.id}`))!.data).toEqual({ ...category.data, headline });
  });

  it("adds a category whose id and link are made from its name, and refuses the same name twice", async () => {
    const project = await studioProject("studio-new-category", EDITOR);
    const category = serviceCategories[0]!.data;
    const values = { ...toFormValues(serviceCategoryEditor("x").fields, category), name: "Gift Sessions", slug: "", position: "9", headline: "Give the gift of colour", [UPDATE_TIME_FIELD]: "" };
    const { response } = await post(project, "/studio/content/categories/new", values);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/content/categories/gift-sessions?saved=1");
    expect((await stored(project, "ServiceCategories/gift-sessions"))!.data).toMatchObject({ slug: "gift-sessions", fullSlug: "/services/gift-sessions", name: "Gift Sessions" });
    expect((await page(project, "/services/gift-sessions")).html).toContain("Give the gift of colour");
    expect((await page(project, "/studio/content/categories", project.cookie)).html).toMatch(linkPattern("/studio/content/categories/gift-sessions", "Gift Sessions"));

    const again = await post(project, "/studio/content/categories/new", values);
    expect(again.response.status).toBe(400);
    expect(fieldError(again.html, "name")).toContain("There is already a category at /services/gift-sessions");
  });
});

describe("the testimonials list, signed in as an editor", () => {
  it("hides a testimonial from /testimonials at once, and approving it brings it back; both are audited", async () => {
    const project = await studioProject("studio-testimonial-hide", EDITOR);
    const quote = html(TESTIMONIAL.data.quote);
    expect((await page(project, "/testimonials")).html).toContain(quote);

    const list = (await page(project, "/studio/content/testimonials?status=active", project.cookie)).html;
    const hide = await post(project, "/studio/content/testimonials?index&status=active", {
      intent: "hide",
      id: TESTIMONIAL.id,
      name: TESTIMONIAL.data.author,
      [UPDATE_TIME_FIELD]: listedUpdateTime(list, TESTIMONIAL.id)!,
    });
    expect(hide.response.status).toBe(302);
    expect(hide.response.headers.get("Location")).toBe(`/studio/content/testimonials?status=active&saved=1#testimonial-${TESTIMONIAL.id}`);
    expect((await page(project, "/testimonials")).html).not.toContain(quote);
    const hidden = (await stored(project, `Testimonials/${TESTIMONIAL.id}`))!.data;
    expect(hidden).toMatchObject({ ...TESTIMONIAL.data, status: "hidden" });

    const hiddenList = (await page(project, "/studio/content/testimonials?status=hidden", project.cookie)).html;
    expect(hiddenList).toContain(`id="testimonial-${TESTIMONIAL.id}"`);
    const approve = await post(project, "/studio/content/testimonials?index&status=hidden", {
      intent: "approve",
      id: TESTIMONIAL.id,
      name: TESTIMONIAL.data.author,
      [UPDATE_TIME_FIELD]: listedUpdateTime(hiddenList, TESTIMONIAL.id)!,
    });
    expect(approve.response.status).toBe(302);
    expect((await page(project, "/testimonials")).html).toContain(quote);

    const entries = (await auditEntries(project)).filter((entry) => entry.document === `Testimonials/${TESTIMONIAL.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(["Approved: testimonial", "Hidden: testimonial"]);
    expect(JSON.parse(entries[1]!.before!)).toMatchObject({ status: "active" });
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({ status: "hidden" });
    expect(entries.every((entry) => entry.actor === EDITOR)).toBe(true);
  });

  it("lists them newest first, filtered by status", async () => {
    const project = await studioProject("studio-testimonial-list", EDITOR);
    const pending = (await page(project, "/studio/content/testimonials?status=pending", project.cookie)).html;
    const expected = testimonials.filter(({ data }) => data.status === "pending").sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
    const listed = [...pending.matchAll(/id="testimonial-([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual(expected.map(({ id }) => id));
    const all = (await page(project, "/studio/content/testimonials", project.cookie)).html;
    expect([...all.matchAll(/id="testimonial-([^"]+)"/g)]).toHaveLength(testimonials.length);
  });

  it("removes a testimonial's location when it is emptied, and the site still shows the testimonial", async () => {
    const project = await studioProject("studio-testimonial-location", EDITOR);
    const editor = testimonialEditor({ services: SERVICES });
    const { response } = await saveForm(project, `/studio/content/testimonials/${TESTIMONIAL.id}`, editor, TESTIMONIAL.data, { location: "" });
    expect(response.status).toBe(302);
    const { data } = (await stored(project, `Testimonials/${TESTIMONIAL.id}`))!;
    expect("location" in data).toBe(false);
    expect((await page(project, "/testimonials")).html).toContain(html(TESTIMONIAL.data.quote));
  });

  it("corrects a testimonial's quote on its form, shown on /testimonials at once", async () => {
    const project = await studioProject("studio-testimonial-edit", EDITOR);
    const editor = testimonialEditor({ services: SERVICES });
    const quote = "The teal drape changed everything, and I have the compliments to prove it.";
    const { response } = await saveForm(project, `/studio/content/testimonials/${TESTIMONIAL.id}`, editor, TESTIMONIAL.data, { quote });
    expect(response.status).toBe(302);
    expect((await page(project, "/testimonials")).html).toContain(quote);
    expect((await stored(project, `Testimonials/${TESTIMONIAL.id}`))!.data).toMatchObject({ ...TESTIMONIAL.data, quote });
  });
});

describe("each collection's public pages (app/studio/content/collections.ts)", () => {
  const category = serviceCategories.find(({ id }) => id === "wardrobe-audit")!;
  const cases = [
    { collection: servicesCollection, id: SERVICE.id, data: SERVICE.data, editor: serviceForm, field: "name", value: "In-Person Colour Analysis, Daylight Studio" },
    { collection: categoriesCollection, id: category.id, data: category.data, editor: serviceCategoryEditor(category.id), field: "name", value: "Wardrobe Edits and Audits" },
    { collection: testimonialsCollection, id: TESTIMONIAL.id, data: TESTIMONIAL.data, editor: testimonialEditor({ services: SERVICES }), field: "quote", value: "Two hours, one drape at a time, and now I shop in half the time." },
  ];

  it.each(cases)("a save of $collection.collection/$id shows on every public page its collection names, at once", async ({ collection, id, data, editor, field, value }) => {
    const project = await studioProject(`studio-public-paths-${collection.collection.toLowerCase()}`, EDITOR);
    const paths = collection.publicPaths({ id, data: data as unknown as Record<string, unknown> });
    expect(paths.length).toBeGreaterThan(0);
    // Each page is rendered and kept before the save, so the save's purge is what brings the change.
    for (const path of paths) expect((await page(project, path)).html).not.toContain(html(value));
    const { response } = await saveForm(project, `${collection.listPath}/${id}`, editor, data, { [field]: value });
    expect(response.status).toBe(302);
    for (const path of paths) expect((await page(project, path)).html, path).toContain(html(value));
  });
});
