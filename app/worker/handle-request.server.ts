import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { readConsent } from "~/site/consent.server";
import { createAppContext, defaultCache, readCurrency } from "./app-context.server";
import { CSP_REPORT_PATH, handleCspReport, MAX_REPORT_BYTES } from "./csp-report.server";
import { ConfigError, readConfig, type AppConfig, type Env } from "./env.server";
import { RETRY_AFTER_SECONDS } from "./responses.server";
import { fallbackPage } from "./fallback-page.server";
import { logError } from "./log.server";
import { inlineStylesheets } from "./inline-styles.server";
import { canonicalPageUrl, isAnswerPage, servePage, type PageOutcome, type RenderPage } from "./page-cache.server";
import { pageCacheRules } from "./page-cache-rules.server";
import { handlePurge } from "./purge.server";
import { hasBackslashInPath, isCrossOriginPost, isFormBody, withLimitedBody } from "./request-guards.server";
import { sameSecret } from "./secrets.server";
import type { Currency } from "./cache-freshness";
import { Timing } from "./timing.server";
import { applySecurityHeaders, createNonce, studioOrigins } from "./security-headers.server";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const DEBUG_TOKEN_HEADER = "X-Debug-Token";
/** `X-Page-Cache: bypass` renders a page past the page cache, for the bench; honoured where Server-Timing is shown. */
const PAGE_CACHE_HEADER = "X-Page-Cache";
const BODY_REFUSALS = {
  400: "The request body was cut off before it ended",
  408: "The request body did not arrive in time",
  413: "Payload Too Large",
} as const;

type Answer = { response: Response; config?: AppConfig; timing?: string };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * The worker: early answers (health, refusals, purge, CSP reports), then Remix with the load
 * context. Every response, early ones included, leaves through `finish`, which adds the
 * security headers.
 */
export function createWorker(build: ServerBuild): ExportedHandler<Env> {
  const remix = createRequestHandler(build);
  const pageCacheRule = pageCacheRules(build.routes);

  /** Renders a page with Remix; its stylesheets go inline (app/worker/inline-styles.server.ts). */
  function renderer(env: Env, ctx: ExecutionContext, currency?: Promise<Currency>) {
    let timing: Timing | undefined;
    const render: RenderPage = async (request, nonce) => {
      const app = createAppContext(env, ctx, { currency });
      timing = app.timing;
      const response = await remix(request, { cloudflare: { env, ctx }, app, nonce });
      return { response: inlineStylesheets(response, env.ASSETS, logError), record: app.render };
    };
    return { render, timing: () => timing };
  }

  /**
   * A page from the page cache (app/worker/page-cache.server.ts) when the path is a page the
   * cache may keep, else null. HEAD and Remix's data requests pass by; answers are rendered.
   */
  async function cachedPage(request: Request, url: URL, env: Env, ctx: ExecutionContext, config: AppConfig, nonce: string) {
    if (request.method !== "GET" || isRemixDataPath(url) || isStudioPath(url)) return null;
    const rule = pageCacheRule(url.pathname);
    if (!rule) return null;
    const currency = readCurrency(env, config, logError);
    const { render, timing } = renderer(env, ctx, currency);
    const pass = async (outcome: PageOutcome) => ({ response: (await render(request, nonce)).response, outcome, timing: timing() });
    if (isAnswerPage(url, rule)) return pass("pass");
    if (request.headers.get(PAGE_CACHE_HEADER) === "bypass" && (await mayShowTiming(request, config))) return pass("bypass");

    const pageUrl = canonicalPageUrl(url, rule);
    const pageRequest = pageUrl.href === url.href ? request : new Request(pageUrl, { headers: request.headers, signal: request.signal });
    const consent = (await readConsent(config, request)) ?? "none";
    const key = { project: config.firestore.projectId, build: build.assets.version, consent, url: pageUrl } as const;
    const deps = { cache: defaultCache(), policy: config.cache, currency, waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p), log: logError };
    const { response, outcome } = await servePage(key, nonce, render, pageRequest, deps);
    // A kept page was not rendered for this response; a render in the background is not its time.
    return { response, outcome, timing: outcome === "miss" ? timing() : undefined };
  }

  async function answer(request: Request, url: URL, env: Env, ctx: ExecutionContext, nonce: string, started: number): Promise<Answer> {
    if (url.pathname === "/healthz") return { response: plain(200, "ok", { "Cache-Control": "no-store" }) };
    if (!ALLOWED_METHODS.has(request.method)) {
      return { response: plain(405, "Method Not Allowed", { Allow: "GET, HEAD, POST" }) };
    }
    // `?_data` is how Remix clients before single fetch asked for data; Remix throws on it now.
    if (url.searchParams.has("_data")) {
      if (request.method === "POST") return { response: plain(400, "This form comes from an older version of the page; reload it and send again") };
      const clean = new URL(url);
      clean.searchParams.delete("_data");
      // One leading slash: `//host/...` as a Location would send the visitor to another site.
      const path = clean.pathname.replace(/^\/+/, "/");
      return { response: new Response(null, { status: 301, headers: { Location: path + clean.search } }) };
    }

    // The body is read before any refusal: answering while an upload is still arriving breaks the connection.
    if (request.method === "POST") {
      const limited = await withLimitedBody(request, url.pathname === CSP_REPORT_PATH ? { limit: MAX_REPORT_BYTES } : {});
      if (!limited.ok) return { response: plain(limited.status, BODY_REFUSALS[limited.status]) };
      request = limited.request;
    }
    if (hasBackslashInPath(url)) return { response: fallbackPage(404) };
    // Browsers post reports without a visitor's cookies; nothing there needs the origin check.
    if (url.pathname === CSP_REPORT_PATH) return { response: await handleCspReport(request) };
    if (isCrossOriginPost(request, url)) return { response: plain(403, "Cross-origin form posts are refused") };

    const config = readConfig(env);
    if (url.pathname === "/_purge") return { response: await handlePurge(request, env, config), config };
    if (request.method === "POST" && !isFormBody(request)) {
      return { response: plain(415, "Send forms as application/x-www-form-urlencoded or multipart/form-data"), config };
    }

    const page = await cachedPage(request, url, env, ctx, config, nonce);
    if (page) {
      const timing = page.timing ?? new Timing();
      timing.recordPage(page.outcome);
      return { response: page.response, config, timing: timing.toHeader(performance.now() - started) };
    }
    const { render, timing } = renderer(env, ctx);
    const { response } = await render(request, nonce);
    return { response, config, timing: timing()?.toHeader(performance.now() - started) };
  }

  return {
    async fetch(request, env, ctx) {
      const started = performance.now();
      const url = new URL(request.url);
      const nonce = createNonce();
      let result: Answer;
      try {
        result = await answer(request, url, env, ctx, nonce, started);
      } catch (error) {
        // Remix answers its own errors; reaching here means configuration or the runtime failed.
        logError(error instanceof ConfigError ? "invalid configuration" : "worker failed", {
          url: request.url,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        result = { response: fallbackPage(500) };
      }
      return finish(request, url, nonce, result);
    },
  };
}

async function finish(request: Request, url: URL, nonce: string, { response, config, timing }: Answer): Promise<Response> {
  const out = new Response(response.body, response);
  const type = out.headers.get("Content-Type") ?? "";
  const isHtml = type.startsWith("text/html");
  const studio = isStudioPath(url);
  applySecurityHeaders(out.headers, {
    nonce,
    isHtml,
    secure: url.protocol === "https:",
    analytics: Boolean(config?.analyticsMeasurementId),
    studio: studio && config ? studioOrigins(config.studio) : undefined,
  });
  if (studio) {
    // The studio's pages hold requests and unpublished edits: no cache anywhere, no search engine.
    out.headers.set("Cache-Control", "no-store");
    out.headers.set("X-Robots-Tag", "noindex, nofollow");
  } else if (isHtml || (type.startsWith("text/x-script") && !out.headers.has("Cache-Control"))) {
    // Pages (and the data of client navigations) show the visitor's cookie choice: no shared cache may keep them.
    out.headers.set("Cache-Control", "private, no-store");
  }
  if ((out.status === 503 || out.status === 429) && !out.headers.has("Retry-After")) {
    out.headers.set("Retry-After", String(out.status === 503 ? RETRY_AFTER_SECONDS : 60));
  }
  if (timing && config && (await mayShowTiming(request, config))) out.headers.set("Server-Timing", timing);
  return out;
}

/** The back office (app/routes/studio*): its pages and their client-navigation data. */
export function isStudioPath(url: URL): boolean {
  return /^\/studio(?:[/.]|$)/.test(url.pathname);
}

/** Remix's own requests: a client navigation's data (`*.data`) and the lazy route manifest (`/__manifest`). */
function isRemixDataPath(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname === "/__manifest";
}

/** Server-Timing names cache hits and Firestore's time: locally, or for whoever holds DEBUG_TOKEN. */
async function mayShowTiming(request: Request, config: AppConfig): Promise<boolean> {
  if (config.development) return true;
  const given = request.headers.get(DEBUG_TOKEN_HEADER);
  return Boolean(given && config.debugToken && (await sameSecret(given, config.debugToken)));
}
