// `npm run bench -- --scale` (issue 31): what a page costs as the content grows. Two sites of the
// bench's own, one after the other: the demo, and the demo plus the issue's volumes (3,000 articles
// and tips of about 900 words, 300 testimonials, 50,000 contact messages and booking requests,
// 2,000 photo records; scripts/seed/scale.ts). On each, every page below is rendered cold
// (`X-Page-Cache: cold`: past the page cache and the edge cache of reads) RUNS times, and the
// medians are printed: the time of the whole answer, the bytes Firestore answered with, and the
// worker's own time (the answer's time less the time some Firestore call was in flight, measured
// by scripts/lib/firestore-meter.mjs between the worker and the emulator).
//
// Goals: a public page reads at most 200 KB from Firestore (the sitemap lists every article: at
// most 1 KB an article instead), and its worker time is at most 1.5 times the demo's; a studio
// page's, at most 2 times. The emulator answers a query by scanning its whole collection, so its
// share of the time grows with the content where Firestore's (an index) does not: the whole time
// and its ratio are printed beside, and not judged.
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { startSiteUnderTest } from "./site-under-test.mjs";
import { signInDemoEditor } from "./studio-accounts.mjs";

const RUNS = 7;
const WARM_UPS = 2;
export const PUBLIC_READ_GOAL = 200 * 1024;
export const SITEMAP_READ_PER_ARTICLE = 1024;
export const PUBLIC_TIME_GOAL = 1.5;
export const STUDIO_TIME_GOAL = 2;
/** A demo article and a title search that exist on both sites. */
const ARTICLE = "/journal/what-colours-suit-a-soft-autumn";
const TITLE_SEARCH = "soft autumn";
const JOURNAL_PER_PAGE = 12;

const tsconfig = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
const scaleModule = () => tsImport("../seed/scale.ts", { parentURL: import.meta.url, tsconfig });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A page's HTML, asked again (up to 10 times, a second apart) while it is not a 200: a fresh
 * emulator compiles its first queries over tens of thousands of documents past the worker's
 * deadline, and a 503 then is the emulator warming up, not a figure.
 */
async function pageHtml(url, headers = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { headers });
    const html = await response.text();
    if (response.ok) return html;
    if (attempt === 10) throw new Error(`${url} answered ${response.status} ${attempt} times`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The inbox's n-th page (or its last, when it has fewer), by its Older links. */
async function inboxPage(origin, cookie, n) {
  let path = "/studio/inbox";
  for (let page = 1; page < n; page += 1) {
    const html = await pageHtml(origin + path, { Cookie: cookie });
    const older = /<a[^>]*href="([^"]+)"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(html);
    if (!older) return { path, page };
    path = (older[1] ?? older[2]).replace(/&amp;/g, "&");
  }
  return { path, page: n };
}

/** The journal's 10th page, or its last when it has fewer. */
async function journalPage(origin, n) {
  const html = await pageHtml(`${origin}/journal`);
  const total = Number(/(\d+) articles, newest first/.exec(html)?.[1]);
  if (!total) throw new Error("/journal does not say how many articles it has");
  const page = Math.min(n, Math.max(1, Math.ceil(total / JOURNAL_PER_PAGE)));
  return { path: page > 1 ? `/journal?page=${page}` : "/journal", page, total };
}

/** One page RUNS times cold: medians of the whole time, Firestore's bytes and the worker's own time. */
async function measure(site, path, cookie) {
  const headers = { "X-Page-Cache": "cold", ...(cookie ? { Cookie: cookie } : {}) };
  await pageHtml(site.origin + path, headers);
  for (let warm = 1; warm < WARM_UPS; warm += 1) await (await fetch(site.origin + path, { headers })).arrayBuffer();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    site.meter.start();
    const started = performance.now();
    const response = await fetch(site.origin + path, { headers });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    const counted = site.meter.stop();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    runs.push({ ms, bytes: counted.bytes, calls: counted.calls, workerMs: Math.max(0, ms - counted.busyMs) });
  }
  return { path, ms: median(runs.map((r) => r.ms)), bytes: median(runs.map((r) => r.bytes)), calls: median(runs.map((r) => r.calls)), workerMs: median(runs.map((r) => r.workerMs)) };
}

async function measureSite(site, log) {
  const cookie = await signInDemoEditor(site.origin);
  const tenth = await journalPage(site.origin, 10);
  const hundredth = await inboxPage(site.origin, cookie, 100);
  log(`  /journal has ${tenth.total} articles; the inbox's page ${hundredth.page} is the one measured as its 100th.`);
  const pages = [
    { name: "/journal", path: "/journal", area: "public" },
    { name: "/journal, page 10", path: tenth.path, area: "public" },
    { name: "/journal, a topic", path: "/journal?topic=wardrobe", area: "public" },
    { name: "an article", path: ARTICLE, area: "public" },
    { name: "a sub-season", path: "/seasons/sub-season/soft-autumn", area: "public" },
    { name: "the feed", path: "/journal/feed.xml", area: "public" },
    { name: "the sitemap", path: "/sitemap.xml", area: "sitemap", articles: tenth.total },
    { name: "/testimonials", path: "/testimonials", area: "public" },
    { name: "/studio/journal", path: "/studio/journal", area: "studio" },
    { name: "a title search", path: `/studio/journal?q=${encodeURIComponent(TITLE_SEARCH)}`, area: "studio" },
    { name: "/studio/media", path: "/studio/media", area: "studio" },
    { name: "/studio/inbox", path: "/studio/inbox", area: "studio" },
    { name: "/studio/inbox, page 100", path: hundredth.path, area: "studio" },
  ];
  const results = [];
  for (const page of pages) {
    const figures = await measure(site, page.path, page.area === "studio" ? cookie : null);
    results.push({ ...page, ...figures });
    log(`  ${page.name.padEnd(26)} ${figures.ms.toFixed(0).padStart(6)} ms, worker ${figures.workerMs.toFixed(0).padStart(5)} ms, ${(figures.bytes / 1024).toFixed(1).padStart(8)} KB read in ${figures.calls} calls`);
  }
  return results;
}

async function withSite(options, log, label) {
  const started = performance.now();
  const site = await startSiteUnderTest({ ...options, meterFirestore: true });
  log(`${label}: started and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  try {
    return await measureSite(site, log);
  } finally {
    await site.stop();
  }
}

/** Whether a row meets its goals, and why not. */
function judge(demo, scale) {
  const problems = [];
  const ratio = scale.workerMs / Math.max(demo.workerMs, 1);
  if (scale.area === "public" && scale.bytes > PUBLIC_READ_GOAL) problems.push(`${scale.name} reads ${(scale.bytes / 1024).toFixed(1)} KB (goal 200 KB)`);
  if (scale.area === "sitemap" && scale.bytes / scale.articles > SITEMAP_READ_PER_ARTICLE) problems.push(`the sitemap reads ${(scale.bytes / scale.articles).toFixed(0)} B an article (goal 1 KB)`);
  const goal = scale.area === "studio" ? STUDIO_TIME_GOAL : scale.area === "public" ? PUBLIC_TIME_GOAL : null;
  if (goal !== null && ratio > goal) problems.push(`${scale.name}'s worker time is ${ratio.toFixed(2)}× the demo's (goal ${goal}×)`);
  return { ratio, wholeRatio: scale.ms / demo.ms, goal, problems };
}

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ rows: Array<object>, problems: string[] }>}
 */
export async function runBenchScale({ log = console.log } = {}) {
  const { seedScale, ISSUE_VOLUMES } = await scaleModule();
  const demo = await withSite({}, log, "Demo content");
  const scale = await withSite(
    {
      seedMore: async ({ emulatorHost, projectId }) => {
        const started = performance.now();
        const count = await seedScale({ emulatorHost, projectId });
        log(`  seeded ${count} more documents in ${((performance.now() - started) / 1000).toFixed(0)} s (${JSON.stringify(ISSUE_VOLUMES)})`);
      },
    },
    log,
    "Demo content and the issue's volumes",
  );
  const rows = scale.map((row, index) => ({ demo: demo[index], scale: row, ...judge(demo[index], row) }));
  return { rows, problems: rows.flatMap((row) => row.problems) };
}

/** The table: per page, the demo's and the scale's figures and the ratio judged. */
export function formatScale(rows) {
  const lines = [
    `${"page".padEnd(26)} ${"demo ms".padStart(8)} ${"scale ms".padStart(9)} ${"×".padStart(5)} ${"worker demo".padStart(12)} ${"worker scale".padStart(13)} ${"×".padStart(5)} ${"goal".padStart(5)} ${"demo read".padStart(10)} ${"scale read".padStart(11)}`,
  ];
  for (const { demo, scale, ratio, wholeRatio, goal, problems } of rows) {
    lines.push(
      `${scale.name.padEnd(26)} ${demo.ms.toFixed(0).padStart(8)} ${scale.ms.toFixed(0).padStart(9)} ${wholeRatio.toFixed(2).padStart(5)} ${demo.workerMs.toFixed(0).padStart(12)} ${scale.workerMs.toFixed(0).padStart(13)} ${ratio.toFixed(2).padStart(5)} ${(goal ? `${goal}×` : "–").padStart(5)} ${`${(demo.bytes / 1024).toFixed(1)} KB`.padStart(10)} ${`${(scale.bytes / 1024).toFixed(1)} KB`.padStart(11)}${problems.length ? "  MISSED" : ""}`,
    );
  }
  return lines.join("\n");
}
