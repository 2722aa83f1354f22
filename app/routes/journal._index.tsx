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
import { JOURNAL_WORDS } from "~/components/journal/journal-words";
import { requestLocale } from "~/site/locale";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocale, useLocalPath, useWords, wordsFor } from "~/site/words";

const WORDS = defineWords({
  en: {
    notFound: "Page Not Found",
    title: (subject: string | null) => (subject ? `Journal: ${subject}` : "Journal: colour analysis and styling"),
    page: (page: number, pageCount: number) => `, page ${page} of ${pageCount}`,
    description: (subject: string | null, total: number) =>
      subject
        ? `Articles and styling tips on ${subject} from our Utrecht colour studio: ${total} to read, newest first.`
        : "Articles and styling tips from our Utrecht colour studio: what suits each of the sixteen seasons, how to shop, wear and combine your colours, newest first.",
    allTopics: "All topics",
    allSeasons: "All seasons",
    eyebrow: "The journal",
    heading: "Colour, worn well",
    lead: "Guides from our studio by the canal: what suits each season, how to shop with a palette, and small styling tips you can try tomorrow morning.",
    byTopic: "Filter by topic",
    bySeason: "Filter by season",
    bySubSeason: "Filter by sub-season",
    results: (subject: string | null) => (subject ? `Reading on ${subject}` : "Latest reading"),
    nothing: "Nothing here yet.",
    count: (total: number, page: number, pageCount: number) =>
      `${total} ${total === 1 ? "article" : "articles"}, newest first${pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}.`,
    notYet: ["We have not written on that yet. Read ", "the whole journal", ", or ", "tell us what you would like to read", "."],
    pages: "Journal pages",
    newer: "Newer",
    older: "Older",
  },
  nl: {
    notFound: "Pagina niet gevonden",
    title: (subject: string | null) => (subject ? `Journal: ${subject}` : "Journal: kleuranalyse en styling"),
    page: (page: number, pageCount: number) => `, pagina ${page} van ${pageCount}`,
    description: (subject: string | null, total: number) =>
      subject
        ? `Artikelen en stylingtips over ${subject} uit onze kleurstudio in Utrecht: ${total} om te lezen, de nieuwste eerst.`
        : "Artikelen en stylingtips uit onze kleurstudio in Utrecht: wat elk van de zestien seizoenen goed staat, en hoe je je kleuren kiest, draagt en combineert. De nieuwste eerst.",
    allTopics: "Alle onderwerpen",
    allSeasons: "Alle seizoenen",
    eyebrow: "Het journal",
    heading: "Kleur, goed gedragen",
    lead: "Verhalen en gidsen uit onze studio aan de gracht: wat elk seizoen goed staat, hoe je winkelt met je kleurenpalet, en kleine stylingtips die je morgenochtend al kunt proberen.",
    byTopic: "Filter op onderwerp",
    bySeason: "Filter op seizoen",
    bySubSeason: "Filter op subseizoen",
    results: (subject: string | null) => (subject ? `Artikelen over ${subject}` : "Nieuwste artikelen"),
    nothing: "Hier staat nog niets.",
    count: (total: number, page: number, pageCount: number) =>
      `${total} ${total === 1 ? "artikel" : "artikelen"}, de nieuwste eerst${pageCount > 1 ? ` (pagina ${page} van ${pageCount})` : ""}.`,
    notYet: ["Hierover hebben we nog niets geschreven. Lees ", "het hele journal", ", of ", "laat ons weten waarover je graag wilt lezen", "."],
    pages: "Pagina's van het journal",
    newer: "Nieuwer",
    older: "Ouder",
  },
});

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
  const locale = requestLocale(request);
  const words = wordsFor(WORDS, locale);
  const journal = wordsFor(JOURNAL_WORDS, locale);
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
    // "Makeup, Soft Autumn": the filters chosen, in the page's language.
    subject: [query.topic ? journal.topic(query.topic) : null, query.season ? journal.season(query.season.slug, query.season.name) : null].filter(Boolean).join(", ") || null,
    articles: cards.map(articleCardOf),
    total,
    page: current.page,
    pageCount: current.pageCount,
    // A topic with nothing to read in the chosen season is left out, unless it is the one chosen.
    topics: [null, ...ARTICLE_TOPICS]
      .map((topic: Topic | null) => ({
        label: topic ? journal.topic(topic) : words.allTopics,
        href: journalHref({ topic, season: seasonSlug }),
        current: topic === query.topic,
        count: topic ? counts[topic] : inSeasonTotal,
      }))
      .filter((link, index) => index === 0 || link.count > 0 || link.current),
    seasons: [
      { label: words.allSeasons, href: journalHref({ topic: query.topic, season: null }), current: seasonSlug === null },
      ...seasonFilters().map((season) => ({
        label: journal.season(season.slug, season.name),
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

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const locale = pageLocale(matches);
  const words = WORDS[locale];
  if (!data) return [{ title: words.notFound }];
  const { subject } = data;
  const title = `${words.title(subject)}${data.page > 1 ? words.page(data.page, data.pageCount) : ""}`;
  return [
    ...pageMeta(matches, {
      title,
      description: words.description(subject, data.total),
      path: data.canonicalPath,
    }),
    // The feed is the English journal's (it has no Dutch address).
    ...(locale === "en" ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: "The journal (Atom feed)", href: JOURNAL_FEED_PATH }] : []),
  ];
};

export default function Journal({ loaderData: data }: Route.ComponentProps) {
  const { subject } = data;
  const words = useWords(WORDS);
  const locale = useLocale();
  const localPath = useLocalPath();
  const [before, whole, or, tellUs, after] = words.notYet;
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead} />
      <div className="container journal-page">
        <div className="journal-filters">
          <FilterNav label={words.byTopic} items={data.topics} keepScroll />
          <FilterNav label={words.bySeason} items={data.seasons} keepScroll />
          {data.subSeasons.length > 0 ? <FilterNav label={words.bySubSeason} items={data.subSeasons} keepScroll /> : null}
        </div>

        <section aria-labelledby="results-title" className="testimonials-results">
          <h2 id="results-title">{words.results(subject)}</h2>
          <p className="results-summary">{data.total === 0 ? words.nothing : words.count(data.total, data.page, data.pageCount)}</p>
          {data.total === 0 ? (
            <p>
              {before}
              <Link to={localPath("/journal")}>{whole}</Link>
              {or}
              <Link to={localPath("/contact")}>{tellUs}</Link>
              {after}
            </p>
          ) : (
            <ArticleCardList articles={data.articles} />
          )}
        </section>

        <Pagination label={words.pages} {...data.pagination} previousText={words.newer} nextText={words.older} />

        {/* The feed is the English journal's (it has no Dutch address). */}
        {locale === "en" ? (
          <p className="journal-feed-link">
            <a href={JOURNAL_FEED_PATH}>Follow the journal in a feed reader (Atom)</a>
          </p>
        ) : null}
      </div>
    </>
  );
}
