import type { Article } from "~/schemas/article";
import { getSubSeason } from "~/data/seasons";
import { readingMinutes, wordsInHtml } from "~/site/markdown";

/**
 * The index fields of an article (`slugs`, `seasonTags`, `titleWords`, `readingMinutes`): worked
 * out from what the editor wrote, and stored with it at every save, so that the journal's queries
 * filter on them and a card shows its reading time without reading the body. Pure.
 */
type IndexSource = Pick<Article, "slug" | "previousSlugs" | "seasons" | "subSeasons" | "title" | "bodyHtml">;
export type ArticleIndexFields = Pick<Article, "slugs" | "seasonTags" | "titleWords"> & { readingMinutes: number };

/** The shortest beginning of a word the studio's title search matches. */
const SHORTEST_PREFIX = 2;
/** Longer beginnings than this are not kept: the whole word still is. */
export const LONGEST_PREFIX = 12;

export function articleIndexFields(article: IndexSource): ArticleIndexFields {
  const seasonTags = new Set<Article["seasonTags"][number]>(article.seasons);
  for (const slug of article.subSeasons) {
    seasonTags.add(slug);
    const season = getSubSeason(slug)?.seasonSlug;
    if (season) seasonTags.add(season);
  }
  return {
    slugs: [...new Set([article.slug, ...article.previousSlugs])],
    seasonTags: [...seasonTags],
    titleWords: titleWords(article.title),
    readingMinutes: readingMinutes(wordsInHtml(article.bodyHtml)),
  };
}

/** The article with its index fields worked out again: what every write of a whole article stores. */
export function withIndexFields<T extends IndexSource>(article: T): T & ArticleIndexFields {
  return { ...article, ...articleIndexFields(article) };
}

/** "Soft Autumn's jewellery" → "so", "sof", "soft", "au", …, "autumn", "je", …, "jewellery": lower case, without accents. */
export function titleWords(title: string): string[] {
  const words = searchWords(title);
  const found = new Set<string>();
  for (const word of words) {
    for (let length = SHORTEST_PREFIX; length <= Math.min(word.length, LONGEST_PREFIX); length += 1) found.add(word.slice(0, length));
    found.add(word);
  }
  return [...found];
}

/** What a search or a title is made of: lower-case words of letters and digits, accents taken off. */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
