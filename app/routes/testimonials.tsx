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
  testimonialFilterLabel,
  testimonialPage,
  TESTIMONIAL_FILTERS,
  testimonialsHref,
  toTestimonialView,
} from "~/models/testimonial-list";
import { countActiveByCategory, getActiveTestimonials } from "~/models/testimonials.server";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { requestLocale } from "~/site/locale";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    subject: (filter: string | null) => (filter ? `${filter} testimonials` : "Testimonials"),
    page: (subject: string, page: number, pageCount: number) => `${subject}, page ${page} of ${pageCount}`,
    description: (filter: string | null, total: number) =>
      filter
        ? `What clients say about our ${filter.toLowerCase()} sessions: ${total} reviews from our Utrecht studio and online, newest first.`
        : `What clients say about colour analysis, personal styling, wardrobe audits and makeovers at our Utrecht studio and online: ${total} reviews, newest first.`,
    all: "All testimonials",
    eyebrow: "Client stories",
    title: "Testimonials",
    lead: "Every review here was written by a client after a session with us and is published with their permission. We show the critical ones too.",
    filterLabel: "Filter testimonials by service",
    unknownType: "We don't have a testimonial category by that name, so we are showing all testimonials instead.",
    none: "There are no testimonials in this category yet.",
    showing: (from: number, to: number, total: number, page: number, pageCount: number) =>
      `Showing ${from}–${to} of ${total}, newest first${pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}.`,
    meanwhile: ["Clients often write to us a few weeks after a session. In the meantime, read ", "all testimonials", "."],
    pages: "Testimonial pages",
    previous: "Previous page",
    next: "Next page",
    ctaTitle: "See your own colours side by side",
    ctaText: "Book an analysis in our Utrecht daylight studio, or online from wherever you are in Europe.",
    book: "Book a session",
  },
  nl: {
    subject: (filter: string | null) => (filter ? `Ervaringen met ${filter.toLowerCase()}` : "Ervaringen"),
    page: (subject: string, page: number, pageCount: number) => `${subject}, pagina ${page} van ${pageCount}`,
    description: (filter: string | null, total: number) =>
      filter
        ? `Wat klanten zeggen over ${filter.toLowerCase()} bij onze studio in Utrecht en online: ${total} beoordelingen, de nieuwste eerst.`
        : `Wat klanten zeggen over kleuranalyse, persoonlijk stijladvies, garderobechecks en make-overs in onze studio in Utrecht en online: ${total} beoordelingen, de nieuwste eerst.`,
    all: "Alle ervaringen",
    eyebrow: "Ervaringen van klanten",
    title: "Ervaringen",
    lead: "Elke beoordeling op deze pagina is geschreven door een klant na een sessie bij ons, en staat hier met hun toestemming. Ook de kritische laten we zien.",
    filterLabel: "Ervaringen filteren op dienst",
    unknownType: "We hebben geen categorie met die naam, dus je ziet hier alle ervaringen.",
    none: "Er zijn in deze categorie nog geen ervaringen.",
    showing: (from: number, to: number, total: number, page: number, pageCount: number) =>
      `Je ziet ${from}–${to} van ${total}, de nieuwste eerst${pageCount > 1 ? ` (pagina ${page} van ${pageCount})` : ""}.`,
    meanwhile: ["Klanten schrijven ons vaak een paar weken na hun sessie. Lees in de tussentijd ", "alle ervaringen", "."],
    pages: "Pagina's met ervaringen",
    previous: "Vorige pagina",
    next: "Volgende pagina",
    ctaTitle: "Zie je eigen kleuren naast elkaar",
    ctaText: "Boek een kleuranalyse in onze daglichtstudio in Utrecht, of online, waar je ook bent in Europa.",
    book: "Maak een afspraak",
  },
});

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
  const locale = requestLocale(request);
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

  return {
    filterLabel: testimonialFilterLabel(query.type, locale),
    isAll: query.type === null,
    unknownType: query.unknownType,
    testimonials: testimonials.map((testimonial) => toTestimonialView(testimonial, locale)),
    filters: TESTIMONIAL_FILTERS.map((candidate) => ({
      label: testimonialFilterLabel(candidate.type, locale),
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
  const words = WORDS[pageLocale(matches)];
  const filter = data.isAll ? null : data.filterLabel;
  const subject = words.subject(filter);
  const title = data.page > 1 ? words.page(subject, data.page, data.pageCount) : subject;
  return pageMeta(matches, {
    title,
    description: words.description(filter, data.total),
    path: data.canonicalPath,
  });
};

export default function Testimonials({ loaderData: data }: Route.ComponentProps) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const listHeading = data.isAll ? words.all : words.subject(data.filterLabel);
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
      <div className="container testimonials-page">
        <FilterNav label={words.filterLabel} items={data.filters} keepScroll />

        {data.unknownType ? (
          <p className="notice" role="status">
            {words.unknownType}
          </p>
        ) : null}

        <section aria-labelledby="results-title" className="testimonials-results">
          <h2 id="results-title">{listHeading}</h2>
          <p className="results-summary">
            {data.total === 0 ? words.none : words.showing(data.from, data.to, data.total, data.page, data.pageCount)}
          </p>
          {data.total === 0 ? (
            <p>
              {words.meanwhile[0]}
              <Link to={localPath("/testimonials")}>{words.meanwhile[1]}</Link>
              {words.meanwhile[2]}
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

        <Pagination label={words.pages} {...data.pagination} previousText={words.previous} nextText={words.next} />

        <aside className="cta-panel" aria-labelledby="testimonials-cta-title">
          <h2 id="testimonials-cta-title">{words.ctaTitle}</h2>
          <p>{words.ctaText}</p>
          <Link to={localPath("/service-booking")} className="button button--primary">
            {words.book}
          </Link>
        </aside>
      </div>
    </>
  );
}

