/**
 * The article a posted form describes, for a save or a preview: the Markdown rendered once
 * (app/site/markdown.ts) with the library photos the body names, the status decided by the button
 * pressed, the old link kept in `previousSlugs`, and every message by its field.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { Article, ARTICLE_STATUSES } from "~/schemas/article";
import { issuesToErrors } from "~/schemas/fields";
import type { PhotoRef } from "~/schemas/photo";
import { getPhotos, photoIdsIn, type StoredPhoto } from "~/models/photos.server";
import { renderMarkdown, type RenderedMarkdown } from "~/site/markdown";
import { slugFrom } from "~/studio/content/slug";
import { FIELD, type ArticleFormValues, type Intent } from "./article-form";
import type { SlugOwner } from "./reads.server";
import { studioTimeToInstant } from "~/platform/studio-clock";
import { storedText as text } from "./stored-values";

export type FieldErrors = Record<string, string>;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

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
 * The cover as the article keeps it: a copy of the library photo with its alt text in both
 * languages (app/site/photo-alt.ts). The alt typed in the form is in the article's language and
 * stands for the library's in that language; an empty one takes the library's description (or its
 * decorative mark). The other language's is the library's, so the copy follows the library there
 * (app/studio/photo-copies.ts).
 */
export function coverOf(photo: Pick<StoredPhoto, "id" | "alt" | "nl" | "decorative" | "width" | "height">, values: Pick<ArticleFormValues, "language" | "coverAlt" | "coverDecorative">): PhotoRef {
  const typed = values.coverAlt.trim();
  const size = { width: photo.width, height: photo.height };
  if (values.coverDecorative || (!typed && photo.decorative)) return { photo: photo.id, alt: "", decorative: true, ...size };
  const dutch = photo.nl?.alt?.trim() ?? "";
  const alt = values.language === "nl" ? photo.alt : typed || photo.alt;
  const nl = values.language === "nl" ? typed || dutch : dutch;
  return { photo: photo.id, alt, ...(nl ? { nl: { alt: nl } } : {}), decorative: false, ...size };
}

/**
 * Everything a save or a preview needs from the posted form: the article as it would be stored
 * after pressing `intent`, or the messages by field. `slugOwners` finds the other articles that hold a
 * link, for the new link's uniqueness; a preview passes none.
 */
export async function buildArticle(
  app: AppContext,
  args: { values: ArticleFormValues; stored: Record<string, unknown> | null; intent: Intent; now: Date; slugOwners: ((slug: string) => Promise<readonly SlugOwner[]>) | null },
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
  if (slug && args.slugOwners) {
    for (const other of await args.slugOwners(slug)) {
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
      cover = coverOf(photo, values);
      if (!cover.decorative && !cover.alt && !cover.nl?.alt) errors[FIELD.coverAlt] = MESSAGES.coverAlt;
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
      const at = studioTimeToInstant(values.publishAt);
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
    language: values.language || "en",
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
