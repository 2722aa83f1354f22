import * as v from "valibot";
import { WebsiteData, WebsiteDutch } from "~/schemas/website";
import { dutchSections } from "../dutch-text";
import type { DocumentEditor } from "../editor";
import type { FieldSpec } from "../fields";
import { dropEmptyLink, linkFields } from "./link-fields";

const Schema = v.object({
  sectionHero: WebsiteData.entries.sectionHero,
  sectionAbout: WebsiteData.entries.sectionAbout,
  nl: v.optional(v.pick(WebsiteDutch, ["sectionHero", "sectionAbout"])),
});

const titledText = (name: string, label: string, itemLabel: string, hint: string): FieldSpec => ({
  kind: "list",
  name,
  label,
  itemLabel,
  hint,
  fields: [
    { kind: "text", name: "title", label: "Heading", translate: true },
    { kind: "textarea", name: "text", label: "Text", rows: 3, translate: true },
  ],
});

const FIELDS: FieldSpec[] = [
  {
    kind: "group",
    name: "sectionHero",
    label: "Hero (the top of the home page)",
    dutchSection: "sectionHero",
    fields: [
      { kind: "text", name: "eyebrow", label: "Small line above the title", translate: true, hint: "A short phrase, e.g. what you do and where." },
      { kind: "text", name: "title", label: "Title", translate: true },
      { kind: "text", name: "subTitle", label: "Subtitle", translate: true },
      { kind: "textarea", name: "description", label: "Introduction", rows: 4, translate: true },
      { kind: "group", name: "primaryCta", label: "Main button", fields: linkFields("Button text", { translate: true }) },
      {
        kind: "group",
        name: "secondaryCta",
        label: "Second button (optional)",
        hint: "Leave both empty for no second button.",
        fields: linkFields("Button text", { optional: true, translate: true }),
      },
    ],
  },
  {
    kind: "group",
    name: "sectionAbout",
    label: "About section",
    dutchSection: "sectionAbout",
    fields: [
      { kind: "text", name: "title", label: "Title", translate: true },
      { kind: "text", name: "subTitle", label: "Subtitle", translate: true },
      { kind: "textarea", name: "intro", label: "Introduction", rows: 4, translate: true },
      { kind: "paragraphs", name: "story", label: "Our story", hint: "One paragraph after another; leave a blank line between paragraphs.", rows: 12, translate: true },
      titledText("approach", "How we work", "Step", "Each step has a short heading and a few sentences."),
      titledText("differences", "What makes us different", "Point", "Each point has a short heading and a few sentences."),
      {
        kind: "group",
        name: "founder",
        label: "Founder",
        fields: [
          { kind: "text", name: "name", label: "Name", hint: "Shown as it is on the Dutch page too." },
          { kind: "text", name: "role", label: "Role", translate: true, hint: "e.g. Founder & lead colour analyst" },
          { kind: "textarea", name: "bio", label: "About them", rows: 5, translate: true },
        ],
      },
    ],
  },
];

/** The home page's hero and the About section (`Website/Data#sectionHero`, `#sectionAbout`), each with its Dutch (`nl`) written whole. */
export const homeEditor: DocumentEditor<typeof Schema> = {
  title: "Home page",
  description: "The hero at the top of the home page, and the About section (on the home page and the About page).",
  schema: Schema,
  fields: FIELDS,
  dutch: dutchSections(FIELDS),
  prepare: (value) => {
    const hero = value.sectionHero as Record<string, unknown>;
    return { ...value, sectionHero: dropEmptyLink(hero, "secondaryCta") };
  },
};
