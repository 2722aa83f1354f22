/**
 * The loaders and actions of the studio's journal (/studio/journal, …/new, …/{id},
 * …/{id}/revisions/{revisionId}), behind the studio layout's sign-in middleware (editors and
 * admins): each reads from Firestore itself, and answers a save as the other studio forms do: a redirect with "Saved", or
 * the form back with its messages (400), the conflict (409) or the save limit (429).
 *
 * Called from each route's own `loader`/`action` arrow function, never at a route module's top
 * level (tests/e2e/hydration.spec.ts).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { notFound } from "~/platform/responses.server";
import { ARTICLE_STATUSES } from "~/schemas/article";
import { PhotoId } from "~/schemas/photo";
import { listPhotos } from "~/models/photos.server";
import { readingMinutes } from "~/site/markdown";
import { readStoredDocument } from "~/studio/change.server";
import { problemsOf } from "~/studio/content/collection.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { studioUserContext } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { Article, ARTICLE_TOPICS } from "~/schemas/article";
import { DIFFICULTIES, getSubSeason, SEASONS } from "~/data/seasons";
import { toArticleView, type ArticleView } from "~/models/article-view";
import { articleFormValues, blankArticleValues, isIntent, postedArticleValues, type ArticleFormValues } from "./article-form";
import { buildArticle, type FieldErrors } from "./build-article.server";
import {
  articleDocumentPath,
  countStudioArticles,
  defaultAuthor,
  listStudioArticles,
  searchStudioArticles,
  STUDIO_ARTICLES_PER_PAGE,
  type PhotoChoice,
} from "./reads.server";
import { pageLinks } from "~/site/pagination";
import { listRevisions, readRevision, type RevisionRow } from "./revisions.server";
import { restoreRevision, saveArticle } from "./save.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

const STUDIO_JOURNAL_PATH = "/studio/journal";

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

const STATUS_FILTERS = ["all", ...ARTICLE_STATUSES] as const;

/** A page number as the list's links write it: 1 to 9999, no leading zero. */
const PAGE_PARAM = /^[1-9][0-9]{0,3}$/;

function journalListHref(status: string, page: number): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${STUDIO_JOURNAL_PATH}?${query}` : STUDIO_JOURNAL_PATH;
}

/**
 * The list, fifty at a time with page links, the most recently saved first; or, with `q`, the
 * title search (up to 200). Counted by Firestore and read without bodies, so it costs the same
 * with 60 articles or 6,000.
 */
export async function loadJournalList({ request, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const search = pageUrl(request).searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 100);
  const status = (STATUS_FILTERS as readonly string[]).includes(search.get("status") ?? "") ? (search.get("status") as (typeof STATUS_FILTERS)[number]) : "all";
  const rawPage = search.get("page") ?? "1";
  if (!PAGE_PARAM.test(rawPage)) throw notFound("Page Not Found");
  const page = Number(rawPage);

  const [counts, found, firstPage] = await Promise.all([
    countStudioArticles(app),
    q ? searchStudioArticles(app, q, status) : null,
    !q && page === 1 ? listStudioArticles(app, status, 1) : null,
  ]);
  // A search of no word (only punctuation) finds nothing, rather than showing everything under the query typed.
  if (q) {
    const { rows, capped } = found ?? { rows: [], capped: false };
    return { rows, q, status, total: counts.all, matching: rows.length, counts, capped, pagination: null, page: 1, pageCount: 1 };
  }

  const matching = status === "all" ? counts.all : counts[status];
  const pageCount = Math.max(1, Math.ceil(matching / STUDIO_ARTICLES_PER_PAGE));
  if (page > pageCount) throw notFound("Page Not Found");
  const rows = firstPage ?? (await listStudioArticles(app, status, page));
  return {
    rows,
    q,
    status,
    total: counts.all,
    matching,
    counts,
    capped: false,
    pagination: pageLinks({ page, pageCount }, (number) => journalListHref(status, number)),
    page,
    pageCount,
  };
}

// ---------------------------------------------------------------------------------------------
// The editor
// ---------------------------------------------------------------------------------------------

/** A preview: the article as the public page shows it (components/journal/ArticleView), made from the posted form. */
type ArticlePreview = ArticleView;

export type ArticleActionData =
  | { status: "preview"; values: ArticleFormValues; errors: FieldErrors; preview: ArticlePreview; updateTime: string }
  | { status: "invalid"; values: ArticleFormValues; errors: FieldErrors; updateTime: string }
  | { status: "conflict"; values: ArticleFormValues; current: ArticleFormValues | null; updateTime: string }
  | { status: "limited"; values: ArticleFormValues; message: string; updateTime: string };

export type ArticleEditorData = {
  id: string | null;
  values: ArticleFormValues;
  updateTime: string;
  status: string;
  /** When a scheduled article goes public (ISO). */
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  previousSlugs: string[];
  photos: PhotoChoice[];
  revisions: RevisionRow[];
  /** The seasons and their sub-seasons to tick (names from the season data, kept out of the studio's bundle). */
  seasons: SeasonChoice[];
  /** What the site would find wrong with the stored article. */
  problems: string[];
  /** `?saved=` after a save: the status it was saved with; `stale` when the public pages could not be refreshed. */
  saved: { status: string; stale: boolean } | null;
  /** `?photo=` after an upload from this editor: the new photo, chosen as the cover. */
  uploaded: PhotoChoice | null;
};

type SeasonChoice = { slug: string; name: string; subSeasons: Array<{ slug: string; name: string }> };

const seasonChoices = (): SeasonChoice[] =>
  SEASONS.map((season) => ({ slug: season.slug, name: season.name, subSeasons: season.subSeasonSlugs.map((slug) => ({ slug, name: getSubSeason(slug)?.name ?? slug })) }));

function savedNotice(search: URLSearchParams): ArticleEditorData["saved"] {
  const saved = search.get("saved");
  if (!saved || !(ARTICLE_STATUSES as readonly string[]).includes(saved)) return null;
  return { status: saved, stale: search.get("stale") === "1" };
}

/** The photo `?photo=` names, chosen as the cover of the form (its alt with it) when it is in the library. */
function withUploadedPhoto(values: ArticleFormValues, photos: readonly PhotoChoice[], search: URLSearchParams) {
  const id = search.get("photo");
  const uploaded = v.is(PhotoId, id) ? (photos.find((photo) => photo.id === id) ?? null) : null;
  if (!uploaded) return { values, uploaded: null };
  return { values: { ...values, coverPhoto: uploaded.id, coverAlt: uploaded.alt, coverDecorative: uploaded.decorative }, uploaded };
}

export async function loadNewArticle({ request, context }: LoaderFunctionArgs): Promise<ArticleEditorData> {
  const search = pageUrl(request).searchParams;
  const [author, photos] = await Promise.all([defaultAuthor(context.get(appContext)), listPhotos(context.get(appContext))]);
  const { values, uploaded } = withUploadedPhoto(blankArticleValues(author), photos, search);
  return { id: null, values, updateTime: "", status: "draft", publishAt: null, publishedAt: null, updatedAt: null, previousSlugs: [], photos, revisions: [], seasons: seasonChoices(), problems: [], saved: null, uploaded };
}

export async function loadArticle({ request, params, context }: LoaderFunctionArgs): Promise<ArticleEditorData> {
  const app = context.get(appContext);
  const path = articleDocumentPath(params.id);
  const [stored, photos, revisions] = await Promise.all([path ? readStoredDocument(app, path) : null, listPhotos(app), path ? listRevisions(app, params.id!) : []]);
  if (!stored) throw notFound();
  const search = pageUrl(request).searchParams;
  const { values, uploaded } = withUploadedPhoto(articleFormValues(stored.data), photos, search);
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return {
    id: params.id!,
    values,
    updateTime: stored.updateTime,
    status: text(stored.data.status) ?? "draft",
    publishAt: text(stored.data.publishAt),
    publishedAt: text(stored.data.publishedAt),
    updatedAt: text(stored.data.updatedAt),
    previousSlugs: Array.isArray(stored.data.previousSlugs) ? stored.data.previousSlugs.map(String) : [],
    photos,
    revisions,
    seasons: seasonChoices(),
    problems: problemsOf(Article, stored.data),
    saved: savedNotice(search),
    uploaded,
  };
}

/** The editor's one form: "Preview", "Save draft", "Publish now", "Schedule for…", "Unpublish", and a revision's "Restore". */
export async function articleAction({ request, params, context }: ActionFunctionArgs) {
  const user = context.get(studioUserContext);
  const app = context.get(appContext);
  const form = await request.formData().catch(() => new FormData());
  const id = params.id ?? null;
  if (id !== null && !articleDocumentPath(id)) throw notFound();
  const updateTime = String(form.get(UPDATE_TIME_FIELD) ?? "");
  const intent = form.get("intent");
  const env = context.get(cloudflareContext).env;

  if (intent === "restore") {
    if (id === null) throw notFound();
    const result = await restoreRevision({ app, env, user, id, revisionId: String(form.get("revision") ?? ""), updateTime });
    return answer(result, result.values ?? blankArticleValues(""), updateTime);
  }
  if (!isIntent(intent)) throw data("This form does not make sense: press one of its buttons.", { status: 400 });
  const values = postedArticleValues(form);

  if (intent === "preview") {
    const stored = id ? await readStoredDocument(app, articleDocumentPath(id)!) : null;
    if (id && !stored) throw notFound();
    const now = new Date();
    const built = await buildArticle(app, { values, stored: stored?.data ?? null, intent, now, slugOwners: null });
    // As the public page will show it once it is public: its first publication's date, or today's.
    const publishedAt = typeof stored?.data.publishedAt === "string" ? stored.data.publishedAt : now.toISOString();
    const article = {
      ...built.candidate,
      kind: values.kind === "tip" ? "tip" : "article",
      title: values.title.trim() || "(No title yet)",
      topic: (ARTICLE_TOPICS as readonly string[]).includes(values.topic) ? values.topic : ARTICLE_TOPICS[0],
      difficulty: (DIFFICULTIES as readonly string[]).includes(values.difficulty) ? values.difficulty : undefined,
      status: "published",
      publishedAt,
    } as Article;
    const preview = toArticleView({ id: id ?? "new", article, readingMinutes: readingMinutes(built.rendered.words) });
    return data<ArticleActionData>({ status: "preview", values, errors: built.errors, preview, updateTime });
  }

  const result = await saveArticle({ app, env, user, id, updateTime, values, intent });
  return answer(result, values, updateTime);
}

function answer(result: Awaited<ReturnType<typeof saveArticle>>, values: ArticleFormValues, updateTime: string) {
  switch (result.status) {
    case "saved":
      return redirect(`${STUDIO_JOURNAL_PATH}/${result.id}?saved=${result.articleStatus}${result.published ? "" : "&stale=1"}`);
    case "not-found":
      throw notFound();
    case "limited":
      return tooManySaves<ArticleActionData>({ status: "limited", values, message: SAVE_LIMIT_MESSAGE, updateTime });
    case "conflict":
      return data<ArticleActionData>({ status: "conflict", values, current: result.current, updateTime: result.updateTime }, { status: 409 });
    case "invalid":
      return data<ArticleActionData>({ status: "invalid", values, errors: result.errors, updateTime }, { status: 400 });
  }
}

// ---------------------------------------------------------------------------------------------
// A revision
// ---------------------------------------------------------------------------------------------

export async function loadRevision({ params, context }: LoaderFunctionArgs) {
  const path = articleDocumentPath(params.id);
  const [stored, revision] = path ? await Promise.all([readStoredDocument(context.get(appContext), path), readRevision(context.get(appContext), params.id!, params.revisionId)]) : [null, null];
  if (!stored || !revision) throw notFound();
  const { article, ...about } = revision;
  return {
    id: params.id!,
    currentTitle: typeof stored.data.title === "string" ? stored.data.title : params.id!,
    currentStatus: typeof stored.data.status === "string" ? stored.data.status : "",
    updateTime: stored.updateTime,
    revision: about,
    values: articleFormValues({ ...article, slug: revision.slug, publishAt: revision.publishAt ?? undefined }),
  };
}
