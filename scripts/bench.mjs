#!/usr/bin/env node
// npm run bench: starts the site (emulator + wrangler dev, as `npm start`), then prints per route
// the HTML size gzipped and the JavaScript and CSS the page loads gzipped, the worker bundle
// size, and Lighthouse mobile scores for the key routes. Writes bench-results/latest.json too.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { findChromium } from "./lib/chromium.mjs";
import { freePort, waitForHttp } from "./lib/ports.mjs";
import { startGroup, stopAll } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

export const BENCH_ROUTES = [
  "/",
  "/about",
  "/color-analysis",
  "/color/color-palettes",
  "/colors-app",
  "/contact",
  "/faqs",
  "/gift-a-session",
  "/group-session",
  "/partner-session",
  "/seasons",
  "/seasons/spring",
  "/seasons/sub-season/light-spring",
  "/service-booking",
  "/services/color-analysis-styling",
  "/services/color-analysis-styling/online-color-analysis",
  "/testimonials",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
];
const LIGHTHOUSE_ROUTES = [
  "/",
  "/seasons/sub-season/light-spring",
  "/services/color-analysis-styling/online-color-analysis",
  "/colors-app",
];
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

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
  if (process.env.SKIP_BUILD !== "1") {
    const build = spawnSync("remix", ["build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("remix build failed");
  }
  const port = await freePort();
  const persist = mkdtempSync(path.join(tmpdir(), "bench-wrangler-"));
  startGroup("node", ["scripts/start.mjs"], {
    env: { ...env, PORT: String(port), FIRESTORE_EMULATOR_PORT: String(await freePort()), FIRESTORE_EMULATOR_HOST: "", SKIP_BUILD: "1", WRANGLER_PERSIST_DIR: persist },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/healthz`, 120_000);
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
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "latest.json"), JSON.stringify({ workerGzip, routes, lighthouse: scores }, null, 2));
  } finally {
    await stopAll();
    rmSync(persist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
