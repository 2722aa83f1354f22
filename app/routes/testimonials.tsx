import type { Route } from "./+types/testimonials";
import { Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { TestimonialCard } from "~/components/TestimonialCard";
import callsToActionStyles from "~/styles/calls-to-action.css?url";
import testimonialCardStyles from "~/styles/testimonial-card.css?url";
import filterNavStyles from "~/styles/filter-nav.css?url";
import testimonialsStyles from "~/styles/testimonials.css?url";
import { notFound } from "~/platform/responses.server";
import { pageMeta } from "~/site/seo";
import { FilterNav } from "~/components/FilterNav";
import { Pagination } from "~/components/Pagination";
import { pageLinks } from "~/site/pagination";
import {
  readTestimonialQuery,
  testimonialPage,
  TESTIMONIAL_FILTERS,
  testimonialsHref,
  toTestimonialView,
} from "~/models/testimonial-list";
import { countActiveByCategory, getActiveTestimonials } from "~/models/testimonials.server";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const handle: PageCacheHandle = { pageCache: { query: ["page", "type"] } };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: testimonialCardStyles },
  { rel: "stylesheet", href: filterNavStyles },
  { rel: "stylesheet", href: testimonialsStyles },
  { rel: "stylesheet", href: callsToActionStyles },
];

/**
 * `?type=` filters by category; an unknown type shows All with a note (never an error).
 * `?page=` pages through 9 at a time. A page that is not a positive whole number, or lies past
 * the last page of the chosen filter, is the 404 'Page Not Found': clamping would serve the same
 * testimonials under many URLs, and a 404 tells a stale bookmark honestly that the page is gone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readTestimonialQuery(pageUrl(request).searchParams);
  if (query.page === null) throw notFound("Page Not Found");

  const app = context.get(appContext);
  const counts = await countActiveByCategory(app);
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const total = query.type ? counts[query.type] : all;
  const place = testimonialPage(total, query.page);
  if (!place) throw notFound("Page Not Found");
  const testimonials = await getActiveTestimonials(app, { category: query.type, offset: place.offset, limit: place.limit });
  const current = { ...place, page: query.page, total, to: place.from ? place.from + testimonials.length - 1 : 0 };

  const filter = TESTIMONIAL_FILTERS.find((candidate) => candidate.type === query.type) ?? TESTIMONIAL_FILTERS[0]!;
  return {
    filterLabel: filter.label,
    isAll: query.type === null,
    unknownType: query.unknownType,
    testimonials: testimonials.map(toTestimonialView),
    filters: TESTIMONIAL_FILTERS.map((candidate) => ({
      label: candidate.label,
      href: testimonialsHref(candidate.type),
      current: candidate.type === query.type,
      count: candidate.type ? counts[candidate.type] : all,
    })),
    pagination: pageLinks(current, (page) => testimonialsHref(query.type, page)),
    page: current.page,
    pageCount: current.pageCount,
    total: current.total,
    from: current.from,
    to: current.to,
    canonicalPath: testimonialsHref(query.type, current.page),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return matches[0].meta;
  const subject = data.isAll ? "Testimonials" : `${data.filterLabel} testimonials`;
  const title = data.page > 1 ? `${subject}, page ${data.page} of ${data.pageCount}` : subject;
  return pageMeta(matches, {
    title,
    description: data.isAll
      ? `What clients say about colour analysis, personal styling, wardrobe audits and makeovers at our Utrecht studio and online: ${data.total} reviews, newest first.`
      : `What clients say about our ${data.filterLabel.toLowerCase()} sessions: ${data.total} reviews from our Utrecht studio and online, newest first.`,
    path: data.canonicalPath,
  });
};

export default function Testimonials({ loaderData: data }: Route.ComponentProps) {
  const listHeading = data.isAll ? "All testimonials" : `${data.filterLabel} testimonials`;
  return (
    <>
      <PageHeader
        eyebrow="Client stories"
        title="Testimonials"
        lead="Every review here was written by a client after a session with us and is published with their permission. We show the critical ones too."
      />
      <div className="container testimonials-page">
        <FilterNav label="Filter testimonials by service" items={data.filters} keepScroll />

        {data.unknownType ? (
          <p className="notice" role="status">
            We don&apos;t have a testimonial category by that name, so we are showing all testimonials instead.
          </p>
        ) : null}

        <section aria-labelledby="results-title" className="testimonials-results">
          <h2 id="results-title">{listHeading}</h2>
          <p className="results-summary">
            {data.total === 0
              ? "There are no testimonials in this category yet."
              : `Showing ${data.from}–${data.to} of ${data.total}, newest first${data.pageCount > 1 ? ` (page ${data.page} of ${data.pageCount})` : ""}.`}
          </p>
          {data.total === 0 ? (
            <p>
              Clients often write to us a few weeks after a session. In the meantime, read{" "}
              <Link to="/testimonials">all testimonials</Link>.
            </p>
          ) : (
            <ul className="testimonial-grid">
              {data.testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <Pagination label="Testimonial pages" {...data.pagination} previousText="Previous page" nextText="Next page" />

        <aside className="cta-panel" aria-labelledby="testimonials-cta-title">
          <h2 id="testimonials-cta-title">See your own colours side by side</h2>
          <p>Book an analysis in our Utrecht daylight studio, or online from wherever you are in Europe.</p>
          <Link to="/service-booking" className="button button--primary">
            Book a session
          </Link>
        </aside>
      </div>
    </>
  );
}

