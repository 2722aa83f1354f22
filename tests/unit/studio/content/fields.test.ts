import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fromFormValues, toFormValues, type FieldSpec } from "~/studio/content/fields";
import { issuesToErrors } from "~/schemas/fields";

const LINKS: FieldSpec[] = [
  { kind: "text", name: "title", label: "Title" },
  { kind: "number", name: "size", label: "Size" },
  { kind: "checkbox", name: "shown", label: "Shown" },
  { kind: "lines", name: "tags", label: "Tags" },
  { kind: "paragraphs", name: "story", label: "Story" },
  { kind: "color", name: "accent", label: "Accent", wrapped: true },
  {
    kind: "list",
    name: "columns",
    label: "Columns",
    itemLabel: "Column",
    fields: [
      { kind: "text", name: "title", label: "Title" },
      { kind: "list", name: "links", label: "Links", itemLabel: "Link", fields: [{ kind: "text", name: "label", label: "Label" }] },
    ],
  },
];

const value = {
  title: "Footer",
  size: 3,
  shown: true,
  tags: ["one", "two"],
  story: ["First paragraph.", "Second paragraph."],
  accent: { hex: "#9a4560" },
  columns: [
    { title: "Services", links: [{ label: "Colour analysis" }, { label: "Styling" }] },
    { title: "Studio", links: [{ label: "About" }] },
  ],
};

describe("the studio's form codec", () => {
  it("turns a stored value into form fields and back unchanged, nested lists included", () => {
    const values = toFormValues(LINKS, value);
    expect(values["columns.0.links.1.label"]).toBe("Styling");
    expect(values["columns.1.__position"]).toBe("2");
    expect(values["story"]).toBe("First paragraph.\n\nSecond paragraph.");
    expect(fromFormValues(LINKS, values)).toEqual(value);
  });

  it("reorders items by their position, leaves out removed ones, and adds a filled new item", () => {
    const values = {
      ...toFormValues(LINKS, value),
      "columns.0.__position": "3",
      "columns.1.links.0.__remove": "on",
      "columns.2.__new": "1",
      "columns.2.__position": "1",
      "columns.2.title": "Legal",
    };
    const columns = fromFormValues(LINKS, values).columns as Array<{ title: string; links: unknown[] }>;
    expect(columns.map((column) => column.title)).toEqual(["Legal", "Studio", "Services"]);
    expect(columns[1]!.links).toEqual([]);
  });

  it("ignores the blank new item every list offers", () => {
    const values = { ...toFormValues(LINKS, value), "columns.2.__new": "1", "columns.2.__position": "3", "columns.2.title": "  " };
    expect((fromFormValues(LINKS, values).columns as unknown[]).length).toBe(2);
  });

  it("keeps a number that is not a number as typed, so the schema refuses it next to its field", () => {
    const values = { ...toFormValues(LINKS, value), size: "three", shown: "" };
    const decoded = fromFormValues(LINKS, values);
    expect(decoded.size).toBe("three");
    expect(decoded.shown).toBe(false);
    const result = v.safeParse(v.object({ size: v.number() }), decoded);
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesToErrors(result.issues)).toEqual({ size: "Enter a number, such as 120." });
  });

  it("words the schema's issues for people, keyed by the form's field names", () => {
    const schema = v.object({ columns: v.array(v.object({ title: v.pipe(v.string(), v.minLength(1)) })), tags: v.pipe(v.array(v.string()), v.minLength(1)) });
    const result = v.safeParse(schema, { columns: [{ title: "ok" }, { title: "" }], tags: [] });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesToErrors(result.issues)).toEqual({ "columns.1.title": "Fill this in.", tags: "Add at least one." });
  });
});
