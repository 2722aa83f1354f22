/**
 * An article's revisions, `Articles/{id}/Revisions/{revisionId}`: the article's own history (read
 * by `parent`, no index needed, counted per article for the cap of MAX_REVISIONS), which the
 * public site, querying the top-level `Articles` collection only, never sees. A save writes its
 * revision beside the article in the same commit (save.server.ts), so both land or neither does,
 * and each revision is audited once, as the article's save.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { Article } from "~/schemas/article";
import { ARTICLES } from "~/models/articles.server";
import { readStoredDocument } from "~/studio/change.server";
import { CONTENT_FIELDS } from "./article-form";
import { storedText as text } from "./stored-values";

const REVISIONS = "Revisions";
/** How many saves of an article are kept to look back at and restore. */
const MAX_REVISIONS = 20;

const RevisionId = v.pipe(v.string(), v.regex(/^[0-9TZ-]{10,40}-[a-z0-9]{8}$/));

function revisionPath(articleId: string, revisionId: string | undefined): string | null {
  return v.is(RevisionId, revisionId) ? `${ARTICLES}/${articleId}/${REVISIONS}/${revisionId}` : null;
}

export type RevisionRow = { id: string; savedAt: string; savedBy: string; action: string; status: string; title: string };

/** An article's revisions, newest first (at most MAX_REVISIONS are kept). */
export async function listRevisions(app: AppContext, articleId: string): Promise<RevisionRow[]> {
  const docs = await app.firestore
    .runQuery({ parent: `${ARTICLES}/${articleId}`, collection: REVISIONS, orderBy: [{ field: "savedAt", direction: "DESCENDING" }] })
    .catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return {
      id,
      savedAt: text(data.savedAt),
      savedBy: text(data.savedBy),
      action: text(data.action),
      status: text(data.status),
      title: text((data.article as Record<string, unknown> | undefined)?.title),
    };
  });
}

export type StoredRevision = RevisionRow & { slug: string; publishAt: string | null; article: Record<string, unknown> };

export async function readRevision(app: AppContext, articleId: string, revisionId: string | undefined): Promise<StoredRevision | null> {
  const path = revisionPath(articleId, revisionId);
  const stored = path ? await readStoredDocument(app, path) : null;
  if (!stored || !revisionId) return null;
  const { data } = stored;
  const article = (data.article ?? {}) as Record<string, unknown>;
  return {
    id: revisionId,
    savedAt: text(data.savedAt),
    savedBy: text(data.savedBy),
    action: text(data.action),
    status: text(data.status),
    title: text(article.title),
    slug: text(data.slug),
    publishAt: text(data.publishAt) || null,
    article,
  };
}

/** The editor's content of an article, for a revision: no undefined inside (Firestore would store nulls). */
function contentOf(article: Article): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const name of CONTENT_FIELDS) {
    const value = article[name];
    if (value !== undefined) content[name] = name === "cover" ? JSON.parse(JSON.stringify(value)) : value;
  }
  return content;
}

/** A revision's id: sortable by time, unique by its random end. */
function newRevisionId(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
}

/**
 * The writes that go with a save of the article at `articlePath`: its new revision, and the
 * deletion of those past the newest MAX_REVISIONS - 1 of `kept` (newest first).
 */
export function revisionWrites(args: { articlePath: string; article: Article; action: string; savedBy: string; now: Date; kept: readonly RevisionRow[] }): CommitWrite[] {
  const { articlePath, article, now } = args;
  const revision: CommitWrite = {
    path: `${articlePath}/${REVISIONS}/${newRevisionId(now)}`,
    data: {
      savedAt: now,
      savedBy: args.savedBy,
      action: args.action,
      status: article.status,
      slug: article.slug,
      ...(article.publishAt ? { publishAt: new Date(article.publishAt) } : {}),
      article: contentOf(article),
    },
    options: { exists: false },
  };
  const dropped: CommitWrite[] = args.kept.slice(MAX_REVISIONS - 1).map((old) => ({ path: `${articlePath}/${REVISIONS}/${old.id}`, delete: true }));
  return [revision, ...dropped];
}
