import { describe, expect, it } from "vitest";
import { journalHref, matchesFilters, paginate, readJournalQuery, topicSlug } from "~/models/journal-list";
import { relatedArticles, type StoredArticle } from "~/models/articles.server";
import { wordsInHtml } from "~/site/markdown";
import { toArticleView } from "~/models/article-view";
import type { Article } from "~/schemas/article";

const article = (id: string, over: Partial<Article> = {}): StoredArticle => ({
  id,
  kind: "article",
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
  ...over,
});

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
    const autumnArticle = article("a", { seasons: ["autumn"] });
    const softAutumnTip = article("b", { kind: "tip", difficulty: "Beginner", subSeasons: ["soft-autumn"] });
    const springTip = article("c", { kind: "tip", difficulty: "Beginner", subSeasons: ["light-spring"] });
    const autumn = readJournalQuery(new URLSearchParams("season=autumn")).season;
    const softAutumn = readJournalQuery(new URLSearchParams("season=soft-autumn")).season;
    expect([autumnArticle, softAutumnTip, springTip].filter((x) => matchesFilters(x, { topic: null, season: autumn })).map((x) => x.id)).toEqual(["a", "b"]);
    expect([autumnArticle, softAutumnTip, springTip].filter((x) => matchesFilters(x, { topic: null, season: softAutumn })).map((x) => x.id)).toEqual(["b"]);
    expect(matchesFilters(softAutumnTip, { topic: "Makeup", season: softAutumn })).toBe(false);
  });

  it("pages twelve at a time; past the last page there is none, but an empty list has page 1", () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(paginate(items, 3)).toEqual({ items: [24], page: 3, pageCount: 3, total: 25 });
    expect(paginate(items, 4)).toBeNull();
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("related reading", () => {
  it("ranks a shared sub-season over a shared season over the topic, newest first among equals, never itself", () => {
    const self = article("self", { seasons: ["autumn"], subSeasons: ["soft-autumn"], topic: "Makeup" });
    const list = [
      article("topic-only", { topic: "Makeup" }),
      article("unrelated", { topic: "Hair" }),
      article("season", { seasons: ["autumn"] }),
      self,
      article("sub-season", { subSeasons: ["soft-autumn"] }),
      article("season-2", { seasons: ["autumn"] }),
    ];
    expect(relatedArticles(list, self).map((x) => x.id)).toEqual(["sub-season", "season", "season-2"]);
    expect(relatedArticles(list, self, 10).map((x) => x.id)).toEqual(["sub-season", "season", "season-2", "topic-only"]);
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
