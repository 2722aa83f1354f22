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
//   2. Lighthouse mobile for every route, N runs each (3): median performance, FCP, LCP, TBT, CLS,
//      the other scores of the median run, render-blocking requests; then how many routes score
//      100 and by how much the others miss. Goal 100 on every route: a route whose median is
//      below 100, or that no run could score, makes the exit code non-zero. Lighthouse loads each
//      page from a replay of the local server's answers (scripts/lib/page-replay.mjs), so that
//      workerd and the emulators take no CPU from the browser while it is measured;
//   3. load (autocannon, 10 connections, 5 s a run; scripts/lib/bench-load.mjs), every route but the
//      free-time pages (FREE_TIME_ROUTES; every booking purges them, section 7 measures them): first, whether
//      each route is answered from the page cache (Server-Timing page;desc="hit"), plain and
//      compressed, with a warning for any that is not. Then one page (/) from the page cache and
//      rendered (cache bypassed), for the cached / rendered ratio; then every route's cached page
//      against a static asset (scripts/lib/route-load.mjs), each without compression and with
//      `Accept-Encoding: gzip, br`: req/s and p99 side by side, the ratio page / asset per route
//      and mode, goal ≥ 0.9 (CACHED_PAGE_GOAL). The asset is the build/client/build file closest in size
//      to the routes' median raw HTML (/favicon.svg is printed too, for reference); each is run
//      before and after the routes, and the ratio uses the mean of the two, their drift printed.
//      Then every route at once. A route below the goal in either mode, errors or 5xx under load,
//      or a server restart make the exit code non-zero;
//   3b. Save-Data (Chromium as a Moto G Power: 412x915 at 2.625, a fresh context per visit;
//      scripts/lib/bench-save-data.mjs): every route's first visit with `Save-Data: on`, the
//      bytes on the wire until the network is idle (Chromium's encodedDataLength), requests, and
//      bytes by type; beside it, the same visit's total without Save-Data. Goal: at most 30 KB
//      (30,720 B) and no script or font request; a route that misses it makes the exit code non-zero;
//   4. the studio, in Chromium: each public route's JavaScript and its Firebase share (goal 0 B),
//      the sign-in page's JavaScript on load and any Firebase a password sign-in loads (none), and save to
//      public (the demo editor saves an FAQ and a price N times each; ms from sending the form
//      until the public page shows it, goal 5,000). Firebase on a public page or a slower save makes the exit code non-zero;
//   5. photos: one cover-like photo (2400x1600) uploaded as the demo editor, and the bytes of each
//      width and format /media/… serves of it (scripts/lib/bench-photos.mjs; a few seconds);
//   6. retention: one run's worth of due requests and 200 more stored, the nightly job's Cron Trigger
//      fired twice (scripts/lib/bench-retention.mjs): what each run deleted, and in how long. Goal:
//      the first run stops at its limit (RETENTION_LIMITS) having deleted 2,600 to 2,800, and the second the rest.
//   7. booking (scripts/lib/bench-booking.mjs): the free times of /service-booking under load (req/s,
//      p99; kept by the page cache until a booking, block or setting purges them), and 5 bookings
//      posted: ms from the post until no free-time page (self, couple, group) offers the time. Goal 1,000 ms.
// The last line names every goal missed, and any makes the exit code non-zero. Everything also
// goes to bench-results/latest.json.
// `--scale` measures one thing instead (scripts/lib/bench-scale.mjs, issue 31): each page's cold
// render, Firestore bytes and worker time on the demo and on the demo plus 3,000 articles, 300
// testimonials, 50,000 inbox requests and 2,000 photos, against the goals printed (bench-results/scale.json).
// Flags: --routes=/,/about (a subset), --lighthouse-runs=N (3), --connections=N (10),
// --load-seconds=N (5, each run), --studio-saves=N (3), --no-lighthouse, --no-load, --no-save-data,
// --no-studio, --no-photos, --no-retention, --no-booking.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PAGE_CACHE_BYPASS, checkPageCache, loadFailed, measureCachedPages, referenceAssets, runBenchLoad } from "./lib/bench-load.mjs";
import { BOOKED_GONE_GOAL_MS, runBenchBooking } from "./lib/bench-booking.mjs";
import { runBenchPhotos } from "./lib/bench-photos.mjs";
import { runBenchRetention } from "./lib/bench-retention.mjs";
import { formatScale, PUBLIC_READ_GOAL, PUBLIC_TIME_GOAL, runBenchScale, SITEMAP_READ_PER_ARTICLE, STUDIO_TIME_GOAL } from "./lib/bench-scale.mjs";
import { SAVE_DATA_BUDGET, formatSaveData, runBenchSaveData } from "./lib/bench-save-data.mjs";
import { PUBLISH_GOAL_MS, runBenchStudio, studioProblems } from "./lib/bench-studio.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { benchInlineCss } from "./lib/inline-css.mjs";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { runLighthouseRepeatedly, summarizeRuns } from "./lib/lighthouse.mjs";
import { recordRoutes, startReplay } from "./lib/page-replay.mjs";
import { formatLoad } from "./lib/load.mjs";
import { FIRST_SCREEN_BUDGET, fetchBytes, gzipSize, measurePage, pageWeightProblems } from "./lib/page-weight.mjs";
import { CACHED_PAGE_GOAL, formatRouteLoad } from "./lib/route-load.mjs";
import { DUTCH_PAGE_ROUTES, FREE_TIME_ROUTES, PAGE_ROUTES } from "./lib/routes.mjs";
import { startSiteUnderTest } from "./lib/site-under-test.mjs";
import { projectIdFromWrangler } from "./lib/wrangler-vars.mjs";

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
      // The issue's anchor measurement: 10 connections. 5 s a run keeps 23 routes x 2 modes to minutes.
      connections: { type: "string", default: "10" },
      "load-seconds": { type: "string", default: "5" },
      "no-lighthouse": { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
      "no-save-data": { type: "boolean", default: false },
      "studio-saves": { type: "string", default: "3" },
      "no-studio": { type: "boolean", default: false },
      "no-photos": { type: "boolean", default: false },
      "no-retention": { type: "boolean", default: false },
      "no-booking": { type: "boolean", default: false },
      scale: { type: "boolean", default: false },
    },
  });
  const positive = (name) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants a whole number above 0, not ${values[name]}`);
    return number;
  };
  // Each English page and its Dutch twin (issue 43): the budgets hold in both languages.
  const routes = values.routes ? values.routes.split(",").map((route) => route.trim()).filter(Boolean) : [...PAGE_ROUTES, ...DUTCH_PAGE_ROUTES];
  const notPaths = routes.filter((route) => !route.startsWith("/"));
  if (notPaths.length) throw new Error(`--routes wants paths starting with "/": ${notPaths.join(", ")}`);
  return {
    routes,
    lighthouseRuns: positive("lighthouse-runs"),
    connections: positive("connections"),
    loadSeconds: positive("load-seconds"),
    lighthouse: !values["no-lighthouse"],
    load: !values["no-load"],
    saveData: !values["no-save-data"],
    studioSaves: positive("studio-saves"),
    studio: !values["no-studio"],
    photos: !values["no-photos"],
    retention: !values["no-retention"],
    booking: !values["no-booking"],
    scale: values.scale,
  };
}

function build() {
  if (process.env.SKIP_BUILD === "1") return;
  const run = spawnSync("react-router", ["build"], { cwd: root, env, stdio: "inherit" });
  if (run.status !== 0) throw new Error("react-router build failed");
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

async function benchLighthouse(origin, routes, runs) {
  const chromePath = findChromium();
  if (!chromePath) {
    console.warn("\nLighthouse skipped: no Chromium found (set CHROME_PATH)");
    return null;
  }
  // Recorded from the local server once, then answered from memory (scripts/lib/page-replay.mjs, decision 035).
  const replay = await startReplay(await recordRoutes(origin, routes, { executablePath: chromePath }), { origin });
  console.log(
    `\nLighthouse mobile (simulated slow 4G) on the local server's answers, replayed; median of ${runs} run(s): performance, FCP, LCP, TBT, CLS; a11y / best practices / SEO of the median run; render-blocking (most in one run)`,
  );
  const results = {};
  try {
    for (const route of routes) {
      const allRuns = await runLighthouseRepeatedly(replay.origin + route, { count: runs, chromePath, env });
      const median = summarizeRuns(allRuns);
      results[route] = { median, runs: allRuns };
      console.log(`${route.padEnd(ROUTE_WIDTH)} ${median ? formatLighthouse(median) : `every run failed: ${allRuns[0].error}`}`);
    }
  } finally {
    await replay.stop();
  }
  // robots.txt is asked for by the SEO audit after the load; anything else means the page asked for more than its recorded load.
  const misses = [...replay.misses].filter((missed) => missed !== "/robots.txt");
  if (misses.length) console.warn(`WARNING: not in the recording, so fetched from the local server during the runs: ${misses.join(", ")}`);
  const summary = summarizeLighthouse(results);
  console.log(formatLighthouseSummary(summary, routes.length));
  return { runsPerRoute: runs, method: "replay", misses, routes: results, summary };
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
  const goal = lighthouseMissed(summary) ? "missed" : "met";
  return `Lighthouse performance: ${summary.at100} of ${routeCount} routes at 100 (goal: every route, ${goal}); ${min}${missing}${failed}`;
}

/** The goal is 100 on every route: a route below it, or one no run could score, misses it. */
const lighthouseMissed = (summary) => summary.missing.length > 0 || summary.failed.length > 0;

async function benchLoad(site, routes, { connections, loadSeconds }) {
  const check = await checkPageCache(site.origin, LOAD_PAGE);
  for (const outcome of [check.hit, check.bypass]) {
    if (outcome.ok) continue;
    const how = outcome.expected === "hit" ? "a repeated request" : `a request with ${Object.entries(PAGE_CACHE_BYPASS)[0].join(": ")}`;
    console.warn(
      `\nWARNING: ${how} to ${LOAD_PAGE} should answer Server-Timing page;desc="${outcome.expected}", but it sent ${outcome.serverTiming ? `"${outcome.serverTiming}"` : "no Server-Timing"} (status ${outcome.status}). The cached / rendered figures below do not measure what they say.`,
    );
  }
  const pages = await measureCachedPages(site.origin, routes);
  const notCached = pages.filter((page) => page.pageCache.plain !== "hit" || page.pageCache.gzip !== "hit");
  if (notCached.length) {
    console.warn(`\nWARNING: not answered from the page cache (Server-Timing page;desc="hit"), so their figures below are not a cached page's:`);
    for (const page of notCached) console.warn(`  ${page.route} (status ${page.status}): plain ${page.pageCache.plain ?? "no page metric"}, gzip ${page.pageCache.gzip ?? "no page metric"}`);
  }
  const { medianHtml, references } = await referenceAssets(site.origin, path.join(root, "build", "client"), pages);
  for (const reference of references) {
    if (reference.status !== 200 || reference.servedByWorker) {
      console.warn(`\nWARNING: ${reference.path} answered ${reference.status}${reference.servedByWorker ? " from the worker (Server-Timing)" : ""}: it is no static-asset ceiling.`);
    }
  }
  console.log(`\nLoad (autocannon, ${connections} connections, ${loadSeconds} s a run, one server; plain: Accept-Encoding: identity, gzip: Accept-Encoding: gzip, br)`);
  console.log(`routes' median raw HTML ${Math.round(medianHtml)} B; static assets: ${references.map((reference) => `${reference.path} (${reference.bytes} B raw, ${reference.gzipBytes} B ${reference.gzipEncoding})`).join(", ")}`);
  const load = await runBenchLoad({
    origin: site.origin,
    pagePath: LOAD_PAGE,
    pages: pages.map(({ route, rawBytes, gzipBytes, gzipEncoding }) => ({ route, rawBytes, gzipBytes, gzipEncoding })),
    references: references.map(({ label, path: assetPath, bytes }) => ({ label, path: assetPath, bytes })),
    connections,
    seconds: loadSeconds,
    onResult: (result) => console.log(formatLoad(result.label, result, ROUTE_WIDTH + 8)),
  });
  console.log(`\nCached page vs static asset ${references[0].path} (ratio: the page's req/s / the asset's mean of before and after; goal ≥ ${CACHED_PAGE_GOAL} in both modes)`);
  console.log(formatRouteLoad(load.perRoute, ROUTE_WIDTH));
  const { belowGoal } = load.perRoute;
  console.log(
    belowGoal.length
      ? `cached page / static asset: goal ≥ ${CACHED_PAGE_GOAL} missed by ${new Set(belowGoal.map((entry) => entry.route)).size} of ${routes.length} route(s): ${belowGoal.map((entry) => `${entry.route} ${entry.mode} ${entry.ratio}`).join(", ")}`
      : `cached page / static asset: goal ≥ ${CACHED_PAGE_GOAL} met by all ${routes.length} route(s), plain and gzip`,
  );
  console.log(`cached page / rendered page (${LOAD_PAGE}, plain): ${load.cachedToUncached}`);
  const restarts = site.status().restarts.length;
  console.log(`server restarts during the run: ${restarts}`);
  return { ...load, pageCacheCheck: check, pages, medianHtml, references, restarts };
}

async function benchSaveData(origin, routes) {
  console.log(`\nSave-Data first visit (Chromium as a Moto G Power, 412x915 at 2.625, fresh context; bytes on the wire until the network is idle; goal ≤ ${SAVE_DATA_BUDGET} B, no script, no font)`);
  console.log("by type: bytes/requests; last column: the same visit without Save-Data, total bytes");
  const saveData = await runBenchSaveData(origin, routes);
  console.log(formatSaveData(saveData, ROUTE_WIDTH));
  console.log(
    saveData.over.length
      ? `Save-Data: goal missed by ${saveData.over.length} of ${routes.length} route(s): ${saveData.over.map((entry) => entry.route).join(", ")}`
      : `Save-Data: goal met by all ${routes.length} route(s)`,
  );
  return saveData;
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

async function benchRetention(site) {
  const run = await runBenchRetention(site.origin, site.emulator, await projectIdFromWrangler());
  console.log(
    `\nRetention: ${run.due} requests past their time; one run may make ${run.maxCalls} Firestore calls (batches of ${run.batchSize}), so deletes ${run.least} to ${run.capacity} (the contact messages' last batch may be short).`,
  );
  console.log(`  first run:  ${column(run.first.deleted, 5)} deleted in ${run.first.ms} ms`);
  console.log(`  second run: ${column(run.second.deleted, 5)} deleted in ${run.second.ms} ms; ${run.left} left`);
  if (!run.met) console.error(`  Goal missed: the first run should delete ${run.least} to ${run.capacity} and the second the rest.`);
  return run;
}

async function benchBooking(origin, options) {
  const run = await runBenchBooking(origin, { connections: options.connections, seconds: options.loadSeconds });
  console.log(`\nBooking: the free times, kept by the page cache until a booking, block or setting purges them`);
  console.log(`  ${formatLoad("/service-booking (in person)", run.load)}`);
  for (const trial of run.runs) console.log(`  booked ${trial.slot}: post ${column(trial.postMs, 5)} ms, gone from every page after ${column(trial.goneMs ?? "never", 5)} ms`);
  if (!run.met) console.error(`  Goal missed: a booked time gone within ${BOOKED_GONE_GOAL_MS} ms, with no errors under load.`);
  return run;
}

async function benchScale() {
  console.log("\nScale: cold renders (no page cache, no edge cache), median of 7; worker = the whole time less the time a Firestore call was in flight");
  const { rows, problems } = await runBenchScale();
  console.log(`\n${formatScale(rows)}`);
  console.log(
    `Goals: a public page reads at most ${PUBLIC_READ_GOAL / 1024} KB (the sitemap ${SITEMAP_READ_PER_ARTICLE / 1024} KB an article) and its worker time is at most ${PUBLIC_TIME_GOAL}× the demo's; a studio page's at most ${STUDIO_TIME_GOAL}×. The emulator scans a whole collection for every query, so the whole time (first ×) is printed, not judged.`,
  );
  console.log(problems.length ? `\nGoals missed: ${problems.join("; ")}` : "\nEvery goal measured was met.");
  if (problems.length) process.exitCode = 1;
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "scale.json"), JSON.stringify({ date: new Date().toISOString(), rows, problems }, null, 2));
}

async function main() {
  const options = readOptions();
  if (options.scale) {
    build();
    return benchScale();
  }
  // As `npm test` does: a system Chromium, else Playwright's download, else Debian's (as root).
  if (options.lighthouse || options.studio || options.saveData) ensureBrowser();
  build();
  const site = await startSiteUnderTest();
  try {
    const workerGzip = gzipSize(readFileSync(path.join(root, "build", "server", "index.js")));
    console.log(`\nWorker bundle (build/server/index.js): ${kb(workerGzip)} gzipped`);
    // Every goal missed, named in the last line and in the exit code.
    const missed = [];
    const { weights, flagged } = await benchPageWeight(site.origin, options.routes);
    if (flagged.length) missed.push("page weight");
    const inlineCss = await benchInlineCss(site.origin);
    const lighthouse = options.lighthouse ? await benchLighthouse(site.origin, options.routes, options.lighthouseRuns) : null;
    if (lighthouse && lighthouseMissed(lighthouse.summary)) missed.push("Lighthouse 100");
    // The free-time pages change with every booking: the booking section measures them, and how soon a booked time leaves them.
    const load = options.load ? await benchLoad(site, options.routes.filter((route) => !FREE_TIME_ROUTES.includes(route)), options) : null;
    if (load && (loadFailed(load) || load.restarts)) {
      missed.push("no errors under load");
      console.error("Errors, 5xx or restarts under load: see above.");
    }
    if (load?.perRoute.belowGoal.length) missed.push(`cached page ≥ ${CACHED_PAGE_GOAL} of a static asset`);
    const saveData = options.saveData ? await benchSaveData(site.origin, options.routes) : null;
    if (saveData?.over.length) missed.push("Save-Data first visit");
    // Last: its saves purge the page cache the load figures rely on.
    const studio = options.studio ? await benchStudio(site, options.routes, options.studioSaves) : null;
    if (studio?.problems.length) missed.push("studio");
    const photos = options.photos ? await benchPhotos(site.origin) : null;
    const retention = options.retention ? await benchRetention(site) : null;
    if (retention && !retention.met) missed.push("retention run capacity");
    const booking = options.booking ? await benchBooking(site.origin, options) : null;
    if (booking && !booking.met) missed.push(`booked time gone within ${BOOKED_GONE_GOAL_MS} ms`);
    console.log(missed.length ? `\nGoals missed: ${missed.join("; ")}` : "\nEvery goal measured was met.");
    if (missed.length) process.exitCode = 1;
    const results = { date: new Date().toISOString(), options, missed, workerGzip, firstScreenBudget: FIRST_SCREEN_BUDGET, routes: weights, flagged, inlineCss, lighthouse, load, saveData, studio, photos, retention, booking };
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
