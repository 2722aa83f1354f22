import { Article, ARTICLE_TOPICS, ArticleFields } from "~/schemas/article";
import { DIFFICULTIES, type SubSeasonSlug } from "~/data/seasons";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import { countCollection, queryCollection } from "~/firestore/documents.server";
import { readingMinutes, wordsInHtml } from "~/site/markdown";
import { toArticleCard, toArticleView, type ArticleCardView, type ArticleView } from "./article-view";
import {
  bySlugQuery,
  CARD_SELECT,
  cardPageQuery,
  FEED_FIELDS,
  feedQuery,
  publishedCountQuery,
  relatedQueries,
  SITEMAP_FIELDS,
  sitemapQuery,
  subSeasonTipsQuery,
  type SeasonTag,
} from "./article-queries";
import * as v from "valibot";
import { COLLECTIONS } from "./collections";

/**
 * The journal (`Articles/{id}`): articles and styling tips. The public site sees only published
 * ones, and each page reads what it shows (app/models/article-queries.ts): a page of cards, one
 * article by its link, bounded neighbours, counts without documents. The queries need the
 * composite indexes of firestore.indexes.json. Each language's journal lists its own language's
 * articles (`app.locale`, the page's); an article's page finds it in either and sends a link in the
 * other language's journal to its own address.
 */
export const ARTICLES = COLLECTIONS.articles.name;
const PUBLISHED = "published";

/** A card as the journal reads it: its fields and its language (an article stored without one is English). */
const ArticleCard = v.pick(ArticleFields, CARD_SELECT);
type ArticleCard = v.InferOutput<typeof ArticleCard>;

export type StoredArticle = Article & { id: string };
export type StoredCard = ArticleCard & { id: string };
type Topic = Article["topic"];

const published = <T extends { status: string; publishedAt?: string }>(value: T) => value.status === PUBLISHED && value.publishedAt !== undefined;

/** One page of published cards in the page's language, newest first, filtered by a topic and a season tag. */
export async function getPublishedCards(
  app: AppContext,
  filters: { topic: Topic | null; seasonTag: SeasonTag | null; offset: number; limit: number },
): Promise<StoredCard[]> {
  const docs = await queryCollection(app, { ...cardPageQuery({ ...filters, language: app.locale }), schema: ArticleCard });
  // The query asks for published ones only; the filter keeps it so whatever the cache holds.
  return docs.filter(({ value }) => published(value)).map(({ id, value }) => ({ ...value, id }));
}

/** How many published articles in the page's language each topic has under a season tag (or in all), counted by Firestore: no article is read. */
export async function countPublishedByTopic(app: AppContext, seasonTag: SeasonTag | null): Promise<Record<Topic, number>> {
  // Every article has one topic, so the topics' counts add up to the whole: no count of it is needed.
  const counts = await Promise.all(
    ARTICLE_TOPICS.map((topic) => countCollection(app, publishedCountQuery({ topic, seasonTag, language: app.locale }), COUNT_UP_TO)),
  );
  return Object.fromEntries(ARTICLE_TOPICS.map((topic, index) => [topic, counts[index]!])) as Record<Topic, number>;
}

/** Counting stops here: far past what a studio writes in a lifetime, so every count shown is exact. */
const COUNT_UP_TO = 100_000;

export type SlugLookup = { article: StoredArticle } | { movedTo: string; language: Article["language"] } | null;

/**
 * A published article by its slug; `movedTo` when the slug is one it had before (the page
 * answers 301 to the new one); null for any other slug, a draft's and a scheduled article's
 * included. One query of at most one document, whose empty answer is not kept in the edge
 * cache: a made-up slug costs one small read and leaves nothing behind.
 */
export async function findPublishedArticle(app: AppContext, slug: string): Promise<SlugLookup> {
  const [found] = await queryCollection(app, { ...bySlugQuery(slug), schema: Article, keepEmpty: false });
  if (!found || !published(found.value)) return null;
  const article = { ...found.value, id: found.id };
  if (article.slug === slug) return { article };
  return article.previousSlugs.includes(slug) ? { movedTo: article.slug, language: article.language } : null;
}

const RELATED_COUNT = 3;

/**
 * Up to three articles in its language that share the most with this one: a sub-season counts
 * most, then a season, then the topic; among equals, the newest. Chosen from three bounded pools
 * (the newest sharing a sub-season, a season tag, the topic), never the whole journal.
 */
export async function relatedArticleCards(app: AppContext, article: StoredArticle, count = RELATED_COUNT): Promise<StoredCard[]> {
  const pools = await Promise.all(relatedQueries(article).map((query) => queryCollection(app, { ...query, schema: ArticleCard })));
  const candidates = pools.flat().map(({ id, value }) => ({ ...value, id }));
  return pickRelated(candidates, article, count);
}

/** The `count` candidates that share the most with `article`, best first (pure: what related reading ranks). */
export function pickRelated<T extends Pick<StoredCard, "id" | "status" | "publishedAt" | "seasons" | "subSeasons" | "topic">>(
  candidates: readonly T[],
  article: Pick<Article, "seasons" | "subSeasons" | "topic"> & { id: string },
  count = RELATED_COUNT,
): T[] {
  const unique = new Map<string, T>();
  for (const candidate of candidates) if (candidate.id !== article.id && published(candidate)) unique.set(candidate.id, candidate);
  const score = (other: T) =>
    other.subSeasons.filter((slug) => article.subSeasons.includes(slug)).length * 3 +
    other.seasons.filter((slug) => article.seasons.includes(slug)).length * 2 +
    (other.topic === article.topic ? 1 : 0);
  return [...unique.values()]
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score: points }) => points > 0)
    .sort((a, b) => b.score - a.score || b.other.publishedAt!.localeCompare(a.other.publishedAt!))
    .slice(0, count)
    .map(({ other }) => other);
}

/** A sub-season's published styling tips in the page's language (its newest 12), easiest first. */
export async function getSubSeasonTips(app: AppContext, subSeason: SubSeasonSlug): Promise<StoredCard[]> {
  const docs = await queryCollection(app, { ...subSeasonTipsQuery(subSeason, app.locale), schema: ArticleCard });
  const rank = (article: StoredCard) => DIFFICULTIES.indexOf(article.difficulty ?? "Advanced");
  return docs
    .filter(({ value }) => published(value) && value.kind === "tip" && value.subSeasons.includes(subSeason))
    .map(({ id, value }) => ({ ...value, id }))
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, app.locale));
}

const FeedArticle = v.pick(ArticleFields, FEED_FIELDS);
export type FeedArticle = v.InferOutput<typeof FeedArticle> & { id: string };

/** The newest published articles in the page's language in full (their HTML, not their Markdown), for the feed (English: it has no Dutch address). */
export async function getFeedArticles(app: AppContext): Promise<FeedArticle[]> {
  const docs = await queryCollection(app, { ...feedQuery(app.locale), schema: FeedArticle });
  return docs.filter(({ value }) => published(value)).map(({ id, value }) => ({ ...value, id }));
}

const SitemapArticle = v.pick(ArticleFields, SITEMAP_FIELDS);
export type SitemapArticle = v.InferOutput<typeof SitemapArticle>;

/** Every published article's link, language and dates, in both languages, newest first: what the sitemap lists. */
export async function getSitemapArticles(app: AppContext): Promise<SitemapArticle[]> {
  const docs = await queryCollection(app, { ...sitemapQuery(), schema: SitemapArticle });
  return docs.filter(({ value }) => published(value)).map(({ value }) => value);
}

export function articleCardOf(article: StoredCard): ArticleCardView {
  return toArticleCard({ id: article.id, article, readingMinutes: article.readingMinutes ?? null });
}

export function articleViewOf(article: StoredArticle): ArticleView {
  return toArticleView({ id: article.id, article, readingMinutes: readingMinutes(wordsInHtml(article.bodyHtml)) });
}

/** A scheduled article as Firestore holds it now, with the version a publish must match. */
export type DueArticle = { id: string; path: string; updateTime: string; article: Article };

/**
 * The scheduled articles whose time has come at `at`, read from Firestore itself (never the edge
 * cache: the schedule must see what an editor saved a moment ago). One equality filter, so no
 * composite index; the time is compared here.
 */
export async function getDueArticles(app: AppContext, at: Date): Promise<DueArticle[]> {
  const docs = await app.firestore.runQuery({ collection: ARTICLES, where: [{ field: "status", equals: "scheduled" }] });
  return docs.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const parsed = v.safeParse(Article, data);
    if (!parsed.success) {
      app.log("invalid document skipped", { path: `${ARTICLES}/${id}`, issues: parsed.issues.slice(0, 5).map((issue) => issue.message) });
      return [];
    }
    const article = parsed.output;
    if (article.status !== "scheduled" || !article.publishAt || Date.parse(article.publishAt) > at.getTime()) return [];
    return [{ id, path: `${ARTICLES}/${id}`, updateTime: doc.updateTime ?? "", article }];
  });
}
