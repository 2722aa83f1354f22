import * as v from "valibot";
import { WebsiteData } from "~/schemas/website";
import type { DocumentEditor } from "../editor";
import type { FieldSpec } from "../fields";
import { dropEmptyLink, linkFields } from "./link-fields";

const Schema = v.object({ sectionHero: WebsiteData.entries.sectionHero, sectionAbout: WebsiteData.entries.sectionAbout });

const titledText = (name: string, label: string, itemLabel: string, hint: string): FieldSpec => ({
  kind: "list",
  name,
  label,
  itemLabel,
  hint,
  fields: [
    { kind: "text", name: "title", label: "Heading" },
    { kind: "textarea", name: "text", label: "Text", rows: 3 },
  ],
});

/** The home page's hero and the About section (`Website/Data#sectionHero`, `#sectionAbout`). */
export const homeEditor: DocumentEditor<typeof Schema> = {
  title: "Home page",
  description: "The hero at the top of the home page, and the About section (on the home page and the About page).",
  schema: Schema,
  fields: [
    {
      kind: "group",
      name: "sectionHero",
      label: "Hero (the top of the home page)",
      fields: [
        { kind: "text", name: "eyebrow", label: "Small line above the title", hint: "A short phrase, e.g. what you do and where." },
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "subTitle", label: "Subtitle" },
        { kind: "textarea", name: "description", label: "Introduction", rows: 4 },
        { kind: "group", name: "primaryCta", label: "Main button", fields: linkFields("Button text") },
        {
          kind: "group",
          name: "secondaryCta",
          label: "Second button (optional)",
          hint: "Leave both empty for no second button.",
          fields: linkFields("Button text", { optional: true }),
        },
      ],
    },
    {
      kind: "group",
      name: "sectionAbout",
      label: "About section",
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "subTitle", label: "Subtitle" },
        { kind: "textarea", name: "intro", label: "Introduction", rows: 4 },
        { kind: "paragraphs", name: "story", label: "Our story", hint: "One paragraph after another; leave a blank line between paragraphs.", rows: 12 },
        titledText("approach", "How we work", "Step", "Each step has a short heading and a few sentences."),
        titledText("differences", "What makes us different", "Point", "Each point has a short heading and a few sentences."),
        {
          kind: "group",
          name: "founder",
          label: "Founder",
          fields: [
            { kind: "text", name: "name", label: "Name" },
            { kind: "text", name: "role", label: "Role", hint: "e.g. Founder & lead colour analyst" },
            { kind: "textarea", name: "bio", label: "About them", rows: 5 },
          ],
        },
      ],
    },
  ],
  prepare: (value) => {
    const hero = value.sectionHero as Record<string, unknown>;
    return { ...value, sectionHero: dropEmptyLink(hero, "secondaryCta") };
  },
};
