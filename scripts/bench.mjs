#!/usr/bin/env node
// npm run bench: builds (unless SKIP_BUILD=1), starts the site once (emulator + the local server,
// as `npm start`) and prints, from that one server:
//   1. per route: the HTML gzipped (level 9) whole, up to </head> and up to the end of the first
//      screen (<main>'s opening section: its first child, the one with the h1); the render-blocking
//      requests in the server's <head>; JavaScript, external CSS and inline <style> gzipped.
//      A route whose first screen is over 14,950 bytes gzipped, or with a render-blocking
//      request, is flagged and makes the exit code non-zero;
//   1b. for every page of the sitemap plus /studio/sign-in: the CSS inlined in its HTML, raw and
//      gzipped (all <style> elements, and the routes' stylesheets among them, by name);
//   2. Lighthouse mobile for every route, N runs each: median performance, FCP, LCP, TBT, CLS,
//      the other scores of the median run, render-blocking requests; then how many routes score
//      100 and by how much the others miss;
//   3. load (autocannon): one page from the page cache, the same page rendered (page cache
//      bypassed), a static asset and every route, with requests/s, p50 and p99, and the ratios
//      cached page / static asset (goal 0.7) and cached / rendered. Errors or 5xx under load
//      make the exit code non-zero too;
//   4. the studio, in Chromium: each public route's JavaScript and its Firebase share (goal 0 B),
//      the sign-in page's JavaScript on load and any Firebase a password sign-in loads (none), and save to
//      public (the demo editor saves an FAQ and a price N times each; ms from sending the form
//      until the public page shows it, goal 5,000). Firebase on a public page or a slower save makes the exit code non-zero;
//   5. photos: one cover-like photo (2400x1600) uploaded as the demo editor, and the bytes of each
//      width and format /media/… serves of it (scripts/lib/bench-photos.mjs; a few seconds).
// Everything also goes to bench-results/latest.json.
// Flags: --routes=/,/about (a subset), --lighthouse-runs=N (3), --connections=N (50),
// --load-seconds=N (20), --studio-saves=N (3), --no-lighthouse, --no-load, --no-studio, --no-photos.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CACHED_PAGE_GOAL, PAGE_CACHE_BYPASS, checkPageCache, loadFailed, runBenchLoad } from "./lib/bench-load.mjs";
import { runBenchPhotos } from "./lib/bench-photos.mjs";
import { PUBLISH_GOAL_MS, runBenchStudio, studioProblems } from "./lib/bench-studio.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { benchInlineCss } from "./lib/inline-css.mjs";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { runLighthouseRepeatedly, summarizeRuns } from "./lib/lighthouse.mjs";
import { formatLoad } from "./lib/load.mjs";
import { FIRST_SCREEN_BUDGET, fetchBytes, gzipSize, measurePage, pageWeightProblems } from "./lib/page-weight.mjs";
import { PAGE_ROUTES } from "./lib/routes.mjs";
import { startSiteUnderTest } from "./lib/site-under-test.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
/** The page of the cached / rendered load runs. */
const LOAD_PAGE = "/";
const ROUTE_WIDTH = 56;

const kb = (bytes) => (bytes === null ? "–" : `${(bytes / 1024).toFixed(1)} KB`);
const column = (text, width = 9) => String(text).padStart(width);

function readOptions() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string" },
      "lighthouse-runs": { type: "string", default: "3" },
      connections: { type: "string", default: "50" },
      "load-seconds": { type: "string", default: "20" },
      "no-lighthouse": { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
      "studio-saves": { type: "string", default: "3" },
      "no-studio": { type: "boolean", default: false },
      "no-photos": { type: "boolean", default: false },
    },
  });
  const positive = (name) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants a whole number above 0, not ${values[name]}`);
    return number;
  };
  const routes = values.routes ? values.routes.split(",").map((route) => route.trim()).filter(Boolean) : PAGE_ROUTES;
  const notPaths = routes.filter((route) => !route.startsWith("/"));
  if (notPaths.length) throw new Error(`--routes wants paths starting with "/": ${notPaths.join(", ")}`);
  return {
    routes,
    lighthouseRuns: positive("lighthouse-runs"),
    connections: positive("connections"),
    loadSeconds: positive("load-seconds"),
    lighthouse: !values["no-lighthouse"],
    load: !values["no-load"],
    studioSaves: positive("studio-saves"),
    studio: !values["no-studio"],
    photos: !values["no-photos"],
  };
}

function build() {
  if (process.env.SKIP_BUILD === "1") return;
  const run = spawnSync("remix", ["build"], { cwd: root, env, stdio: "inherit" });
  if (run.status !== 0) throw new Error("remix build failed");
}

async function benchPageWeight(origin, routes) {
  const assetSizes = new Map();
  for (const route of routes) await fetchBytes(origin + route); // fill the caches
  const weights = [];
  for (const route of routes) weights.push(await measurePage(origin, route, assetSizes));

  console.log(`\nPage weight, gzipped (first screen: HTML up to the end of <main>'s opening section, the child with the h1; budget ${kb(FIRST_SCREEN_BUDGET)} = ${FIRST_SCREEN_BUDGET} B)`);
  console.log(
    `${"route".padEnd(ROUTE_WIDTH)} status ${column("HTML")} ${column("to </head>", 10)} ${column("1st screen", 10)} blocking ${column("JS")} ${column("CSS ext")} ${column("CSS inline", 10)}`,
  );
  const flagged = [];
  for (const weight of weights) {
    const problems = pageWeightProblems(weight);
    if (problems.length) flagged.push({ route: weight.route, problems });
    console.log(
      `${weight.route.padEnd(ROUTE_WIDTH)} ${column(weight.status, 6)} ${column(kb(weight.htmlGzip))} ${column(kb(weight.headGzip), 10)} ${column(kb(weight.firstScreenGzip), 10)} ${column(weight.renderBlocking.length, 8)} ${column(kb(weight.jsGzip))} ${column(kb(weight.cssExternalGzip))} ${column(kb(weight.cssInlineGzip), 10)}${problems.length ? "  <- FLAGGED" : ""}`,
    );
  }
  console.log(describeFirstScreens(weights));
  if (flagged.length) {
    console.error(`\n${flagged.length} route(s) flagged:`);
    for (const { route, problems } of flagged) console.error(`  ${route}: ${problems.join("; ")}`);
  } else {
    console.log(`every route's first screen fits ${FIRST_SCREEN_BUDGET} B and nothing in <head> blocks rendering`);
  }
  return { weights, flagged };
}

/** Which element ends the first screen, route by route, grouped: e.g. "main > header.page-header (15 routes)". */
function describeFirstScreens(weights) {
  const routesByElement = Map.groupBy(
    weights.filter((weight) => weight.firstScreenElement),
    (weight) => `${weight.firstScreenElement}${weight.firstScreenHoldsH1 ? "" : " (no h1!)"}`,
  );
  const groups = [...routesByElement].map(([element, group]) =>
    group.length > 2 ? `${element} (${group.length} routes)` : `${element} (${group.map((weight) => weight.route).join(", ")})`,
  );
  return `first screen ends after: ${groups.join("; ")}`;
}

function benchLighthouse(origin, routes, runs) {
  const chromePath = findChromium();
  if (!chromePath) {
    console.warn("\nLighthouse skipped: no Chromium found (set CHROME_PATH)");
    return null;
  }
  console.log(`\nLighthouse mobile (simulated slow 4G), median of ${runs} run(s): performance, FCP, LCP, TBT, CLS; a11y / best practices / SEO of the median run; render-blocking (most in one run)`);
  const results = {};
  for (const route of routes) {
    const allRuns = runLighthouseRepeatedly(origin + route, { count: runs, chromePath, env });
    const median = summarizeRuns(allRuns);
    results[route] = { median, runs: allRuns };
    console.log(`${route.padEnd(ROUTE_WIDTH)} ${median ? formatLighthouse(median) : `every run failed: ${allRuns[0].error}`}`);
  }
  const summary = summarizeLighthouse(results);
  console.log(formatLighthouseSummary(summary, routes.length));
  return { runsPerRoute: runs, routes: results, summary };
}

function formatLighthouse(median) {
  const failed = median.failedRuns ? `   (${median.failedRuns} failed run(s) left out)` : "";
  return (
    `${column(median.performance, 5)}   FCP ${column(median.fcpMs, 5)} ms  LCP ${column(median.lcpMs, 5)} ms  TBT ${column(median.tbtMs, 4)} ms  CLS ${median.cls.toFixed(3)}` +
    `   ${median.accessibility} / ${median.bestPractices} / ${median.seo}   render-blocking ${median.renderBlocking ?? "?"}${failed}`
  );
}

function summarizeLighthouse(results) {
  const scored = Object.entries(results)
    .filter(([, result]) => result.median)
    .map(([route, result]) => ({ route, performance: result.median.performance }));
  const failed = Object.keys(results).filter((route) => !results[route].median);
  const lowest = scored.reduce((low, entry) => (low && low.performance <= entry.performance ? low : entry), null);
  return {
    at100: scored.filter((entry) => entry.performance === 100).length,
    min: lowest,
    missing: scored.filter((entry) => entry.performance < 100).map((entry) => ({ ...entry, short: 100 - entry.performance })),
    failed,
  };
}

function formatLighthouseSummary(summary, routeCount) {
  const min = summary.min ? `min ${summary.min.performance} (${summary.min.route})` : "no scores";
  const missing = summary.missing.length
    ? `; below 100: ${summary.missing.map((entry) => `${entry.route} ${entry.performance} (-${entry.short})`).join(", ")}`
    : "";
  const failed = summary.failed.length ? `; no score (every run failed): ${summary.failed.join(", ")}` : "";
  return `Lighthouse performance: ${summary.at100} of ${routeCount} routes at 100; ${min}${missing}${failed}`;
}

async function benchLoad(site, routes, { connections, loadSeconds }) {
  const check = await checkPageCache(site.origin, LOAD_PAGE);
  for (const outcome of [check.hit, check.bypass]) {
    if (outcome.ok) continue;
    const how = outcome.expected === "hit" ? "a repeated request" : `a request with ${Object.entries(PAGE_CACHE_BYPASS)[0].join(": ")}`;
    console.warn(
      `\nWARNING: ${how} to ${LOAD_PAGE} should answer Server-Timing page;desc="${outcome.expected}", but it sent ${outcome.serverTiming ? `"${outcome.serverTiming}"` : "no Server-Timing"} (status ${outcome.status}). The cached / rendered figures below do not measure what they say.`,
    );
  }
  console.log(`\nLoad (autocannon, ${connections} connections, ${loadSeconds} s each, one server):`);
  const load = await runBenchLoad({
    origin: site.origin,
    pagePath: LOAD_PAGE,
    routes,
    connections,
    seconds: loadSeconds,
    onResult: (result) => console.log(formatLoad(result.label, result)),
  });
  const { cachedPageToAsset, cachedToUncached } = load.ratios;
  console.log(`cached page / static asset: ${cachedPageToAsset} (goal ≥ ${CACHED_PAGE_GOAL}: ${cachedPageToAsset >= CACHED_PAGE_GOAL ? "met" : "missed"})`);
  console.log(`cached page / rendered page: ${cachedToUncached}`);
  const restarts = site.status().restarts.length;
  console.log(`server restarts during the run: ${restarts}`);
  return { ...load, pageCacheCheck: check, restarts };
}

async function benchStudio(site, routes, saves) {
  const studio = await runBenchStudio(site, { routes, saves });
  const firebaseTotal = studio.publicRoutes.reduce((sum, row) => sum + row.firebaseGzip, 0);
  const jsLargest = Math.max(...studio.publicRoutes.map((row) => row.jsGzip));
  console.log(`\nStudio (Chromium, the demo editor)`);
  console.log(`public pages' Firebase: ${firebaseTotal} B over ${studio.publicRoutes.length} route(s) (their JavaScript once idle: up to ${kb(jsLargest)} gzipped)`);
  console.log(`sign-in page JavaScript, gzipped: ${kb(studio.signInPage.onLoadGzip)} on load${studio.signInPage.firebaseOnLoad ? " (firebase/auth included!)" : ""}, Firebase loaded by a password sign-in: ${kb(studio.signInPage.firebaseOnSignInGzip)}`);
  for (const kind of ["faq", "price"]) {
    const rounds = studio.saves.filter((save) => save.kind === kind);
    const times = (key) => rounds.map((save) => (save[key] === null ? "never" : `${save[key]} ms`)).join(", ");
    console.log(`${kind === "faq" ? "FAQ answer" : "service price"} saves: studio answered in ${times("savedMs")}; public page showed it ${times("publicMs")} after the form was sent (goal ${PUBLISH_GOAL_MS} ms)`);
  }
  const problems = studioProblems(studio);
  for (const problem of problems) console.error(`  ${problem}`);
  return { ...studio, problems };
}

async function benchPhotos(origin) {
  const photos = await runBenchPhotos(origin);
  console.log(`\nPhotos: a cover-like photo, ${photos.original.width}x${photos.original.height}, uploaded as ${kb(photos.original.bytes)} of JPEG; what /media/… serves of it:`);
  console.log(`${"size".padEnd(12)}${column("bytes", 10)}${column("KB", 9)}${column("made ms", 9)}${column("again ms", 9)}  type`);
  for (const variant of photos.variants) {
    console.log(`${`${variant.width}.${variant.format}`.padEnd(12)}${column(variant.bytes, 10)}${column(kb(variant.bytes))}${column(variant.firstMs)}${column(variant.againMs)}  ${variant.contentType}`);
  }
  return photos;
}

async function main() {
  const options = readOptions();
  // As `npm test` does: a system Chromium, else Playwright's download, else Debian's (as root).
  if (options.lighthouse || options.studio) ensureBrowser();
  build();
  const site = await startSiteUnderTest();
  try {
    const workerGzip = gzipSize(readFileSync(path.join(root, "build", "index.js")));
    console.log(`\nWorker bundle (build/index.js): ${kb(workerGzip)} gzipped`);
    const { weights, flagged } = await benchPageWeight(site.origin, options.routes);
    if (flagged.length) process.exitCode = 1;
    const inlineCss = await benchInlineCss(site.origin);
    const lighthouse = options.lighthouse ? benchLighthouse(site.origin, options.routes, options.lighthouseRuns) : null;
    const load = options.load ? await benchLoad(site, options.routes, options) : null;
    if (load && (loadFailed(load) || load.restarts)) {
      process.exitCode = 1;
      console.error("Errors, 5xx or restarts under load: see above.");
    }
    // Last: its saves purge the page cache the load figures rely on.
    const studio = options.studio ? await benchStudio(site, options.routes, options.studioSaves) : null;
    if (studio?.problems.length) process.exitCode = 1;
    const photos = options.photos ? await benchPhotos(site.origin) : null;
    const results = { date: new Date().toISOString(), options, workerGzip, firstScreenBudget: FIRST_SCREEN_BUDGET, routes: weights, flagged, inlineCss, lighthouse, load, studio, photos };
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "latest.json"), JSON.stringify(results, null, 2));
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
