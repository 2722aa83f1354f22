import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { localizedPath } from "~/site/locale";
import { editorFormValues } from "~/studio/content/dutch-fields";
import { WHOLE_SECTION_MESSAGE } from "~/studio/content/dutch-text";
import type { AnyDocumentEditor } from "~/studio/content/editor";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { serviceEditor } from "~/studio/content/editors/services";
import { testimonialEditor } from "~/studio/content/editors/testimonials";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { serviceCategories, services, testimonials } from "../../scripts/seed/index";
import { auditEntries, fieldError, page, post, saveForm, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";

// The studio edits both languages (issue 43): each text's Dutch beside its English, in one form
// and one save, stored in the document's `nl` and shown on the Dutch pages under /nl.

const EDITOR = "two-languages-editor@plumandlinen.example";
const CATEGORIES = serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name }));
const SERVICE = services.find(({ id }) => id === "in-person-color-analysis")!;
const SERVICE_FORM = `/studio/content/services/${SERVICE.id}`;
const SERVICE_PAGE = `/services/${SERVICE.data.categorySlug}/${SERVICE.id}`;
const DUTCH_SERVICE_PAGE = localizedPath(SERVICE_PAGE, "nl");
const serviceForm = serviceEditor({ categories: CATEGORIES });

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function stored(project: StudioProject, path: string) {
  const doc = await project.firestore.getDocument(path);
  if (!doc) throw new Error(`${path} is not stored`);
  return decodeDocument(doc).data as Record<string, unknown>;
}

/** Posts a content form as the page fills it, English and Dutch (the stored document), with `changes` typed over it. */
async function saveBoth(project: StudioProject, formPath: string, documentPath: string, editor: AnyDocumentEditor, changes: Record<string, string>) {
  const form = await page(project, formPath, project.cookie);
  expect(form.response.status).toBe(200);
  const updateTime = updateTimeOn(form.html);
  expect(updateTime).toBeTruthy();
  return post(project, formPath, { ...editorFormValues(editor, await stored(project, documentPath)), ...changes, [UPDATE_TIME_FIELD]: updateTime! });
}

describe("a service's Dutch, beside its English", () => {
  const dutchName = "Kleuranalyse bij noorderlicht";
  const dutchSummary = "Tweeënhalf uur draperen bij daglicht in onze studio in Utrecht, met een stalenwaaier om mee naar huis te nemen.";

  it("shows each text field's English and Dutch side by side, the Dutch input marked as Dutch", async () => {
    const project = await studioProject("studio-nl-form", EDITOR);
    const form = (await page(project, SERVICE_FORM, project.cookie)).html;
    for (const field of ["name", "summary", "description", "forWhom", "deliverables", "preparation"]) {
      // The English input first, then its Dutch, `lang="nl"`, labelled with its language.
      expect(form).toMatch(new RegExp(`<(?:input|textarea)(?=[^>]*name="${field}")[^>]*>[\\s\\S]*?<(?:input|textarea)(?=[^>]*name="nl\\.${field}")(?=[^>]*lang="nl")[^>]*>`));
      expect(form).toMatch(new RegExp(`<label for="field-nl-${field}">(?:[^<]|<!-- -->)*<span class="studio-lang" lang="nl">Nederlands</span></label>`));
    }
    // The price and the status are the same in both languages: one input each.
    expect(form).not.toContain('name="nl.price');
  });

  it("stores a Dutch name and summary under nl in the one save, audited; the Dutch page shows them and the English page is unchanged", async () => {
    const project = await studioProject("studio-nl-service", EDITOR);
    const { response } = await saveBoth(project, SERVICE_FORM, `Services/${SERVICE.id}`, serviceForm, { "nl.name": dutchName, "nl.summary": dutchSummary });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${SERVICE_FORM}?saved=1`);

    const data = await stored(project, `Services/${SERVICE.id}`);
    expect(data.name).toBe(SERVICE.data.name);
    expect(data.summary).toBe(SERVICE.data.summary);
    expect(data.nl).toMatchObject({ name: dutchName, summary: dutchSummary });

    const [entry] = (await auditEntries(project)).filter((audit) => audit.document === `Services/${SERVICE.id}`);
    expect(entry).toMatchObject({ actor: EDITOR, action: "Edited: Service" });
    expect(JSON.parse(entry!.after!).nl).toMatchObject({ name: dutchName, summary: dutchSummary });

    expect(DUTCH_SERVICE_PAGE).toBe(`/nl/diensten/${SERVICE.data.categorySlug}/${SERVICE.id}`);
    const dutchPage = await page(project, DUTCH_SERVICE_PAGE);
    expect(dutchPage.response.status).toBe(200);
    expect(dutchPage.html).toContain(html(dutchName));
    expect(dutchPage.html).toContain(html(dutchSummary));

    const englishPage = (await page(project, SERVICE_PAGE)).html;
    expect(englishPage).toContain(html(SERVICE.data.name));
    expect(englishPage).toContain(html(SERVICE.data.summary));
    expect(englishPage).not.toContain(html(dutchName));
    expect(englishPage).not.toContain(html(dutchSummary));
  });

  it("stores an emptied Dutch summary as absent: the Dutch page shows the English summary marked lang=\"en\", and the services list says what is missing", async () => {
    const project = await studioProject("studio-nl-cleared", EDITOR);
    const list = (await page(project, "/studio/content/services", project.cookie)).html;
    const listed = new RegExp(`href="/studio/content/services/${SERVICE.id}"[^>]*>[^<]*</a>(?:\\s|<!-- -->)*<span class="studio-badge studio-badge--language">([^<]*)</span>`);
    // The demo has every service's Dutch.
    expect(list).not.toMatch(listed);

    const { response } = await saveBoth(project, SERVICE_FORM, `Services/${SERVICE.id}`, serviceForm, { "nl.name": dutchName, "nl.summary": "  " });
    expect(response.status).toBe(302);
    const nl = (await stored(project, `Services/${SERVICE.id}`)).nl as Record<string, unknown>;
    expect(nl.name).toBe(dutchName);
    expect(nl).not.toHaveProperty("summary");

    // Shown in English, in an element that says so: on the service's own page and on its card on the category's page.
    const inEnglish = new RegExp(`<[a-z0-9]+(?: [a-z-]+="[^"]*")* lang="en"(?: [a-z-]+="[^"]*")*>${escapeRegExp(html(SERVICE.data.summary))}<`);
    const dutchPage = (await page(project, DUTCH_SERVICE_PAGE)).html;
    expect(dutchPage).toContain(html(dutchName));
    expect(dutchPage).toMatch(inEnglish);
    expect((await page(project, localizedPath(`/services/${SERVICE.data.categorySlug}`, "nl"))).html).toMatch(inEnglish);

    const after = (await page(project, "/studio/content/services", project.cookie)).html;
    expect(after).toMatch(listed);
    expect(listed.exec(after)?.[1]).toBe("Dutch: 1 field missing");
  });
});

describe("a website section's Dutch, written whole", () => {
  it("refuses a half-filled Dutch FAQ with 400 and a message beside each empty Dutch field, storing nothing", async () => {
    const project = await studioProject("studio-nl-faq-half", EDITOR);
    const before = await stored(project, "Website/Data");
    const faq = before.faq as unknown[];
    expect(faq.length).toBeGreaterThan(1);
    const emptied = Object.fromEntries(faq.flatMap((_item, index) => ["category", "question", "answer"].map((field) => [`faq.${index}.nl.${field}`, ""])));
    const question = "Hoe lang duurt een kleuranalyse in de studio?";

    const { response, html: answer } = await saveBoth(project, "/studio/content/faqs", "Website/Data", faqsEditor, { ...emptied, "faq.0.nl.question": question });
    expect(response.status).toBe(400);
    expect(answer).toContain("Nothing was saved");
    expect(fieldError(answer, "faq.0.nl.answer")).toBe(html(WHOLE_SECTION_MESSAGE));
    expect(fieldError(answer, "faq.0.nl.category")).toBe(html(WHOLE_SECTION_MESSAGE));
    expect(fieldError(answer, "faq.1.nl.question")).toBe(html(WHOLE_SECTION_MESSAGE));
    expect(fieldError(answer, "faq.0.nl.question")).toBeUndefined();
    // The English is fine, and what was typed comes back.
    expect(fieldError(answer, "faq.0.question")).toBeUndefined();
    expect(answer).toMatch(new RegExp(`<input(?=[^>]*lang="nl")[^>]*name="faq\\.0\\.nl\\.question" value="${escapeRegExp(html(question))}"`));
    expect((await stored(project, "Website/Data")).nl).toEqual(before.nl);
  });

  it("stores a Dutch FAQ left entirely empty as absent, keeps the other sections' Dutch, and the content page says the FAQs' Dutch is missing", async () => {
    const project = await studioProject("studio-nl-faq-empty", EDITOR);
    const before = await stored(project, "Website/Data");
    const beforeNl = before.nl as Record<string, unknown>;
    const faq = before.faq as unknown[];
    const emptied = Object.fromEntries(faq.flatMap((_item, index) => ["category", "question", "answer"].map((field) => [`faq.${index}.nl.${field}`, ""])));
    const faqCard = /Questions and answers: add, edit, reorder, remove\.(?:\s|<!-- -->)*<span class="studio-badge studio-badge--language">([^<]*)<\/span>/;
    expect((await page(project, "/studio/content", project.cookie)).html).not.toMatch(faqCard);

    const { response } = await saveBoth(project, "/studio/content/faqs", "Website/Data", faqsEditor, emptied);
    expect(response.status).toBe(302);
    const { nl, faq: englishFaq } = await stored(project, "Website/Data");
    expect(nl).not.toHaveProperty("faq");
    const { faq: _dutchFaq, ...otherSections } = beforeNl;
    expect(nl).toEqual(otherSections);
    expect(englishFaq).toEqual(before.faq);

    // The audit entry shows the form's own part of the Dutch, before and after.
    const [entry] = await auditEntries(project);
    expect(entry).toMatchObject({ actor: EDITOR, document: "Website/Data", action: "Edited: FAQs" });
    expect(JSON.parse(entry!.before!).nl).toEqual({ faq: beforeNl.faq });
    expect(JSON.parse(entry!.after!).nl).toEqual({});

    expect(faqCard.exec((await page(project, "/studio/content", project.cookie)).html)?.[1]).toBe("Dutch missing");
  });
});

describe("the language of what clients write", () => {
  it("saves a testimonial's language from its Language select", async () => {
    const project = await studioProject("studio-nl-testimonial", EDITOR);
    const testimonial = testimonials.find(({ data }) => data.status === "active")!;
    const language = (testimonial.data as { language?: string }).language === "nl" ? "en" : "nl";
    const editor = testimonialEditor({ services: services.map(({ id, data }) => ({ id, name: data.name })) });
    const formPath = `/studio/content/testimonials/${testimonial.id}`;
    expect((await page(project, formPath, project.cookie)).html).toMatch(/<select[^>]*name="language"[^>]*><option value="en"[^>]*>English<\/option><option value="nl"[^>]*>Nederlands<\/option><\/select>/);
    const { response } = await saveForm(project, formPath, editor, testimonial.data, { language });
    expect(response.status).toBe(302);
    expect((await stored(project, `Testimonials/${testimonial.id}`)).language).toBe(language);
  });

  it("offers a Language select on a new article, English unless chosen", async () => {
    const project = await studioProject("studio-nl-article", EDITOR);
    const form = (await page(project, "/studio/journal/new", project.cookie)).html;
    expect(form).toMatch(/<select[^>]*name="language"[^>]*>(?:(?!<\/select>).)*<option value="en" selected="">English<\/option><option value="nl">Nederlands<\/option>/s);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
