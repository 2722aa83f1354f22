import { ARTICLE_CARD_FIELDS, type ArticleFields, type Article } from "~/schemas/article";
import type { QuerySpec } from "~/firestore/query";
import type { SubSeasonSlug } from "~/data/seasons";
import { COLLECTIONS } from "./collections";

/**
 * The journal's public queries, as specs (pure, so a unit test checks each against
 * firestore.indexes.json). Each reads what its page shows: cards are a projection without the
 * body, a list is one page, and every neighbour list is bounded, so a page costs the same with
 * 60 articles or 6,000 (docs/decisions/027-reads-that-stay-flat.md).
 */
const ARTICLES = COLLECTIONS.articles.name;
const PUBLISHED = { field: "status", equals: "published" } as const;
const NEWEST_FIRST = [{ field: "publishedAt", direction: "DESCENDING" }] as const;

export type SeasonTag = Article["seasonTags"][number];
type Topic = Article["topic"];

/** How many of each neighbour list related reading picks its three from. */
const RELATED_POOL = { subSeason: 12, seasonTag: 24, topic: 6 } as const;
/** The most tips a sub-season page shows (its newest; a link leads to all of them in the journal). */
const SUB_SEASON_TIPS = 12;
/** The newest articles a feed reader is given, each in full. */
const FEED_ENTRIES = 20;

/** One page of published cards, newest first, on a topic, a season tag, both or neither. */
export function cardPageQuery({ topic, seasonTag, offset, limit }: { topic: Topic | null; seasonTag: SeasonTag | null; offset: number; limit: number }): QuerySpec {
  return {
    collection: ARTICLES,
    where: [PUBLISHED, ...(topic ? [{ field: "topic", equals: topic }] : []), ...(seasonTag ? [{ field: "seasonTags", arrayContains: seasonTag }] : [])],
    orderBy: NEWEST_FIRST,
    select: ARTICLE_CARD_FIELDS,
    offset,
    limit,
  };
}

/**
 * The published articles on a topic (or all) with a season tag (or any): counted, never read.
 * Ordered as the list is, so a document the list cannot show (no `publishedAt`) is not counted.
 */
export function publishedCountQuery({ topic, seasonTag }: { topic: Topic | null; seasonTag: SeasonTag | null }): QuerySpec {
  const { where, orderBy } = cardPageQuery({ topic, seasonTag, offset: 0, limit: 1 });
  return { collection: ARTICLES, where, orderBy };
}

/**
 * The published article a link names, by its slug or one it had (`slugs` holds both). Equality and
 * `array-contains` merge single-field indexes: no composite one.
 */
export function bySlugQuery(slug: string): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED, { field: "slugs", arrayContains: slug }], limit: 1 };
}

/** The pools related reading is chosen from: sharing a sub-season, sharing a season tag, on the topic. */
export function relatedQueries(article: Pick<Article, "subSeasons" | "seasonTags" | "topic">): QuerySpec[] {
  const pool = (where: QuerySpec["where"], limit: number): QuerySpec => ({ collection: ARTICLES, where: [PUBLISHED, ...(where ?? [])], orderBy: NEWEST_FIRST, select: ARTICLE_CARD_FIELDS, limit });
  return [
    ...(article.subSeasons.length ? [pool([{ field: "subSeasons", arrayContainsAny: article.subSeasons }], RELATED_POOL.subSeason)] : []),
    ...(article.seasonTags.length ? [pool([{ field: "seasonTags", arrayContainsAny: article.seasonTags }], RELATED_POOL.seasonTag)] : []),
    pool([{ field: "topic", equals: article.topic }], RELATED_POOL.topic),
  ];
}

/** A sub-season's newest published styling tips. */
export function subSeasonTipsQuery(subSeason: SubSeasonSlug): QuerySpec {
  return {
    collection: ARTICLES,
    where: [PUBLISHED, { field: "kind", equals: "tip" }, { field: "subSeasons", arrayContains: subSeason }],
    orderBy: NEWEST_FIRST,
    select: ARTICLE_CARD_FIELDS,
    limit: SUB_SEASON_TIPS,
  };
}

/** What the feed shows of an article: its HTML, never its Markdown. */
export const FEED_FIELDS = ["kind", "slug", "title", "excerpt", "bodyHtml", "topic", "author", "cover", "status", "publishedAt", "createdAt", "updatedAt"] as const satisfies ReadonlyArray<
  keyof typeof ArticleFields.entries
>;

export function feedQuery(): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED], orderBy: NEWEST_FIRST, select: FEED_FIELDS, limit: FEED_ENTRIES };
}

/** What the sitemap lists of every published article: its link and dates. */
export const SITEMAP_FIELDS = ["slug", "status", "publishedAt", "updatedAt"] as const satisfies ReadonlyArray<keyof typeof ArticleFields.entries>;

export function sitemapQuery(): QuerySpec {
  return { collection: ARTICLES, where: [PUBLISHED], orderBy: NEWEST_FIRST, select: SITEMAP_FIELDS };
}
