import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { toFormValues } from "~/studio/content/fields";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { websiteData } from "../../scripts/seed/index";
import { auditEntries, envOf, page, SITE, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";
import { callWorker } from "./support";

// The studio's forms are larger than the public ones: up to 1 MB and 2,000 fields, read in time
// linear in their size. Past that the editor gets a page that says so, not a bare 413.

const EDITOR = "limits.editor@plumandlinen.example";
const ONE_MB = 1_000_000;
const ONE_MIB = 1024 * 1024;

function postRaw(project: StudioProject, path: string, body: string) {
  return callWorker(path, envOf(project), {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: project.cookie },
    redirect: "manual",
  });
}

/** An FAQ list whose form body is `targetBytes` long, give or take one answer's tail. */
function faqListOf(targetBytes: number, updateTime: string) {
  const paragraph =
    "Bring the clothes you reach for most and the ones you never wear, in daylight if you can. We drape fabric under north light, " +
    "compare warm and cool, clear and soft, and write down every colour that makes your skin look rested. ";
  const faq = [];
  let body = new URLSearchParams({ [UPDATE_TIME_FIELD]: updateTime }).toString();
  for (let index = 0; body.length < targetBytes; index++) {
    const item = { id: `question-${index}`, category: `Group ${index % 12}`, question: `How do I prepare for session ${index}?`, answer: paragraph.repeat(12) };
    faq.push(item);
    body = new URLSearchParams({ ...toFormValues(faqsEditor.fields, { faq }), [UPDATE_TIME_FIELD]: updateTime }).toString();
  }
  const last = faq.at(-1)!;
  const over = body.length - targetBytes;
  if (over > 0) last.answer = last.answer.slice(0, last.answer.length - over);
  body = new URLSearchParams({ ...toFormValues(faqsEditor.fields, { faq }), [UPDATE_TIME_FIELD]: updateTime }).toString();
  return { faq, body };
}

describe("the studio's form limits", () => {
  it("saves a 1 MB FAQ list, publishes it, and keeps the audit entry within Firestore's limits", async () => {
    const project = await studioProject("limits-faq", EDITOR);
    const form = await page(project, "/studio/content/faqs", project.cookie);
    const { faq, body } = faqListOf(ONE_MB, updateTimeOn(form.html)!);
    expect(body.length).toBeGreaterThanOrEqual(ONE_MB - 100);
    expect(body.length).toBeLessThanOrEqual(ONE_MB);
    const response = await postRaw(project, "/studio/content/faqs", body);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/content/faqs?saved=1");

    const stored = decodeDocument((await project.firestore.getDocument("Website/Data"))!).data as { faq: { question: string }[] };
    expect(stored.faq).toHaveLength(faq.length);
    expect((await page(project, "/faqs")).html).toContain(faq.at(-1)!.question);
    const [entry] = await auditEntries(project);
    expect(entry).toMatchObject({ actor: EDITOR, document: "Website/Data", action: "Edited: FAQs" });
    expect(entry!.after!).toMatch(/cut here: [\d,]+ characters in all\)$/);
  }, 60_000);

  it("answers a form over 1 MiB with a page that says it was not saved and that the typed text is still in the form", async () => {
    const project = await studioProject("limits-big", EDITOR);
    const form = await page(project, "/studio/content/faqs", project.cookie);
    const { body } = faqListOf(ONE_MIB + 10_000, updateTimeOn(form.html)!);
    const response = await postRaw(project, "/studio/content/faqs", body);
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("This form was not saved");
    expect(html).toContain("Back button");
    expect(html).toContain("1 MB and 2,000 fields");
    const stored = decodeDocument((await project.firestore.getDocument("Website/Data"))!).data as { faq: unknown[] };
    expect(stored.faq).toEqual(websiteData.faq);
  });

  it("refuses a form of more than 2,000 fields, and takes one of 2,000", async () => {
    const project = await studioProject("limits-fields", EDITOR);
    const form = await page(project, "/studio/content/faqs", project.cookie);
    const updateTime = updateTimeOn(form.html)!;
    const faq = Array.from({ length: 500 }, (_, index) => ({ id: `q-${index}`, category: "Booking", question: `Question ${index}?`, answer: "An answer." }));
    const values = toFormValues(faqsEditor.fields, { faq });
    // 500 items of four fields and a position: 2,500 fields.
    const tooMany = new URLSearchParams({ ...values, [UPDATE_TIME_FIELD]: updateTime });
    expect([...tooMany.keys()].length).toBeGreaterThan(2000);
    const refused = await postRaw(project, "/studio/content/faqs", tooMany.toString());
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("This form was not saved");

    const fits = new URLSearchParams({ ...toFormValues(faqsEditor.fields, { faq: faq.slice(0, 399) }), [UPDATE_TIME_FIELD]: updateTime });
    expect([...fits.keys()].length).toBeLessThanOrEqual(2000);
    const saved = await postRaw(project, "/studio/content/faqs", fits.toString());
    expect(saved.status).toBe(302);
  });

  it("keeps the public forms' limit of 64 KiB", async () => {
    const project = await studioProject("limits-public", EDITOR);
    const response = await callWorker("/contact", envOf(project), {
      method: "POST",
      body: new URLSearchParams({ name: "Ada", email: "ada@example.org", message: "x".repeat(70 * 1024) }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com" },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
  });
});

describe("addresses whose values Firestore cannot use", () => {
  const ADMIN = "limits.admin@plumandlinen.example";

  it.each([
    ["/studio/audit?before=%2B275760-09-13T00%3A00%3A00.000Z", "admin"],
    [`/studio/inbox?after=${btoa("0000-06-01T00:00:00.000Z|ContactMessages/x").replace(/=+$/, "")}`, "editor"],
  ])("%s is a 400 page that says what was wrong, not 'unavailable'", async (path, role) => {
    const project = await studioProject(`limits-400-${role}`, role === "admin" ? ADMIN : EDITOR);
    if (role === "admin") await project.firestore.writeDocument(`StudioUsers/${ADMIN}`, { email: ADMIN, role: "admin", active: true, createdAt: new Date() });
    const { response, html } = await page(project, path, project.cookie);
    expect(response.status).toBe(400);
    expect(html).toContain("a value the database cannot use");
    expect(html).not.toContain("Firestore is unavailable");
  });
});
