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
import type { Log } from "~/platform/log.server";
import type { PageCacheRule } from "./route-policy.server";
import { createNonce } from "./security-headers.server";

/**
 * Whole pages kept in the Workers Cache API and served without a render
 * (docs/decisions/011-page-cache.md). A kept page is one rendered answer: its HTML carries the
 * nonce and the forms' submission ids of the visitor it was made for, so on the way out every
 * `nonce` attribute and every submission id is replaced with this response's own.
 */
export type PageOutcome = "hit" | "stale" | "miss" | "stale-if-error" | "pass" | "bypass";

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
  /** The path and the route's own query parameters, sorted, one value each. */
  url: URL;
};

const PAGE_CACHE_ORIGIN = "https://page-cache.internal/";
const HEADER = {
  storedAt: "x-stored-at",
  version: "x-content-version",
  changesAt: "x-changes-at",
  submissionIds: "x-submission-ids",
  /** The page's cache tags with the time each was read (cache-tags.ts), for its freshness. */
  tags: "x-cache-tags",
  /** The same tags for Cloudflare's purge by tag, which reaches Cache API entries. */
  cacheTag: "cache-tag",
} as const;
/** The Cache API answers in a few milliseconds; past this it is treated as down. */
const PAGE_CACHE_TIMEOUT_MS = 500;
const SUBMISSION_ID_INPUT = 'input[name="submissionId"]';

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
  return rule.answers.some((name) => url.searchParams.has(name));
}

function cacheRequest({ project, build, consent, url }: PageKey): Request {
  return new Request(`${PAGE_CACHE_ORIGIN}${encodeURIComponent(project)}/${encodeURIComponent(build)}/${consent}${url.pathname}${url.search}`);
}

type KeptPage = { stamp: EntryStamp; changesAt: number | null; submissionIds: string[]; response: Response };

/**
 * Answers a page request from the cache, or renders it (`render`) and keeps the result:
 *   fresh          -> the kept page, with this response's nonce and submission ids
 *   stale          -> the same, and a render in waitUntil replaces it
 *   none / expired -> rendered; kept when it is a whole, ordinary page (see `isKeepable`)
 *   render fails   -> the kept page while `staleIfError` allows, else the render's own answer
 */
export async function servePage(
  key: PageKey,
  nonce: string,
  render: RenderPage,
  request: Request,
  deps: PageCacheDeps,
): Promise<{ response: Response; outcome: PageOutcome }> {
  const now = deps.now ?? Date.now;
  const [kept, purges] = await Promise.all([readPage(key, deps), deps.purges]);
  // The tags' marks are read once the kept page says which it shows (KV, cached at the location).
  const marks = kept ? await marksFor(purges, Object.keys(kept.stamp.tags ?? {})) : null;
  const freshness = kept && marks ? freshnessOf(kept, marks, deps.policy, now()) : "expired";

  if (kept && freshness === "fresh") return { response: personalize(kept, nonce), outcome: "hit" };
  if (kept && freshness === "stale") {
    deps.waitUntil(refresh(key, render, request, purges, deps));
    return { response: personalize(kept, nonce), outcome: "stale" };
  }

  let rendered: RenderedPage | undefined;
  try {
    rendered = await render(request, nonce);
  } catch (error) {
    if (!kept || !servableOnError(kept.stamp, deps.policy, now())) throw error;
    deps.log("page render failed, serving the kept page", { url: key.url.href, error: String(error) });
  }
  if (rendered && rendered.response.status < 500) {
    const { response, record } = rendered;
    if (!isKeepable(response, record)) return { response, outcome: "miss" };
    const [visitorBody, keptBody] = response.body!.tee();
    deps.waitUntil(writePage(key, new Response(keptBody, response), record, purges, deps));
    return { response: new Response(visitorBody, response), outcome: "miss" };
  }
  if (kept && servableOnError(kept.stamp, deps.policy, now())) {
    await rendered?.response.body?.cancel();
    return { response: personalize(kept, nonce), outcome: "stale-if-error" };
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

/** Renders the page again for the kept copy, with only what the key is made of (the consent cookie). */
async function refresh(
  key: PageKey,
  render: RenderPage,
  request: Request,
  purges: PurgeState,
  deps: PageCacheDeps,
): Promise<void> {
  try {
    const cookie = request.headers.get("Cookie");
    const nonce = createNonce();
    const { response, record } = await render(new Request(key.url, { headers: cookie ? { Cookie: cookie } : {} }), nonce);
    if (!isKeepable(response, record)) {
      await response.body?.cancel();
      return;
    }
    await writePage(key, response, record, purges, deps);
  } catch (error) {
    deps.log("background page refresh failed", { url: key.url.href, error: String(error) });
  }
}

async function readPage(key: PageKey, deps: PageCacheDeps): Promise<KeptPage | null> {
  try {
    const response = await withDeadline(deps.cache.match(cacheRequest(key)), deps.timeoutMs ?? PAGE_CACHE_TIMEOUT_MS, "page cache read");
    if (!response) return null;
    const storedAt = Number(response.headers.get(HEADER.storedAt));
    const changesAt = response.headers.get(HEADER.changesAt);
    if (!Number.isFinite(storedAt)) {
      await response.body?.cancel();
      return null;
    }
    return {
      stamp: { storedAt, version: response.headers.get(HEADER.version) ?? "", tags: parseTagStamps(response.headers.get(HEADER.tags)) },
      changesAt: changesAt ? Number(changesAt) : null,
      submissionIds: (response.headers.get(HEADER.submissionIds) ?? "").split(",").filter(Boolean),
      response,
    };
  } catch (error) {
    deps.log("page cache unreadable, rendering", { url: key.url.href, error: String(error) });
    return null;
  }
}

/**
 * Keeps a rendered page. The stored copy is stamped with the time of the oldest content it shows,
 * so a page made from a stale read is no fresher than that read. A render the visitor abandoned
 * ends short and is not kept.
 */
async function writePage(key: PageKey, rendered: Response, record: RenderRecord, purges: PurgeState, deps: PageCacheDeps): Promise<void> {
  try {
    const html = await rendered.text();
    const headers = new Headers(rendered.headers);
    headers.set("Cache-Control", `public, max-age=${keepSeconds(deps.policy)}`);
    headers.set(HEADER.storedAt, String(record.oldestContentAt ?? (deps.now ?? Date.now)()));
    headers.set(HEADER.version, purges.version);
    if (record.changesAt !== null) headers.set(HEADER.changesAt, String(record.changesAt));
    if (record.submissionIds.length > 0) headers.set(HEADER.submissionIds, record.submissionIds.join(","));
    const tags = Object.keys(record.tags);
    if (tags.length > 0) {
      headers.set(HEADER.tags, formatTagStamps(record.tags));
      headers.set(HEADER.cacheTag, cacheTagHeader(tags));
    }
    await withDeadline(deps.cache.put(cacheRequest(key), new Response(html, { status: 200, headers })), deps.timeoutMs ?? PAGE_CACHE_TIMEOUT_MS, "page cache write");
  } catch (error) {
    deps.log("page not kept", { url: key.url.href, error: String(error) });
  }
}

/**
 * The kept page as this response's own: every `nonce` attribute gets `nonce`, and each submission
 * id (in its form field and in the loader data the scripts read) a new one, so no two visitors
 * share a form submission. The page's headers lose the cache's bookkeeping.
 */
function personalize(kept: KeptPage, nonce: string): Response {
  const headers = new Headers(kept.response.headers);
  for (const name of Object.values(HEADER)) headers.delete(name);
  headers.delete("Cache-Control");
  const fresh = new Map(kept.submissionIds.map((id) => [id, crypto.randomUUID()]));
  let rewriter = new HTMLRewriter().on("[nonce]", {
    element(element) {
      element.setAttribute("nonce", nonce);
    },
  });
  if (fresh.size > 0) {
    const replaceIds = (text: string) => {
      for (const [old, id] of fresh) text = text.replaceAll(old, id);
      return text;
    };
    rewriter = rewriter
      .on(SUBMISSION_ID_INPUT, {
        element(element) {
          element.setAttribute("value", replaceIds(element.getAttribute("value") ?? ""));
        },
      })
      .on("script", scriptTextReplacer(replaceIds));
  }
  return rewriter.transform(new Response(kept.response.body, { status: 200, headers }));
}

/** Rewrites a script's whole text: HTMLRewriter hands it over in chunks that may split an id. */
function scriptTextReplacer(replace: (text: string) => string): HTMLRewriterElementContentHandlers {
  let buffered = "";
  return {
    text(chunk) {
      buffered += chunk.text;
      if (!chunk.lastInTextNode) {
        chunk.remove();
        return;
      }
      chunk.replace(replace(buffered), { html: true });
      buffered = "";
    },
  };
}
