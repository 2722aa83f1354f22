import { ServiceCategory } from "~/schemas/service-category";
import { categoryPath } from "~/site/paths";
import type { DocumentEditor } from "../editor";
import { dutchFields } from "../dutch-text";
import type { FieldSpec } from "../fields";
import { slugFrom } from "../slug";

/** Every field of `ServiceCategories/{id}`, its Dutch (`nl`) too; `fullSlug` is the studio's to fill, from the slug. */
const CategoryForm = ServiceCategory;
type CategoryForm = typeof CategoryForm;

const CATEGORY_ICONS = [
  { value: "palette", label: "Palette" },
  { value: "hanger", label: "Clothes hanger" },
  { value: "wardrobe", label: "Wardrobe" },
  { value: "sparkles", label: "Sparkles" },
] as const;

const SLUG_FIELD: FieldSpec = {
  kind: "text",
  name: "slug",
  label: "Link name",
  hint: "The end of the category's link (/services/…). Leave it empty to make one from the name. It can't be changed later: services are filed under it.",
  optional: true,
};

const FIELDS: FieldSpec[] = [
  { kind: "text", name: "name", label: "Name", translate: true, hint: "As the services menu and the category's cards show it." },
  { kind: "number", name: "position", label: "Position", step: 1, hint: "The order of the categories: lower numbers come first." },
  { kind: "text", name: "headline", label: "Headline", translate: true, hint: "The big title at the top of the category's page." },
  { kind: "text", name: "subHeadline", label: "Line under the headline", translate: true },
  { kind: "textarea", name: "description", label: "Short description", rows: 3, translate: true, hint: "One or two sentences, shown on the cards that link to the category." },
  {
    kind: "paragraphs",
    name: "descriptionLong",
    label: "Longer description",
    rows: 10,
    translate: true,
    hint: "The introduction on the category's page. Leave an empty line between paragraphs.",
  },
  { kind: "textarea", name: "targetAudience", label: "Who it's for", rows: 3, translate: true },
  { kind: "select", name: "icon", label: "Icon", options: CATEGORY_ICONS },
];

/** The Dutch of each text field, in `nl`: one left empty shows the English on the Dutch page. */
const DUTCH = dutchFields(FIELDS);

const withFullSlug = (value: Record<string, unknown>, slug: string) => ({ ...value, slug, fullSlug: categoryPath(slug) });

/** A new category: its id is its link name, made from the name unless one is typed. */
export const newServiceCategoryEditor: DocumentEditor<CategoryForm> = {
  title: "Service category",
  description: "A new group of services, with a page of its own at /services/<link name>.",
  schema: CategoryForm,
  fields: [FIELDS[0]!, SLUG_FIELD, ...FIELDS.slice(1)],
  dutch: DUTCH,
  // A typed link name is tidied the same way ("Colour Styling" -> "colour-styling").
  prepare: (value) => withFullSlug(value, slugFrom(String(value.slug || value.name || ""), 80)),
};

/**
 * An existing category's form. Its link name stays as it is (the services name their category by
 * it), so it is not a field; the stored one is written back with its `fullSlug`, which mends a
 * document where either was missing or wrong.
 */
export function serviceCategoryEditor(slug: string): DocumentEditor<CategoryForm> {
  return {
    title: "Service category",
    description: `The group of services at ${categoryPath(slug)}, and the text of its page.`,
    schema: CategoryForm,
    fields: FIELDS,
    dutch: DUTCH,
    prepare: (value) => withFullSlug(value, slug),
  };
}

/** The category's id, which is its slug. */
export const categoryIdFrom = (value: Record<string, unknown>) => (typeof value.slug === "string" ? value.slug : "");

