import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SITE_CONTRAST_PAIRS } from "~/color/site-contrast-pairs";
import type { AnyDocumentEditor } from "~/studio/content/editor";
import { businessEditor } from "~/studio/content/editors/business";
import { colorsEditor } from "~/studio/content/editors/colors";
import { homeEditor } from "~/studio/content/editors/home";
import { linksEditor } from "~/studio/content/editors/links";
import { palettesEditor } from "~/studio/content/editors/palettes";
import { NEW_ITEM, fromFormValues, toFormValues, type FormValues } from "~/studio/content/fields";
import { issuesToErrors } from "~/schemas/fields";
import { customPalettes, websiteData } from "../../../../../scripts/seed/index";
import { contrastRatio } from "../../../support/contrast";

/** What the save does with a posted form before writing: decode, prepare, validate, check. */
function save(editor: AnyDocumentEditor, values: FormValues) {
  const decoded = fromFormValues(editor.fields, values);
  const prepared = editor.prepare ? editor.prepare(decoded) : decoded;
  const parsed = v.safeParse(editor.schema, prepared);
  if (!parsed.success) return { stored: null, errors: issuesToErrors(parsed.issues) };
  const errors = editor.check?.(parsed.output) ?? {};
  return Object.keys(errors).length ? { stored: null, errors } : { stored: parsed.output as Record<string, unknown>, errors };
}

/** The form filled with the stored document, as the page shows it. */
const filled = (editor: AnyDocumentEditor, document: unknown) => toFormValues(editor.fields, document);

/** The top-level fields an editor writes, from a whole document. */
const part = (editor: AnyDocumentEditor, document: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(editor.schema.entries as object).map((key) => [key, document[key]]));

/** The engine stores colour codes in lower case ("#FBF7F2" is saved as "#fbf7f2"). */
const lowerHex = (value: unknown): unknown =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value)
    ? value.toLowerCase()
    : Array.isArray(value)
      ? value.map(lowerHex)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lowerHex(item)]))
        : value;

const seeded = websiteData as unknown as Record<string, unknown>;

describe("the website editors keep the seeded documents as they are", () => {
  const cases: Array<[string, AnyDocumentEditor, Record<string, unknown>]> = [
    ["home", homeEditor, seeded],
    ["business", businessEditor, seeded],
    ["links", linksEditor, seeded],
    ["colors", colorsEditor, seeded],
    ["palettes", palettesEditor, customPalettes as unknown as Record<string, unknown>],
  ];
  for (const [name, editor, document] of cases) {
    it(`${name}: the filled form, saved unchanged, stores the seeded value`, () => {
      const { stored, errors } = save(editor, filled(editor, document));
      expect(errors).toEqual({});
      expect(stored).toEqual(lowerHex(part(editor, document)));
    });
  }

  it("the links form stores menu links without a drop-down as the seed does: with no children at all", () => {
    const { stored } = save(linksEditor, filled(linksEditor, seeded));
    const items = (stored!.navbar as typeof websiteData.navbar).items;
    expect(items.find((item) => item.label === "Home")).not.toHaveProperty("children");
    expect(items.find((item) => item.label === "Services")?.children).toHaveLength(4);
  });
});

describe("the colours form refuses pairs that are hard to read", () => {
  const values = (changes: FormValues) => ({ ...filled(colorsEditor, seeded), ...changes });

  it("accepts the seeded colours", () => {
    expect(save(colorsEditor, values({})).errors).toEqual({});
  });

  it("refuses grey text on the ivory page, next to the text colour, with the contrast it has", () => {
    const ratio = contrastRatio("#999999", websiteData.layoutColors.bg_color.hex);
    expect(ratio).toBeLessThan(4.5);
    const { stored, errors } = save(colorsEditor, values({ "layoutColors.text_color": "#999999" }));
    expect(stored).toBeNull();
    expect(errors).toEqual({
      "layoutColors.text_color": `Text on the page background: ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1 — needs at least 4.5:1 (WCAG AA)`,
    });
    expect(errors["layoutColors.text_color"]).toMatch(/^Text on the page background: 2\.\d:1 — needs at least 4\.5:1 \(WCAG AA\)$/);
  });

  it("checks every skin, not only the one in use", () => {
    const { errors } = save(colorsEditor, values({ "skins.darkTheme.buttonText": "#d0a0b0" }));
    expect(Object.keys(errors)).toEqual(["skins.darkTheme.buttonText"]);
    expect(errors["skins.darkTheme.buttonText"]).toMatch(/^Text on buttons: 1\.\d:1 — needs at least 4\.5:1/);
  });

  it("holds borders to 3:1, the minimum for the edges of components", () => {
    const page = websiteData.skins.default.page;
    const border = "#a0a0a0";
    expect(contrastRatio(border, page)).toBeGreaterThan(2.4);
    expect(contrastRatio(border, page)).toBeLessThan(3);
    expect(save(colorsEditor, values({ "skins.default.border": border })).errors["skins.default.border"]).toMatch(
      /^Borders on the page background: 2\.\d:1 — needs at least 3:1 \(WCAG AA\)$/,
    );
    // 3.5:1 passes for a border but would not for text.
    expect(save(colorsEditor, values({ "skins.default.border": "#8a8a8a" })).errors).toEqual({});
    expect(save(colorsEditor, values({ "skins.default.label": "#8a8a8a" })).errors).toHaveProperty(["skins.default.label"]);
  });

  it("rounds the ratio down, so a pair just short never reads as meeting its minimum", () => {
    const text = "#777777"; // 4.48:1 on white
    const { errors } = save(colorsEditor, values({ "skins.lightTheme.text": text }));
    expect(errors["skins.lightTheme.text"]).toContain(": 4.4:1 — needs at least 4.5:1");
  });

  it("names each problem once, next to each foreground that fails", () => {
    const { errors } = save(colorsEditor, values({ "footerColors.bg_color": "#efe6ea" }));
    expect(Object.keys(errors).sort()).toEqual(["footerColors.accent_color", "footerColors.text_color", "footerColors.title_color"]);
  });

  it("checks the same pairs as the seed and built-in colour tests", () => {
    expect(SITE_CONTRAST_PAIRS).toHaveLength(9 + 3 * 9);
    const fields = Object.keys(filled(colorsEditor, seeded));
    for (const pair of SITE_CONTRAST_PAIRS) {
      expect(fields).toContain(pair.foreground);
      expect(fields).toContain(pair.background);
    }
  });

  it("refuses a mistyped page colour with the schema's message (shown next to its input by EditorFields)", () => {
    const { errors } = save(colorsEditor, values({ "layoutColors.text_color": "#12345" }));
    expect(errors["layoutColors.text_color.hex"]).toBe("Expected a six-digit hex colour such as #c8a2c8");
  });
});

describe("the palettes form", () => {
  const form = (palette: Record<string, string>): FormValues => ({
    "customPalettes.0.name": "",
    "customPalettes.0.description": "Soft colours for spring weddings.",
    "customPalettes.0.id": "",
    "customPalettes.0.colors.0.name": "Blush",
    "customPalettes.0.colors.0.hex": "#F4C6C3",
    ...Object.fromEntries(Object.entries(palette).map(([key, value]) => [`customPalettes.0.${key}`, value])),
  });

  it("makes the link name from the palette's name when it is left empty", () => {
    const { stored } = save(palettesEditor, form({ name: "Spring weddings: soft & light" }));
    expect(stored).toEqual({
      customPalettes: [
        { id: "spring-weddings-soft-light", name: "Spring weddings: soft & light", description: "Soft colours for spring weddings.", colors: [{ name: "Blush", hex: "#f4c6c3" }] },
      ],
    });
  });

  it("keeps a link name that was typed", () => {
    expect(save(palettesEditor, form({ name: "Spring weddings", id: "weddings" })).stored).toMatchObject({ customPalettes: [{ id: "weddings" }] });
  });

  it("refuses an invalid hex next to the colour's field", () => {
    const { stored, errors } = save(palettesEditor, form({ name: "Spring", "colors.0.hex": "#f4c6c" }));
    expect(stored).toBeNull();
    expect(errors).toEqual({ "customPalettes.0.colors.0.hex": "Expected a six-digit hex colour such as #c8a2c8" });
  });

  it("needs at least one colour, and says so above the colours", () => {
    const { errors } = save(palettesEditor, form({ name: "Spring", "colors.0.__remove": "on" }));
    expect(Object.keys(errors)).toEqual(["customPalettes.0.colors"]);
  });

  it("refuses two palettes with the same link name, and a season palette's", () => {
    const seededForm = filled(palettesEditor, customPalettes);
    const duplicate = { ...seededForm, "customPalettes.1.id": customPalettes.customPalettes[0]!.id };
    expect(save(palettesEditor, duplicate).errors).toEqual({ "customPalettes.1.id": "Another palette already uses this link name." });
    const season = { ...seededForm, "customPalettes.0.id": "soft-summer" };
    expect(save(palettesEditor, season).errors).toEqual({ "customPalettes.0.id": "A season palette already uses this link name; choose another." });
  });

  it("adds a palette from the blank one at the end, and leaves an untouched blank one out", () => {
    const seededForm = filled(palettesEditor, customPalettes);
    const count = customPalettes.customPalettes.length;
    const blank = { [`customPalettes.${count}.${NEW_ITEM}`]: "1", [`customPalettes.${count}.name`]: "", [`customPalettes.${count}.colors.0.${NEW_ITEM}`]: "1" };
    expect((save(palettesEditor, { ...seededForm, ...blank }).stored!.customPalettes as unknown[]).length).toBe(count);
    const added = {
      ...blank,
      [`customPalettes.${count}.name`]: "Autumn reds",
      [`customPalettes.${count}.description`]: "Warm reds.",
      [`customPalettes.${count}.colors.0.name`]: "Brick",
      [`customPalettes.${count}.colors.0.hex`]: "#8e3b2a",
    };
    const palettes = save(palettesEditor, { ...seededForm, ...added }).stored!.customPalettes as Array<{ id: string }>;
    expect(palettes.map((palette) => palette.id).at(-1)).toBe("autumn-reds");
  });
});

describe("the navigation form", () => {
  const base = filled(linksEditor, seeded);

  it("turns a menu link whose drop-down links were all removed into a plain link", () => {
    const services = websiteData.navbar.items.findIndex((item) => item.label === "Services");
    const removed: FormValues = { ...base };
    websiteData.navbar.items[services]!.children!.forEach((_, index) => (removed[`navbar.items.${services}.children.${index}.__remove`] = "on"));
    const items = (save(linksEditor, removed).stored!.navbar as typeof websiteData.navbar).items;
    expect(items[services]).toEqual({ label: "Services", href: "/services/color-analysis-styling" });
  });

  it("adds a drop-down link to a plain menu link", () => {
    const about = websiteData.navbar.items.findIndex((item) => item.label === "About");
    const added = { ...base, [`navbar.items.${about}.children.0.${NEW_ITEM}`]: "1", [`navbar.items.${about}.children.0.label`]: "Our story", [`navbar.items.${about}.children.0.href`]: "/about#story" };
    const items = (save(linksEditor, added).stored!.navbar as typeof websiteData.navbar).items;
    expect(items[about]?.children).toEqual([{ label: "Our story", href: "/about#story" }]);
  });

  it("refuses a link that is neither a site path nor an absolute address, next to it", () => {
    const { errors } = save(linksEditor, { ...base, "footer.legal.0.href": "privacy" });
    expect(errors).toEqual({ "footer.legal.0.href": "Expected a site path or an absolute link" });
  });
});

describe("the home form", () => {
  const base = filled(homeEditor, seeded);

  it("stores no second button when both its fields are left empty", () => {
    const { stored } = save(homeEditor, { ...base, "sectionHero.secondaryCta.label": "", "sectionHero.secondaryCta.href": " " });
    expect(stored!.sectionHero).not.toHaveProperty("secondaryCta");
  });

  it("asks for the missing half of a second button", () => {
    const { errors } = save(homeEditor, { ...base, "sectionHero.secondaryCta.href": "" });
    expect(errors).toEqual({ "sectionHero.secondaryCta.href": "Fill this in." });
  });

  it("reads the story as paragraphs separated by blank lines", () => {
    const { stored } = save(homeEditor, { ...base, "sectionAbout.story": "First paragraph,\nwrapped.\n\nSecond paragraph." });
    expect((stored!.sectionAbout as { story: string[] }).story).toEqual(["First paragraph, wrapped.", "Second paragraph."]);
  });
});

describe("the business form", () => {
  it("stores the country code in capitals", () => {
    const { stored } = save(businessEditor, { ...filled(businessEditor, seeded), "business.address.countryCode": "be" });
    expect((stored!.business as typeof websiteData.business).address.countryCode).toBe("BE");
  });

  it("refuses an email address that is not one, next to it", () => {
    const { errors } = save(businessEditor, { ...filled(businessEditor, seeded), "business.email": "hello at plumandlinen" });
    expect(errors).toEqual({ "business.email": "Enter a valid email address." });
  });
});
