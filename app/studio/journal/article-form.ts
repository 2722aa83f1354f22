/**
 * The journal editor's form (/studio/journal/{id}): its fields as plain HTML names, what a stored
 * article fills them with, and the article fields a post describes. Multi-choice fields
 * (seasons, sub-seasons) are checkboxes sharing a name, so the values are not the content forms'
 * one-string-per-name `FormValues`.
 */
import { ARTICLE_KINDS, ARTICLE_TOPICS, type Article } from "~/schemas/article";
import { DIFFICULTIES, SEASON_SLUGS, SUB_SEASON_SLUGS } from "~/data/seasons";
import { instantToStudioTime } from "~/platform/studio-clock";
import { storedText as text, storedTexts as texts } from "./stored-values";

export type ArticleFormValues = {
  /** The language it is written in ("en" or "nl"): the journal of that language lists it. Absent or empty: English. */
  language?: string;
  title: string;
  slug: string;
  excerpt: string;
  kind: string;
  topic: string;
  difficulty: string;
  seasons: string[];
  subSeasons: string[];
  author: string;
  /** The cover's photo id; "" for none. */
  coverPhoto: string;
  coverAlt: string;
  coverDecorative: boolean;
  seoTitle: string;
  seoDescription: string;
  body: string;
  /** "Schedule for…", a `datetime-local` value on the studio's clock. */
  publishAt: string;
};

/** The buttons of the editor's one form, by their `intent`. */
const INTENTS = ["preview", "draft", "publish", "schedule", "unpublish"] as const;
export type Intent = (typeof INTENTS)[number];

/** Field names: the form's HTML and the server's reading of it say each once. */
export const FIELD = {
  coverPhoto: "cover.photo",
  coverAlt: "cover.alt",
  coverDecorative: "cover.decorative",
} as const;

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 170;
export const EXCERPT_MAX = 320;
export const TITLE_MAX = 120;

export const KIND_OPTIONS = ARTICLE_KINDS.map((value) => ({ value, label: value === "tip" ? "Styling tip" : "Article" }));
export const TOPIC_OPTIONS = ARTICLE_TOPICS.map((value) => ({ value, label: value }));
export const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "nl", label: "Nederlands" },
];
export const DIFFICULTY_OPTIONS = [{ value: "", label: "None (articles only)" }, ...DIFFICULTIES.map((value) => ({ value, label: value }))];

export function blankArticleValues(author: string): ArticleFormValues {
  return {
    language: "en",
    title: "",
    slug: "",
    excerpt: "",
    kind: "article",
    topic: ARTICLE_TOPICS[0],
    difficulty: "",
    seasons: [],
    subSeasons: [],
    author,
    coverPhoto: "",
    coverAlt: "",
    coverDecorative: false,
    seoTitle: "",
    seoDescription: "",
    body: "",
    publishAt: "",
  };
}


/** A stored article (or a revision's copy of one) as the form shows it; tolerant of broken documents. */
export function articleFormValues(data: Record<string, unknown>): ArticleFormValues {
  const cover = (data.cover ?? {}) as Record<string, unknown>;
  const publishAt = text(data.publishAt);
  return {
    // An article saved before there were two languages is English.
    language: text(data.language) || "en",
    title: text(data.title),
    slug: text(data.slug),
    excerpt: text(data.excerpt),
    kind: text(data.kind) || "article",
    topic: text(data.topic),
    difficulty: text(data.difficulty),
    seasons: texts(data.seasons),
    subSeasons: texts(data.subSeasons),
    author: text(data.author),
    coverPhoto: text(cover.photo),
    // The cover's alt text in the article's language (the other language's is the library's).
    coverAlt: text(data.language) === "nl" ? text((cover.nl as Record<string, unknown> | undefined)?.alt) : text(cover.alt),
    coverDecorative: cover.decorative === true,
    seoTitle: text(data.seoTitle),
    seoDescription: text(data.seoDescription),
    body: text(data.body),
    publishAt: publishAt && !Number.isNaN(Date.parse(publishAt)) ? instantToStudioTime(new Date(publishAt)) : "",
  };
}

/** The form as posted. Unknown seasons are dropped here; the schema refuses nothing it cannot name. */
export function postedArticleValues(form: FormData): ArticleFormValues {
  const one = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const many = <T extends string>(name: string, allowed: readonly T[]) => [...new Set(form.getAll(name).filter((value): value is T => typeof value === "string" && (allowed as readonly string[]).includes(value)))];
  return {
    language: one("language") || "en",
    title: one("title"),
    slug: one("slug"),
    excerpt: one("excerpt"),
    kind: one("kind"),
    topic: one("topic"),
    difficulty: one("difficulty"),
    // In the order the form lists them, whatever order they were ticked in.
    seasons: SEASON_SLUGS.filter((slug) => many("seasons", SEASON_SLUGS).includes(slug)),
    subSeasons: SUB_SEASON_SLUGS.filter((slug) => many("subSeasons", SUB_SEASON_SLUGS).includes(slug)),
    author: one("author"),
    coverPhoto: one(FIELD.coverPhoto),
    coverAlt: one(FIELD.coverAlt),
    coverDecorative: one(FIELD.coverDecorative) === "on",
    seoTitle: one("seoTitle"),
    seoDescription: one("seoDescription"),
    body: one("body").replace(/\r\n?/g, "\n"),
    publishAt: one("publishAt"),
  };
}

export function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && (INTENTS as readonly string[]).includes(value);
}

/** The fields a revision keeps and a restore puts back: what the editor writes, not what the save derives. */
export const CONTENT_FIELDS = [
  "kind",
  "language",
  "title",
  "excerpt",
  "body",
  "seoTitle",
  "seoDescription",
  "topic",
  "difficulty",
  "seasons",
  "subSeasons",
  "author",
  "cover",
] as const satisfies ReadonlyArray<keyof Article>;
