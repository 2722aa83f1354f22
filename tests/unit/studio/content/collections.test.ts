import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Service, ServiceCategory, Testimonial } from "~/schemas";
import type { AnyDocumentEditor } from "~/studio/content/editor";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { categoryIdFrom, newServiceCategoryEditor, serviceCategoryEditor } from "~/studio/content/editors/service-categories";
import { storedCategorySlug as storedSlug } from "~/schemas/service-category";
import { serviceEditor, serviceIdFrom } from "~/studio/content/editors/services";
import { testimonialEditor } from "~/studio/content/editors/testimonials";
import { fromFormValues, toFormValues, type FieldSpec, type FormValues } from "~/studio/content/fields";
import { serviceCategories, services, testimonials } from "../../../../scripts/seed/index";

const CATEGORIES = serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name }));
const SERVICES = services.map(({ id, data }) => ({ id, name: data.name }));

/** What a save of the form would check and write, as app/studio/content/save.server.ts does it. */
function submit(editor: AnyDocumentEditor, values: FormValues) {
  const decoded = fromFormValues(editor.fields, values);
  const prepared = editor.prepare ? editor.prepare(decoded) : decoded;
  const parsed = v.safeParse(editor.schema, prepared);
  return { prepared, parsed, extra: parsed.success ? (editor.check?.(parsed.output) ?? null) : null };
}

/** The choices of a select field. */
function optionsOf(fields: readonly FieldSpec[], name: string) {
  const field = fields.find((candidate) => candidate.name === name);
  if (field?.kind !== "select") throw new Error(`${name} is not a select`);
  return field.options;
}

/** The document's fields that the editor writes. */
const editedPart = (editor: AnyDocumentEditor, data: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(editor.schema.entries as object).filter((key) => key in data).map((key) => [key, data[key]]));

function expectRoundTrip(editor: AnyDocumentEditor, data: Record<string, unknown>) {
  const { parsed, extra } = submit(editor, toFormValues(editor.fields, data));
  expect(parsed.issues).toBeUndefined();
  expect(extra ?? {}).toEqual({});
  expect(parsed.output).toEqual(editedPart(editor, data));
}

describe("the service form", () => {
  const editor = serviceEditor({ categories: CATEGORIES });

  it.each(services)("saves the seeded service $id unchanged when nothing is typed", ({ data }) => {
    expectRoundTrip(editor, data);
  });

  it("edits every field of a service but its timestamps, which the stamp writes", () => {
    const fields = Object.keys(Service.entries).filter((key) => key !== "createdAt" && key !== "updatedAt");
    expect(Object.keys(editor.schema.entries).sort()).toEqual(fields.sort());
    expect(Object.keys(editor.stamp!({ creating: true, actor: "a@example.org" })).sort()).toEqual(["createdAt", "updatedAt"]);
    expect(Object.keys(editor.stamp!({ creating: false, actor: "a@example.org" }))).toEqual(["updatedAt"]);
  });

  it("writes a creation date when saving a stored service that lacks one, since the site skips it without", () => {
    const mending = serviceEditor({ categories: CATEGORIES, mendCreatedAt: true });
    expect(Object.keys(mending.stamp!({ creating: false, actor: "a@example.org" })).sort()).toEqual(["createdAt", "updatedAt"]);
  });

  it("reads a price with cents, paragraphs split on empty lines and deliverables one per line", () => {
    const values = {
      ...toFormValues(editor.fields, services[0]!.data),
      "price.amount": "49.50",
      description: "First paragraph,\nstill the first.\n\nSecond paragraph.",
      deliverables: "A swatch wallet\n\n  A PDF guide  \n",
    };
    const { parsed } = submit(editor, values);
    expect(parsed.output).toMatchObject({
      price: { amount: 49.5, currency: "EUR" },
      description: ["First paragraph, still the first.", "Second paragraph."],
      deliverables: ["A swatch wallet", "A PDF guide"],
    });
  });

  it("refuses a category that is not stored, and says to add one when there are none", () => {
    const values = { ...toFormValues(editor.fields, services[0]!.data), categorySlug: "gone-category" };
    expect(submit(editor, values).extra).toEqual({ categorySlug: "Choose one of the categories." });
    const none = serviceEditor({ categories: [] });
    expect(submit(none, values).extra?.categorySlug).toMatch(/Add a service category first/);
  });

  it("refuses a price that is not a number, a fractional position and an empty name next to their fields", () => {
    const values = { ...toFormValues(editor.fields, services[0]!.data), "price.amount": "lots", position: "1.5", name: " " };
    const { parsed } = submit(editor, values);
    const paths = parsed.issues?.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(expect.arrayContaining(["price.amount", "position", "name"]));
  });

  it("offers the categories stored now, and keeps a category that is gone visible rather than silently replaced", () => {
    const select = editor.fields.find((field) => field.name === "categorySlug");
    expect(select).toMatchObject({ kind: "select", options: CATEGORIES.map(({ slug, name }) => ({ value: slug, label: name })) });
    const fields = withCurrentOptions(editor.fields, { categorySlug: "gone-category", status: "active" });
    expect(optionsOf(fields, "categorySlug").at(-1)?.value).toBe("gone-category");
    // A value that is one of the choices adds nothing.
    expect(optionsOf(fields, "status")).toHaveLength(3);
  });

  it("makes a new service's id from its name", () => {
    expect(serviceIdFrom({ name: "Colour & Make-up Palette Session" })).toBe("colour-make-up-palette-session");
    expect(serviceIdFrom({ name: "Séance d'été" })).toBe("seance-dete");
    expect(serviceIdFrom({ name: "!!!" })).toBe("");
  });
});

describe("the service category forms", () => {
  it.each(serviceCategories)("saves the seeded category $id unchanged when nothing is typed", ({ id, data }) => {
    expectRoundTrip(serviceCategoryEditor(storedSlug(data, id)), data);
  });

  it("keeps an existing category's link name and derives its full link from it, mending a wrong one", () => {
    const editor = serviceCategoryEditor("personal-styling");
    expect(editor.fields.some((field) => field.name === "slug")).toBe(false);
    const data = { ...serviceCategories[1]!.data, fullSlug: "/services/something-else" };
    const { parsed } = submit(editor, toFormValues(editor.fields, data));
    expect(parsed.output).toMatchObject({ slug: "personal-styling", fullSlug: "/services/personal-styling" });
  });

  it("keeps the stored slug, or the id when the stored one is not a slug", () => {
    expect(storedSlug({ slug: "wardrobe-audit" }, "other-id")).toBe("wardrobe-audit");
    expect(storedSlug({ slug: "Not A Slug" }, "wardrobe-audit")).toBe("wardrobe-audit");
    expect(storedSlug(undefined, "wardrobe-audit")).toBe("wardrobe-audit");
  });

  it("makes a new category's link name from its name, or tidies the one typed, and its id is that link name", () => {
    const base = toFormValues(newServiceCategoryEditor.fields, serviceCategories[0]!.data);
    const fromName = submit(newServiceCategoryEditor, { ...base, name: "Colour & Confidence", slug: "" });
    expect(fromName.parsed.output).toMatchObject({ slug: "colour-confidence", fullSlug: "/services/colour-confidence" });
    expect(categoryIdFrom(fromName.prepared)).toBe("colour-confidence");
    const typed = submit(newServiceCategoryEditor, { ...base, slug: "Gift Sessions" });
    expect(typed.parsed.output).toMatchObject({ slug: "gift-sessions", fullSlug: "/services/gift-sessions" });
  });

  it("edits every field of a category", () => {
    expect(Object.keys(newServiceCategoryEditor.schema.entries).sort()).toEqual(Object.keys(ServiceCategory.entries).sort());
  });
});

describe("the testimonial form", () => {
  const editor = testimonialEditor({ services: SERVICES });

  it.each(testimonials)("saves the seeded testimonial $id unchanged when nothing is typed", ({ data }) => {
    expectRoundTrip(editor, data);
  });

  it("corrects what the testimonial says, never its status or date", () => {
    expect(Object.keys(editor.schema.entries).sort()).toEqual(["author", "category", "language", "location", "quote", "rating", "serviceId"]);
    expect(Object.keys(Testimonial.entries)).toEqual(expect.arrayContaining(Object.keys(editor.schema.entries)));
  });

  it("leaves out an empty location and “No particular service”, as the schema has them", () => {
    const values = { ...toFormValues(editor.fields, testimonials[0]!.data), location: "  ", serviceId: "" };
    const { parsed } = submit(editor, values);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({ location: undefined, serviceId: undefined });
  });

  it("refuses a rating outside one to five stars", () => {
    const values = { ...toFormValues(editor.fields, testimonials[0]!.data), rating: "6" };
    expect(submit(editor, values).parsed.issues?.map((issue) => v.getDotPath(issue))).toEqual(["rating"]);
  });

  it("offers every stored service, and no service at all", () => {
    expect(optionsOf(editor.fields, "serviceId").map((option) => option.value)).toEqual(["", ...SERVICES.map((service) => service.id)]);
  });
});
