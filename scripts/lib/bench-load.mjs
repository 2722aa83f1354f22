import { fetchBytes } from "./page-weight.mjs";
import { runLoad } from "./load.mjs";
import { STATIC_ASSET } from "./routes.mjs";

/** Asks the worker to render and skip its page cache (honoured in development only, as the bench runs). */
export const PAGE_CACHE_BYPASS = { "X-Page-Cache": "bypass" };
/** A served page should answer at least this share of a static asset's requests/s. */
export const CACHED_PAGE_GOAL = 0.7;

/** The `desc` of the `page` metric in a Server-Timing header: "hit", "miss", "bypass"…; null without one. */
export function pageCacheOutcome(serverTiming) {
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
    await new Promise((resolve) => setTimeout(resolve, 250));
    hit = await outcome({}, "hit");
  }
  return { hit, bypass: await outcome(PAGE_CACHE_BYPASS, "bypass") };
}

/**
 * The load runs, one after the other on the same server: one page from the page cache, the same
 * page rendered (cache bypassed), the static asset, and every route from the cache; then the
 * ratios cached page / static asset and cached / rendered, in requests/s.
 */
export async function runBenchLoad({ origin, pagePath, routes, connections, seconds, onResult = () => {} }) {
  for (const route of new Set([pagePath, ...routes])) await fetchBytes(origin + route); // fill the page cache
  const run = async (label, options) => {
    const result = { label, ...(await runLoad({ origin, connections, seconds, ...options })) };
    onResult(result);
    return result;
  };
  const cachedPage = await run(`page ${pagePath}, cached`, { paths: [pagePath] });
  const uncachedPage = await run(`page ${pagePath}, rendered (bypass)`, { paths: [pagePath], headers: PAGE_CACHE_BYPASS });
  const asset = await run(`static asset ${STATIC_ASSET}`, { paths: [STATIC_ASSET] });
  const pages = await run(`every route (${routes.length}), cached`, { paths: routes });
  const ratio = (a, b) => Number((a.requestsPerSecond / Math.max(1, b.requestsPerSecond)).toFixed(2));
  return {
    pagePath,
    cachedPage,
    uncachedPage,
    asset,
    pages,
    ratios: { cachedPageToAsset: ratio(cachedPage, asset), cachedToUncached: ratio(cachedPage, uncachedPage) },
  };
}

/** Did any run see a connection error, a timeout or a 5xx? */
export function loadFailed(load) {
  return [load.cachedPage, load.uncachedPage, load.asset, load.pages].some((run) => run.errors + run.timeouts + run.status5xx > 0);
}
