/**
 * The studio's journal (`Articles/{id}`): its reads, always from Firestore itself, and its one save.
 * A save renders the Markdown once (app/site/markdown.ts) with the library photos the body names,
 * decides the status from the button pressed, keeps the old link in `previousSlugs`, and commits
 * the article, a revision of it and its audit entry through the studio's one write
 * (../change.server.ts), which also purges the public pages that show it.
 *
 * Revisions live under the article, `Articles/{id}/Revisions/{revisionId}`: they are the article's
 * own history (read by `parent`, no index needed, counted per article for the cap of 20), and the
 * public site, which queries the top-level `Articles` collection only, never sees them. They are
 * written beside the article as unversioned writes of the same commit, so a save and its revision
 * land together or not at all, and each revision is audited once, as the article's save.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { Env } from "~/platform/env.server";
import { Article, ARTICLE_STATUSES } from "~/schemas/article";
import { issuesToErrors } from "~/schemas/fields";
import type { PhotoRef } from "~/schemas/photo";
import { getPhotos, photoIdsIn, type StoredPhoto } from "~/models/photos.server";
import { ARTICLES } from "~/models/articles.server";
import { renderMarkdown, type RenderedMarkdown } from "~/site/markdown";
import { commitChange, readStoredDocument, type StoredDocument } from "~/studio/change.server";
import type { StudioUser } from "~/studio/guard.server";
import { describeIssues } from "~/studio/content/collection.server";
import { slugFrom } from "~/studio/content/slug";
import { articleFormValues, CONTENT_FIELDS, FIELD, type ArticleFormValues, type Intent } from "./article-form";
import { zonedTimeToUtc } from "./schedule-time";

const REVISIONS = "Revisions";
/** How many saves of an article are kept to look back at and restore. */
export const MAX_REVISIONS = 20;

export type FieldErrors = Record<string, string>;
type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article id as it may appear in a studio address: anything else is a 404, never a Firestore path. */
const ArticleId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));
const RevisionId = v.pipe(v.string(), v.regex(/^[0-9TZ-]{10,40}-[a-z0-9]{8}$/));

export function articleDocumentPath(id: string | undefined): string | null {
  return v.is(ArticleId, id) ? `${ARTICLES}/${id}` : null;
}

function revisionPath(articleId: string, revisionId: string | undefined): string | null {
  return v.is(RevisionId, revisionId) ? `${ARTICLES}/${articleId}/${REVISIONS}/${revisionId}` : null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

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

async function slugOwners(app: AppContext): Promise<SlugOwner[]> {
  const docs = await app.firestore.runQuery({ collection: ARTICLES, select: ["title", "slug", "previousSlugs"] }).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return { id, title: text(data.title) || id, slug: text(data.slug), previousSlugs: Array.isArray(data.previousSlugs) ? data.previousSlugs.map(String) : [] };
  });
}

export type PhotoChoice = Pick<StoredPhoto, "id" | "alt" | "decorative" | "width" | "height" | "name" | "uploadedAt">;

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

/** Who writes a new article unless the form says otherwise: the studio's founder, as on the About page. */
export async function defaultAuthor(app: AppContext): Promise<string> {
  const website = await readStoredDocument(app, "Website/Data");
  const about = (website?.data.sectionAbout ?? {}) as { founder?: { name?: unknown } };
  return text(about.founder?.name);
}

// ---------------------------------------------------------------------------------------------
// The article a form describes
// ---------------------------------------------------------------------------------------------

type Built = {
  /** The document to store (timestamps as ISO strings); null when `errors` says why not. */
  article: Article | null;
  errors: FieldErrors;
  rendered: RenderedMarkdown;
  /** What the form describes, checked or not: what a preview shows. */
  candidate: Record<string, unknown>;
};

const MESSAGES = {
  slugTaken: (slug: string, title: string, current: boolean) =>
    current ? `“${slug}” is already the link of “${title}”. Choose another.` : `“${slug}” was the link of “${title}” and still leads there. Choose another.`,
  noSlug: "Give it a link name: lowercase letters, digits and dashes (it is made from the title when left empty on a new article).",
  tipDifficulty: "A styling tip needs a difficulty.",
  noTime: "Choose the date and time it goes public.",
  past: "That time has passed. Choose a time in the future (the studio's time, Amsterdam), or publish now.",
  noPhoto: "That photo is not in the media library (any more). Choose another, or none.",
  coverAlt: "Describe the cover for people who can't see it, or mark it decorative.",
};

/**
 * Everything a save or a preview needs from the posted form: the article as it would be stored
 * after pressing `intent`, or the messages by field. `others` are the rest of the journal, for the
 * link's uniqueness; a preview passes none.
 */
export async function buildArticle(
  app: AppContext,
  args: { values: ArticleFormValues; stored: Record<string, unknown> | null; intent: Intent; now: Date; others: readonly SlugOwner[] | null },
): Promise<Built> {
  const { values, stored, intent, now } = args;
  const errors: FieldErrors = {};
  const photos = await getPhotos(app, [...photoIdsIn(values.body), values.coverPhoto]);
  const rendered = renderMarkdown(values.body, (id) => {
    const photo = photos.get(id);
    return photo ? { photo: id, width: photo.width, height: photo.height } : undefined;
  });
  if (rendered.problems.length) errors.body = rendered.problems.join(" ");

  const slug = slugFrom(values.slug.trim() || (stored ? "" : values.title), 80);
  if (!slug) errors.slug = MESSAGES.noSlug;
  const storedSlug = text(stored?.slug);
  const storedPrevious = Array.isArray(stored?.previousSlugs) ? (stored.previousSlugs as unknown[]).map(String) : [];
  // The old link keeps answering (301) once people may have it: once the article has been public.
  const wasPublic = stored !== null && (stored.status === "published" || typeof stored.publishedAt === "string");
  const previousSlugs = [...new Set([...storedPrevious, ...(wasPublic && storedSlug && storedSlug !== slug ? [storedSlug] : [])])].filter((old) => old !== slug);
  if (slug && args.others) {
    for (const other of args.others) {
      if (other.slug === slug || other.previousSlugs.includes(slug)) {
        errors.slug = MESSAGES.slugTaken(slug, other.title, other.slug === slug);
        break;
      }
    }
  }

  let cover: PhotoRef | undefined;
  if (values.coverPhoto) {
    const photo = photos.get(values.coverPhoto);
    if (!photo) errors[FIELD.coverPhoto] = MESSAGES.noPhoto;
    else {
      // An empty alt takes the library's description (or its decorative mark) of the photo.
      const typedAlt = values.coverAlt.trim();
      const decorative = values.coverDecorative || (!typedAlt && photo.decorative);
      const alt = decorative ? "" : typedAlt || photo.alt;
      if (!decorative && !alt) errors[FIELD.coverAlt] = MESSAGES.coverAlt;
      cover = { photo: values.coverPhoto, alt, decorative, width: photo.width, height: photo.height };
    }
  }
  if (values.kind === "tip" && !values.difficulty) errors.difficulty = MESSAGES.tipDifficulty;

  const storedPublishedAt = text(stored?.publishedAt) || undefined;
  const storedStatus = (ARTICLE_STATUSES as readonly string[]).includes(text(stored?.status)) ? (text(stored?.status) as ArticleStatus) : "draft";
  let status: ArticleStatus = storedStatus;
  let publishAt: string | undefined = text(stored?.publishAt) || undefined;
  let publishedAt = storedPublishedAt;
  switch (intent) {
    case "draft":
    case "unpublish":
      status = "draft";
      publishAt = undefined;
      break;
    case "publish":
      status = "published";
      publishAt = undefined;
      // The first publication's time stays the article's date.
      publishedAt = storedPublishedAt ?? now.toISOString();
      break;
    case "schedule": {
      const at = zonedTimeToUtc(values.publishAt);
      if (!at) errors.publishAt = MESSAGES.noTime;
      else if (at.getTime() <= now.getTime()) errors.publishAt = MESSAGES.past;
      else {
        status = "scheduled";
        publishAt = at.toISOString();
      }
      break;
    }
    case "preview":
      break;
  }

  const createdAt = typeof stored?.createdAt === "string" && !Number.isNaN(Date.parse(stored.createdAt)) ? stored.createdAt : now.toISOString();
  const candidate = {
    kind: values.kind,
    slug,
    previousSlugs,
    title: values.title,
    excerpt: values.excerpt,
    body: values.body,
    bodyHtml: rendered.html,
    photos: [...new Set([...(cover ? [cover.photo] : []), ...rendered.photos])],
    seoTitle: values.seoTitle.trim() || undefined,
    seoDescription: values.seoDescription.trim() || undefined,
    topic: values.topic,
    difficulty: values.difficulty || undefined,
    seasons: values.seasons,
    subSeasons: values.subSeasons,
    author: values.author,
    cover,
    status,
    publishAt,
    publishedAt,
    createdAt,
    updatedAt: now.toISOString(),
  };
  const parsed = v.safeParse(Article, candidate);
  if (!parsed.success) {
    for (const [name, message] of Object.entries(issuesToErrors(parsed.issues))) errors[name] ??= message;
  }
  // The schema's checks of the whole article are said above, next to their fields.
  if (errors[""] && (errors.difficulty || errors.publishAt)) delete errors[""];
  return { article: parsed.success && Object.keys(errors).length === 0 ? parsed.output : null, errors, rendered, candidate };
}

// ---------------------------------------------------------------------------------------------
// The save
// ---------------------------------------------------------------------------------------------

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

/** The article as written: every field of the schema named (an absent optional one is removed), times as timestamps. */
function toWrite(article: Article): Record<string, unknown> {
  const write: Record<string, unknown> = Object.fromEntries(Object.keys(Article.entries).map((name) => [name, (article as Record<string, unknown>)[name]]));
  for (const name of TIMESTAMP_FIELDS) if (typeof write[name] === "string") write[name] = new Date(write[name] as string);
  return write;
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

/** The fields an audit entry shows: all but the rendered HTML, which is the body again. */
function audited(data: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!data) return null;
  const { bodyHtml: _html, ...rest } = data;
  return rest;
}

/** A revision's id: sortable by time, unique by its random end. */
function newRevisionId(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
}

/** A new article's id: its first link, or that with a random end when an old article has it as its id. */
function newArticleId(slug: string, articles: readonly SlugOwner[]): string {
  if (!articles.some((article) => article.id === slug)) return slug;
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

  const articles = await slugOwners(app);
  const others = articles.filter((row) => row.id !== args.id);
  const built = await buildArticle(app, { values, stored: stored?.data ?? null, intent, now, others });
  if (!built.article) return { status: "invalid", errors: built.errors };

  const id = args.id ?? newArticleId(built.article.slug, articles);
  const path = `${ARTICLES}/${id}`;
  const action = args.action ?? ACTIONS[intent];
  const revisions = args.id ? await listRevisions(app, id) : [];
  const revisionWrite: CommitWrite = {
    path: `${path}/${REVISIONS}/${newRevisionId(now)}`,
    data: {
      savedAt: now,
      savedBy: user.email,
      action,
      status: built.article.status,
      slug: built.article.slug,
      ...(built.article.publishAt ? { publishAt: new Date(built.article.publishAt) } : {}),
      article: contentOf(built.article),
    },
    options: { exists: false },
  };
  // The newest MAX_REVISIONS - 1 stay beside the new one; older ones go in the same commit.
  const dropped: CommitWrite[] = revisions.slice(MAX_REVISIONS - 1).map((revision) => ({ path: `${path}/${REVISIONS}/${revision.id}`, delete: true }));
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
    alongside: [revisionWrite, ...dropped],
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
