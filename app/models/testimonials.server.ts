import { Testimonial, TestimonialCategory } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { countCollection, queryCollection } from "~/firestore/documents.server";
import type { QuerySpec } from "~/firestore/query";
import { COLLECTIONS } from "./collections";
import { SHOWN_STATUS } from "~/schemas/common";

/**
 * Shown testimonials (`Testimonials/{id}`), read a page at a time and counted by category without
 * reading them, so the page costs the same with 30 or 3,000. The filtered page needs the composite
 * index (status, category, createdAt desc) of firestore.indexes.json.
 */
const TESTIMONIALS = COLLECTIONS.testimonials.name;
const SHOWN = { field: "status", equals: SHOWN_STATUS } as const;

/** Counting stops here: far past what a studio collects, so every count shown is exact. */
const COUNT_UP_TO = 100_000;

/** One page of shown testimonials, newest first, of a category or all. */
export function testimonialPageQuery({ category, offset, limit }: { category: TestimonialCategory | null; offset: number; limit: number }): QuerySpec {
  return {
    collection: TESTIMONIALS,
    where: [SHOWN, ...(category ? [{ field: "category", equals: category }] : [])],
    orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
    offset,
    limit,
  };
}

export async function getActiveTestimonials(
  app: AppContext,
  page: { category: TestimonialCategory | null; offset: number; limit: number },
): Promise<Testimonial[]> {
  const docs = await queryCollection(app, { ...testimonialPageQuery(page), schema: Testimonial });
  // The query asks for shown ones only; the filter keeps it so whatever the cache holds.
  return docs.filter(({ value }) => value.status === SHOWN_STATUS).map(({ id, value }) => ({ ...value, testimonialUUID: id }));
}

/** How many shown testimonials each category has (every one has a category, so they add up to all). */
export async function countActiveByCategory(app: AppContext): Promise<Record<TestimonialCategory, number>> {
  const categories = TestimonialCategory.options;
  const counts = await Promise.all(
    // Ordered as a page is, so a testimonial no page can show (no `createdAt`) is not counted.
    categories.map((category) => {
      const { where, orderBy } = testimonialPageQuery({ category, offset: 0, limit: 1 });
      return countCollection(app, { collection: TESTIMONIALS, where, orderBy }, COUNT_UP_TO);
    }),
  );
  return Object.fromEntries(categories.map((category, index) => [category, counts[index]!])) as Record<TestimonialCategory, number>;
}
