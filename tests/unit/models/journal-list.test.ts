import { describe, expect, it } from "vitest";
import { journalHref, pageSlice, readJournalQuery, topicSlug } from "~/models/journal-list";
import { pickRelated, type StoredArticle } from "~/models/articles.server";
import { articleIndexFields } from "~/models/article-index";
import { wordsInHtml } from "~/site/markdown";
import { toArticleView } from "~/models/article-view";
import type { Article } from "~/schemas/article";

const article = (id: string, over: Partial<Article> = {}): StoredArticle => indexed({
  id,
  kind: "article",
  language: "en",
  slug: id,
  previousSlugs: [],
  title: id,
  excerpt: "An excerpt.",
  body: "Body",
  bodyHtml: "<p>Body</p>",
  photos: [],
  topic: "Wardrobe",
  seasons: [],
  subSeasons: [],
  author: "Marieke van Doorn",
  status: "published",
  publishedAt: "2026-03-10T08:00:00.000Z",
  createdAt: "2026-03-01T08:00:00.000Z",
  updatedAt: "2026-03-10T08:00:00.000Z",
  slugs: [],
  seasonTags: [],
  titleWords: [],
  ...over,
});
const indexed = (stored: StoredArticle): StoredArticle => ({ ...stored, ...articleIndexFields(stored) });

describe("the journal's query", () => {
  it("reads topic, season or sub-season and page from the address", () => {
    expect(readJournalQuery(new URLSearchParams("topic=prints-patterns&season=soft-autumn&page=3"))).toEqual({
      topic: "Prints & Patterns",
      season: { kind: "sub-season", slug: "soft-autumn", name: "Soft Autumn" },
      page: 3,
      unknown: false,
    });
    expect(readJournalQuery(new URLSearchParams("season=winter")).season).toEqual({ kind: "season", slug: "winter", name: "Winter" });
  });

  it("marks an unknown filter and a malformed page", () => {
    expect(readJournalQuery(new URLSearchParams("topic=knitting")).unknown).toBe(true);
    expect(readJournalQuery(new URLSearchParams("season=monsoon")).unknown).toBe(true);
    for (const page of ["0", "-1", "1.5", "two", "", "12345"]) expect(readJournalQuery(new URLSearchParams({ page })).page, page).toBeNull();
  });

  it("writes each filter and page as one address, page 1 and 'all' leaving no parameter", () => {
    expect(journalHref({ topic: null, season: null })).toBe("/journal");
    expect(journalHref({ topic: "Prints & Patterns", season: "autumn", page: 2 })).toBe("/journal?topic=prints-patterns&season=autumn&page=2");
    expect(journalHref({ topic: "Colour analysis", season: null, page: 1 })).toBe("/journal?topic=colour-analysis");
    expect(topicSlug("Colour analysis")).toBe("colour-analysis");
  });
});

describe("filters and pages", () => {
  it("a season takes in its own articles and its sub-seasons' tips; a sub-season only its own", () => {
    // The season filter is one `seasonTags array-contains` query: these are the tags it matches.
    expect(article("a", { seasons: ["autumn"] }).seasonTags).toEqual(["autumn"]);
    expect(article("b", { kind: "tip", difficulty: "Beginner", subSeasons: ["soft-autumn"] }).seasonTags).toEqual(["soft-autumn", "autumn"]);
    expect(article("c", { seasons: ["autumn"], subSeasons: ["soft-autumn", "deep-winter"] }).seasonTags).toEqual(["autumn", "soft-autumn", "deep-winter", "winter"]);
  });

  it("pages twelve at a time; past the last page there is none, but an empty list has page 1", () => {
    expect(pageSlice(25, 3)).toEqual({ offset: 24, limit: 12, pageCount: 3 });
    expect(pageSlice(25, 4)).toBeNull();
    expect(pageSlice(0, 1)).toEqual({ offset: 0, limit: 12, pageCount: 1 });
    expect(pageSlice(0, 2)).toBeNull();
  });
});

describe("related reading", () => {
  it("ranks a shared sub-season over a shared season over the topic, newest first among equals, never itself or a draft", () => {
    const self = article("self", { seasons: ["autumn"], subSeasons: ["soft-autumn"], topic: "Makeup" });
    // Each pool is newest first, and an article may be in several.
    const pools = [
      article("topic-only", { topic: "Makeup", publishedAt: "2026-03-12T08:00:00.000Z" }),
      article("unrelated", { topic: "Hair" }),
      article("season", { seasons: ["autumn"], publishedAt: "2026-03-11T08:00:00.000Z" }),
      self,
      article("sub-season", { subSeasons: ["soft-autumn"] }),
      article("season-2", { seasons: ["autumn"] }),
      article("season", { seasons: ["autumn"], publishedAt: "2026-03-11T08:00:00.000Z" }),
      article("draft", { subSeasons: ["soft-autumn"], status: "draft" }),
    ];
    expect(pickRelated(pools, self).map((x) => x.id)).toEqual(["sub-season", "season", "season-2"]);
    expect(pickRelated(pools, self, 10).map((x) => x.id)).toEqual(["sub-season", "season", "season-2", "topic-only"]);
  });
});

describe("the article view", () => {
  it("counts the words between the tags", () => {
    expect(wordsInHtml('<h2 id="a">Two words</h2><p>And <strong>three</strong> more — here.</p>')).toBe(6);
  });

  it("writes dates in the studio's time zone and shows 'Updated' only for a later day", () => {
    const view = toArticleView({ id: "x", article: article("x", { publishedAt: "2026-03-09T23:30:00.000Z", updatedAt: "2026-03-10T08:00:00.000Z" }), readingMinutes: 4 });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Utrecht: the same day as the update.
    expect(view.dateLabel).toBe("10 March 2026");
    expect(view.updatedLabel).toBeNull();
    expect(toArticleView({ id: "x", article: article("x", { updatedAt: "2026-04-01T08:00:00.000Z" }), readingMinutes: 4 }).updatedLabel).toBe("1 April 2026");
  });

  it("a preview of a draft or a scheduled article says so instead of a date", () => {
    expect(toArticleView({ id: "x", article: article("x", { status: "draft", publishedAt: undefined }), readingMinutes: 1 })).toMatchObject({ publishedAt: null, dateLabel: "Draft", updatedLabel: null });
    expect(toArticleView({ id: "x", article: article("x", { status: "scheduled", publishedAt: undefined, publishAt: "2026-12-03T08:00:00.000Z" }), readingMinutes: 1 }).dateLabel).toBe("Scheduled for 3 December 2026");
  });
});
