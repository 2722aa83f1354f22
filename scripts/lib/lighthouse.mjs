import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";
/** Lighthouse 13 reports render-blocking requests as an insight; older versions as an audit. */
const RENDER_BLOCKING_AUDITS = ["render-blocking-insight", "render-blocking-resources"];

/**
 * One Lighthouse run, mobile (its default: simulated slow 4G, a mid-range phone): the four
 * category scores, FCP, LCP, TBT, CLS and how many render-blocking requests it found. `{ error }`
 * when Lighthouse fails. `env` must put the lighthouse binary on PATH.
 */
async function runLighthouse(url, { chromePath, env }) {
  const dir = mkdtempSync(path.join(tmpdir(), "lh-"));
  const reportPath = path.join(dir, "report.json");
  try {
    // Not spawnSync: the replay server the page comes from (scripts/lib/page-replay.mjs) runs in this process.
    await new Promise((resolve, reject) => {
      execFile(
        "lighthouse",
        [url, "--quiet", "--output=json", `--output-path=${reportPath}`, `--chrome-flags=${CHROME_FLAGS}`, "--only-categories=performance,accessibility,best-practices,seo"],
        { env: { ...env, CHROME_PATH: chromePath }, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(Object.assign(error, { stderr })) : resolve()),
      );
    });
    return scoresOf(JSON.parse(readFileSync(reportPath, "utf8")));
  } catch (error) {
    return { error: String(error.stderr ?? error.message ?? "lighthouse failed").trim().slice(-300) || "lighthouse failed" };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `count` runs that succeeded, as far as Lighthouse allows: a failed run (NO_NAVSTART happens
 * now and then) is tried again, up to `retries` times. Failed runs stay in the list, as `{ error }`.
 */
export async function runLighthouseRepeatedly(url, { count, retries = 2, ...options }) {
  const runs = [];
  let failures = 0;
  while (runs.length - failures < count && failures <= retries) {
    const run = await runLighthouse(url, options);
    runs.push(run);
    if (run.error) failures += 1;
  }
  return runs;
}

function scoresOf(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? 0;
  const renderBlockingAudit = RENDER_BLOCKING_AUDITS.map((id) => report.audits[id]).find(Boolean);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    renderBlocking: renderBlockingAudit ? tableRows(renderBlockingAudit.details) : null,
  };
}

/** How many rows an audit's details list: a table's items, or those of the tables in a list. */
function tableRows(details) {
  if (details?.type === "table") return details.items.length;
  if (details?.type === "list") return details.items.reduce((sum, item) => sum + tableRows(item), 0);
  return 0;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Several runs of one route as one line: the median of performance, FCP, LCP, TBT and CLS; the
 * other category scores of the median run (by performance); the most render-blocking requests
 * any run saw. Null when every run failed.
 */
export function summarizeRuns(runs) {
  const succeeded = runs.filter((run) => !run.error);
  if (!succeeded.length) return null;
  const medianRun = [...succeeded].sort((a, b) => a.performance - b.performance)[Math.floor((succeeded.length - 1) / 2)];
  const medianOf = (key) => median(succeeded.map((run) => run[key]));
  const blockingCounts = succeeded.map((run) => run.renderBlocking).filter((count) => count !== null);
  return {
    performance: medianOf("performance"),
    fcpMs: medianOf("fcpMs"),
    lcpMs: medianOf("lcpMs"),
    tbtMs: medianOf("tbtMs"),
    cls: medianOf("cls"),
    accessibility: medianRun.accessibility,
    bestPractices: medianRun.bestPractices,
    seo: medianRun.seo,
    renderBlocking: blockingCounts.length ? Math.max(...blockingCounts) : null,
    failedRuns: runs.length - succeeded.length,
  };
}
