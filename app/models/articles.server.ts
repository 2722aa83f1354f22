import { Article } from "~/schemas/article";
import { DIFFICULTIES, type SubSeasonSlug } from "~/data/seasons";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import { queryCollection } from "~/firestore/documents.server";
import { readingMinutes, wordsInHtml } from "~/site/markdown";
import { toArticleCard, toArticleView, type ArticleCardView, type ArticleView } from "./article-view";
import * as v from "valibot";
import { COLLECTIONS } from "./collections";

/**
 * The journal (`Articles/{id}`): articles and styling tips. The public site sees only published
 * ones, through one cached query (newest first); every other question (a slug, an old slug, a
 * topic, a season, a sub-season's tips, related reading) is answered from that list, so a made-up
 * slug costs no Firestore read and leaves no cache entry behind, whoever types it.
 *
 * The query needs the composite index (status, publishedAt desc) of firestore.indexes.json.
 */
export const ARTICLES = COLLECTIONS.articles.name;
const PUBLISHED = "published";

export type StoredArticle = Article & { id: string };

/** Published articles and tips, newest first. */
export function getPublishedArticles(app: AppContext): Promise<StoredArticle[]> {
  return app.once("articles:published", async () => {
    const docs = await queryCollection(app, {
      collection: ARTICLES,
      where: [{ field: "status", equals: PUBLISHED }],
      orderBy: [{ field: "publishedAt", direction: "DESCENDING" }],
      schema: Article,
    });
    // The query asks for published ones only; the filter keeps it so whatever the cache holds.
    return docs.filter(({ value }) => value.status === PUBLISHED && value.publishedAt).map(({ id, value }) => ({ ...value, id }));
  });
}

export type SlugLookup = { article: StoredArticle } | { movedTo: string } | null;

/**
 * A published article by its slug; `movedTo` when the slug is one it had before (the page
 * answers 301 to the new one); null for any other slug, a draft's and a scheduled article's included.
 */
export async function findPublishedArticle(app: AppContext, slug: string): Promise<SlugLookup> {
  const articles = await getPublishedArticles(app);
  const article = articles.find((candidate) => candidate.slug === slug);
  if (article) return { article };
  const moved = articles.find((candidate) => candidate.previousSlugs.includes(slug));
  return moved ? { movedTo: moved.slug } : null;
}

const RELATED_COUNT = 3;

/**
 * Up to three articles that share the most with this one: a sub-season counts most, then a
 * season, then the topic; among equals, the newest.
 */
export function relatedArticles(articles: readonly StoredArticle[], article: StoredArticle, count = RELATED_COUNT): StoredArticle[] {
  const score = (other: StoredArticle) =>
    other.subSeasons.filter((slug) => article.subSeasons.includes(slug)).length * 3 +
    other.seasons.filter((slug) => article.seasons.includes(slug)).length * 2 +
    (other.topic === article.topic ? 1 : 0);
  return articles
    .filter((other) => other.id !== article.id)
    .map((other, index) => ({ other, index, score: score(other) }))
    .filter(({ score: points }) => points > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

/** A sub-season's published styling tips, easiest first. */
export async function getSubSeasonTips(app: AppContext, subSeason: SubSeasonSlug): Promise<StoredArticle[]> {
  const articles = await getPublishedArticles(app);
  const rank = (article: StoredArticle) => DIFFICULTIES.indexOf(article.difficulty ?? "Advanced");
  return articles
    .filter((article) => article.kind === "tip" && article.subSeasons.includes(subSeason))
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, "en"));
}

export function articleCardOf(article: StoredArticle): ArticleCardView {
  return toArticleCard({ id: article.id, article, readingMinutes: readingMinutes(wordsInHtml(article.bodyHtml)) });
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
