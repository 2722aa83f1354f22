import * as v from "valibot";
import { Faq, WebsiteDutch } from "~/schemas/website";
import { dutchSections } from "../dutch-text";
import type { DocumentEditor } from "../editor";
import type { FieldSpec } from "../fields";
import { slugFrom } from "../slug";

const Schema = v.object({ faq: v.array(Faq), nl: v.optional(v.pick(WebsiteDutch, ["faq"])) });

const FIELDS: FieldSpec[] = [
  {
    kind: "list",
    name: "faq",
    label: "Questions",
    itemLabel: "Question",
    dutchSection: "faq",
    fields: [
      { kind: "text", name: "category", label: "Category", translate: true, hint: "Questions with the same category are shown together, e.g. “Booking & payment”." },
      { kind: "text", name: "question", label: "Question", translate: true },
      { kind: "textarea", name: "answer", label: "Answer", rows: 4, translate: true },
      {
        kind: "text",
        name: "id",
        label: "Link name",
        hint: "The end of the question's link (/faqs#…), the same on the Dutch page. Leave it empty to make one from the English question.",
      },
    ],
  },
];

/** The FAQ page's questions (`Website/Data#faq`): add, edit, reorder, remove; their Dutch (`nl.faq`) beside them, written whole. */
export const faqsEditor: DocumentEditor<typeof Schema> = {
  title: "FAQs",
  description: "The questions on the FAQ page, in the order they appear there. Group them with the category.",
  schema: Schema,
  fields: FIELDS,
  dutch: dutchSections(FIELDS),
  prepare: (value) => ({
    ...value,
    faq: (value.faq as Array<Record<string, unknown>>).map((item) => ({ ...item, id: item.id || slugFrom(String(item.question ?? "")) })),
  }),
  check: ({ faq }) => {
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    faq.forEach((item, index) => {
      if (seen.has(item.id)) errors[`faq.${index}.id`] = "Another question already uses this link name.";
      seen.add(item.id);
    });
    return errors;
  },
};
