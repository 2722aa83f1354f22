import * as v from "valibot";
import { WebsiteData, WebsiteDutch } from "~/schemas/website";
import { dutchSections } from "../dutch-text";
import type { DocumentEditor } from "../editor";
import type { FieldSpec } from "../fields";
import { LINK_HINT, linkFields } from "./link-fields";

const Schema = v.object({
  navbar: WebsiteData.entries.navbar,
  footer: WebsiteData.entries.footer,
  nl: v.optional(v.pick(WebsiteDutch, ["navbar", "footer"])),
});

const FIELDS: FieldSpec[] = [
  {
    kind: "group",
    name: "navbar",
    label: "Top bar",
    dutchSection: "navbar",
    fields: [
      { kind: "text", name: "brandName", label: "Name beside the logo", hint: "Shown as it is on the Dutch pages too." },
      { kind: "text", name: "tagline", label: "Tagline", translate: true, hint: "The small line under the name, e.g. Colour Studio · Utrecht." },
      {
        kind: "list",
        name: "items",
        label: "Menu",
        itemLabel: "Menu link",
        fields: [
          { kind: "text", name: "label", label: "Text", translate: true },
          { kind: "text", name: "href", label: "Goes to", hint: LINK_HINT },
          {
            kind: "list",
            name: "children",
            label: "Drop-down links (optional)",
            itemLabel: "Drop-down link",
            hint: "Shown under this link when it is opened. None: a plain link.",
            optional: true,
            fields: linkFields("Text", { translate: true }),
          },
        ],
      },
      { kind: "group", name: "cta", label: "Button at the end of the bar", fields: linkFields("Button text", { translate: true }) },
    ],
  },
  {
    kind: "group",
    name: "footer",
    label: "Footer",
    dutchSection: "footer",
    fields: [
      { kind: "textarea", name: "blurb", label: "About the studio", hint: "A few sentences under your name.", rows: 3, translate: true },
      {
        kind: "list",
        name: "columns",
        label: "Link columns",
        itemLabel: "Column",
        fields: [
          { kind: "text", name: "title", label: "Heading", translate: true },
          { kind: "list", name: "links", label: "Links", itemLabel: "Link", fields: linkFields("Text", { translate: true }) },
        ],
      },
      { kind: "list", name: "legal", label: "Legal links", itemLabel: "Legal link", hint: "The small links at the very bottom.", fields: linkFields("Text", { translate: true }) },
      {
        kind: "text",
        name: "copyright",
        label: "Copyright line",
        translate: true,
        hint: "Shown at the very bottom, after “© <this year> <registered company name>.”, e.g. All rights reserved.",
      },
    ],
  },
];

/** The top bar's and the footer's links (`Website/Data#navbar`, `#footer`), each with its Dutch (`nl`) written whole. */
export const linksEditor: DocumentEditor<typeof Schema> = {
  title: "Navigation and footer",
  description: "The links in the top bar of every page, and the footer's text and links.",
  schema: Schema,
  fields: FIELDS,
  dutch: dutchSections(FIELDS),
  prepare: (value) => ({ ...value, navbar: withoutEmptyDropDowns(value.navbar as Record<string, unknown>) }),
};

/** A menu link whose drop-down is empty is a plain link: stored without `children`, as the seed has it. */
function withoutEmptyDropDowns(navbar: Record<string, unknown>): Record<string, unknown> {
  const items = Array.isArray(navbar.items) ? (navbar.items as Array<Record<string, unknown>>) : [];
  return {
    ...navbar,
    items: items.map((item) => {
      if (Array.isArray(item.children) && item.children.length > 0) return item;
      const plain = { ...item };
      delete plain.children;
      return plain;
    }),
  };
}
