import type { Route } from "./+types/journal._index";
import { Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { ArticleCardList } from "~/components/journal/ArticleCard";
import { ARTICLE_TOPICS } from "~/schemas/article";
import { articleCardOf, countPublishedByTopic, getPublishedCards } from "~/models/articles.server";
import { ARTICLES_PER_PAGE, journalHref, pageSlice, readJournalQuery, seasonFilters, type Topic } from "~/models/journal-list";
import { FilterNav } from "~/components/FilterNav";
import { Pagination } from "~/components/Pagination";
import { pageLinks } from "~/site/pagination";
import { notFound } from "~/platform/responses.server";
import { JOURNAL_FEED_PATH } from "~/site/paths";
import { pageMeta } from "~/site/seo";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import journalStyles from "~/styles/journal.css?url";
import filterNavStyles from "~/styles/filter-nav.css?url";
import testimonialsStyles from "~/styles/testimonials.css?url";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

/** Kept once per topic, season and page: every other parameter is ignored. */
export const handle: PageCacheHandle = { pageCache: { query: ["topic", "season", "page"] } };

/** The cards, the filter and page links, and the results count (testimonials.css, as the testimonials page has it). */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: journalStyles },
  { rel: "stylesheet", href: filterNavStyles },
  { rel: "stylesheet", href: testimonialsStyles },
];

/**
 * `/journal`: published articles and tips, newest first, twelve a page. `?topic=` and `?season=`
 * (a season or a sub-season) filter through links. An unknown filter, or a page past the last,
 * is the 404 'Page Not Found': it names nothing that exists, and a 404 says so honestly.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readJournalQuery(pageUrl(request).searchParams);
  if (query.page === null || query.unknown) throw notFound("Page Not Found");
  const app = context.get(appContext);
  const seasonSlug = query.season?.slug ?? null;
  const cardsAt = (offset: number, limit: number) => getPublishedCards(app, { topic: query.topic, seasonTag: seasonSlug, offset, limit });
  // Page 1 always exists, so its cards are read alongside the counts; a later page only once the
  // counts say it exists (an offset past the end would still cost Firestore the articles it skips).
  const [counts, firstPage] = await Promise.all([countPublishedByTopic(app, seasonSlug), query.page === 1 ? cardsAt(0, ARTICLES_PER_PAGE) : null]);
  const inSeasonTotal = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const total = query.topic ? counts[query.topic] : inSeasonTotal;
  const slice = pageSlice(total, query.page);
  if (!slice) throw notFound("Page Not Found");
  const cards = firstPage ?? (await cardsAt(slice.offset, slice.limit));
  const current = { page: query.page, pageCount: slice.pageCount };

  // The sub-seasons shown are the chosen season's, or the chosen sub-season's siblings.
  const openSeason = seasonFilters().find((season) => season.slug === seasonSlug || season.subSeasons.some((sub) => sub.slug === seasonSlug));
  return {
    topic: query.topic,
    season: query.season,
    articles: cards.map(articleCardOf),
    total,
    page: current.page,
    pageCount: current.pageCount,
    // A topic with nothing to read in the chosen season is left out, unless it is the one chosen.
    topics: [null, ...ARTICLE_TOPICS]
      .map((topic: Topic | null) => ({
        label: topic ?? "All topics",
        href: journalHref({ topic, season: seasonSlug }),
        current: topic === query.topic,
        count: topic ? counts[topic] : inSeasonTotal,
      }))
      .filter((link, index) => index === 0 || link.count > 0 || link.current),
    seasons: [
      { label: "All seasons", href: journalHref({ topic: query.topic, season: null }), current: seasonSlug === null },
      ...seasonFilters().map((season) => ({
        label: season.name,
        href: journalHref({ topic: query.topic, season: season.slug }),
        current: season.slug === seasonSlug,
      })),
    ],
    subSeasons: openSeason
      ? openSeason.subSeasons.map((sub) => ({ label: sub.name, href: journalHref({ topic: query.topic, season: sub.slug }), current: sub.slug === seasonSlug }))
      : [],
    pagination: pageLinks(current, (page) => journalHref({ topic: query.topic, season: seasonSlug, page })),
    canonicalPath: journalHref({ topic: query.topic, season: seasonSlug, page: current.page }),
  };
}

function subjectOf(data: { topic: Topic | null; season: { name: string } | null }): string | null {
  return [data.topic, data.season?.name].filter(Boolean).join(", ") || null;
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }];
  const subject = subjectOf(data);
  const title = `${subject ? `Journal: ${subject}` : "Journal: colour analysis and styling"}${data.page > 1 ? `, page ${data.page} of ${data.pageCount}` : ""}`;
  return [
    ...pageMeta(matches, {
      title,
      description: subject
        ? `Articles and styling tips on ${subject} from our Utrecht colour studio: ${data.total} to read, newest first.`
        : "Articles and styling tips from our Utrecht colour studio: what suits each of the sixteen seasons, how to shop, wear and combine your colours, newest first.",
      path: data.canonicalPath,
    }),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "The journal (Atom feed)", href: JOURNAL_FEED_PATH },
  ];
};

export default function Journal({ loaderData: data }: Route.ComponentProps) {
  const subject = subjectOf(data);
  return (
    <>
      <PageHeader
        eyebrow="The journal"
        title="Colour, worn well"
        lead="Guides from our studio by the canal: what suits each season, how to shop with a palette, and small styling tips you can try tomorrow morning."
      />
      <div className="container journal-page">
        <div className="journal-filters">
          <FilterNav label="Filter by topic" items={data.topics} keepScroll />
          <FilterNav label="Filter by season" items={data.seasons} keepScroll />
          {data.subSeasons.length > 0 ? <FilterNav label="Filter by sub-season" items={data.subSeasons} keepScroll /> : null}
        </div>

        <section aria-labelledby="results-title" className="testimonials-results">
          <h2 id="results-title">{subject ? `Reading on ${subject}` : "Latest reading"}</h2>
          <p className="results-summary">
            {data.total === 0
              ? "Nothing here yet."
              : `${data.total} ${data.total === 1 ? "article" : "articles"}, newest first${data.pageCount > 1 ? ` (page ${data.page} of ${data.pageCount})` : ""}.`}
          </p>
          {data.total === 0 ? (
            <p>
              We have not written on that yet. Read <Link to="/journal">the whole journal</Link>, or{" "}
              <Link to="/contact">tell us what you would like to read</Link>.
            </p>
          ) : (
            <ArticleCardList articles={data.articles} />
          )}
        </section>

        <Pagination label="Journal pages" {...data.pagination} previousText="Newer" nextText="Older" />

        <p className="journal-feed-link">
          <a href={JOURNAL_FEED_PATH}>Follow the journal in a feed reader (Atom)</a>
        </p>
      </div>
    </>
  );
}
