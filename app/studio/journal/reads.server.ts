/**
 * The studio's reads of the journal (`Articles/{id}`), always from Firestore itself, never the
 * edge cache: the list a page at a time, the title search, the counts, the articles holding a
 * link (for a new link's uniqueness) and the default author. None reads an article's body; the
 * list's queries need the composite indexes of firestore.indexes.json. Revisions are read in
 * revisions.server.ts.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { QuerySpec } from "~/firestore/query";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { ArticleWithoutBody, ARTICLE_STATUSES } from "~/schemas/article";
import { LONGEST_PREFIX, searchWords } from "~/models/article-index";
import { ARTICLES } from "~/models/articles.server";
import type { StoredPhoto } from "~/models/photos.server";
import { readStoredDocument } from "~/studio/change.server";
import { describeIssues } from "~/studio/content/collection.server";
import { storedText as text } from "./stored-values";

/** An article id as it may appear in a studio address: anything else is a 404, never a Firestore path. */
const ArticleId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

export function articleDocumentPath(id: string | undefined): string | null {
  return v.is(ArticleId, id) ? `${ARTICLES}/${id}` : null;
}

export type ArticleRow = {
  id: string;
  title: string;
  kind: string;
  /** The language it is written in ("en" for an article saved before there were two). */
  language: string;
  status: string;
  slug: string;
  previousSlugs: string[];
  publishAt: string | null;
  updatedAt: string | null;
  /** What the site would find wrong with it (it skips the article until it is mended). */
  problems: string[];
};

/** Rows shown a page at a time, and the most a title search shows (the most recently saved first). */
export const STUDIO_ARTICLES_PER_PAGE = 50;
const SEARCH_RESULTS_MOST = 200;

/** Every field but the body (and its HTML) and the title's search words: what a row is made of and checked by. */
const ROW_FIELDS = Object.keys(ArticleWithoutBody.entries).filter((name) => name !== "titleWords");
const LAST_SAVED_FIRST = [{ field: "updatedAt", direction: "DESCENDING" }] as const;

type StatusFilter = (typeof ARTICLE_STATUSES)[number] | "all";

function toRow(doc: FirestoreDocument): ArticleRow {
  const { id, data } = decodeDocument(doc);
  const parsed = v.safeParse(ArticleWithoutBody, data);
  return {
    id,
    title: text(data.title) || id,
    kind: text(data.kind),
    language: text(data.language) || "en",
    status: text(data.status),
    slug: text(data.slug),
    previousSlugs: Array.isArray(data.previousSlugs) ? data.previousSlugs.map(String) : [],
    publishAt: text(data.publishAt) || null,
    updatedAt: text(data.updatedAt) || null,
    problems: parsed.success ? [] : describeIssues(parsed.issues),
  };
}

const statusWhere = (status: StatusFilter) => (status === "all" ? [] : [{ field: "status", equals: status }]);

/** One page of articles and tips as stored now, valid or not, the most recently saved first; without their bodies. */
export function studioArticlePageQuery(status: StatusFilter, page: number): QuerySpec {
  return {
    collection: ARTICLES,
    where: statusWhere(status),
    orderBy: LAST_SAVED_FIRST,
    select: ROW_FIELDS,
    offset: (page - 1) * STUDIO_ARTICLES_PER_PAGE,
    limit: STUDIO_ARTICLES_PER_PAGE,
  };
}

export async function listStudioArticles(app: AppContext, status: StatusFilter, page: number): Promise<ArticleRow[]> {
  const docs = await app.firestore.runQuery(studioArticlePageQuery(status, page)).catch(rethrowUnavailable);
  return docs.map(toRow);
}

/**
 * The title search: one query on the stored title words (`titleWords array-contains` the longest
 * word typed, or its first 12 letters), then every other word typed must begin a word of the
 * title. At most the 200 most recently saved; null when nothing searchable was typed.
 */
export function titleSearchQuery(q: string, status: StatusFilter): { query: QuerySpec; words: string[] } | null {
  const words = searchWords(q);
  const longest = words.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
  if (longest === null) return null;
  return {
    words,
    query: {
      collection: ARTICLES,
      where: [...statusWhere(status), { field: "titleWords", arrayContains: longest.slice(0, LONGEST_PREFIX) }],
      orderBy: LAST_SAVED_FIRST,
      select: ROW_FIELDS,
      limit: SEARCH_RESULTS_MOST,
    },
  };
}

export async function searchStudioArticles(app: AppContext, q: string, status: StatusFilter): Promise<{ rows: ArticleRow[]; capped: boolean } | null> {
  const search = titleSearchQuery(q, status);
  if (!search) return null;
  const docs = await app.firestore.runQuery(search.query).catch(rethrowUnavailable);
  const rows = docs.map(toRow).filter((row) => {
    const titleWords = searchWords(row.title);
    return search.words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
  });
  return { rows, capped: docs.length === SEARCH_RESULTS_MOST };
}

/**
 * How many articles there are of each status, and in all: counted by Firestore, none read. Ordered
 * as the list is, so the count is what the pages hold (a document without `updatedAt` is in neither).
 */
export async function countStudioArticles(app: AppContext): Promise<Record<(typeof ARTICLE_STATUSES)[number] | "all", number>> {
  const [all, ...byStatus] = await Promise.all(
    (["all", ...ARTICLE_STATUSES] as const).map((status) => app.firestore.countQuery({ collection: ARTICLES, where: statusWhere(status), orderBy: LAST_SAVED_FIRST }, COUNT_UP_TO)),
  ).catch(rethrowUnavailable);
  return { all: all!, ...(Object.fromEntries(ARTICLE_STATUSES.map((status, index) => [status, byStatus[index]!])) as Record<(typeof ARTICLE_STATUSES)[number], number>) };
}

/** Counting stops here: far past what a studio writes, so every count shown is exact. */
const COUNT_UP_TO = 100_000;

/** Whose every link (current and old) a new slug must not take: each article's id, title and slugs, read without bodies. */
export type SlugOwner = Pick<ArticleRow, "id" | "title" | "slug" | "previousSlugs">;

/**
 * The articles that hold `slug` now or held it before: by their stored `slugs`, and by `slug` and
 * `previousSlugs` themselves for an article saved before `slugs` existed (until `npm run reindex:articles`).
 */
export async function slugOwners(app: AppContext, slug: string): Promise<SlugOwner[]> {
  const select = ["title", "slug", "previousSlugs"];
  const holding = (where: QuerySpec["where"]): QuerySpec => ({ collection: ARTICLES, where, select, limit: 2 });
  const answers = await Promise.all(
    [
      holding([{ field: "slugs", arrayContains: slug }]),
      holding([{ field: "slug", equals: slug }]),
      holding([{ field: "previousSlugs", arrayContains: slug }]),
    ].map((query) => app.firestore.runQuery(query)),
  ).catch(rethrowUnavailable);
  const owners = new Map<string, SlugOwner>();
  for (const doc of answers.flat()) {
    const { id, data } = decodeDocument(doc);
    owners.set(id, { id, title: text(data.title) || id, slug: text(data.slug), previousSlugs: Array.isArray(data.previousSlugs) ? data.previousSlugs.map(String) : [] });
  }
  return [...owners.values()];
}

export type PhotoChoice = Pick<StoredPhoto, "id" | "alt" | "decorative" | "width" | "height" | "name" | "uploadedAt">;

/** Who writes a new article unless the form says otherwise: the studio's founder, as on the About page. */
export async function defaultAuthor(app: AppContext): Promise<string> {
  const website = await readStoredDocument(app, "Website/Data");
  const about = (website?.data.sectionAbout ?? {}) as { founder?: { name?: unknown } };
  return text(about.founder?.name);
}
