import { describe, expect, it } from "vitest";
import { dutchGapLabel, dutchGaps, editorFormValues } from "~/studio/content/dutch-fields";
import { WHOLE_SECTION_MESSAGE } from "~/studio/content/dutch-text";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { homeEditor } from "~/studio/content/editors/home";
import { palettesEditor } from "~/studio/content/editors/palettes";
import { serviceEditor } from "~/studio/content/editors/services";
import { readPostedForm } from "~/studio/content/save.server";
import { customPalettes, serviceCategories, services, websiteData } from "../../../../scripts/seed/index";
import { customPalettesNl } from "../../../../scripts/seed/nl/custom-palettes";
import { servicesNl } from "../../../../scripts/seed/nl/services";
import { websiteNl } from "../../../../scripts/seed/nl/website";

const CATEGORIES = serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name }));
const SERVICE = services.find(({ id }) => id === "in-person-color-analysis")!;
const serviceDocument = { ...SERVICE.data, nl: servicesNl[SERVICE.id] } as Record<string, unknown>;
const websiteDocument = { ...websiteData, nl: websiteNl } as Record<string, unknown>;

describe("a content form's Dutch beside its English", () => {
  const editor = serviceEditor({ categories: CATEGORIES });

  it("fills each translated field's Dutch input from `nl`, and saves it back unchanged", () => {
    const values = editorFormValues(editor, serviceDocument);
    expect(values["nl.name"]).toBe(servicesNl[SERVICE.id]!.name);
    expect(values["nl.deliverables"]).toBe(servicesNl[SERVICE.id]!.deliverables.join("\n"));
    expect(values).not.toHaveProperty("nl.price.amount");
    const read = readPostedForm(editor, values);
    expect(read.status).toBe("valid");
    expect(read.status === "valid" && read.output.nl).toEqual(servicesNl[SERVICE.id]);
  });

  it("stores an emptied Dutch field as absent, and no `nl` at all when every Dutch field is empty", () => {
    const values = editorFormValues(editor, serviceDocument);
    const partly = readPostedForm(editor, { ...values, "nl.summary": " ", "nl.deliverables": "" });
    expect(partly.status === "valid" && Object.keys(partly.output.nl as object).sort()).toEqual(["description", "forWhom", "name", "preparation"]);
    const none = readPostedForm(editor, Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith("nl."))));
    expect(none.status === "valid" && none.output.nl).toBeUndefined();
    expect(dutchGapLabel(dutchGaps(editor, { ...serviceDocument, nl: { name: "Kleuranalyse" } }))).toBe("Dutch: 5 fields missing");
    expect(dutchGapLabel(dutchGaps(editor, SERVICE.data))).toBe("Dutch missing");
    expect(dutchGapLabel(dutchGaps(editor, serviceDocument))).toBeNull();
  });
});

describe("a website section's Dutch, written whole", () => {
  it("keeps an item's Dutch with it when the items are reordered, with the English links and link names", () => {
    const values = editorFormValues(faqsEditor, websiteDocument);
    const read = readPostedForm(faqsEditor, { ...values, "faq.0.__position": "99" });
    expect(read.status).toBe("valid");
    if (read.status !== "valid") return;
    const english = read.output.faq as Array<{ id: string; question: string }>;
    const dutch = (read.output.nl as { faq: Array<{ id: string; question: string }> }).faq;
    expect(english.at(-1)!.question).toBe(websiteData.faq[0]!.question);
    expect(dutch.at(-1)!.question).toBe(websiteNl.faq[0]!.question);
    expect(dutch.map((item) => item.id)).toEqual(english.map((item) => item.id));
  });

  it("refuses a section whose Dutch is partly written, beside each empty Dutch field; stores one left empty as absent", () => {
    const values = editorFormValues(homeEditor, websiteDocument);
    const half = readPostedForm(homeEditor, { ...values, "sectionHero.nl.title": "", "sectionAbout.founder.nl.bio": "" });
    expect(half.status).toBe("invalid");
    expect(half.status === "invalid" && half.errors).toEqual({ "sectionHero.nl.title": WHOLE_SECTION_MESSAGE, "sectionAbout.founder.nl.bio": WHOLE_SECTION_MESSAGE });

    const heroless = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, name.startsWith("sectionHero.") && name.includes(".nl.") ? "" : value]));
    const read = readPostedForm(homeEditor, heroless);
    expect(read.status === "valid" && read.output.nl).toEqual({ sectionAbout: websiteNl.sectionAbout });
  });

  it("names every colour of a palette in Dutch or none", () => {
    const document = { customPalettes: customPalettes.customPalettes.map((palette) => ({ ...palette, nl: customPalettesNl[palette.id] })) };
    const values = editorFormValues(palettesEditor, document);
    expect(readPostedForm(palettesEditor, values).status).toBe("valid");
    const half = readPostedForm(palettesEditor, { ...values, "customPalettes.0.colors.1.nl.name": "" });
    expect(half.status === "invalid" && Object.keys(half.errors)).toEqual(["customPalettes.0.colors.1.nl.name"]);
    const none = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, /^customPalettes\.0\.colors\.\d+\.nl\.name$/.test(name) ? "" : value]));
    const read = readPostedForm(palettesEditor, none);
    expect(read.status === "valid" && (read.output.customPalettes as Array<{ nl?: { colors?: unknown } }>)[0]!.nl).not.toHaveProperty("colors");
  });
});
