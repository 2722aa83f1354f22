import * as v from "valibot";
import { NonEmpty, Slug } from "./common";

const CategoryIcon = v.picklist(["palette", "hanger", "wardrobe", "sparkles"]);

const CategoryFields = v.object({
  name: NonEmpty,
  slug: Slug,
  fullSlug: v.pipe(v.string(), v.regex(/^\/services\/[a-z0-9-]+$/)),
  position: v.pipe(v.number(), v.integer()),
  description: NonEmpty,
  descriptionLong: v.array(NonEmpty),
  targetAudience: NonEmpty,
  headline: NonEmpty,
  subHeadline: NonEmpty,
  icon: CategoryIcon,
});
/** The fields a visitor reads, each with a Dutch value in `nl` (issue 43). */
export const CATEGORY_TEXT_FIELDS = ["name", "description", "descriptionLong", "targetAudience", "headline", "subHeadline"] as const;

/** A `ServiceCategories/{id}` document: a text field missing from `nl` shows the English on a Dutch page, marked lang="en". */
export const ServiceCategory = v.object({ ...CategoryFields.entries, nl: v.optional(v.partial(v.pick(CategoryFields, CATEGORY_TEXT_FIELDS))) });
export type ServiceCategory = v.InferOutput<typeof ServiceCategory>;

/** The link name a stored category keeps: its own when it is one, else its id (its services are filed under it). */
export function storedCategorySlug(data: Record<string, unknown> | undefined, id: string): string {
  const slug = data?.slug;
  return v.is(ServiceCategory.entries.slug, slug) ? slug : id;
}
