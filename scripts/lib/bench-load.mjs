import { fetchBytes } from "./page-weight.mjs";
import { runLoad } from "./load.mjs";
import { pickReferenceAsset } from "./reference-asset.mjs";
import { median } from "./lighthouse.mjs";
import { COMPRESSION_MODES, routeLoadRuns, runRouteLoad } from "./route-load.mjs";
import { STATIC_ASSET } from "./routes.mjs";
import { fetchWireBytes } from "./wire-bytes.mjs";

/** Asks the worker to render and skip its page cache (honoured in development only, as the bench runs). */
export const PAGE_CACHE_BYPASS = { "X-Page-Cache": "bypass" };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `desc` of the `page` metric in a Server-Timing header: "hit", "miss", "bypass"…; null without one. */
function pageCacheOutcome(serverTiming) {
  return /(?:^|,)\s*page\s*;[^,]*?desc="?([^",;]+)/.exec(serverTiming ?? "")?.[1] ?? null;
}

/**
 * Does the page cache answer `path` as the load runs will use it? Requested plain, it should be
 * a "hit" (asked a few times: the first requests fill the cache, or find a stale copy and
 * refresh it in the background); with the bypass header, a "bypass".
 */
export async function checkPageCache(origin, path) {
  const outcome = async (headers, expected) => {
    const answer = await fetchBytes(origin + path, headers);
    const serverTiming = answer.headers.get("server-timing");
    const seen = pageCacheOutcome(serverTiming);
    return { expected, seen, ok: seen === expected, status: answer.status, serverTiming };
  };
  let hit = await outcome({}, "hit");
  for (let attempt = 1; attempt < 5 && !hit.ok && hit.seen !== null; attempt += 1) {
    await pause(250);
    hit = await outcome({}, "hit");
  }
  return { hit, bypass: await outcome(PAGE_CACHE_BYPASS, "bypass") };
}

/** `url` over the wire, asked again (up to 5 times) until the page cache answers it; the last answer and what the cache said. */
async function cachedAnswer(url, headers) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await fetchWireBytes(url, headers);
    const pageCache = pageCacheOutcome(answer.headers["server-timing"]);
    // No `page` metric at all: asking again will not change that.
    if (pageCache === "hit" || pageCache === null || attempt === 5) return { ...answer, pageCache };
    await pause(250);
  }
}

/**
 * Each route as the load runs will ask for it, plain and compressed: its status, its HTML's raw
 * bytes, the bytes a browser gets (and their Content-Encoding), and whether the page cache
 * answered ("hit") in each mode.
 */
export async function measureCachedPages(origin, routes) {
  const pages = [];
  for (const route of routes) {
    const plain = await cachedAnswer(origin + route, COMPRESSION_MODES.plain);
    const gzip = await cachedAnswer(origin + route, COMPRESSION_MODES.gzip);
    pages.push({
      route,
      status: plain.status,
      rawBytes: plain.bytes,
      gzipBytes: gzip.bytes,
      gzipEncoding: gzip.encoding,
      pageCache: { plain: plain.pageCache, gzip: gzip.pageCache },
    });
  }
  return pages;
}

/**
 * The static assets the pages are held against: the built file closest in size to the routes'
 * median raw HTML (scripts/lib/reference-asset.mjs), then /favicon.svg, the smallest there is.
 * Each is fetched once: `servedByWorker` is true when the answer carries the worker's
 * Server-Timing, i.e. the static-asset path did not serve it and it is no ceiling.
 */
export async function referenceAssets(origin, publicDir, pages) {
  const medianHtml = median(pages.map((page) => page.rawBytes));
  const sized = pickReferenceAsset(publicDir, medianHtml);
  const candidates = [...(sized ? [{ label: "static asset", ...sized }] : []), { label: "static asset", path: STATIC_ASSET }];
  const references = [];
  for (const reference of candidates) {
    const answer = await fetchWireBytes(origin + reference.path, COMPRESSION_MODES.plain);
    const gzip = await fetchWireBytes(origin + reference.path, COMPRESSION_MODES.gzip);
    references.push({
      ...reference,
      status: answer.status,
      bytes: answer.bytes,
      gzipBytes: gzip.bytes,
      gzipEncoding: gzip.encoding,
      servedByWorker: Boolean(answer.headers["server-timing"]),
    });
  }
  return { medianHtml, references };
}

/**
 * The load runs, one after the other on the same server, `connections` clients for `seconds`
 * each: one page from the page cache and the same page rendered (cache bypassed), for the
 * cached / rendered ratio; every route from the page cache against the static assets, plain and
 * compressed (scripts/lib/route-load.mjs); and every route at once.
 */
export async function runBenchLoad({ origin, pagePath, pages, references, connections, seconds, onResult = () => {} }) {
  const run = async (label, options) => {
    const result = { label, ...(await runLoad({ origin, connections, seconds, headers: COMPRESSION_MODES.plain, ...options })) };
    onResult(result);
    return result;
  };
  const cachedPage = await run(`page ${pagePath}, cached (plain)`, { paths: [pagePath] });
  const uncachedPage = await run(`page ${pagePath}, rendered (plain)`, { paths: [pagePath], headers: { ...COMPRESSION_MODES.plain, ...PAGE_CACHE_BYPASS } });
  const perRoute = await runRouteLoad({ origin, pages, references, connections, seconds, onResult });
  const routes = pages.map((page) => page.route);
  const everyRoute = await run(`every route (${routes.length}), cached (plain)`, { paths: routes });
  return {
    pagePath,
    cachedPage,
    uncachedPage,
    perRoute,
    everyRoute,
    cachedToUncached: Number((cachedPage.requestsPerSecond / Math.max(1, uncachedPage.requestsPerSecond)).toFixed(2)),
  };
}

/** Did any run see a connection error, a timeout or a 5xx? */
export function loadFailed(load) {
  return [load.cachedPage, load.uncachedPage, load.everyRoute, ...routeLoadRuns(load.perRoute)].some((run) => run.errors + run.timeouts + run.status5xx > 0);
}

