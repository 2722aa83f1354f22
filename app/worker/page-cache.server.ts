import { asksForAnswer } from "~/site/page-cache-handle";
import type { RenderRecord } from "~/firestore/app-context.server";
import {
  judgeFreshness,
  keepSeconds,
  marksFor,
  servableOnError,
  type CachePolicy,
  type PurgeState,
  type EntryStamp,
  type Marks,
} from "~/platform/cache-freshness";
import { cacheTagHeader, formatTagStamps, parseTagStamps } from "~/platform/cache-tags";
import { withDeadline } from "~/platform/deadline";
import { SAVE_DATA_HEADER } from "~/site/save-data";
import type { Log } from "~/platform/log.server";
import { RefreshClaims } from "~/platform/refresh-claims";
import { HotPages } from "./hot-pages.server";
import type { PageCacheRule } from "./route-policy.server";
import { createNonce } from "./security-headers.server";
import { sealPage, type InlineHashes } from "./sealed-page.server";

/**
 * Whole pages kept in the Workers Cache API and served without a render
 * (docs/decisions/011-page-cache.md, 020-pages-as-stored-bytes.md). A kept page is sealed
 * (sealed-page.server.ts): no visitor's nonce in it, its inline scripts and styles allowed by
 * hash, no form id of anyone's. A hit sends the stored bytes as they are, with fresh headers.
 */
export type PageOutcome = "hit" | "stale" | "miss" | "stale-if-error" | "pass" | "bypass" | "cold";

/** A page answer; `hashes` when it is a sealed page, whose CSP names its inline elements' hashes. */
export type ServedPage = { response: Response; outcome: PageOutcome; hashes?: InlineHashes };

type RenderedPage = { response: Response; record: RenderRecord };
/** Renders a page with the nonce its HTML is to carry. */
export type RenderPage = (request: Request, nonce: string) => Promise<RenderedPage>;

type PageCacheDeps = {
  cache: Cache;
  policy: CachePolicy;
  purges: Promise<PurgeState>;
  waitUntil: (promise: Promise<unknown>) => void;
  log: Log;
  now?: () => number;
  /** How long one Cache API call may take before it counts as failed. */
  timeoutMs?: number;
};

/** Where a page is kept: everything that may change its HTML, and nothing a visitor can vary at will. */
type PageKey = {
  /** The Firestore project: test projects and environments never share pages. */
  project: string;
  /** The build's version: a kept page names the scripts of the build that made it. */
  build: string;
  consent: "none" | "accepted" | "rejected";
  /** The visitor's browser asked to save data (`Save-Data: on`): a page without scripts or web fonts. */
  saveData: boolean;
  /** The path and the route's own query parameters, sorted, one value each. */
  url: URL;
};

const PAGE_CACHE_ORIGIN = "https://page-cache.internal/";
const HEADER = {
  storedAt: "x-stored-at",
  version: "x-content-version",
  changesAt: "x-changes-at",
  scriptHashes: "x-script-hashes",
  styleHashes: "x-style-hashes",
  /** The page's cache tags with the time each was read (cache-tags.ts), for its freshness. */
  tags: "x-cache-tags",
  /** The same tags for Cloudflare's purge by tag, which reaches Cache API entries. */
  cacheTag: "cache-tag",
} as const;
/** The Cache API answers in a few milliseconds; past this it is treated as down. */
const PAGE_CACHE_TIMEOUT_MS = 500;
/** Pages kept in the isolate's memory in front of the Cache API: the most visited, by bytes. */
const hotPages = new HotPages<KeptPage>(8 * 1024 * 1024);
/** The pages this isolate is rendering again in the background: one render a page, not one a visitor. */
const refreshing = new RefreshClaims(30_000);

/**
 * The URL the page is rendered and kept for: the path and the route's query parameters, sorted,
 * each with its first value (what a loader's `searchParams.get` reads). Others are dropped.
 */
export function canonicalPageUrl(url: URL, rule: PageCacheRule): URL {
  // Not `new URL(url.pathname, url.origin)`: a path such as `//x` would be read as a host.
  const clean = new URL(url.href);
  clean.search = "";
  clean.hash = "";
  for (const name of rule.query) {
    const value = url.searchParams.get(name);
    if (value !== null) clean.searchParams.set(name, value);
  }
  return clean;
}

/** Whether the URL asks for one visitor's answer (`rule.answers`): such a page is rendered every time. */
export function isAnswerPage(url: URL, rule: PageCacheRule): boolean {
  return asksForAnswer(url.search, rule.answers);
}

/** Where the Cache API keeps the page; exported for the tests that compare a hit with what is stored. */
export function pageCacheUrl({ project, build, consent, saveData, url }: PageKey): string {
  const variant = saveData ? `${consent}+save-data` : consent;
  return `${PAGE_CACHE_ORIGIN}${encodeURIComponent(project)}/${encodeURIComponent(build)}/${variant}${url.pathname}${url.search}`;
}

/**
 * A kept page: its stamp, its headers as the visitor gets them, and its sealed bytes, also gzipped
 * once, so a hit compresses nothing (the Cache API keeps the plain bytes; an isolate gzips them
 * when it first reads them).
 */
type KeptPage = {
  stamp: EntryStamp;
  changesAt: number | null;
  hashes: InlineHashes;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
};

/**
 * Answers a page request from the cache, or renders it (`render`) and keeps the result:
 *   fresh          -> the kept page's bytes
 *   stale          -> the same, and a render in waitUntil replaces it
 *   none / expired -> rendered; kept and sent sealed when it is a whole, ordinary page (`isKeepable`)
 *   render fails   -> the kept page while `staleIfError` allows, else the render's own answer
 */
export async function servePage(key: PageKey, nonce: string, render: RenderPage, request: Request, deps: PageCacheDeps): Promise<ServedPage> {
  const now = deps.now ?? Date.now;
  const [kept, purges] = await Promise.all([readPage(key, deps), deps.purges]);
  // The tags' marks are read once the kept page says which it shows (KV, cached at the location).
  const marks = kept ? await marksFor(purges, Object.keys(kept.stamp.tags ?? {})) : null;
  const freshness = kept && marks ? freshnessOf(kept, marks, deps.policy, now()) : "expired";

  const gzip = acceptsGzip(request);
  if (kept && freshness === "fresh") return served(kept, "hit", gzip);
  if (kept && freshness === "stale") {
    const url = pageCacheUrl(key);
    const claim = refreshing.claim(url, now());
    if (claim !== null) deps.waitUntil(refresh(key, render, request, purges, deps).finally(() => refreshing.release(url, claim)));
    return served(kept, "stale", gzip);
  }

  let rendered: RenderedPage | undefined;
  let page: KeptPage | undefined;
  try {
    rendered = await render(request, nonce);
    if (rendered.response.status < 500 && !isKeepable(rendered.response, rendered.record)) return { response: rendered.response, outcome: "miss" };
    // The visitor gets the sealed page too: the same bytes every later visitor gets.
    if (rendered.response.status < 500) page = await keptPageOf(rendered.response, nonce, rendered.record, purges, deps);
  } catch (error) {
    if (!kept || !servableOnError(kept.stamp, deps.policy, now())) throw error;
    deps.log("page render failed, serving the kept page", { url: key.url.href, error: String(error) });
    rendered = undefined;
  }
  if (page) {
    deps.waitUntil(writePage(key, page, deps));
    return served(page, "miss", gzip);
  }
  if (kept && servableOnError(kept.stamp, deps.policy, now())) {
    await rendered?.response.body?.cancel();
    return served(kept, "stale-if-error", gzip);
  }
  return { response: rendered!.response, outcome: "miss" };
}

function freshnessOf(kept: KeptPage, marks: Marks, policy: CachePolicy, now: number) {
  if (kept.changesAt !== null && now >= kept.changesAt) return "expired";
  return judgeFreshness(kept.stamp, marks, policy, now);
}

/**
 * A page is kept only when it is what every visitor with the same key would get: a 200 HTML page,
 * with no cookie set, not marked `private` or `no-store` by its route, made from content that was
 * read without a failure.
 */
export function isKeepable(response: Response, record: RenderRecord): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/(?:^|,)\s*(?:private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "") &&
    !record.degraded
  );
}

/** Renders the page again for the kept copy, with only what the key is made of (the consent cookie, Save-Data). */
async function refresh(key: PageKey, render: RenderPage, request: Request, purges: PurgeState, deps: PageCacheDeps): Promise<void> {
  try {
    const headers = new Headers();
    const cookie = request.headers.get("Cookie");
    if (cookie) headers.set("Cookie", cookie);
    if (key.saveData) headers.set(SAVE_DATA_HEADER, "on");
    const nonce = createNonce();
    const { response, record } = await render(new Request(key.url, { headers }), nonce);
    if (!isKeepable(response, record)) {
      await response.body?.cancel();
      return;
    }
    await writePage(key, await keptPageOf(response, nonce, record, purges, deps), deps);
  } catch (error) {
    deps.log("background page refresh failed", { url: key.url.href, error: String(error) });
  }
}

/**
 * The rendered page, sealed, with the headers every visitor of it gets. It is stamped with the
 * time of the oldest content it shows, so a page made from a stale read is no fresher than that read.
 */
async function keptPageOf(rendered: Response, nonce: string, record: RenderRecord, purges: PurgeState, deps: PageCacheDeps): Promise<KeptPage> {
  const { html, hashes, preloads } = await sealPage(await rendered.text(), nonce);
  const headers = new Headers(rendered.headers);
  headers.delete("Content-Length");
  if (preloads.length > 0) headers.set("Link", preloads.join(", "));
  const body = new TextEncoder().encode(html);
  return {
    stamp: { storedAt: record.oldestContentAt ?? (deps.now ?? Date.now)(), version: purges.version, tags: record.tags },
    changesAt: record.changesAt,
    hashes,
    headers,
    body,
    gzipped: await gzipped(body),
  };
}

/** The kept page as this response: its stored bytes, untouched, gzipped when the client takes gzip. */
function served(page: KeptPage, outcome: PageOutcome, gzip: boolean): ServedPage {
  if (!gzip) return { response: new Response(page.body, { status: 200, headers: page.headers }), outcome, hashes: page.hashes };
  const headers = new Headers(page.headers);
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  // "manual": the bytes are gzip already; the runtime must not compress them again.
  return { response: new Response(page.gzipped, { status: 200, headers, encodeBody: "manual" }), outcome, hashes: page.hashes };
}

/**
 * Whether the client takes gzip (its `Accept-Encoding`, a q of 0 refusing it). Cloudflare hands the
 * worker its own `Accept-Encoding` and keeps the client's in `cf.clientAcceptEncoding`.
 */
export function acceptsGzip(request: Request): boolean {
  const cf = request.cf as { clientAcceptEncoding?: unknown } | undefined;
  const given = typeof cf?.clientAcceptEncoding === "string" ? cf.clientAcceptEncoding : (request.headers.get("Accept-Encoding") ?? "");
  return given.split(",").some((coding) => {
    const [name, ...params] = coding.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return (name === "gzip" || name === "*") && !(q && Number(q.slice(2)) === 0);
  });
}

async function gzipped(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Response(bytes).body!.pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

async function readPage(key: PageKey, deps: PageCacheDeps): Promise<KeptPage | null> {
  const url = pageCacheUrl(key);
  const hot = hotPages.get(url);
  if (hot) return hot;
  try {
    const response = await withDeadline(deps.cache.match(new Request(url)), deps.timeoutMs ?? PAGE_CACHE_TIMEOUT_MS, "page cache read");
    if (!response) return null;
    const page = await keptPageFromCache(response.headers, new Uint8Array(await response.arrayBuffer()));
    if (page) hotPages.set(url, page, page.body.byteLength + page.gzipped.byteLength);
    return page;
  } catch (error) {
    deps.log("page cache unreadable, rendering", { url: key.url.href, error: String(error) });
    return null;
  }
}

/** A kept page from its Cache API entry; null when the entry lacks its bookkeeping. */
async function keptPageFromCache(stored: Headers, body: Uint8Array<ArrayBuffer>): Promise<KeptPage | null> {
  const storedAt = Number(stored.get(HEADER.storedAt));
  if (!Number.isFinite(storedAt) || stored.get(HEADER.scriptHashes) === null) return null;
  const changesAt = stored.get(HEADER.changesAt);
  const list = (name: string) => (stored.get(name) ?? "").split(" ").filter(Boolean);
  const headers = new Headers(stored);
  for (const name of Object.values(HEADER)) headers.delete(name);
  headers.delete("Cache-Control");
  return {
    stamp: { storedAt, version: stored.get(HEADER.version) ?? "", tags: parseTagStamps(stored.get(HEADER.tags)) },
    changesAt: changesAt ? Number(changesAt) : null,
    hashes: { scripts: list(HEADER.scriptHashes), styles: list(HEADER.styleHashes) },
    headers,
    body,
    gzipped: await gzipped(body),
  };
}

/** Keeps a page, in this isolate's memory and in the Cache API with its bookkeeping in headers. */
async function writePage(key: PageKey, page: KeptPage, deps: PageCacheDeps): Promise<void> {
  const url = pageCacheUrl(key);
  hotPages.set(url, page, page.body.byteLength + page.gzipped.byteLength);
  try {
    const headers = new Headers(page.headers);
    headers.set("Cache-Control", `public, max-age=${keepSeconds(deps.policy)}`);
    headers.set(HEADER.storedAt, String(page.stamp.storedAt));
    headers.set(HEADER.version, page.stamp.version);
    if (page.changesAt !== null) headers.set(HEADER.changesAt, String(page.changesAt));
    headers.set(HEADER.scriptHashes, page.hashes.scripts.join(" "));
    headers.set(HEADER.styleHashes, page.hashes.styles.join(" "));
    const tags = Object.keys(page.stamp.tags ?? {});
    if (tags.length > 0) {
      headers.set(HEADER.tags, formatTagStamps(page.stamp.tags ?? {}));
      headers.set(HEADER.cacheTag, cacheTagHeader(tags));
    }
    await withDeadline(deps.cache.put(new Request(url), new Response(page.body, { status: 200, headers })), deps.timeoutMs ?? PAGE_CACHE_TIMEOUT_MS, "page cache write");
  } catch (error) {
    deps.log("page not kept", { url: key.url.href, error: String(error) });
  }
}
