/**
 * The studio's reads of the journal (`Articles/{id}`), always from Firestore itself, never the
 * edge cache: the list, the links every article holds (for a new link's uniqueness) and the
 * default author. Revisions are read in revisions.server.ts.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { Article } from "~/schemas/article";
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
  status: string;
  slug: string;
  previousSlugs: string[];
  publishAt: string | null;
  updatedAt: string | null;
  /** What the site would find wrong with it (it skips the article until it is mended). */
  problems: string[];
};

/** Every article and tip as stored now, valid or not. */
export async function listStudioArticles(app: AppContext): Promise<ArticleRow[]> {
  const docs = await app.firestore.runQuery({ collection: ARTICLES }).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    const parsed = v.safeParse(Article, data);
    return {
      id,
      title: text(data.title) || id,
      kind: text(data.kind),
      status: text(data.status),
      slug: text(data.slug),
      previousSlugs: Array.isArray(data.previousSlugs) ? data.previousSlugs.map(String) : [],
      publishAt: text(data.publishAt) || null,
      updatedAt: text(data.updatedAt) || null,
      problems: parsed.success ? [] : describeIssues(parsed.issues),
    };
  });
}

/** Whose every link (current and old) a new slug must not take: each article's id, title and slugs, read without bodies. */
export type SlugOwner = Pick<ArticleRow, "id" | "title" | "slug" | "previousSlugs">;

export async function slugOwners(app: AppContext): Promise<SlugOwner[]> {
  const docs = await app.firestore.runQuery({ collection: ARTICLES, select: ["title", "slug", "previousSlugs"] }).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return { id, title: text(data.title) || id, slug: text(data.slug), previousSlugs: Array.isArray(data.previousSlugs) ? data.previousSlugs.map(String) : [] };
  });
}

export type PhotoChoice = Pick<StoredPhoto, "id" | "alt" | "decorative" | "width" | "height" | "name" | "uploadedAt">;

/** Who writes a new article unless the form says otherwise: the studio's founder, as on the About page. */
export async function defaultAuthor(app: AppContext): Promise<string> {
  const website = await readStoredDocument(app, "Website/Data");
  const about = (website?.data.sectionAbout ?? {}) as { founder?: { name?: unknown } };
  return text(about.founder?.name);
}
