import * as v from "valibot";
import { DIFFICULTIES, SEASON_SLUGS, SUB_SEASON_SLUGS, TIP_CATEGORIES } from "~/data/seasons";
import { NonEmpty, Slug, Timestamp } from "./common";

/**
 * The journal: `Articles/{id}`, one document per article or styling tip. The id never changes;
 * the slug may (the old ones stay in `previousSlugs` and answer 301 to the new one).
 *
 * The body is plain text in a small markup, rendered by the site into HTML it escapes:
 * - blocks are separated by an empty line;
 * - a block starting "## " is a subheading;
 * - a block whose lines all start "- " is a bulleted list, one item a line;
 * - any other block is a paragraph;
 * - inside a paragraph or an item: `**strong**`, and `[text](/a/page/of/this/site)` links
 *   (a path of the site only, starting with "/").
 */
export const ARTICLE_KINDS = ["article", "tip"] as const;
/** Articles are filed under one topic; a tip's topic is its category (TIP_CATEGORIES). */
export const ARTICLE_TOPICS = ["Colour analysis", ...TIP_CATEGORIES, "Shopping"] as const;
export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;

/** The longest body the journal keeps (characters): a long article is about 10,000. */
const BODY_MAX = 40_000;

export const ArticleCover = v.object({
  /** The photo in the media library (R2 key). */
  photo: NonEmpty,
  /** What the photo shows, for people who cannot see it; "" only when `decorative`. */
  alt: v.string(),
  decorative: v.optional(v.boolean(), false),
});

export const Article = v.pipe(
  v.object({
    kind: v.picklist(ARTICLE_KINDS),
    slug: Slug,
    previousSlugs: v.optional(v.array(Slug), []),
    title: v.pipe(NonEmpty, v.maxLength(120)),
    /** One or two sentences: the card, the feed's summary and the meta description. */
    excerpt: v.pipe(NonEmpty, v.maxLength(320)),
    body: v.pipe(NonEmpty, v.maxLength(BODY_MAX)),
    topic: v.picklist(ARTICLE_TOPICS),
    /** Tips have one; articles may. */
    difficulty: v.optional(v.picklist(DIFFICULTIES)),
    seasons: v.optional(v.array(v.picklist(SEASON_SLUGS)), []),
    subSeasons: v.optional(v.array(v.picklist(SUB_SEASON_SLUGS)), []),
    author: NonEmpty,
    cover: v.optional(ArticleCover),
    status: v.picklist(ARTICLE_STATUSES),
    /** When a scheduled article goes public. */
    publishAt: v.optional(Timestamp),
    /** When it went public (kept when it is edited). */
    publishedAt: v.optional(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  v.check((article) => article.kind !== "tip" || article.difficulty !== undefined, "A styling tip needs a difficulty."),
  v.check((article) => article.status !== "scheduled" || article.publishAt !== undefined, "A scheduled article needs the time it goes public."),
  v.check((article) => article.status !== "published" || article.publishedAt !== undefined, "A published article needs the time it went public."),
);
export type Article = v.InferOutput<typeof Article>;
