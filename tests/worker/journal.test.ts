import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { renderMarkdown } from "~/site/markdown";
import { withIndexFields } from "~/models/article-index";
import { reindexArticles } from "../../scripts/reindex/articles";
import type { Env } from "~/platform/env.server";
import { articleDocument, journalArticles } from "../../scripts/seed/journal/index";
import { articleCoverDesign, coverRef } from "../../scripts/seed/covers/index";
import { jpegNear } from "~/site/photos";
import { publicDate as formatArticleDate } from "~/site/time";
import { websiteData } from "../../scripts/seed/website-data";
import { callWorker, FIVE_MINUTE_CRON, runScheduled, seededProject } from "./support";

// The public journal: the list, an article, the feed, the sitemap, and the schedule that
// publishes on time. Read-only tests use the shared seeded project; those that write get their own.

const SITE = "https://www.plumandlinen.example";
// Each journal lists its own language's articles: these tests read the English one.
const published = journalArticles
  .filter(({ data }) => data.status === "published" && (data.language ?? "en") === "en")
  .sort((a, b) => b.data.publishedAt!.localeCompare(a.data.publishedAt!));
const publishedDutch = journalArticles.filter(({ data }) => data.status === "published" && data.language === "nl");
const SCHEDULED = journalArticles.find(({ data }) => data.status === "scheduled")!;
const GUIDE = journalArticles.find(({ id }) => id === "what-colours-suit-a-soft-autumn")!;
const pageOutcome = (response: Response) => /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];

async function get(path: string, overrides: Partial<Env> = {}) {
  const response = await callWorker(path, overrides);
  return { status: response.status, headers: response.headers, body: await response.text(), outcome: pageOutcome(response) };
}

/** The article links of a list page's cards, in order. */
const cardSlugs = (html: string) => [...html.matchAll(/<h3 class="article-card__title"><a [^>]*href="\/journal\/([a-z0-9-]+)"/g)].map((match) => match[1]);

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const metaProperty = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

const unescapeXml = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/** The feed's entries: their link and their content, unescaped. */
function feedEntries(xml: string) {
  return [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => ({
    id: /<id>([^<]+)<\/id>/.exec(entry!)?.[1],
    link: /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(entry!)?.[1],
    updated: /<updated>([^<]+)<\/updated>/.exec(entry!)?.[1],
    content: unescapeXml(/<content type="html">([\s\S]*?)<\/content>/.exec(entry!)?.[1] ?? ""),
  }));
}

/** The sitemap's `<lastmod>` of a path, or undefined when the path is not listed. */
const lastmodOf = (xml: string, path: string) => new RegExp(`<loc>${SITE}${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(xml)?.[1] ?? (xml.includes(`<loc>${SITE}${path}</loc>`) ? "" : undefined);

describe("/journal", () => {
  it("lists published articles and tips newest first, twelve a page, with links to the next pages", async () => {
    const first = await get("/journal");
    expect(first.status).toBe(200);
    expect(cardSlugs(first.body)).toEqual(published.slice(0, 12).map(({ data }) => data.slug));
    expect(first.body).toContain(`${published.length} articles, newest first (page 1 of ${Math.ceil(published.length / 12)})`);
    expect(first.body).toMatch(/<a [^>]*href="\/journal\?page=2"[^>]*>Older/);

    const second = await get("/journal?page=2");
    expect(cardSlugs(second.body)).toEqual(published.slice(12, 24).map(({ data }) => data.slug));
    expect(second.body).toMatch(/<a [^>]*rel="prev"[^>]*href="\/journal"|<a [^>]*href="\/journal"[^>]*rel="prev"/);

    expect((await get(`/journal?page=${Math.ceil(published.length / 12) + 1}`)).status).toBe(404);
    expect((await get("/journal?page=0")).status).toBe(404);
    expect((await get("/journal?page=two")).status).toBe(404);
    // One address a page: a leading zero is not another spelling of page 2.
    expect((await get("/journal?page=02")).status).toBe(404);
  });

  it("filters by topic and by season or sub-season through links, and counts each topic", async () => {
    const makeup = await get("/journal?topic=makeup");
    const expectedMakeup = published.filter(({ data }) => data.topic === "Makeup");
    expect(cardSlugs(makeup.body)).toEqual(expectedMakeup.slice(0, 12).map(({ data }) => data.slug));
    expect(makeup.body).toMatch(new RegExp(`aria-current="page"[^>]*href="/journal\\?topic=makeup"[^>]*>Makeup<span class="filter-nav__count"> \\(${expectedMakeup.length}\\)`));

    const softAutumn = await get("/journal?season=soft-autumn");
    const expectedSoftAutumn = published.filter(({ data }) => data.subSeasons?.includes("soft-autumn"));
    expect(expectedSoftAutumn.length).toBeGreaterThan(1);
    expect(cardSlugs(softAutumn.body)).toEqual(expectedSoftAutumn.map(({ data }) => data.slug));
    expect(softAutumn.body).toContain("Reading on Soft Autumn");

    // A season takes in its sub-seasons' tips; the sub-season links of that season appear.
    const autumn = await get("/journal?season=autumn");
    const autumnSubs = ["soft-autumn", "true-autumn", "deep-autumn", "warm-autumn"];
    const expectedAutumn = published.filter(({ data }) => data.seasons?.includes("autumn") || data.subSeasons?.some((slug) => autumnSubs.includes(slug)));
    expect(cardSlugs(autumn.body)).toEqual(expectedAutumn.slice(0, 12).map(({ data }) => data.slug));
    expect(autumn.body).toContain('href="/journal?season=soft-autumn"');

    const both = await get("/journal?topic=makeup&season=soft-autumn");
    expect(cardSlugs(both.body)).toEqual(expectedSoftAutumn.filter(({ data }) => data.topic === "Makeup").map(({ data }) => data.slug));

    expect((await get("/journal?topic=knitting")).status).toBe(404);
    expect((await get("/journal?season=monsoon")).status).toBe(404);
  });

  it("is kept in the page cache once per filter and page, other parameters ignored", async () => {
    // A project of its own: the demo's pages may be in the runtime's cache already, and stale.
    const { projectId } = await seededProject("journal-filter-cache");
    const project = { FIRESTORE_PROJECT_ID: projectId };
    expect((await get("/journal?topic=hair", project)).outcome).toBe("miss");
    expect((await get("/journal?topic=hair&utm_source=news", project)).outcome).toBe("hit");
    expect((await get("/journal?topic=hair&page=1", project)).outcome).not.toBe(undefined);
  });
});

describe("/journal/{slug}", () => {
  it("shows the title, author, dates, reading time, the stored body, breadcrumbs and related reading", async () => {
    const { status, body } = await get(`/journal/${GUIDE.data.slug}`);
    expect(status).toBe(200);
    expect(body).toMatch(/<h1 id="article-title">What colours suit a Soft Autumn\?<\/h1>/);
    expect(body).toContain("By Marieke van Doorn");
    expect(body).toContain('Published <time dateTime="2026-02-10T08:00:00.000Z">10 February 2026</time>');
    expect(body).toContain('Updated <time dateTime="2026-02-24T08:00:00.000Z">24 February 2026</time>');
    expect(body).toMatch(/\d+ min read/);
    // The body is the HTML stored at save, headings with their ids.
    expect(body).toContain(articleDocument(GUIDE.data).bodyHtml);
    expect(body).toContain('<h2 id="your-best-colours-near-the-face">');
    expect(body).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?href="\/journal"[^>]*>Journal<\/a>/);
    const related = /<section[^>]*aria-labelledby="related-title"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    expect(cardSlugs(related).length).toBeGreaterThan(0);
    expect(cardSlugs(related)).not.toContain(GUIDE.data.slug);
    // Related reading shares a sub-season, a season or the topic.
    for (const slug of cardSlugs(related)) {
      const other = journalArticles.find(({ data }) => data.slug === slug)!.data;
      const shares = other.topic === GUIDE.data.topic || other.subSeasons?.some((s) => GUIDE.data.subSeasons?.includes(s)) || other.seasons?.some((s) => GUIDE.data.seasons?.includes(s));
      expect(shares, slug).toBe(true);
    }
  });

  it("gives BlogPosting JSON-LD and Open Graph tags with the cover as the image, and draws the cover first (fetchpriority high, never lazy)", async () => {
    const { body } = await get(`/journal/${GUIDE.data.slug}`);
    const cover = coverRef(articleCoverDesign(GUIDE));
    const coverJpeg = `${SITE}${jpegNear(cover, 1200).url}`;
    const posting = jsonLd(body).find((data) => data["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: GUIDE.data.title,
      datePublished: "2026-02-10T08:00:00.000Z",
      dateModified: "2026-02-24T08:00:00.000Z",
      author: { "@type": "Person", name: "Marieke van Doorn" },
      image: [coverJpeg],
      mainEntityOfPage: `${SITE}/journal/${GUIDE.data.slug}`,
    });
    expect(jsonLd(body).find((data) => data["@type"] === "BreadcrumbList")).toBeTruthy();
    expect(metaProperty(body, "og:type")).toBe("article");
    expect(metaProperty(body, "og:image")).toBe(coverJpeg);
    expect(metaProperty(body, "article:published_time")).toBe("2026-02-10T08:00:00.000Z");
    expect(body).toContain(`<link rel="canonical" href="${SITE}/journal/${GUIDE.data.slug}"/>`);
    const coverImg = new RegExp(`<img [^>]*src="/media/${cover.photo}/800.jpg"[^>]*>`).exec(body)?.[0] ?? "";
    expect(coverImg).toContain('fetchpriority="high"');
    expect(coverImg).not.toContain('loading="lazy"');
    expect(coverImg).toContain(`width="${cover.width}" height="${cover.height}"`);
    expect(coverImg).toContain(`alt="${cover.alt.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}"`);
  });

  it("a scheduled article answers 404 and is absent from the list, the feed and the sitemap", async () => {
    expect((await get(`/journal/${SCHEDULED.data.slug}`)).status).toBe(404);
    expect(cardSlugs((await get("/journal")).body)).not.toContain(SCHEDULED.data.slug);
    expect((await get("/journal?topic=shopping")).body).not.toContain(SCHEDULED.data.title);
    expect((await get("/journal/feed.xml")).body).not.toContain(SCHEDULED.data.slug);
    expect(lastmodOf((await get("/sitemap.xml")).body, `/journal/${SCHEDULED.data.slug}`)).toBeUndefined();
  });
});

describe("/journal/feed.xml", () => {
  it("is an Atom 1.0 feed of the newest twenty, each in full, with absolute addresses", async () => {
    const { status, headers, body } = await get("/journal/feed.xml");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(true);
    expect(body).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/journal/feed.xml"/>`);
    expect(body).toMatch(/^ {2}<updated>\d{4}-\d\d-\d\dT[\d:.]+Z<\/updated>$/m);
    const entries = feedEntries(body);
    expect(entries.map((entry) => entry.link)).toEqual(published.slice(0, 20).map(({ data }) => `${SITE}/journal/${data.slug}`));
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:www\.plumandlinen\.example,\d{4}-\d\d-\d\d:journal\/[a-z0-9-]+$/);
      expect(entry.content.length).toBeGreaterThan(1000);
      // Every address in the content is absolute: no href or src starting with "/".
      expect(entry.content).not.toMatch(/(href|src|srcset)="\//);
    }
    const guide = entries.find((entry) => entry.link === `${SITE}/journal/${GUIDE.data.slug}`);
    if (guide) expect(guide.content).toContain(`href="${SITE}/seasons/sub-season/soft-autumn"`);
    expect(entries.some((entry) => entry.content.includes(`href="${SITE}/`))).toBe(true);
  });
});

describe("/sitemap.xml", () => {
  it("lists /journal and every published article in its own language's journal, its lastmod the article's updatedAt", async () => {
    const { body } = await get("/sitemap.xml");
    expect(lastmodOf(body, "/journal")).toBe("");
    for (const { data } of published) expect(lastmodOf(body, `/journal/${data.slug}`), data.slug).toBe(data.updatedAt);
    expect(publishedDutch.length).toBeGreaterThan(0);
    for (const { data } of publishedDutch) {
      expect(lastmodOf(body, `/nl/journal/${data.slug}`), data.slug).toBe(data.updatedAt);
      expect(body, data.slug).not.toContain(`<loc>${SITE}/journal/${data.slug}</loc>`);
    }
  });
});

describe("the sub-season pages", () => {
  it("list their tips from the journal, each linking to its own page", async () => {
    const { body } = await get("/seasons/sub-season/soft-autumn");
    const tips = /<section[^>]*aria-labelledby="tips-title"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    const expected = published.filter(({ data }) => data.kind === "tip" && data.subSeasons?.includes("soft-autumn"));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cardSlugs(tips))).toEqual(new Set(expected.map(({ data }) => data.slug)));
    expect(tips).toContain(`Styling tip · ${expected[0]!.data.topic} · ${expected[0]!.data.difficulty}`);
  });
});

/** A journal document as the studio would store it, timestamps as timestamps. */
function stored(data: Parameters<typeof articleDocument>[0], extra: Record<string, unknown> = {}) {
  const doc: Record<string, unknown> = withIndexFields({ ...articleDocument(data), ...extra });
  for (const field of ["createdAt", "updatedAt", "publishAt", "publishedAt"]) if (typeof doc[field] === "string") doc[field] = new Date(doc[field] as string);
  // An absent field is left out, as the studio's save does (Firestore would store null).
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined));
}

const PHOTO = "abcdefghij0123456789";
const COVER = { photo: PHOTO, alt: "Sage and camel knits folded on a linen table", decorative: false, width: 1600, height: 1067 };

describe("an article with a cover and a photo in its body, and a changed slug", () => {
  it("answers the old slug with a 301, shows the cover first with fetchpriority=high, and makes og:image and the feed absolute", async () => {
    const { projectId, firestore } = await seededProject("journal-cover");
    const body = `${GUIDE.data.body}\n\n![Swatches in daylight](/media/${PHOTO})`;
    const rendered = renderMarkdown(body, () => ({ photo: PHOTO, width: 1600, height: 1067 }));
    await firestore.writeDocument(
      `Articles/${GUIDE.id}`,
      stored(GUIDE.data, { slug: "soft-autumn-colours", previousSlugs: [GUIDE.data.slug], cover: COVER, body, bodyHtml: rendered.html, photos: [PHOTO], publishedAt: new Date("2026-11-20T09:00:00.000Z"), updatedAt: new Date("2026-11-20T10:00:00.000Z") }),
    );
    const project = { FIRESTORE_PROJECT_ID: projectId };

    const old = await callWorker(`/journal/${GUIDE.data.slug}`, project);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/journal/soft-autumn-colours");
    // Not kept for good, as a bare 301 would be: renamed back, the old link must not loop.
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=3600");

    const page = await get("/journal/soft-autumn-colours", project);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(new RegExp(`<figure class="article__cover"><picture><source type="image/avif" srcSet="/media/${PHOTO}/400.avif 400w`));
    expect(page.body).toMatch(new RegExp(`<img src="/media/${PHOTO}/800.jpg"[^>]*width="1600" height="1067" alt="${COVER.alt}" loading="eager"[^>]*fetchpriority="high"`));
    // The photo in the body loads lazily.
    expect(page.body).toMatch(new RegExp(`<img src="/media/${PHOTO}/800.jpg"[^>]*alt="Swatches in daylight" loading="lazy"`));
    expect(metaProperty(page.body, "og:image")).toBe(`${SITE}/media/${PHOTO}/1200.jpg`);
    expect(metaProperty(page.body, "og:image:width")).toBe("1200");
    expect(metaProperty(page.body, "og:image:height")).toBe("800");
    expect(metaProperty(page.body, "og:image:alt")).toBe(COVER.alt);
    expect(jsonLd(page.body).find((data) => data["@type"] === "BlogPosting")).toMatchObject({ image: [`${SITE}/media/${PHOTO}/1200.jpg`], dateModified: "2026-11-20T10:00:00.000Z" });

    const feed = feedEntries((await get("/journal/feed.xml", project)).body).find((entry) => entry.link === `${SITE}/journal/soft-autumn-colours`)!;
    expect(feed.content).toContain(`<img src="${SITE}/media/${PHOTO}/800.jpg" alt="${COVER.alt}">`);
    expect(feed.content).toContain(`srcset="${SITE}/media/${PHOTO}/400.avif 400w, ${SITE}/media/${PHOTO}/800.avif 800w`);
    expect(feed.content).not.toMatch(/(href|src|srcset)="\//);
    expect(feed.updated).toBe("2026-11-20T10:00:00.000Z");

    const sitemap = (await get("/sitemap.xml", project)).body;
    expect(lastmodOf(sitemap, "/journal/soft-autumn-colours")).toBe("2026-11-20T10:00:00.000Z");
    expect(lastmodOf(sitemap, `/journal/${GUIDE.data.slug}`)).toBeUndefined();
  });

  it("a draft answers 404 and is absent from the list, the feed and the sitemap", async () => {
    const { projectId, firestore } = await seededProject("journal-draft");
    await firestore.writeDocument("Articles/a-draft", stored({ ...GUIDE.data, slug: "a-draft-on-soft-autumn", title: "A draft on Soft Autumn", status: "draft", publishedAt: undefined }));
    const project = { FIRESTORE_PROJECT_ID: projectId };
    expect((await get("/journal/a-draft-on-soft-autumn", project)).status).toBe(404);
    expect((await get("/journal?season=soft-autumn", project)).body).not.toContain("A draft on Soft Autumn");
    expect((await get("/journal/feed.xml", project)).body).not.toContain("a-draft-on-soft-autumn");
    expect((await get("/sitemap.xml", project)).body).not.toContain("a-draft-on-soft-autumn");
  });
});

describe("an article saved before the index fields (npm run reindex:articles)", () => {
  it("is found by its link and its season once reindexed, and a second run changes nothing", async () => {
    const { projectId, firestore } = await seededProject("journal-reindex");
    const { slugs: _slugs, seasonTags: _tags, titleWords: _words, readingMinutes: _minutes, ...old } = stored(GUIDE.data, { slug: "soft-autumn-before", previousSlugs: ["soft-autumn-older"], title: "Soft Autumn, before the index" });
    await firestore.writeDocument("Articles/saved-before", old);

    const first = await reindexArticles(firestore, projectId);
    expect(first.skipped).toEqual([]);
    expect(first.updated).toBe(1);
    const { data } = decodeDocument((await firestore.getDocument("Articles/saved-before"))!);
    expect(data).toMatchObject({ slugs: ["soft-autumn-before", "soft-autumn-older"], seasonTags: expect.arrayContaining(["autumn", "soft-autumn"]), titleWords: expect.arrayContaining(["so", "soft", "index"]) });
    expect(data.readingMinutes).toBeGreaterThan(0);
    expect(data.body).toBe(GUIDE.data.body);

    const project = { FIRESTORE_PROJECT_ID: projectId };
    expect((await get("/journal/soft-autumn-before", project)).status).toBe(200);
    expect((await callWorker("/journal/soft-autumn-older", project)).headers.get("Location")).toBe("/journal/soft-autumn-before");
    expect(cardSlugs((await get("/journal?season=soft-autumn", project)).body)).toContain("soft-autumn-before");

    const second = await reindexArticles(firestore, projectId);
    expect(second).toEqual({ checked: first.checked, updated: 0, skipped: [] });
  });
});

describe("the schedule (the worker's Cron Trigger)", () => {
  const runSchedule = (projectId: string, scheduledTime: string) => runScheduled(FIVE_MINUTE_CRON, new Date(scheduledTime), { FIRESTORE_PROJECT_ID: projectId });

  it("publishes nothing before the time, and at it publishes the article everywhere at once, past the page cache", async () => {
    const { projectId, firestore } = await seededProject("journal-schedule");
    const project = { FIRESTORE_PROJECT_ID: projectId };
    const path = `/journal/${SCHEDULED.data.slug}`;

    // The list, the shopping topic and the feed are rendered and kept; the article is a 404.
    for (const listPath of ["/journal", "/journal?topic=shopping"]) {
      await get(listPath, project);
      expect((await get(listPath, project)).outcome).toBe("hit");
    }
    expect((await get(path, project)).status).toBe(404);

    const publishAt = SCHEDULED.data.publishAt!;
    await runSchedule(projectId, new Date(Date.parse(publishAt) - 1).toISOString());
    expect((await get(path, project)).status).toBe(404);
    const before = await get("/journal", project);
    expect(before.outcome).toBe("hit");
    expect(cardSlugs(before.body)).not.toContain(SCHEDULED.data.slug);

    await runSchedule(projectId, new Date(Date.parse(publishAt) + 5 * 60_000).toISOString());
    const article = await get(path, project);
    expect(article.status).toBe(200);
    expect(article.body).toContain(`Published <time dateTime="${publishAt}">${formatArticleDate(publishAt)}</time>`);
    const list = await get("/journal", project);
    expect(list.outcome).toBe("miss");
    expect(cardSlugs(list.body)[0]).toBe(SCHEDULED.data.slug);
    expect(cardSlugs((await get("/journal?topic=shopping", project)).body)).toContain(SCHEDULED.data.slug);
    expect(feedEntries((await get("/journal/feed.xml", project)).body)[0]!.link).toBe(`${SITE}${path}`);
    expect(lastmodOf((await get("/sitemap.xml", project)).body, path)).toBe(publishAt);

    const doc = decodeDocument((await firestore.getDocument(`Articles/${SCHEDULED.id}`))!).data;
    expect(doc).toMatchObject({ status: "published", publishedAt: publishAt });
    const audit = (await firestore.runQuery({ collection: "StudioAudit" })).map((entry) => decodeDocument(entry).data);
    expect(audit).toContainEqual(expect.objectContaining({ actor: "schedule", document: `Articles/${SCHEDULED.id}`, action: "Published on schedule: article" }));

    // Run again: nothing left to publish, nothing changes.
    await runSchedule(projectId, new Date(Date.parse(publishAt) + 10 * 60_000).toISOString());
    expect((await get("/journal", project)).outcome).toBe("hit");
  });
});

describe("the season pages", () => {
  it("show the season's photo from Website/Data when it has one, and the palette art otherwise", async () => {
    const { projectId, firestore } = await seededProject("season-photo");
    await firestore.writeDocument("Website/Data", { ...websiteData, seasonPhotos: { autumn: COVER } });
    const project = { FIRESTORE_PROJECT_ID: projectId };
    const autumn = (await get("/seasons/autumn", project)).body;
    expect(autumn).toMatch(new RegExp(`<picture class="page-header__photo">[\\s\\S]*?<img src="/media/${PHOTO}/800.jpg"[^>]*alt="${COVER.alt}" loading="eager"`));
    expect(autumn).not.toContain('class="season-art page-header__art"');
    const spring = (await get("/seasons/spring", project)).body;
    expect(spring).not.toContain("<picture");
    expect(spring).toContain("page-header__art");
  });
});
