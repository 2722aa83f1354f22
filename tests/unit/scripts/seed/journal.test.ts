import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DIFFICULTIES, SEASONS, SUB_SEASONS, TIP_CATEGORIES } from "~/data/seasons";
import { Article } from "~/schemas/article";
import { renderMarkdown } from "~/site/markdown";
import { localizedPath } from "~/site/locale";
import { categoryPath, seasonPath, servicePath, subSeasonPath } from "~/site/paths";
import { PAGE_ROUTES } from "../../../../scripts/lib/routes.mjs";
import { services } from "../../../../scripts/seed/index";
import { journalArticles } from "../../../../scripts/seed/journal/index";

// The journal's demo copy: every entry a valid article, every sub-season's tips present with a
// real body, eight full articles, and Markdown that renders with nothing to fix.

/** Every page of the site a body may link to. */
const SITE_PATHS = new Set<string>([
  ...PAGE_ROUTES,
  "/seasons",
  ...SEASONS.map((season) => seasonPath(season.slug)),
  ...SUB_SEASONS.map((subSeason) => subSeasonPath(subSeason.slug)),
  ...services.map(({ id, data }) => servicePath(data.categorySlug, id)),
  ...services.map(({ data }) => categoryPath(data.categorySlug)),
]);

/** The same pages at their Dutch addresses: a Dutch article links to those. */
const SITE_PATHS_NL = new Set([...SITE_PATHS].map((path) => localizedPath(path, "nl")));

const noPhotos = () => undefined;
const wordCount = (body: string) => renderMarkdown(body, noPhotos).words;

const articles = journalArticles.filter(({ data }) => data.kind === "article");
const tips = journalArticles.filter(({ data }) => data.kind === "tip");

describe("the journal's demo content", () => {
  it("every entry is a valid article", () => {
    for (const { id, data } of journalArticles) {
      const result = v.safeParse(Article, { ...data, bodyHtml: renderMarkdown(data.body, noPhotos).html });
      expect(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`), id).toEqual([]);
    }
  });

  it("ids and slugs are unique", () => {
    const ids = journalArticles.map(({ id }) => id);
    const slugs = journalArticles.flatMap(({ data }) => [data.slug, ...(data.previousSlugs ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("gives every sub-season 3 to 4 styling tips of its own, each a tip with a difficulty and a body of 150 to 400 words", () => {
    for (const subSeason of SUB_SEASONS) {
      const own = tips.filter(({ data }) => data.subSeasons?.includes(subSeason.slug));
      expect(own.length, subSeason.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, subSeason.slug).toBeLessThanOrEqual(4);
      for (const { id, data } of own) {
        expect(data.subSeasons, id).toEqual([subSeason.slug]);
        expect(data.seasons, id).toEqual([subSeason.seasonSlug]);
        expect(DIFFICULTIES, id).toContain(data.difficulty);
        expect(TIP_CATEGORIES, id).toContain(data.topic);
        const words = wordCount(data.body);
        expect(words, `${id}: ${words} words`).toBeGreaterThanOrEqual(150);
        expect(words, `${id}: ${words} words`).toBeLessThanOrEqual(400);
      }
    }
    expect(tips.length).toBe(tips.filter(({ data }) => data.subSeasons?.length === 1).length);
  });

  it("gives each tip a two-sentence excerpt, and no two tips the same title or excerpt", () => {
    for (const { id, data } of tips) expect(data.excerpt.split(/(?<=[.!?])\s+/).filter(Boolean).length, id).toBe(2);
    expect(new Set(tips.map(({ data }) => data.title)).size).toBe(tips.length);
    expect(new Set(tips.map(({ data }) => data.excerpt)).size).toBe(tips.length);
  });


  it("holds at least eight full articles of 600 to 1,200 words, each with subheadings and a list", () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const { id, data } of articles) {
      const words = wordCount(data.body);
      expect(words, `${id}: ${words} words`).toBeGreaterThanOrEqual(600);
      expect(words, `${id}: ${words} words`).toBeLessThanOrEqual(1200);
      expect(data.body, id).toMatch(/^## \S/m);
      expect(data.body, id).toMatch(/^- \S/m);
    }
  });

  it("bodies render with nothing to fix, and link only to pages of the site", () => {
    for (const { id, data } of journalArticles) {
      const rendered = renderMarkdown(data.body, noPhotos);
      expect(rendered.problems, id).toEqual([]);
      expect(rendered.html, id).toMatch(/<h2 id="[a-z0-9-]+">/);
      for (const [, path] of data.body.matchAll(/\]\(([^)]*)\)/g)) expect((data.language === "nl" ? SITE_PATHS_NL : SITE_PATHS).has(path!), `${id} links to ${path}`).toBe(true);
    }
  });

  it("publishes nothing before it was written, and the one scheduled article is in the future with no publication time yet", () => {
    for (const { id, data } of journalArticles) {
      if (data.publishedAt) expect(Date.parse(data.updatedAt), id).toBeGreaterThanOrEqual(Date.parse(data.publishedAt));
      expect(Date.parse(data.updatedAt), id).toBeGreaterThanOrEqual(Date.parse(data.createdAt));
      expect(Date.parse(data.updatedAt), `${id} was not written in the future`).toBeLessThanOrEqual(Date.now());
    }
    const scheduled = journalArticles.filter(({ data }) => data.status === "scheduled");
    expect(scheduled.map(({ id }) => id)).toEqual(["shopping-with-your-palette"]);
    expect(scheduled[0]!.data.publishedAt).toBeUndefined();
  });

  it("is the studio's own copy, not a placeholder", () => {
    const text = JSON.stringify(journalArticles).toLowerCase();
    for (const placeholder of ["lorem", "ipsum", "todo", "tbd", "xxx", "placeholder"]) expect(text).not.toContain(placeholder);
  });
});
