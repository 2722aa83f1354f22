import { localeOfPath } from "~/site/locale";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { readConsent } from "~/site/consent.server";
import { carriesSignedSession } from "~/studio/auth/session.server";
import { carriesStudioSession } from "~/site/studio-routes";
import { appContext, cloudflareContext, createAppContext, defaultCache, type AppContext } from "~/firestore/app-context.server";
import { buildContext, type BuildFacts } from "~/site/build-context";
import { readPurgeState } from "~/platform/purge-state.server";
import { runScheduled } from "./scheduled.server";
import { CSP_REPORT_PATH, handleCspReport, MAX_REPORT_BYTES } from "./csp-report.server";
import { ConfigError, readConfig, type AppConfig, type Env } from "~/platform/env.server";
import { RETRY_AFTER_SECONDS } from "~/platform/responses.server";
import { fallbackPage, studioBodyRefusalPage } from "./fallback-page.server";
import { logError, loggableUrl } from "~/platform/log.server";
import { inlineStylesheets } from "./inline-styles.server";
import { canonicalPageUrl, isAnswerPage, servePage, type PageOutcome, type RenderPage } from "./page-cache.server";
import { deferScripts } from "./deferred-scripts.server";
import { lightenPhotos } from "./save-data-page.server";
import type { InlineHashes } from "./sealed-page.server";
import { wantsSaveData, SAVE_DATA_HEADER } from "~/site/save-data";
import { routePolicies, type RoutePolicy } from "./route-policy.server";
import { handlePurge } from "./purge-endpoint.server";
import {
  countFormFields,
  hasBackslashInPath,
  isCrossOriginPost,
  isFormBody,
  MAX_STUDIO_FIELDS,
  STUDIO_BODY_LIMITS,
  withLimitedBody,
} from "./request-guards.server";
import { sameSecret } from "~/platform/secrets.server";
import type { PurgeState } from "~/platform/cache-freshness";
import { Timing } from "~/platform/timing.server";
import { applySecurityHeaders, createNonce, nonceContext, studioOrigins } from "./security-headers.server";
import { checkoutOrigin } from "~/payments/payment-provider.server";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const DEBUG_TOKEN_HEADER = "X-Debug-Token";
/**
 * `X-Page-Cache: bypass` renders a page past the page cache, and `cold` past the edge cache of
 * Firestore reads too (every read asked of Firestore, nothing stored), for the bench; both are
 * honoured only where Server-Timing is shown.
 */
const PAGE_CACHE_HEADER = "X-Page-Cache";
const BODY_REFUSALS = {
  400: "The request body was cut off before it ended",
  408: "The request body did not arrive in time",
  413: "Payload Too Large",
} as const;

/** `hashes`: the answer is a sealed page (page-cache.server.ts), whose CSP allows its inline elements by hash. */
type Answer = { response: Response; config?: AppConfig; timing?: string; policy?: RoutePolicy; hashes?: InlineHashes };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * The worker: early answers (health, refusals, purge, CSP reports), then React Router with the
 * router context (`routerContext` below). Every response, early ones included, leaves through
 * `finish`, which adds the security headers.
 */
export function createWorker(build: ServerBuild): ExportedHandler<Env> {
  const handle = createRequestHandler(build);
  const routePolicy = routePolicies(build.routes);
  const facts: BuildFacts = { routes: build.routes, version: build.assets.version };

  /**
   * Renders a page with React Router; its stylesheets go inline (app/worker/inline-styles.server.ts), its
   * scripts wait their turn (deferred-scripts.server.ts), and a page for Save-Data gets its smallest photos.
   */
  function renderer(env: Env, ctx: ExecutionContext, policy: RoutePolicy, purges?: Promise<PurgeState>, { cold = false } = {}) {
    let timing: Timing | undefined;
    const render: RenderPage = async (request, nonce) => {
      const app = createAppContext(env, ctx, { purges, locale: localeOfPath(new URL(request.url).pathname), ...(cold ? { cache: NO_EDGE_CACHE } : {}) });
      timing = app.timing;
      const response = deferScripts(inlineStylesheets(await handle(request, routerContext({ env, ctx, app, nonce, facts })), env.ASSETS, logError), policy.scripts);
      return { response: wantsSaveData(request.headers) ? lightenPhotos(response) : response, record: app.render };
    };
    return { render, timing: () => timing };
  }

  /**
   * A page from the page cache (app/worker/page-cache.server.ts) when the matched route is a page
   * the cache may keep, else null. A HEAD is answered as the GET is, without the body. React
   * Router's data requests and anyone who carries a studio session or credentials pass by; answers
   * are rendered.
   */
  async function cachedPage(request: Request, url: URL, env: Env, ctx: ExecutionContext, config: AppConfig, nonce: string, policy: RoutePolicy, cold: boolean) {
    const page = await cachedGet(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request, url, env, ctx, config, nonce, policy, cold);
    if (!page || request.method !== "HEAD") return page;
    await page.response.body?.cancel();
    return { ...page, response: new Response(null, page.response) };
  }

  async function cachedGet(request: Request, url: URL, env: Env, ctx: ExecutionContext, config: AppConfig, nonce: string, policy: RoutePolicy, cold: boolean) {
    const rule = policy.pageCache;
    if (request.method !== "GET" || !rule || isRouterDataPath(url) || carriesCredentials(request)) return null;
    const purges = readPurgeState(env, config, logError);
    const { render, timing } = renderer(env, ctx, policy, purges, { cold });
    const pass = async (outcome: PageOutcome) => ({ response: (await render(request, nonce)).response, outcome, timing: timing(), hashes: undefined });
    if (cold) return pass("cold");
    if (isAnswerPage(url, rule)) return pass("pass");
    if (request.headers.get(PAGE_CACHE_HEADER) === "bypass" && (await mayShowTiming(request, config))) return pass("bypass");

    const pageUrl = canonicalPageUrl(url, rule);
    const pageRequest = pageUrl.href === url.href ? request : new Request(pageUrl, { headers: request.headers, signal: request.signal, cf: request.cf });
    const consent = (await readConsent(config, request)) ?? "none";
    const key = { project: config.firestore.projectId, build: build.assets.version, consent, saveData: wantsSaveData(request.headers), url: pageUrl } as const;
    const deps = { cache: defaultCache(), policy: config.cache, purges, waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p), log: logError };
    const { response, outcome, hashes } = await servePage(key, nonce, render, pageRequest, deps);
    // A kept page was not rendered for this response; a render in the background is not its time.
    return { response, outcome, hashes, timing: outcome === "miss" ? timing() : undefined };
  }

  async function answer(request: Request, url: URL, env: Env, ctx: ExecutionContext, nonce: string, started: number): Promise<Answer> {
    if (url.pathname === "/healthz") return { response: plain(200, "ok", { "Cache-Control": "no-store" }) };
    if (!ALLOWED_METHODS.has(request.method)) {
      return { response: plain(405, "Method Not Allowed", { Allow: "GET, HEAD, POST" }) };
    }
    const policy = routePolicy(url.pathname);
    if (policy.canonicalPath !== null && request.method !== "POST") {
      return { response: new Response(null, { status: 301, headers: { Location: policy.canonicalPath + url.search } }), policy };
    }
    if (policy.studio && url.protocol === "http:" && !readConfig(env).development) {
      // The studio's cookies and passwords never cross the network in clear text.
      const secure = new URL(url);
      secure.protocol = "https:";
      return { response: new Response(null, { status: 301, headers: { Location: secure.href } }), policy };
    }
    // `?_data` is how Remix clients before single fetch asked for data (a page open since before the move to React Router).
    if (url.searchParams.has("_data")) {
      if (request.method === "POST") return { response: plain(400, "This form comes from an older version of the page; reload it and send again") };
      const clean = new URL(url);
      clean.searchParams.delete("_data");
      // One leading slash: `//host/...` as a Location would send the visitor to another site.
      const path = clean.pathname.replace(/^\/+/, "/");
      return { response: new Response(null, { status: 301, headers: { Location: path + clean.search } }) };
    }

    // The body is read before any refusal: answering while an upload is still arriving breaks the connection.
    const signedEditor = request.method === "POST" && (await signedStudioPost(request, url, policy, env));
    const ownLimit = request.method === "POST" && policy.bodyLimit && (!policy.studio || signedEditor) ? policy.bodyLimit : null;
    if (request.method === "POST") {
      const limits =
        url.pathname === CSP_REPORT_PATH
          ? { limit: MAX_REPORT_BYTES }
          : ownLimit
            ? { limit: ownLimit.bytes, bodyTimeoutMs: ownLimit.timeoutMs }
            : signedEditor
              ? STUDIO_BODY_LIMITS
              : {};
      const limited = await withLimitedBody(request, limits);
      if (!limited.ok) return { response: bodyRefusal(limited.status, policy, ownLimit?.tooLarge), policy };
      request = limited.request;
    }
    if (hasBackslashInPath(url)) return { response: fallbackPage(404, localeOfPath(url.pathname)), policy };
    // Browsers post reports without a visitor's cookies; nothing there needs the origin check.
    if (url.pathname === CSP_REPORT_PATH) return { response: await handleCspReport(request) };
    if (isCrossOriginPost(request, url)) return { response: plain(403, "Cross-origin form posts are refused") };

    const config = readConfig(env);
    if (url.pathname === "/_purge") return { response: await handlePurge(request, env, config), config };
    if (request.method === "POST" && !isFormBody(request)) {
      return { response: plain(415, "Send forms as application/x-www-form-urlencoded or multipart/form-data"), config, policy };
    }
    if (request.method === "POST" && !ownLimit?.fieldsCheckedByRoute && signedEditor && ((await countFormFields(request)) ?? 0) > MAX_STUDIO_FIELDS) {
      return { response: bodyRefusal(413, policy), config, policy };
    }

    const cold = request.headers.get(PAGE_CACHE_HEADER) === "cold" && (await mayShowTiming(request, config));
    const page = await cachedPage(request, url, env, ctx, config, nonce, policy, cold);
    if (page) {
      const timing = page.timing ?? new Timing();
      timing.recordPage(page.outcome);
      return { response: page.response, config, timing: timing.toHeader(performance.now() - started), policy, hashes: page.hashes };
    }
    const { render, timing } = renderer(env, ctx, policy, undefined, { cold });
    const { response } = await render(request, nonce);
    return { response, config, timing: timing()?.toHeader(performance.now() - started), policy };
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
        // React Router answers its own errors; reaching here means configuration or the runtime failed.
        logError(error instanceof ConfigError ? "invalid configuration" : "worker failed", {
          url: loggableUrl(request.url),
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        result = { response: fallbackPage(500, localeOfPath(url.pathname)) };
      }
      return finish(request, url, nonce, result);
    },

    /** The Cron Triggers: the journal's schedule and the nightly retention job (scheduled.server.ts). */
    scheduled(controller, env, ctx) {
      return runScheduled(controller, env, ctx);
    },
  };
}

async function finish(request: Request, url: URL, nonce: string, { response, config, timing, policy, hashes }: Answer): Promise<Response> {
  const out = new Response(response.body, response);
  const type = out.headers.get("Content-Type") ?? "";
  const isHtml = type.startsWith("text/html");
  const studio = policy?.studio ?? false;
  const secretAddress = policy?.secretAddress ?? false;
  const photoOnDevice = policy?.photoOnDevice ?? false;
  // The address itself is a key: it must not leave the page, neither as a referrer nor to analytics.
  // strict-origin sends the site's origin and never the path, to other sites and to the site's own
  // next page (whose analytics would read document.referrer). Not no-referrer: under it a browser
  // sends a form post's Origin as "null", which the cross-origin check rightly refuses, and the
  // page's forms must work without JavaScript.
  if (secretAddress) out.headers.set("Referrer-Policy", "strict-origin");
  applySecurityHeaders(out.headers, {
    inline: hashes ?? { nonce },
    isHtml,
    secure: url.protocol === "https:",
    analytics: Boolean(config?.analyticsMeasurementId) && !secretAddress && !photoOnDevice,
    studio: studio && config ? studioOrigins(config.studio) : undefined,
    checkout: photoOnDevice ? undefined : (config && checkoutOrigin(config)) || undefined,
    // Only a sealed page has hashes. A photo page's sealed page opens no photo: that happens only at
    // its answer address, never kept, so sent with the policy (app/site/photo-on-device.ts).
    sharedPage: hashes !== undefined && isHtml && !studio && !secretAddress,
  });
  if (studio) {
    // The studio's pages hold requests, clients' photos and unpublished edits: no cache anywhere
    // (`private` too, for the caches that predate no-store), no search engine.
    out.headers.set("Cache-Control", "private, no-store");
    out.headers.set("X-Robots-Tag", "noindex, nofollow");
  } else if (isHtml || (type.startsWith("text/x-script") && !out.headers.has("Cache-Control"))) {
    // Pages (and the data of client navigations) show the visitor's cookie choice: no shared cache may keep them.
    out.headers.set("Cache-Control", "private, no-store");
  }
  if (isHtml && policy?.pageCache) out.headers.append("Vary", SAVE_DATA_HEADER);
  if ((out.status === 503 || out.status === 429) && !out.headers.has("Retry-After")) {
    out.headers.set("Retry-After", String(out.status === 503 ? RETRY_AFTER_SECONDS : 60));
  }
  if (timing && config && (await mayShowTiming(request, config))) out.headers.set("Server-Timing", timing);
  return out;
}

/** The router context: what a loader or action reads of its request's setting, with `context.get(key)`. */
function routerContext({ env, ctx, app, nonce, facts }: { env: Env; ctx: ExecutionContext; app: AppContext; nonce: string; facts: BuildFacts }) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(appContext, app);
  context.set(nonceContext, nonce);
  context.set(buildContext, facts);
  return context;
}

/** A studio session cookie or an `Authorization` header: whatever the page, it is not kept or served from the page cache. */
function carriesCredentials(request: Request): boolean {
  return request.headers.has("Authorization") || carriesStudioSession(request.headers.get("Cookie"));
}

/**
 * A same-origin post to a studio route with a session cookie this site signed (checked here without
 * a Firestore read): only such a post may be large (a whole FAQ list, a 20 MB photo). Anyone else,
 * including the pages anyone may post to (signing in, a forgotten password) and a cookie that is
 * merely named like the session's, keeps the public limits; the route still checks the session itself.
 */
async function signedStudioPost(request: Request, url: URL, policy: RoutePolicy, env: Env): Promise<boolean> {
  if (!policy.studio || !carriesStudioSession(request.headers.get("Cookie")) || isCrossOriginPost(request, url)) return false;
  try {
    return await carriesSignedSession(readConfig(env), request);
  } catch (error) {
    if (error instanceof ConfigError) return false;
    throw error;
  }
}

/**
 * The answer to a body that was too large, too slow or cut off. A studio form gets a page that
 * says what happened and that the browser's Back button returns to the typed values.
 */
function bodyRefusal(status: keyof typeof BODY_REFUSALS, policy: RoutePolicy, tooLarge?: string): Response {
  const text = status === 413 && tooLarge ? tooLarge : undefined;
  return policy.studio ? studioBodyRefusalPage(status, text) : plain(status, text ?? BODY_REFUSALS[status]);
}

/** React Router's own requests: a client navigation's data (`*.data`) and the lazy route manifest (`/__manifest`). */
function isRouterDataPath(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname === "/__manifest";
}

/** The edge cache of a cold render: it holds nothing and keeps nothing. */
const NO_EDGE_CACHE = {
  match: async () => undefined,
  matchAll: async () => [],
  put: async () => undefined,
  add: async () => undefined,
  addAll: async () => undefined,
  delete: async () => false,
  keys: async () => [],
} as unknown as Cache;

/** Server-Timing names cache hits and Firestore's time: locally, or for whoever holds DEBUG_TOKEN. */
async function mayShowTiming(request: Request, config: AppConfig): Promise<boolean> {
  if (config.development) return true;
  const given = request.headers.get(DEBUG_TOKEN_HEADER);
  return Boolean(given && config.debugToken && (await sameSecret(given, config.debugToken)));
}
