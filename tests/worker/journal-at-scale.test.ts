import { beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_TOPICS } from "~/schemas/article";
import { articleDocument, journalArticles } from "../../scripts/seed/journal/index";
import { firestoreReads } from "./support/faults";
import type { ReadRecord } from "./support/fault-proxy";
import { callWorker } from "./support";
import { envOf, studioProject, type StudioProject } from "./support/studio-forms";

// Issue 31: a page reads what it shows. With 1,000 published articles of about 900 words on top
// of the demo's, and 120 more photos, each public journal page (and the studio's journal and
// media lists) is rendered cold and every read it made of Firestore is looked at through the
// fault proxy: no article's body but the one shown, and no more than the 200 KB the issue allows
// (the sitemap lists everything, so only its links and dates).

const EXTRA = 1_000;
const NOW = Date.now();
const EXTRA_PHOTOS = 120;
const EDITOR = "scale-editor@plumandlinen.example";
const KB = 1024;
const WORDS_PER_ARTICLE = 900;

// Copies of the English journal's articles: the counts below are the English journal's.
const sources = journalArticles.filter(({ data }) => data.status === "published" && (data.language ?? "en") === "en");

/** About 900 words of Markdown: the source's body, repeated. */
function longBody(body: string): string {
  const words = body.split(/\s+/).length;
  return Array.from({ length: Math.ceil(WORDS_PER_ARTICLE / words) }, () => body).join("\n\n");
}

/** The n-th extra article: a copy of a demo one under its own link, six hours older for each n from an hour ago (so the lists and the feed lead with them). */
function extraArticle(n: number) {
  const source = sources[n % sources.length]!;
  const at = new Date(NOW - 3_600_000 - n * 6 * 3_600_000);
  const doc: Record<string, unknown> = articleDocument({
    ...source.data,
    slug: `${source.data.slug}-${n}`,
    title: `${source.data.title} (${n})`,
    body: longBody(source.data.body),
    publishedAt: at.toISOString(),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  });
  for (const field of ["createdAt", "updatedAt", "publishedAt"]) doc[field] = new Date(doc[field] as string);
  return { path: `Articles/scale-${n}`, data: doc };
}

/** The n-th extra photo's id (20 lowercase letters and digits), and its record: an hour older for each n. */
const photoId = (n: number) => `scalephoto${String(n).padStart(10, "0")}`;
function photoRecord(n: number) {
  return {
    path: `Photos/${photoId(n)}`,
    data: {
      contentType: "image/jpeg",
      width: 1600,
      height: 1067,
      bytes: 240_000,
      alt: `Fabric swatches in daylight, number ${n}`,
      decorative: false,
      name: `swatches-${n}.jpg`,
      uploadedAt: new Date(Date.parse("2024-01-01T09:00:00.000Z") - n * 3_600_000),
      uploadedBy: EDITOR,
    },
  };
}

let studio: StudioProject;
let project: { FIRESTORE_PROJECT_ID: string };
const total = sources.length + EXTRA;
let oneArticle = "";

/** A page rendered cold, with the Firestore reads it made. */
async function render(path: string, { asEditor = false } = {}): Promise<{ status: number; body: string; reads: ReadRecord[] }> {
  const before = (await firestoreReads(project.FIRESTORE_PROJECT_ID)).length;
  const response = asEditor ? await callWorker(path, envOf(studio), { headers: { Cookie: studio.cookie } }) : await callWorker(path, project);
  const body = await response.text();
  const reads = (await firestoreReads(project.FIRESTORE_PROJECT_ID)).slice(before);
  return { status: response.status, body, reads };
}

const bytesOf = (reads: readonly ReadRecord[]) => reads.reduce((sum, read) => sum + read.bytes, 0);
const bodiesOf = (reads: readonly ReadRecord[]) => reads.reduce((sum, read) => sum + read.bodies, 0);

beforeAll(async () => {
  studio = await studioProject("journal-scale", EDITOR);
  const { projectId, firestore } = studio;
  project = { FIRESTORE_PROJECT_ID: projectId };
  const writes: Array<{ path: string; data: Record<string, unknown> }> = Array.from({ length: EXTRA }, (_, n) => extraArticle(n));
  for (let n = 0; n < EXTRA_PHOTOS; n += 1) writes.push(photoRecord(n));
  // Under the emulator's 4 MiB a commit: about 25 KB an article.
  for (let start = 0; start < writes.length; start += 100) await firestore.commit(writes.slice(start, start + 100));
  oneArticle = writes[500]!.data.slug as string;
  // The article that shows the oldest extra photo: on the library's third page, with its "used by".
  await firestore.writeDocument(writes[7]!.path, { ...writes[7]!.data, photos: [photoId(EXTRA_PHOTOS - 1)] });
}, 120_000);

describe(`the public journal with ${EXTRA} more articles of about ${WORDS_PER_ARTICLE} words`, () => {
  it("the feed gives the 20 newest in full, and reads of the site's settings only its brand (the first page rendered, so nothing is cached)", async () => {
    const feed = await render("/journal/feed.xml");
    expect([...feed.body.matchAll(/<entry>/g)]).toHaveLength(20);
    expect(feed.body).toContain(`/journal/${extraArticle(0).data.slug as string}`);
    expect(feed.reads.find((read) => read.call.includes("/Website/Data"))?.call).toContain("mask.fieldPaths=navbar");
    expect(bodiesOf(feed.reads)).toBe(0);
    expect(bytesOf(feed.reads)).toBeLessThan(200 * KB);
  });

  it.each([
    ["/journal", `${total} articles`],
    ["/journal?page=10", "page 10 of"],
    ["/journal?topic=wardrobe", "Reading on Wardrobe"],
    ["/journal?season=autumn&page=3", "Reading on Autumn"],
    ["/seasons/sub-season/soft-autumn", "Soft Autumn"],
  ])("%s reads no article's body and under 200 KB", async (path, shows) => {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(shows);
    expect(page.reads.length).toBeGreaterThan(0);
    expect(bodiesOf(page.reads), page.reads.map((read) => read.call.slice(0, 120)).join("\n")).toBe(0);
    expect(bytesOf(page.reads)).toBeLessThan(200 * KB);
  });

  it("a sub-season page shows its twelve newest tips and links to the rest", async () => {
    const page = await render("/seasons/sub-season/soft-autumn");
    const newest = Array.from({ length: EXTRA }, (_, n) => extraArticle(n).data).filter((data) => data.kind === "tip" && (data.subSeasons as string[]).includes("soft-autumn"));
    expect(newest.length).toBeGreaterThan(12);
    const shown = [...page.body.matchAll(/<h3 class="article-card__title"><a [^>]*href="\/journal\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(new Set(shown)).toEqual(new Set(newest.slice(0, 12).map((data) => data.slug)));
    expect(page.body).toContain('href="/journal?season=soft-autumn"');
  });

  it("the list counts every article without reading them, reads one page of twelve cards, and its page links stay a handful", async () => {
    const page = await render("/journal?page=40");
    const pageCount = Math.ceil(total / 12);
    expect(page.body).toContain(`${total} articles, newest first (page 40 of ${pageCount})`);
    const links = [...page.body.matchAll(/class="pagination__page"/g)].length;
    expect(links).toBe(7); // 1, 38, 39, 40, 41, 42 and the last
    expect(page.body).toContain(`href="/journal?page=${pageCount}"`);

    // A filter not read before: one count a topic (they add up to the whole), then one projection of 12.
    const winter = await render("/journal?season=winter&page=2");
    expect(winter.status).toBe(200);
    const counts = winter.reads.filter((read) => read.call.includes(":runAggregationQuery"));
    expect(counts).toHaveLength(ARTICLE_TOPICS.length);
    const lists = winter.reads.filter((read) => read.call.includes("Articles") && read.call.includes(":runQuery"));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.call).toMatch(/"select".*"offset":12,"limit":12|"select".*"limit":12.*"offset":12/);
    expect(bodiesOf(winter.reads)).toBe(0);
  });

  it("an article reads its own body and no other, related reading included", async () => {
    const page = await render(`/journal/${oneArticle}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("article__body");
    expect(bodiesOf(page.reads)).toBe(1);
    expect(page.reads.filter((read) => read.bodies > 0)).toHaveLength(1);
    expect(page.reads.find((read) => read.bodies > 0)!.call).toContain(oneArticle);
    expect(bytesOf(page.reads)).toBeLessThan(200 * KB);
  });

  it("a made-up link costs one small read each time, and leaves no cache entry to find", async () => {
    // The page around the 404 (the site's settings) is read once and kept; the slug's lookup never is.
    await render("/journal/another-made-up-link");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await render("/journal/no-such-article-at-all");
      expect(page.status).toBe(404);
      expect(page.reads).toHaveLength(1);
      expect(page.reads[0]!.call).toContain("no-such-article-at-all");
      expect(page.reads[0]!.bytes).toBeLessThan(KB);
    }
  });

  it("the sitemap lists every article from its link and dates alone", async () => {
    const page = await render("/sitemap.xml");
    expect(page.status).toBe(200);
    // And the Dutch journal's articles, each at its address under /nl.
    const dutch = journalArticles.filter(({ data }) => data.status === "published" && data.language === "nl").length;
    expect(page.body.match(/<loc>[^<]*\/journal\/[^<]+<\/loc>/g)).toHaveLength(total + dutch);
    expect(bodiesOf(page.reads)).toBe(0);
    const articleReads = page.reads.filter((read) => read.call.includes("Articles"));
    expect(articleReads).toHaveLength(1);
    // A link and two dates in Firestore's JSON (with each document's name and times): under 1 KB an article, never its text.
    expect(articleReads[0]!.bytes / (total + dutch)).toBeLessThan(KB);
  });
});

describe("the studio's lists with them", () => {
  it("the journal list reads a page of rows and the counts, never a body", async () => {
    const list = await render("/studio/journal", { asEditor: true });
    expect(list.status).toBe(200);
    const all = journalArticles.length + EXTRA;
    expect(list.body).toContain(`${all} articles, the most recently saved first (page 1 of ${Math.ceil(all / 50)})`);
    expect([...list.body.matchAll(/<tr id="article-/g)]).toHaveLength(50);
    expect(bodiesOf(list.reads)).toBe(0);
    expect(bytesOf(list.reads)).toBeLessThan(200 * KB);

    const later = await render("/studio/journal?page=20", { asEditor: true });
    expect(later.body).toContain(`(page 20 of ${Math.ceil(all / 50)})`);
    expect(bodiesOf(later.reads)).toBe(0);
  });

  it("the title search asks for the words typed, and reads no body", async () => {
    const n = 503;
    const words = sources[n % sources.length]!.data.title.split(" ").slice(0, 3).join(" ");
    const search = await render(`/studio/journal?q=${encodeURIComponent(`${words} ${n}`)}`, { asEditor: true });
    expect(search.status).toBe(200);
    expect([...search.body.matchAll(/<tr id="article-([^"]+)"/g)].map((match) => match[1])).toEqual([`scale-${n}`]);
    expect(bodiesOf(search.reads)).toBe(0);
    expect(bytesOf(search.reads)).toBeLessThan(200 * KB);
  });

  it("the media library shows a page of photos with where each is used, asked for that page's photos only", async () => {
    const first = await render("/studio/media", { asEditor: true });
    const pageCount = Number(/photos, newest first \(page 1 of (\d+)\)/.exec(first.body)?.[1]);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const last = await render(`/studio/media?page=${pageCount}`, { asEditor: true });
    expect(last.status).toBe(200);
    // The oldest photo is the last page's last, and the article showing it is named as its user.
    expect(last.body).toContain(`swatches-${EXTRA_PHOTOS - 1}.jpg`);
    expect(last.body).toContain('href="/studio/journal/scale-7"');
    for (const page of [first, last]) {
      expect(bodiesOf(page.reads)).toBe(0);
      expect(bytesOf(page.reads)).toBeLessThan(200 * KB);
    }
    expect((await render(`/studio/media?page=${pageCount + 1}`, { asEditor: true })).status).toBe(404);
  });
});
