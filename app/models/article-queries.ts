import { ARTICLE_CARD_FIELDS, type ArticleFields, type Article } from "~/schemas/article";
import type { QuerySpec } from "~/firestore/query";
import type { SubSeasonSlug } from "~/data/seasons";
import { COLLECTIONS } from "./collections";
import type { Locale } from "~/schemas/common";

/**
 * The journal's public queries, as specs (pure, so a unit test checks each against
 * firestore.indexes.json). Each reads what its page shows: cards are a projection without the
 * body, a list is one page, and every neighbour list is bounded, so a page costs the same with
 * 60 articles or 6,000 (docs/decisions/027-reads-that-stay-flat.md).
 *
 * Each language's journal lists its own articles (issue 43): every list is filtered on `language`,
 * an equality Firestore matches only where the field is stored. An article saved before there were
 * two languages has none until `npm run reindex:articles` writes it ("en"); the article's own page
 * finds it by its slug whatever its language.
 */
const ARTICLES = COLLECTIONS.articles.name;
const PUBLISHED = { field: "status", equals: "published" } as const;
const NEWEST_FIRST = [{ field: "publishedAt", direction: "DESCENDING" }] as const;
const IN = (language: Locale) => ({ field: "language", equals: language }) as const;

/** What a card reads: its fields and its language, which its address is in. */
export const CARD_SELECT = [...ARTICLE_CARD_FIELDS, "language"] as const satisfies ReadonlyArray<keyof typeof ArticleFields.entries>;

export type SeasonTag = Article["seasonTags"][number];
type Topic = Article["topic"];

/** How many of each neighbour list related reading picks its three from. */
const RELATED_POOL = { subSeason: 12, seasonTag: 24, topic: 6 } as const;
/** The most tips a sub-season page shows (its newest; a link leads to all of them in the journal). */
const SUB_SEASON_TIPS = 12;
/** The newest articles a feed reader is given, each in full. */
const FEED_ENTRIES = 20;

/** One page of published cards in a language (English unless told), newest first, on a topic, a season tag, both or neither. */
export function cardPageQuery({
  topic,
  seasonTag,
  offset,
  limit,
  language = "en",
}: {
  topic: Topic | null;
  seasonTag: SeasonTag | null;
  offset: number;
  limit: number;
  language?: Locale;
}): QuerySpec {
  return {
    collection: ARTICLES,
    where: [PUBLISHED, IN(language), ...(topic ? [{ field: "topic", equals: topic }] : []), ...(seasonTag ? [{ field: "seasonTags", arrayContains: seasonTag }] : [])],
    orderBy: NEWEST_FIRST,
    select: CARD_SELECT,
    offset,
    limit,
  };
}

/**
 * The published articles on a topic (or all) with a season tag (or any): counted, never read.
 * Ordered as the list is, so a document the list cannot show (no `publishedAt`) is not counted.
 */
export function publishedCountQuery({ topic, seasonTag, language = "en" }: { topic: Topic | null; seasonTag: SeasonTag | null; language?: Locale }): QuerySpec {
  const { where, orderBy } = cardPageQuery({ topic, seasonTag, offset: 0, limit: 1, language });
  return { collection: ARTICLES, where, orderBy };
}

/**
 * The published article a link names, by its slug or one it had (`slugs` holds both), in either
 * language (its page sends the other language's address to its own). Equality and
 * `array-contains` merge single-field indexes: no composite one.
 */
export function bySlugQuery(slug: string): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED, { field: "slugs", arrayContains: slug }], limit: 1 };
}

/** The pools related reading is chosen from, in the article's language: sharing a sub-season, sharing a season tag, on the topic. */
export function relatedQueries(article: Pick<Article, "subSeasons" | "seasonTags" | "topic"> & { language?: Locale }): QuerySpec[] {
  const language = article.language ?? "en";
  const pool = (where: QuerySpec["where"], limit: number): QuerySpec => ({
    collection: ARTICLES,
    where: [PUBLISHED, IN(language), ...(where ?? [])],
    orderBy: NEWEST_FIRST,
    select: CARD_SELECT,
    limit,
  });
  return [
    ...(article.subSeasons.length ? [pool([{ field: "subSeasons", arrayContainsAny: article.subSeasons }], RELATED_POOL.subSeason)] : []),
    ...(article.seasonTags.length ? [pool([{ field: "seasonTags", arrayContainsAny: article.seasonTags }], RELATED_POOL.seasonTag)] : []),
    pool([{ field: "topic", equals: article.topic }], RELATED_POOL.topic),
  ];
}

/** A sub-season's newest published styling tips in a language (English unless told). */
export function subSeasonTipsQuery(subSeason: SubSeasonSlug, language: Locale = "en"): QuerySpec {
  return {
    collection: ARTICLES,
    where: [PUBLISHED, IN(language), { field: "kind", equals: "tip" }, { field: "subSeasons", arrayContains: subSeason }],
    orderBy: NEWEST_FIRST,
    select: CARD_SELECT,
    limit: SUB_SEASON_TIPS,
  };
}

/** What the feed shows of an article: its HTML, never its Markdown. */
export const FEED_FIELDS = ["kind", "slug", "title", "excerpt", "bodyHtml", "topic", "author", "cover", "status", "publishedAt", "createdAt", "updatedAt"] as const satisfies ReadonlyArray<
  keyof typeof ArticleFields.entries
>;

/** The newest articles in a language (English unless told): the feed is one language's journal. */
export function feedQuery(language: Locale = "en"): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED, IN(language)], orderBy: NEWEST_FIRST, select: FEED_FIELDS, limit: FEED_ENTRIES };
}

/** What the sitemap lists of every published article, in both languages: its link (in its language) and dates. */
export const SITEMAP_FIELDS = ["slug", "language", "status", "publishedAt", "updatedAt"] as const satisfies ReadonlyArray<keyof typeof ArticleFields.entries>;

export function sitemapQuery(): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED], orderBy: NEWEST_FIRST, select: SITEMAP_FIELDS };
}
