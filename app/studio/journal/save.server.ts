/**
 * The journal's one save, and a revision restored as a new save: the article, its revision and
 * its audit entry committed together through the studio's one write (../change.server.ts), which
 * also purges the public pages that show it.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { Article } from "~/schemas/article";
import { ARTICLES } from "~/models/articles.server";
import { withIndexFields } from "~/models/article-index";
import { commitChange, readStoredDocument, type StoredDocument } from "~/studio/change.server";
import type { StudioUser } from "~/studio/auth/guard.server";
import { articleFormValues, CONTENT_FIELDS, type ArticleFormValues, type Intent } from "./article-form";
import { buildArticle, type ArticleStatus, type FieldErrors } from "./build-article.server";
import { slugOwners } from "./reads.server";
import { listRevisions, readRevision, revisionWrites } from "./revisions.server";
import { storedText as text } from "./stored-values";

const ACTIONS: Record<Exclude<Intent, "preview">, string> = {
  draft: "Saved draft",
  publish: "Published",
  schedule: "Scheduled",
  unpublish: "Unpublished",
};

export type SaveArticleResult =
  | { status: "saved"; id: string; articleStatus: ArticleStatus; published: boolean }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "conflict"; current: ArticleFormValues | null; updateTime: string }
  | { status: "limited" }
  | { status: "not-found" };

const TIMESTAMP_FIELDS = ["publishAt", "publishedAt", "createdAt", "updatedAt"] as const;

/** The article as written: every field of the schema named (an absent optional one is removed), its index fields worked out again, times as timestamps. */
function toWrite(article: Article): Record<string, unknown> {
  const indexed = withIndexFields(article) as Record<string, unknown>;
  const write: Record<string, unknown> = Object.fromEntries(Object.keys(Article.entries).map((name) => [name, indexed[name]]));
  for (const name of TIMESTAMP_FIELDS) if (typeof write[name] === "string") write[name] = new Date(write[name] as string);
  return write;
}

/** The fields an audit entry shows: all but the rendered HTML, which is the body again. */
function audited(data: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!data) return null;
  const { bodyHtml: _html, ...rest } = data;
  return rest;
}

/** A new article's id: its first link, or that with a random end when an old article has it as its id. */
async function newArticleId(app: AppContext, slug: string): Promise<string> {
  if (!(await readStoredDocument(app, `${ARTICLES}/${slug}`))) return slug;
  return `${slug.slice(0, 90)}-${crypto.randomUUID().replace(/-/g, "").slice(0, 6)}`;
}

export async function saveArticle(args: {
  app: AppContext;
  env: Env;
  user: StudioUser;
  /** null: a new article. */
  id: string | null;
  /** The article as the form was filled ("" for a new one): its version. */
  updateTime: string;
  values: ArticleFormValues;
  intent: Exclude<Intent, "preview">;
  /** "Restored a revision" rather than the button's own action. */
  action?: string;
  now?: Date;
}): Promise<SaveArticleResult> {
  const { app, user, values, intent } = args;
  const now = args.now ?? new Date();
  const stored: StoredDocument = args.id ? await readStoredDocument(app, `${ARTICLES}/${args.id}`) : null;
  if (args.id && !stored) return { status: "not-found" };
  // A form older than the stored article is a conflict before anything else is checked.
  if (stored && stored.updateTime !== args.updateTime) return { status: "conflict", current: articleFormValues(stored.data), updateTime: stored.updateTime };

  const others = async (slug: string) => (await slugOwners(app, slug)).filter((row) => row.id !== args.id);
  const built = await buildArticle(app, { values, stored: stored?.data ?? null, intent, now, slugOwners: others });
  if (!built.article) return { status: "invalid", errors: built.errors };

  const id = args.id ?? (await newArticleId(app, built.article.slug));
  const path = `${ARTICLES}/${id}`;
  const action = args.action ?? ACTIONS[intent];
  const revisions = args.id ? await listRevisions(app, id) : [];
  const write = toWrite(built.article);

  const result = await commitChange(app, {
    env: args.env,
    actor: user,
    limit: true,
    audit: `${args.id ? action : "Created"}: ${built.article.kind === "tip" ? "styling tip" : "article"}`,
    changes: [
      {
        path,
        seen: args.id ? args.updateTime : "",
        write,
        mustExist: args.id !== null,
        unseen: stored?.data.status !== "published" && built.article.status !== "published",
        audited: (before) => ({ before: audited(before), after: audited(Object.fromEntries(Object.entries(built.article!).filter(([, value]) => value !== undefined))) }),
      },
    ],
    alongside: revisionWrites({ articlePath: path, article: built.article, action, savedBy: user.email, now, kept: revisions }),
  });
  switch (result.status) {
    case "saved":
      return { status: "saved", id, articleStatus: built.article.status, published: result.published };
    case "limited":
      return { status: "limited" };
    case "not-found":
      return args.id ? { status: "not-found" } : { status: "conflict", current: null, updateTime: "" };
    case "conflict":
      return { status: "conflict", current: result.current ? articleFormValues(result.current.data) : null, updateTime: result.current?.updateTime ?? "" };
    case "invalid":
      return { status: "invalid", errors: { "": `Firestore would not store this (${result.reason ?? result.problems.join("; ")}). Shorten the body and save again.` } };
  }
}

/**
 * A revision's content put back as a new save of the article: its title, excerpt, body, cover and
 * the rest of what the editor writes, under the article's current link and status, so a published
 * article shows the restored text at once (and a restore is itself a revision, undoable the same way).
 */
export async function restoreRevision(args: { app: AppContext; env: Env; user: StudioUser; id: string; revisionId: string; updateTime: string }): Promise<SaveArticleResult & { values?: ArticleFormValues }> {
  const { app, id } = args;
  const [stored, revision] = await Promise.all([readStoredDocument(app, `${ARTICLES}/${id}`), readRevision(app, id, args.revisionId)]);
  if (!stored || !revision) return { status: "not-found" };
  const current = articleFormValues(stored.data);
  const restored = articleFormValues({ ...stored.data, ...Object.fromEntries(CONTENT_FIELDS.map((name) => [name, revision.article[name]])) });
  const values: ArticleFormValues = { ...restored, slug: current.slug, publishAt: current.publishAt };
  const status = text(stored.data.status);
  const intent = status === "published" ? "publish" : status === "scheduled" ? "schedule" : "draft";
  const savedAt = revision.savedAt ? new Date(revision.savedAt).toISOString().slice(0, 16).replace("T", " ") : revision.id;
  const result = await saveArticle({ ...args, values, intent, action: `Restored the revision of ${savedAt} UTC` });
  return { ...result, values };
}
