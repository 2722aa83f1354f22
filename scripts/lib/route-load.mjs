import { runLoad } from "./load.mjs";

// The route-load figure of `npm run bench`: every route's cached page against a static asset of about its size,
// side by side on one server in one run, without and with compression.

/** The goal: a cached page serves at least this share of a static asset's requests/s, in both modes. */
export const CACHED_PAGE_GOAL = 0.9;

/** The two ways a page is asked for: by a client that takes no compression, and as browsers do. */
export const COMPRESSION_MODES = {
  plain: { "Accept-Encoding": "identity" },
  gzip: { "Accept-Encoding": "gzip, br" },
};
const MODES = Object.keys(COMPRESSION_MODES);

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The load runs, one after the other: each reference asset in both modes, then each page in
 * both modes, then each reference again. The references are measured before and after the
 * pages, and the pages compared with the mean of the two: on a shared machine the ceiling
 * drifts over minutes, and the two runs show by how much.
 *
 * @param {{
 *   origin: string,
 *   pages: { route: string }[],
 *   references: { label: string, path: string, bytes?: number }[],
 *   connections: number,
 *   seconds: number,
 *   onResult?: (result: object) => void,
 * }} options  The first reference is the one the ratios and the goal use; the others are printed for comparison.
 */
export async function runRouteLoad({ origin, pages, references, connections, seconds, onResult = () => {} }) {
  const run = async (label, path, mode) => {
    const result = { label: `${label} (${mode})`, mode, ...(await runLoad({ origin, paths: [path], connections, seconds, headers: COMPRESSION_MODES[mode] })) };
    onResult(result);
    return result;
  };
  const measureReferences = async (when) => {
    const runs = [];
    for (const reference of references) {
      for (const mode of MODES) runs.push(await run(`${reference.label} ${reference.path}, ${when}`, reference.path, mode));
    }
    return runs;
  };
  const before = await measureReferences("before");
  const rows = [];
  for (const page of pages) {
    const row = { ...page };
    for (const mode of MODES) row[mode] = await run(page.route, page.route, mode);
    rows.push(row);
  }
  const after = await measureReferences("after");

  const measured = references.map((reference, index) => {
    const modes = {};
    MODES.forEach((mode, modeIndex) => {
      const at = index * MODES.length + modeIndex;
      const runs = [before[at], after[at]];
      const meanRps = Math.round(mean(runs.map((result) => result.requestsPerSecond)));
      const drift = Number(((after[at].requestsPerSecond - before[at].requestsPerSecond) / Math.max(1, before[at].requestsPerSecond)).toFixed(3));
      modes[mode] = { before: before[at], after: after[at], meanRps, drift };
    });
    return { ...reference, modes };
  });
  const [ceiling] = measured;
  for (const row of rows) {
    for (const mode of MODES) row[mode].ratio = Number((row[mode].requestsPerSecond / Math.max(1, ceiling.modes[mode].meanRps)).toFixed(2));
  }
  const belowGoal = rows.flatMap((row) => MODES.filter((mode) => row[mode].ratio < CACHED_PAGE_GOAL).map((mode) => ({ route: row.route, mode, ratio: row[mode].ratio })));
  return { goal: CACHED_PAGE_GOAL, connections, seconds, references: measured, routes: rows, belowGoal };
}

/** Every run of `runRouteLoad`'s result, for counting failures. */
export function routeLoadRuns({ references, routes }) {
  return [...references.flatMap((reference) => MODES.flatMap((mode) => [reference.modes[mode].before, reference.modes[mode].after])), ...routes.flatMap((row) => MODES.map((mode) => row[mode]))];
}

const column = (text, width) => String(text).padStart(width);
/** The compressed size a browser got; starred when the server sent it uncompressed. */
const wireBytes = (row) => (row.gzipBytes === undefined ? "–" : `${row.gzipBytes}${row.gzipEncoding === "identity" ? "*" : ""}`);

/** The references (before, after, mean, drift) and the table of routes, flagged below the goal. */
export function formatRouteLoad({ references, routes }, routeWidth = 56) {
  const lines = [];
  for (const reference of references) {
    for (const mode of MODES) {
      const { before, after, meanRps, drift } = reference.modes[mode];
      lines.push(
        `${`${reference.label} ${reference.path}`.padEnd(routeWidth)} ${mode.padEnd(5)} before ${column(before.requestsPerSecond, 6)} req/s p99 ${column(before.p99Ms, 4)} ms, after ${column(after.requestsPerSecond, 6)} req/s p99 ${column(after.p99Ms, 4)} ms; mean ${column(meanRps, 6)} (drift ${drift >= 0 ? "+" : ""}${(drift * 100).toFixed(1)}%)`,
      );
    }
  }
  lines.push(
    `${"route".padEnd(routeWidth)} ${column("raw B", 7)} ${column("gzip B", 7)} ${column("req/s", 7)} ${column("p99 ms", 6)} ${column("ratio", 5)} ${column("req/s gz", 8)} ${column("p99 ms", 6)} ${column("ratio gz", 8)}`,
  );
  for (const row of routes) {
    const below = MODES.filter((mode) => row[mode].ratio < CACHED_PAGE_GOAL);
    lines.push(
      `${row.route.padEnd(routeWidth)} ${column(row.rawBytes ?? "–", 7)} ${column(wireBytes(row), 7)} ${column(row.plain.requestsPerSecond, 7)} ${column(row.plain.p99Ms, 6)} ${column(row.plain.ratio.toFixed(2), 5)} ${column(row.gzip.requestsPerSecond, 8)} ${column(row.gzip.p99Ms, 6)} ${column(row.gzip.ratio.toFixed(2), 8)}${below.length ? `  <- below ${CACHED_PAGE_GOAL} (${below.join(", ")})` : ""}`,
    );
  }
  if (routes.some((row) => row.gzipEncoding === "identity")) lines.push("* sent uncompressed although the request accepted gzip and br");
  return lines.join("\n");
}
