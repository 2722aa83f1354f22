import * as v from "valibot";
import { SKIN_NAMES, contrastShortfalls, shortfallMessage } from "~/color/site-contrast-pairs";
import { WebsiteData } from "~/schemas/website";
import type { DocumentEditor } from "../editor";
import type { FieldErrors, FieldSpec } from "../fields";

const Schema = v.object({
  layoutColors: WebsiteData.entries.layoutColors,
  navbarColors: WebsiteData.entries.navbarColors,
  footerColors: WebsiteData.entries.footerColors,
  skin: WebsiteData.entries.skin,
  skins: WebsiteData.entries.skins,
});

const HEX_HINT = "A hex colour such as #4a1f3d.";

const SKIN_LABELS: Record<(typeof SKIN_NAMES)[number], string> = {
  default: "Default skin",
  lightTheme: "Light skin",
  darkTheme: "Dark skin",
};

/** A colour stored as { hex }, as the page, top bar and footer colours are. */
const wrapped = (name: string, label: string, hint?: string): FieldSpec => ({ kind: "color", name, label, hint, wrapped: true });
const plain = (name: string, label: string): FieldSpec => ({ kind: "color", name, label });

const skinFields: FieldSpec[] = [
  plain("page", "Page background"),
  plain("text", "Text"),
  plain("label", "Labels"),
  plain("border", "Borders"),
  plain("card", "Cards"),
  plain("cardText", "Text on cards"),
  plain("input", "Input fields"),
  plain("inputText", "Text in input fields"),
  plain("button", "Buttons"),
  plain("buttonText", "Text on buttons"),
  plain("secondaryButton", "Secondary buttons"),
  plain("secondaryButtonText", "Text on secondary buttons"),
  plain("navigation", "Navigation"),
  plain("navigationText", "Text in the navigation"),
  plain("list", "Lists"),
  plain("listText", "Text in lists"),
  { kind: "number", name: "radiusPx", label: "Corner roundness (pixels)", hint: "0 for square corners, up to 32.", min: 0, max: 32, step: 1 },
];

/**
 * The site's colours and skins (`Website/Data#layoutColors`, `#navbarColors`, `#footerColors`,
 * `#skin`, `#skins`). A text colour that is hard to read on its background is refused with the
 * contrast it has, next to the text colour (WCAG AA; app/color/site-contrast-pairs.ts).
 */
export const colorsEditor: DocumentEditor<typeof Schema> = {
  title: "Colours and skins",
  description:
    "The colours of every page. Each text colour must be easy to read on its background (WCAG AA): a pair that is not is refused, with the contrast it has.",
  schema: Schema,
  fields: [
    {
      kind: "group",
      name: "layoutColors",
      label: "Pages",
      fields: [
        wrapped("bg_color", "Page background", HEX_HINT),
        wrapped("text_color", "Text"),
        wrapped("title_color", "Titles", "Also the colour of links."),
        wrapped("sub_title_color", "Subtitles"),
        wrapped("accent_color", "Accent", "Links turn this colour when pointed at."),
      ],
    },
    {
      kind: "group",
      name: "navbarColors",
      label: "Top bar",
      fields: [
        wrapped("bg_color", "Background"),
        wrapped("text_color", "Text"),
        wrapped("accent_color", "Accent", "Marks the link of the page a visitor is on."),
      ],
    },
    {
      kind: "group",
      name: "footerColors",
      label: "Footer",
      fields: [
        wrapped("bg_color", "Background"),
        wrapped("text_color", "Text"),
        wrapped("title_color", "Titles"),
        wrapped("accent_color", "Accent", "Links turn this colour when pointed at."),
      ],
    },
    {
      kind: "select",
      name: "skin",
      label: "Skin in use",
      hint: "The skin gives buttons, cards, form fields and lists their colours.",
      options: SKIN_NAMES.map((name) => ({ value: name, label: SKIN_LABELS[name] })),
    },
    {
      kind: "group",
      name: "skins",
      label: "Skins",
      hint: "Three sets of colours for buttons, cards, form fields and lists; the one chosen above is in use.",
      fields: SKIN_NAMES.map((name): FieldSpec => ({ kind: "group", name, label: SKIN_LABELS[name], fields: skinFields })),
    },
  ],
  check: (colors) => {
    const errors: FieldErrors = {};
    for (const shortfall of contrastShortfalls(colors)) errors[shortfall.pair.foreground] ??= shortfallMessage(shortfall);
    return errors;
  },
};
