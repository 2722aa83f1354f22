import { describe, expect, it } from "vitest";
import { ARTICLE_TOPICS } from "~/schemas/article";
import {
  bySlugQuery,
  cardPageQuery,
  feedQuery,
  publishedCountQuery,
  relatedQueries,
  sitemapQuery,
  subSeasonTipsQuery,
  type SeasonTag,
} from "~/models/article-queries";
import { buildStructuredQuery, type QuerySpec } from "~/firestore/query";
import { titleWords } from "~/models/article-index";
import { studioArticlePageQuery, titleSearchQuery } from "~/studio/journal/reads.server";
import { compositeIndexNeeded, hasIndexFor } from "../support/firestore-indexes";

const TOPICS = [null, ...ARTICLE_TOPICS];
const TAGS: Array<SeasonTag | null> = [null, "autumn", "soft-autumn"];

/** Every public query of the journal, one of each shape. */
function everyQuery(): Array<[string, QuerySpec]> {
  const queries: Array<[string, QuerySpec]> = [];
  for (const topic of TOPICS.slice(0, 2)) {
    for (const seasonTag of TAGS) {
      queries.push([`page ${topic}/${seasonTag}`, cardPageQuery({ topic, seasonTag, offset: 12, limit: 12 })]);
      queries.push([`count ${topic}/${seasonTag}`, publishedCountQuery({ topic, seasonTag })]);
    }
  }
  queries.push(["slug", bySlugQuery("a-slug")]);
  relatedQueries({ subSeasons: ["soft-autumn"], seasonTags: ["soft-autumn", "autumn"], topic: "Makeup" }).forEach((query, index) => queries.push([`related ${index}`, query]));
  queries.push(["tips", subSeasonTipsQuery("soft-autumn")], ["feed", feedQuery()], ["sitemap", sitemapQuery()]);
  return queries;
}

describe("the journal's public queries", () => {
  it("each has its composite index in firestore.indexes.json (the emulator would run it without one)", () => {
    for (const [name, query] of everyQuery()) expect(hasIndexFor(query), name).toBe(true);
    // The check itself notices a missing index: ordered by a field no index has.
    expect(hasIndexFor({ ...cardPageQuery({ topic: "Makeup", seasonTag: null, offset: 0, limit: 12 }), orderBy: [{ field: "updatedAt", direction: "DESCENDING" }] })).toBe(false);
    expect(compositeIndexNeeded(bySlugQuery("a-slug"))).toBeNull();
  });

  it("never reads an article's body except on its own page, and every list is bounded", () => {
    for (const [name, query] of everyQuery()) {
      const { structuredQuery } = buildStructuredQuery(query);
      if (name === "slug") {
        expect(structuredQuery.limit).toBe(1);
        continue;
      }
      const fields = structuredQuery.select?.fields.map((field) => field.fieldPath);
      if (!name.startsWith("count")) expect(fields, name).toBeDefined();
      expect(fields ?? [], name).not.toContain("body");
      if (name !== "feed") expect(fields ?? [], name).not.toContain("bodyHtml");
      if (!name.startsWith("count") && name !== "sitemap") expect(structuredQuery.limit, name).toBeLessThanOrEqual(24);
    }
  });

  it("filters a season by its tag and a page by its offset", () => {
    const { structuredQuery } = buildStructuredQuery(cardPageQuery({ topic: "Makeup", seasonTag: "autumn", offset: 108, limit: 12 }));
    expect(structuredQuery).toMatchObject({ offset: 108, limit: 12, orderBy: [{ field: { fieldPath: "publishedAt" }, direction: "DESCENDING" }] });
    expect(JSON.stringify(structuredQuery.where)).toContain('"seasonTags"},"op":"ARRAY_CONTAINS","value":{"stringValue":"autumn"}');
  });
});

describe("the studio's journal list", () => {
  it("each page and each title search, by status or not, has its index and never reads a body", () => {
    for (const status of ["all", "draft", "published"] as const) {
      for (const query of [studioArticlePageQuery(status, 3), titleSearchQuery("Soft autumn", status)!.query]) {
        expect(hasIndexFor(query), `${status} ${JSON.stringify(query.where)}`).toBe(true);
        expect(query.select).not.toContain("body");
        expect(query.select).not.toContain("bodyHtml");
      }
    }
    expect(studioArticlePageQuery("all", 3)).toMatchObject({ offset: 100, limit: 50 });
  });

  it("searches the longest word typed (its first 12 letters), and keeps every word to check the title by", () => {
    expect(titleSearchQuery("  Soft AUTUMN's jewellery ", "all")).toMatchObject({
      words: ["soft", "autumn", "s", "jewellery"],
      query: { where: [{ field: "titleWords", arrayContains: "jewellery" }], limit: 200 },
    });
    expect(titleSearchQuery("Überraschungsgeschenke", "all")!.query.where).toEqual([{ field: "titleWords", arrayContains: "uberraschung" }]);
    expect(titleSearchQuery(" — ", "all")).toBeNull();
  });

  it("stores every word of a title and its beginnings, so any of them typed finds it", () => {
    const words = titleWords("What colours suit a Soft Autumn?");
    for (const typed of ["wh", "what", "colo", "colours", "a", "soft", "aut", "autumn"]) expect(words, typed).toContain(typed);
    expect(words).not.toContain("w");
    expect(titleWords("Crème brûlée tones")).toEqual(expect.arrayContaining(["creme", "brulee", "br"]));
  });
});
