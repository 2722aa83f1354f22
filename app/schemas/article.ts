import * as v from "valibot";
import { DIFFICULTIES, SEASON_SLUGS, SUB_SEASON_SLUGS, TIP_CATEGORIES } from "./season";
import { LOCALES, NonEmpty, Slug, Timestamp } from "./common";
import { PhotoId, PhotoRef } from "./photo";

/**
 * The journal: `Articles/{id}`, one document per article or styling tip. The id never changes;
 * the slug may (the old ones stay in `previousSlugs` and answer 301 to the new one).
 *
 * The body is Markdown (CommonMark with GitHub's tables and strikethrough, no raw HTML), rendered
 * once when it is saved (app/site/markdown.ts) into `bodyHtml`, so a page view renders nothing.
 * A photo of the library goes in the body as `![What it shows](/media/{id})` (`![](/media/{id})`
 * for a decorative one).
 */
export const ARTICLE_KINDS = ["article", "tip"] as const;
/** Articles are filed under one topic; a tip's topic is its category (TIP_CATEGORIES). */
export const ARTICLE_TOPICS = ["Colour analysis", ...TIP_CATEGORIES, "Shopping"] as const;
export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;

/** The longest body the journal keeps (characters of Markdown): a long article is about 10,000. */
const BODY_MAX = 40_000;


/** What a filter names: a season, or a sub-season (whose season is then named too). */
const SeasonTag = v.picklist([...SEASON_SLUGS, ...SUB_SEASON_SLUGS]);

/** The article's fields, for projections (`v.pick`); `Article` adds the checks of the whole. */
export const ArticleFields = v.object({
  kind: v.picklist(ARTICLE_KINDS),
  /** The language it is written in: each journal lists its own language's articles (issue 43). */
  language: v.optional(v.picklist(LOCALES), "en"),
  slug: Slug,
  previousSlugs: v.optional(v.array(Slug), []),
  title: v.pipe(NonEmpty, v.maxLength(120)),
  /** One or two sentences: the card, the feed's summary and the meta description. */
  excerpt: v.pipe(NonEmpty, v.maxLength(320)),
  body: v.pipe(NonEmpty, v.maxLength(BODY_MAX, "Keep the body under 40,000 characters.")),
  /** `body` rendered and sanitised when it was saved. */
  bodyHtml: v.string(),
  /** Every photo the article shows (its cover and those in its body), for the library's "used by". */
  photos: v.optional(v.array(PhotoId), []),
  /** For search results and shared links; the title and the excerpt when absent. */
  seoTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(70, "Keep the SEO title under 70 characters."))),
  seoDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(170, "Keep the SEO description under 170 characters."))),
  topic: v.picklist(ARTICLE_TOPICS),
  /** Tips have one; articles may. */
  difficulty: v.optional(v.picklist(DIFFICULTIES)),
  seasons: v.optional(v.array(v.picklist(SEASON_SLUGS)), []),
  subSeasons: v.optional(v.array(v.picklist(SUB_SEASON_SLUGS)), []),
  author: NonEmpty,
  cover: v.optional(PhotoRef),
  status: v.picklist(ARTICLE_STATUSES),
  /** When a scheduled article goes public. */
  publishAt: v.optional(Timestamp),
  /** When it went public (kept when it is edited). */
  publishedAt: v.optional(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /**
   * Index fields, worked out from those above at every save (app/models/article-index.ts) so the
   * journal's queries can filter on them; never typed, and absent on an article saved before
   * them until `npm run reindex:articles`.
   * `slugs`: the slug and the previous ones, so one `array-contains` finds an article by either.
   */
  slugs: v.optional(v.array(Slug), []),
  /** The seasons and sub-seasons, each sub-season's season too: what the season filter matches. */
  seasonTags: v.optional(v.array(SeasonTag), []),
  /** The title's words and their beginnings, lower case: the studio's title search. */
  titleWords: v.optional(v.array(v.string()), []),
  /** Minutes to read the body: what a card shows without reading the body. */
  readingMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

type WholeArticle = Pick<v.InferOutput<typeof ArticleFields>, "kind" | "difficulty" | "status" | "publishAt" | "publishedAt">;

/** The checks of an article as a whole, for `Article` and its projections that keep these fields. */
function wholeArticleChecks<T extends WholeArticle>() {
  return [
    v.check<T, string>((article) => article.kind !== "tip" || article.difficulty !== undefined, "A styling tip needs a difficulty."),
    v.check<T, string>((article) => article.status !== "scheduled" || article.publishAt !== undefined, "A scheduled article needs the time it goes public."),
    v.check<T, string>((article) => article.status !== "published" || article.publishedAt !== undefined, "A published article needs the time it went public."),
  ] as const;
}

export const Article = v.pipe(ArticleFields, ...wholeArticleChecks<v.InferOutput<typeof ArticleFields>>());
export type Article = v.InferOutput<typeof Article>;

/** What a card draws (the journal, related reading, a sub-season's tips): read as a projection, never the body. */
export const ARTICLE_CARD_FIELDS = [
  "kind",
  "slug",
  "title",
  "excerpt",
  "topic",
  "difficulty",
  "cover",
  "seasons",
  "subSeasons",
  "status",
  "publishAt",
  "publishedAt",
  "updatedAt",
  "readingMinutes",
] as const satisfies ReadonlyArray<keyof typeof ArticleFields.entries>;
export const ArticleCard = v.pick(ArticleFields, ARTICLE_CARD_FIELDS);
export type ArticleCard = v.InferOutput<typeof ArticleCard>;

const WithoutBodyFields = v.omit(ArticleFields, ["body", "bodyHtml"]);
/** An article without its body: what the studio's list reads and checks. */
export const ArticleWithoutBody = v.pipe(WithoutBodyFields, ...wholeArticleChecks<v.InferOutput<typeof WithoutBodyFields>>());
