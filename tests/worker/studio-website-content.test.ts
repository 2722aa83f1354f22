import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { businessEditor } from "~/studio/content/editors/business";
import { colorsEditor } from "~/studio/content/editors/colors";
import { homeEditor } from "~/studio/content/editors/home";
import { linksEditor } from "~/studio/content/editors/links";
import { palettesEditor } from "~/studio/content/editors/palettes";
import { NEW_ITEM } from "~/studio/content/fields";
import { customPalettes, websiteData } from "../../scripts/seed/index";
import { auditEntries, envOf, fieldError, page, saveForm, SITE, studioProject, type StudioProject } from "./support/studio-forms";
import { callWorker } from "./support";

const EDITOR = "website-editor@plumandlinen.example";

async function stored(project: StudioProject, path: string) {
  const doc = await project.firestore.getDocument(path);
  if (!doc) throw new Error(`${path} is not stored`);
  return { data: decodeDocument(doc).data as Record<string, unknown>, updateTime: doc.updateTime };
}

describe("the website content forms, signed in as an editor", () => {
  it("publishes a new hero title on the home page at once, and audits it with before and after", async () => {
    const project = await studioProject("studio-hero", EDITOR);
    const oldTitle = websiteData.sectionHero.title;
    const newTitle = "Colours chosen in honest daylight";
    expect((await page(project, "/")).html).toContain(oldTitle);

    const { response } = await saveForm(project, "/studio/content/home", homeEditor, websiteData, { "sectionHero.title": newTitle });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/content/home?saved=1");

    const home = (await page(project, "/")).html;
    expect(home).toContain(newTitle);
    expect(home).not.toContain(oldTitle);
    const { data } = await stored(project, "Website/Data");
    expect(data.sectionHero).toEqual({ ...websiteData.sectionHero, title: newTitle });
    // Only the form's fields are written: the rest of the document is as it was.
    expect(data.faq).toEqual(websiteData.faq);
    expect(data.layoutColors).toEqual(websiteData.layoutColors);

    const [entry] = await auditEntries(project);
    expect(entry).toMatchObject({ actor: EDITOR, document: "Website/Data", action: "Edited: Home page" });
    expect(JSON.parse(entry!.before!).sectionHero.title).toBe(oldTitle);
    expect(JSON.parse(entry!.after!).sectionHero.title).toBe(newTitle);
    expect(JSON.parse(entry!.after!).sectionAbout).toEqual(websiteData.sectionAbout);

    const saved = await page(project, "/studio/content/home?saved=1", project.cookie);
    expect(saved.html).toContain("Saved. The public pages show it now.");
    expect(saved.html).toContain(`value="${newTitle}"`);
  });

  it("shows a new phone number on the contact page at once", async () => {
    const project = await studioProject("studio-business", EDITOR);
    const phone = "+31 30 555 0199";
    expect((await page(project, "/contact")).html).toContain(websiteData.business.phone);

    const { response } = await saveForm(project, "/studio/content/business", businessEditor, websiteData, { "business.phone": phone });
    expect(response.status).toBe(302);

    const contact = (await page(project, "/contact")).html;
    expect(contact).toContain(phone);
    expect(contact).toContain('href="tel:+31305550199"');
    expect(((await stored(project, "Website/Data")).data.business as { phone: string }).phone).toBe(phone);
  });

  it("shows a changed navigation button and footer line on every page", async () => {
    const project = await studioProject("studio-links", EDITOR);
    const changes = { "navbar.cta.label": "Book your session", "footer.copyright": "Made with care in Utrecht." };
    expect((await saveForm(project, "/studio/content/links", linksEditor, websiteData, changes)).response.status).toBe(302);
    const about = (await page(project, "/about")).html;
    expect(about).toContain("Book your session");
    expect(about).toContain("Made with care in Utrecht.");
  });

  it("refuses text that is hard to read on its background with 400, says its contrast next to it, and stores nothing", async () => {
    const project = await studioProject("studio-contrast", EDITOR);
    const before = await stored(project, "Website/Data");
    const audited = (await auditEntries(project)).length;

    const { response, html: answer } = await saveForm(project, "/studio/content/colors", colorsEditor, websiteData, { "layoutColors.text_color": "#999999" });
    expect(response.status).toBe(400);
    expect(fieldError(answer, "layoutColors.text_color")).toMatch(/^Text on the page background: 2\.\d:1 — needs at least 4\.5:1 \(WCAG AA\)$/);
    expect(answer).toContain("Nothing was saved");
    // The form keeps what was typed.
    expect(answer).toContain('value="#999999"');

    const after = await stored(project, "Website/Data");
    expect(after.updateTime).toBe(before.updateTime);
    expect(after.data.layoutColors).toEqual(websiteData.layoutColors);
    expect(await auditEntries(project)).toHaveLength(audited);
  });

  it("says a mistyped page colour is not a colour code next to its input", async () => {
    const project = await studioProject("studio-color-typo", EDITOR);
    const { response, html: answer } = await saveForm(project, "/studio/content/colors", colorsEditor, websiteData, { "navbarColors.bg_color": "#F4EBE" });
    expect(response.status).toBe(400);
    expect(fieldError(answer, "navbarColors.bg_color")).toBe("Expected a six-digit hex colour such as #c8a2c8");
  });

  it("publishes readable colours on the pages' theme", async () => {
    const project = await studioProject("studio-colors", EDITOR);
    const { response } = await saveForm(project, "/studio/content/colors", colorsEditor, websiteData, { "layoutColors.accent_color": "#7A2E56" });
    expect(response.status).toBe(302);
    expect((await page(project, "/")).html).toContain("--color-accent:#7a2e56");
  });

  it("refuses a palette colour with an invalid code next to that colour, and stores nothing", async () => {
    const project = await studioProject("studio-palette-hex", EDITOR);
    const before = await stored(project, "Website/CustomPalettes");

    const { response, html: answer } = await saveForm(project, "/studio/content/palettes", palettesEditor, customPalettes, {
      "customPalettes.0.colors.1.hex": "#4F4F5",
    });
    expect(response.status).toBe(400);
    expect(fieldError(answer, "customPalettes.0.colors.1.hex")).toBe("Expected a six-digit hex colour such as #c8a2c8");
    expect(answer).toContain('value="#4f4f5"');
    expect((await stored(project, "Website/CustomPalettes")).updateTime).toBe(before.updateTime);
  });

  it("adds a palette, its link name made from its name, shown on the colour palettes page at once", async () => {
    const project = await studioProject("studio-palette-add", EDITOR);
    const next = customPalettes.customPalettes.length;
    const { response } = await saveForm(project, "/studio/content/palettes", palettesEditor, customPalettes, {
      [`customPalettes.${next}.${NEW_ITEM}`]: "1",
      [`customPalettes.${next}.name`]: "Harbour blues",
      [`customPalettes.${next}.description`]: "Cool blues for a seaside wedding.",
      [`customPalettes.${next}.colors.0.${NEW_ITEM}`]: "1",
      [`customPalettes.${next}.colors.0.name`]: "Harbour",
      [`customPalettes.${next}.colors.0.hex`]: "#2F5D7C",
    });
    expect(response.status).toBe(302);
    const palettes = (await stored(project, "Website/CustomPalettes")).data.customPalettes as Array<{ id: string; colors: unknown[] }>;
    expect(palettes.at(-1)).toEqual({
      id: "harbour-blues",
      name: "Harbour blues",
      description: "Cool blues for a seaside wedding.",
      colors: [{ name: "Harbour", hex: "#2f5d7c" }],
    });
    const publicPage = (await page(project, "/color/color-palettes")).html;
    expect(publicPage).toContain("Harbour blues");
    expect((await page(project, "/color/color-palettes/harbour-blues.svg")).response.status).toBe(200);

    const studio = (await page(project, "/studio/content/palettes", project.cookie)).html;
    expect(studio).toContain(`aria-label="Harbour #2f5d7c"`);
  });

  it("sends someone who is not signed in to the sign-in page, and saves nothing for them", async () => {
    const project = await studioProject("studio-anonymous", EDITOR);
    const before = await stored(project, "Website/Data");
    for (const path of ["/studio/content/home", "/studio/content/business", "/studio/content/links", "/studio/content/colors", "/studio/content/palettes"]) {
      expect((await page(project, path)).response.status, path).toBe(302);
      const post = await callWorker(path, envOf(project), {
        method: "POST",
        body: new URLSearchParams({ "sectionHero.title": "Anonymous" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com" },
      });
      expect(post.status, path).toBe(302);
      expect(post.headers.get("Location"), path).toMatch(/^\/studio\/sign-in\?redirectTo=/);
    }
    expect((await stored(project, "Website/Data")).updateTime).toBe(before.updateTime);
  });
});
