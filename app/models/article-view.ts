import type { Article, ArticleCard } from "~/schemas/article";
import type { PhotoRef } from "~/schemas/photo";
import { getSeason, getSubSeason, SEASONS } from "~/data/seasons";
import { publicDate } from "~/site/time";
import { articlePath, seasonPath, subSeasonPath } from "~/site/paths";
import { localizedPath, type Locale } from "~/site/locale";

/**
 * What the journal's pages show of an article, with its dates already written out in the studio's
 * time zone (the server and the browser then print the same text). Pure: the public pages and the
 * studio's Preview both make it, and `components/journal/ArticleView.tsx` draws it.
 */
type SeasonLink = { slug: string; name: string; path: string };

/** An article in a list: the journal, related articles, a sub-season's tips. */
export type ArticleCardView = {
  id: string;
  kind: Article["kind"];
  /** The language it is written in; its address is in that language's journal ("/nl/journal/…"). */
  language: Locale;
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  topic: Article["topic"];
  difficulty: Article["difficulty"] | null;
  cover: PhotoRef | null;
  /** ISO time it went public; null for a draft or a scheduled article (a preview). */
  publishedAt: string | null;
  /** "10 February 2026" ("10 februari 2026" for a Dutch article); for a preview, what its status is ("Draft", "Scheduled for 3 December 2026"). */
  dateLabel: string;
  /** null for an article saved before reading times were stored (until `npm run reindex:articles`). */
  readingMinutes: number | null;
  /** What a card without a cover draws instead: its sub-season's or season's colours (all four seasons' otherwise). */
  palette: Array<{ name: string; hex: string }>;
};

/** The article page. */
export type ArticleView = ArticleCardView & {
  readingMinutes: number;
  author: string;
  /** Rendered and sanitised when it was saved (app/site/markdown.ts): shown as it is. */
  bodyHtml: string;
  updatedAt: string;
  /** "24 February 2026" when it changed on a later day than it went public; null otherwise. */
  updatedLabel: string | null;
  seasons: SeasonLink[];
  subSeasons: SeasonLink[];
};

/** When a published article last changed, for feeds and search engines: never before it went public. */
export function lastModified(article: Pick<Article, "updatedAt" | "publishedAt">): string {
  const published = article.publishedAt ?? article.updatedAt;
  return article.updatedAt > published ? article.updatedAt : published;
}

/** A card's fields; `language` is read with them where the query asks for it (an article stored without one is English). */
type CardInput = { id: string; article: ArticleCard & { language?: Locale | undefined }; readingMinutes: number | null };
type Input = { id: string; article: Article; readingMinutes: number };

const PALETTE_SIZE = 8;

function paletteOf(article: Pick<Article, "seasons" | "subSeasons">): Array<{ name: string; hex: string }> {
  const subSeason = article.subSeasons.map(getSubSeason).find(Boolean);
  if (subSeason) return subSeason.palette.slice(0, PALETTE_SIZE).map(({ name, hex }) => ({ name, hex }));
  const season = article.seasons.map(getSeason).find(Boolean);
  const colors = season ? season.keyColors : SEASONS.flatMap((each) => each.keyColors.slice(0, 2));
  return colors.slice(0, PALETTE_SIZE).map(({ name, hex }) => ({ name, hex }));
}

export function toArticleCard({ id, article, readingMinutes }: CardInput): ArticleCardView {
  const publishedAt = article.status === "published" ? (article.publishedAt ?? null) : null;
  const language = article.language ?? "en";
  return {
    id,
    kind: article.kind,
    language,
    slug: article.slug,
    path: localizedPath(articlePath(article.slug), language),
    title: article.title,
    excerpt: article.excerpt,
    topic: article.topic,
    difficulty: article.difficulty ?? null,
    cover: article.cover ?? null,
    publishedAt,
    dateLabel: publishedAt
      ? publicDate(publishedAt, language)
      : article.status === "scheduled" && article.publishAt
        ? `Scheduled for ${publicDate(article.publishAt)}`
        : "Draft",
    readingMinutes,
    palette: article.cover ? [] : paletteOf(article),
  };
}

export function toArticleView(input: Input): ArticleView {
  const { article } = input;
  const card = { ...toArticleCard(input), readingMinutes: input.readingMinutes };
  const updatedLabel = publicDate(article.updatedAt, card.language);
  return {
    ...card,
    author: article.author,
    bodyHtml: article.bodyHtml,
    updatedAt: article.updatedAt,
    updatedLabel: card.publishedAt && updatedLabel !== card.dateLabel && article.updatedAt > card.publishedAt ? updatedLabel : null,
    seasons: article.seasons.flatMap((slug) => {
      const season = getSeason(slug);
      return season ? [{ slug, name: season.name, path: seasonPath(slug) }] : [];
    }),
    subSeasons: article.subSeasons.flatMap((slug) => {
      const subSeason = getSubSeason(slug);
      return subSeason ? [{ slug, name: subSeason.name, path: subSeasonPath(slug) }] : [];
    }),
  };
}
