import { describe, expect, it } from "vitest";
import type { RenderRecord } from "~/firestore/app-context.server";
import { NO_PURGES } from "~/platform/cache-freshness";
import { acceptsGzip, isKeepable, servePage, type RenderPage } from "~/worker/page-cache.server";

// What the page cache may keep of a rendered page: only what every visitor with the same key
// would get. A route that marks its answer private, or sets a cookie, keeps it out.

const record: RenderRecord = { oldestContentAt: 0, degraded: false, changesAt: null, tags: {} };
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response("<!DOCTYPE html><p>Soft Autumn</p>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("which rendered pages the page cache keeps", () => {
  it("keeps a whole, ordinary 200 page", () => {
    expect(isKeepable(page(), record)).toBe(true);
    expect(isKeepable(page({ "Cache-Control": "public, max-age=60" }), record)).toBe(true);
  });

  it.each([
    ["Cache-Control: private", { "Cache-Control": "private" }],
    ["Cache-Control: no-store", { "Cache-Control": "no-store" }],
    ["Cache-Control: max-age=0, Private", { "Cache-Control": "max-age=0, Private" }],
    ["Cache-Control: public, no-store", { "Cache-Control": "public, no-store" }],
    ["a cookie set", { "Set-Cookie": "consent=accepted; Path=/" }],
  ])("keeps nothing marked %s", (_, headers) => {
    expect(isKeepable(page(headers), record)).toBe(false);
  });

  it("keeps no error page, no page made from a failed read, nothing that is not HTML", () => {
    expect(isKeepable(page({}, 404), record)).toBe(false);
    expect(isKeepable(page(), { ...record, degraded: true })).toBe(false);
    expect(isKeepable(new Response("{}", { headers: { "Content-Type": "application/json" } }), record)).toBe(false);
  });
});

describe("which clients get a kept page gzipped", () => {
  const request = (acceptEncoding?: string, clientAcceptEncoding?: string) =>
    ({ headers: new Headers(acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding }), cf: clientAcceptEncoding === undefined ? undefined : { clientAcceptEncoding } }) as unknown as Request;

  it("follows the client's Accept-Encoding, a q of 0 refusing", () => {
    expect(acceptsGzip(request("gzip, deflate, br, zstd"))).toBe(true);
    expect(acceptsGzip(request("br;q=1.0, GZIP;q=0.5"))).toBe(true);
    expect(acceptsGzip(request("*"))).toBe(true);
    expect(acceptsGzip(request("gzip;q=0, identity"))).toBe(false);
    expect(acceptsGzip(request("br"))).toBe(false);
    expect(acceptsGzip(request())).toBe(false);
  });

  it("reads the client's own header where Cloudflare keeps it, not the one Cloudflare gives the worker", () => {
    expect(acceptsGzip(request("br, gzip", ""))).toBe(false);
    expect(acceptsGzip(request("br, gzip", "identity"))).toBe(false);
    expect(acceptsGzip(request("br, gzip", "gzip"))).toBe(true);
  });
});

describe("a stale kept page", () => {
  it("is rendered again once for all the visitors who come while it is stale, and once more when that is done", async () => {
    const now = Date.now();
    const stored = () =>
      new Response("<!DOCTYPE html><h1>Soft Autumn</h1>", {
        headers: { "Content-Type": "text/html; charset=utf-8", "x-stored-at": String(now - 120_000), "x-content-version": "v1", "x-script-hashes": "", "x-style-hashes": "" },
      });
    const cache = { match: async () => stored(), put: async () => undefined } as unknown as Cache;
    let renders = 0;
    let finishRender = () => {};
    const render: RenderPage = async () => {
      renders += 1;
      await new Promise<void>((resolve) => (finishRender = resolve));
      return { response: new Response("<!DOCTYPE html><h1>Soft Autumn, again</h1>", { headers: { "Content-Type": "text/html" } }), record };
    };
    const background: Promise<unknown>[] = [];
    const deps = {
      cache,
      policy: { freshSeconds: 60, staleSeconds: 3600, staleIfErrorSeconds: 86_400, contentVersion: "v1" },
      purges: Promise.resolve({ ...NO_PURGES, version: "v1" }),
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
      log: () => {},
      now: () => now,
    };
    const key = { project: "demo-stale", build: "b1", consent: "none", saveData: false, url: new URL("https://example.com/seasons/autumn") } as const;
    const visits = await Promise.all(Array.from({ length: 10 }, () => servePage(key, "nonce", render, new Request(key.url), deps)));
    expect(visits.map((visit) => visit.outcome)).toEqual(Array(10).fill("stale"));
    expect(await visits[0]!.response.text()).toBe("<!DOCTYPE html><h1>Soft Autumn</h1>");
    expect(renders).toBe(1);
    finishRender();
    await Promise.allSettled(background);
    await servePage(key, "nonce", render, new Request(key.url), deps);
    expect(renders).toBe(2);
    finishRender();
    await Promise.allSettled(background);
  });
});
