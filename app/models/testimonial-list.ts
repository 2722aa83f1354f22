import * as v from "valibot";
import { TestimonialCategory, type Testimonial } from "~/schemas";
import { publicDate } from "~/site/time";
import type { Locale } from "~/site/locale";

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

/** The filters' labels on a Dutch page, by type ("" is "All"). */
const DUTCH_LABELS: Record<TestimonialCategory | "", string> = {
  "": "Alle",
  "color-analysis": "Kleuranalyse",
  "personal-styling": "Persoonlijk stijladvies",
  "wardrobe-audit": "Garderobecheck",
  "complete-makeover": "Complete make-over",
};

/** A filter's label in `locale`: "Color Analysis", "Kleuranalyse"; null is "All". */
export function testimonialFilterLabel(type: TestimonialCategory | null, locale: Locale): string {
  if (locale === "nl") return DUTCH_LABELS[type ?? ""];
  return TESTIMONIAL_FILTERS.find((filter) => filter.type === type)?.label ?? TESTIMONIAL_FILTERS[0]!.label;
}

/** What a testimonial card shows, with its date and rating already written out. */
export type TestimonialView = {
  id: string;
  author: string;
  location: string | null;
  quote: string;
  /** The language its writer used: the quote carries it where the page is in the other. */
  language: Locale;
  category: TestimonialCategory;
  categoryLabel: string;
  rating: number;
  /** "5 out of 5", "5 van de 5" */
  ratingLabel: string;
  /** ISO timestamp, for the `<time>` element. */
  createdAt: string;
  /** "19 August 2026", the date in the studio's time zone. */
  dateLabel: string;
};

/** A testimonial as a card shows it on a page in `locale` (the quote stays in its writer's words). */
export function toTestimonialView(testimonial: Testimonial, locale: Locale = "en"): TestimonialView {
  return {
    id: testimonial.testimonialUUID,
    author: testimonial.author,
    location: testimonial.location ?? null,
    quote: testimonial.quote,
    language: testimonial.language,
    category: testimonial.category,
    categoryLabel: locale === "nl" ? DUTCH_LABELS[testimonial.category] : CATEGORY_LABELS[testimonial.category],
    rating: testimonial.rating,
    ratingLabel: locale === "nl" ? `${testimonial.rating} van de 5` : `${testimonial.rating} out of 5`,
    createdAt: testimonial.createdAt,
    dateLabel: publicDate(testimonial.createdAt, locale),
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
