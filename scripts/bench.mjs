#!/usr/bin/env node
// npm run bench: starts the site (emulator + the local server, as `npm start`), then prints per
// route the HTML size gzipped and the JavaScript and CSS the page loads gzipped, the worker
// bundle size, Lighthouse mobile scores for the key routes, and the load figures: 50
// connections for 30 s over every route beside the same for a static asset, on the same server
// in the same run. Writes bench-results/latest.json too. `--no-lighthouse`, `--no-load` skip parts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { findChromium } from "./lib/chromium.mjs";
import { formatLoad, runLoad, BROWSER_UA } from "./lib/load.mjs";
import { PAGE_ROUTES, STATIC_ASSET } from "./lib/routes.mjs";
import { startSiteUnderTest } from "./lib/site-under-test.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

export const BENCH_ROUTES = PAGE_ROUTES;
const LIGHTHOUSE_ROUTES = [
  "/",
  "/seasons/sub-season/light-spring",
  "/services/color-analysis-styling/online-color-analysis",
  "/colors-app",
];

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function fetchBytes(url) {
  const response = await fetch(url, { headers: { "User-Agent": BROWSER_UA, "Accept-Encoding": "identity" } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** What the page asks the browser to load: stylesheets, module scripts and their preloads. */
function assetsOf(html) {
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set([
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from\s+|\()"([^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  return { css: [...new Set(css)], js: [...js] };
}

async function measureRoute(origin, route, assetCache) {
  const page = await fetchBytes(origin + route);
  const html = page.bytes.toString("utf8");
  const { css, js } = assetsOf(html);
  const sizeOf = async (href) => {
    if (!assetCache.has(href)) assetCache.set(href, gz((await fetchBytes(new URL(href, origin).href)).bytes));
    return assetCache.get(href);
  };
  const jsBytes = (await Promise.all(js.map(sizeOf))).reduce((a, b) => a + b, 0);
  const cssBytes = (await Promise.all(css.map(sizeOf))).reduce((a, b) => a + b, 0);
  return { route, status: page.status, htmlGzip: gz(page.bytes), htmlRaw: page.bytes.length, jsGzip: jsBytes, cssGzip: cssBytes };
}

function lighthouse(url, chromePath) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  const flags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";
  const run = spawnSync(
    "lighthouse",
    [url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${flags}`, "--only-categories=performance,accessibility,best-practices,seo"],
    { env: { ...env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 },
  );
  if (run.status !== 0) return { error: run.stderr?.toString().slice(-300) ?? "lighthouse failed" };
  const report = JSON.parse(readFileSync(out, "utf8"));
  rmSync(path.dirname(out), { recursive: true, force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
  };
}

async function main() {
  const skipLighthouse = process.argv.includes("--no-lighthouse");
  const skipLoad = process.argv.includes("--no-load");
  if (process.env.SKIP_BUILD !== "1") {
    const build = spawnSync("remix", ["build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("remix build failed");
  }
  const site = await startSiteUnderTest();
  const { origin } = site;
  try {
    const workerGzip = gz(readFileSync(path.join(root, "build", "index.js")));
    const assetCache = new Map();
    for (const route of BENCH_ROUTES) await fetchBytes(origin + route); // warm the edge cache
    const routes = [];
    for (const route of BENCH_ROUTES) routes.push(await measureRoute(origin, route, assetCache));

    console.log(`\nWorker bundle (build/index.js): ${kb(workerGzip)} gzipped\n`);
    console.log(`${"route".padEnd(58)} status  HTML gz   JS gz     CSS gz`);
    for (const r of routes) {
      console.log(`${r.route.padEnd(58)} ${String(r.status).padEnd(7)} ${kb(r.htmlGzip).padEnd(9)} ${kb(r.jsGzip).padEnd(9)} ${kb(r.cssGzip)}`);
    }

    const scores = {};
    const chromePath = findChromium();
    if (!skipLighthouse && chromePath) {
      console.log(`\nLighthouse (mobile, simulated slow 4G): performance / accessibility / best practices / SEO`);
      for (const route of LIGHTHOUSE_ROUTES) {
        scores[route] = lighthouse(origin + route, chromePath);
        const s = scores[route];
        console.log(
          `${route.padEnd(58)} ${s.error ? `error: ${s.error}` : `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}   LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}`}`,
        );
      }
    }
    let load = null;
    if (!skipLoad) {
      console.log("\nLoad (autocannon, 50 connections, 30 s each, one server, edge cache warm):");
      const pages = await runLoad({ origin, paths: BENCH_ROUTES, connections: 50, seconds: 30 });
      console.log(formatLoad(`every route (${BENCH_ROUTES.length} pages)`, pages));
      const asset = await runLoad({ origin, paths: [STATIC_ASSET], connections: 50, seconds: 30 });
      console.log(formatLoad(`static asset ${STATIC_ASSET}`, asset));
      const ratio = asset.requestsPerSecond / Math.max(1, pages.requestsPerSecond);
      console.log(`a page costs ${ratio.toFixed(1)} times a static asset`);
      const { restarts } = site.status();
      console.log(`server restarts during the run: ${restarts.length}`);
      load = { pages, asset, ratio: Number(ratio.toFixed(2)), restarts: restarts.length };
      if (pages.errors + pages.timeouts + pages.status5xx + asset.errors + asset.timeouts + asset.status5xx > 0 || restarts.length) {
        process.exitCode = 1;
        console.error("Errors or 5xx under load: see above.");
      }
    }
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "latest.json"), JSON.stringify({ workerGzip, routes, lighthouse: scores, load }, null, 2));
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
