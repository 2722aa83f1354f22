import * as v from "valibot";
import { ARTICLE_TOPICS, type Article } from "~/schemas/article";
import { getSeason, getSubSeason, SEASONS, SEASON_SLUGS, SUB_SEASON_SLUGS, subSeasonsOf } from "~/data/seasons";
import { JOURNAL_PATH } from "~/site/paths";

/**
 * The journal list's filters and pages, read from and written to its links (`/journal?topic=makeup&season=soft-autumn&page=2`):
 * every filter is a link, so the page works without JavaScript and each view has one address.
 */
export const ARTICLES_PER_PAGE = 12;

export type Topic = Article["topic"];

/** "Prints & Patterns" → "prints-patterns": the topic as the address writes it. */
export function topicSlug(topic: Topic): string {
  return topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const TOPIC_BY_SLUG = new Map<string, Topic>(ARTICLE_TOPICS.map((topic) => [topicSlug(topic), topic]));

/** A season or a sub-season: the `season` filter takes either (their slugs never collide). */
export type SeasonFilter = { kind: "season" | "sub-season"; slug: Article["seasonTags"][number]; name: string };

function seasonFilterOf(slug: string): SeasonFilter | null {
  if (isOneOf(SEASON_SLUGS, slug)) return { kind: "season", slug, name: getSeason(slug)!.name };
  if (isOneOf(SUB_SEASON_SLUGS, slug)) return { kind: "sub-season", slug, name: getSubSeason(slug)!.name };
  return null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A page number as the links write it: no leading zero, so each page has one address (and one page-cache entry). */
const PageParam = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,3}$/), v.transform(Number));

export type JournalQuery = {
  topic: Topic | null;
  season: SeasonFilter | null;
  /** null when `page` is not a positive whole number. */
  page: number | null;
  /** A topic or season was asked for that does not exist: a 404, not a silent "all". */
  unknown: boolean;
};

export function readJournalQuery(params: URLSearchParams): JournalQuery {
  const rawTopic = params.get("topic");
  const rawSeason = params.get("season");
  const rawPage = params.get("page");
  const topic = rawTopic ? (TOPIC_BY_SLUG.get(rawTopic) ?? null) : null;
  const season = rawSeason ? seasonFilterOf(rawSeason) : null;
  const page = rawPage === null ? 1 : v.safeParse(PageParam, rawPage).success ? Number(rawPage) : null;
  return { topic, season, page, unknown: (rawTopic !== null && !topic) || (rawSeason !== null && !season) };
}

/** The address of a filter and page; page 1 and "all" leave no parameter. */
export function journalHref({ topic, season, page = 1 }: { topic: Topic | null; season: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (topic) params.set("topic", topicSlug(topic));
  if (season) params.set("season", season);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${JOURNAL_PATH}?${query}` : JOURNAL_PATH;
}

/** Where a page of the list starts and how many it holds; null when the page is past the last (page 1 always exists, even of an empty list). */
export function pageSlice(total: number, page: number, perPage = ARTICLES_PER_PAGE): { offset: number; limit: number; pageCount: number } | null {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (page < 1 || page > pageCount) return null;
  return { offset: (page - 1) * perPage, limit: perPage, pageCount };
}

/** The season filters in the order the page lists them: each season, then its sub-seasons. */
export function seasonFilters(): Array<SeasonFilter & { subSeasons: SeasonFilter[] }> {
  return SEASONS.map((season) => ({
    kind: "season",
    slug: season.slug,
    name: season.name,
    subSeasons: subSeasonsOf(season.slug).map((subSeason) => ({ kind: "sub-season" as const, slug: subSeason.slug, name: subSeason.name })),
  }));
}
