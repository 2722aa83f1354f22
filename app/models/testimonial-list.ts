import * as v from "valibot";
import { TestimonialCategory, type Testimonial } from "~/schemas";
import { publicDate } from "~/site/time";

const TESTIMONIALS_PER_PAGE = 9;

/** The testimonial filters, in the order the page shows them; `null` is "All". */
export const TESTIMONIAL_FILTERS: ReadonlyArray<{ type: TestimonialCategory | null; label: string }> = [
  { type: null, label: "All" },
  { type: "color-analysis", label: "Color Analysis" },
  { type: "personal-styling", label: "Personal Styling" },
  { type: "wardrobe-audit", label: "Wardrobe Audit" },
  { type: "complete-makeover", label: "Complete Makeover" },
];

const CATEGORY_LABELS = Object.fromEntries(
  TESTIMONIAL_FILTERS.filter((filter) => filter.type).map((filter) => [filter.type, filter.label]),
) as Record<TestimonialCategory, string>;

/** What a testimonial card shows, with its date and rating already written out. */
export type TestimonialView = {
  id: string;
  author: string;
  location: string | null;
  quote: string;
  category: TestimonialCategory;
  categoryLabel: string;
  rating: number;
  /** "5 out of 5" */
  ratingLabel: string;
  /** ISO timestamp, for the `<time>` element. */
  createdAt: string;
  /** "19 August 2026", the date in the studio's time zone. */
  dateLabel: string;
};

export function toTestimonialView(testimonial: Testimonial): TestimonialView {
  return {
    id: testimonial.testimonialUUID,
    author: testimonial.author,
    location: testimonial.location ?? null,
    quote: testimonial.quote,
    category: testimonial.category,
    categoryLabel: CATEGORY_LABELS[testimonial.category],
    rating: testimonial.rating,
    ratingLabel: `${testimonial.rating} out of 5`,
    createdAt: testimonial.createdAt,
    dateLabel: publicDate(testimonial.createdAt),
  };
}

const TypeParam = v.union([v.literal("all"), TestimonialCategory]);
/** A page number as a visitor may type it: 1 to 9999, no sign, no fraction. */
const PageParam = v.pipe(v.string(), v.regex(/^[0-9]{1,4}$/), v.transform(Number), v.minValue(1));

type TestimonialQuery = {
  type: TestimonialCategory | null;
  /** A `type` was given that is not a filter: the page shows All with a note. */
  unknownType: boolean;
  /** null when `page` was given but is not a positive whole number. */
  page: number | null;
};

/** Reads `?type=` and `?page=`; an unknown type falls back to All, a malformed page is null. */
export function readTestimonialQuery(searchParams: URLSearchParams): TestimonialQuery {
  const rawType = searchParams.get("type");
  const rawPage = searchParams.get("page");
  const type = rawType ? v.safeParse(TypeParam, rawType) : null;
  const page = rawPage === null ? { success: true as const, output: 1 } : v.safeParse(PageParam, rawPage);
  return {
    type: type?.success && type.output !== "all" ? type.output : null,
    unknownType: type !== null && !type.success,
    page: page.success ? page.output : null,
  };
}

export type TestimonialPlace = {
  offset: number;
  limit: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown. */
  from: number;
  to: number;
};

/** Where a page of `total` testimonials starts and what it shows; null when the page does not exist (page 1 always does). */
export function testimonialPage(total: number, page: number): TestimonialPlace | null {
  const pageCount = Math.max(1, Math.ceil(total / TESTIMONIALS_PER_PAGE));
  if (page < 1 || page > pageCount) return null;
  const offset = (page - 1) * TESTIMONIALS_PER_PAGE;
  return { offset, limit: TESTIMONIALS_PER_PAGE, pageCount, from: total ? offset + 1 : 0, to: Math.min(total, offset + TESTIMONIALS_PER_PAGE) };
}

/** The URL of a filter and page, as the filter and pagination links write it (page 1 has no `page`). */
export function testimonialsHref(type: TestimonialCategory | null, page = 1): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/testimonials?${query}` : "/testimonials";
}
