import autocannon from "autocannon";

/** A normal browser's user agent: isbot counts load tools as crawlers, which wait for the whole page. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * `connections` clients for `seconds`, each going round `paths` (GETs, with `headers` besides a
 * browser's user agent): requests/s, latency percentiles and every kind of failure, as
 * autocannon measured them.
 */
export async function runLoad({ origin, paths, connections = 50, seconds = 30, headers = {} }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { "user-agent": BROWSER_UA, ...headers },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    paths: paths.length,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx: result["5xx"],
    status4xx: result["4xx"],
  };
}

export function formatLoad(label, load, labelWidth = 34) {
  return `${label.padEnd(labelWidth)} ${String(load.requestsPerSecond).padStart(6)} req/s   p50 ${String(load.p50Ms).padStart(4)} ms   p99 ${String(load.p99Ms).padStart(5)} ms   errors ${load.errors + load.timeouts}   5xx ${load.status5xx}`;
}
