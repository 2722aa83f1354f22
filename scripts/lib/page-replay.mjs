import http from "node:http";
import { chromium } from "@playwright/test";
import { getAsSent } from "./wire-bytes.mjs";

// What Lighthouse loads in `npm run bench`: each route's page load recorded once from the local
// server, then answered again from memory (decision 035). Lighthouse's simulation multiplies the
// browser's observed main-thread time by 4; with workerd, the emulators and the browser on the
// same two cores, the server's work at the moment of the load lands in the phone's figures. In
// production the server is Cloudflare's edge, on other machines, so the replay keeps it out,
// as Lighthouse's variability guide asks (GoogleChrome/lighthouse docs/variability.md: "client
// resource contention"). What the phone receives is byte for byte the local server's answer.

/** Lighthouse 13's mobile screen (a Moto G Power): the recording asks for the same images. */
const LIGHTHOUSE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Request headers not sent again when a response is fetched for the record. */
const HOP_HEADERS = new Set(["host", "connection", "cookie", "content-length"]);

/**
 * Loads each of `routes` from `origin` in Chromium as Lighthouse's phone, until the network is
 * idle, and records every same-origin response it made: fetched again with the browser's own
 * request headers (its Accept picks the image format) and kept as the server sent it, status,
 * headers and encoded bytes, by path and query.
 */
export async function recordRoutes(origin, routes, { executablePath }) {
  const requests = new Map();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ["--disable-background-networking", "--no-first-run"] });
  try {
    for (const route of routes) {
      const context = await browser.newContext(LIGHTHOUSE_SCREEN);
      const page = await context.newPage();
      const seen = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && request.method() === "GET") seen.push(request.allHeaders().then((headers) => requests.set(url.pathname + url.search, headers)));
      });
      await page.goto(origin + route, { waitUntil: "load", timeout: 60_000 });
      await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
      await Promise.all(seen);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const recordings = new Map();
  for (const [path, headers] of requests) {
    const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name) && !name.startsWith(":")));
    recordings.set(path, await getAsSent(origin + path, sent));
  }
  return recordings;
}

/**
 * Serves `recordings` on a free local port, each as the server sent it. A path not recorded is
 * fetched from `origin` as it is asked for, and named in `misses`, so a run that leaned on the
 * live server says so.
 */
export async function startReplay(recordings, { origin }) {
  const misses = new Set();
  const server = http.createServer(async (request, response) => {
    try {
      let recording = recordings.get(request.url);
      if (!recording) {
        misses.add(request.url);
        const { host: _host, connection: _connection, ...headers } = request.headers;
        recording = await getAsSent(origin + request.url, headers);
      }
      const headers = Object.fromEntries(Object.entries(recording.headers).filter(([name]) => name !== "transfer-encoding" && name !== "connection" && name !== "keep-alive"));
      headers["content-length"] = String(recording.body.length);
      response.writeHead(recording.status, headers);
      response.end(request.method === "HEAD" ? undefined : recording.body);
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    misses,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
