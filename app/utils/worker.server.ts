import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { createAppContext } from "./app-context.server";
import { ConfigError, readConfig, type Env } from "./env.server";
import { RETRY_AFTER_SECONDS } from "./errors.server";
import { logError } from "./log.server";
import { handlePurge } from "./purge.server";
import { isCrossOriginPost, withLimitedBody } from "./request-guards.server";
import { applySecurityHeaders, createNonce } from "./security-headers.server";
import { fallbackErrorPage } from "./fallback-page.server";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/** The worker: early exits, the load context, then Remix; headers are added on the way out. */
export function createWorker(build: ServerBuild): ExportedHandler<Env> {
  const remix = createRequestHandler(build);

  return {
    async fetch(request, env, ctx) {
      const started = performance.now();
      const url = new URL(request.url);
      const nonce = createNonce();

      if (url.pathname === "/healthz") return new Response("ok", { headers: { "Cache-Control": "no-store" } });
      if (!ALLOWED_METHODS.has(request.method)) {
        return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD, POST" } });
      }

      // The body is read before any refusal: answering while an upload is still arriving breaks the connection.
      if (request.method === "POST") {
        const limited = await withLimitedBody(request);
        if (!limited) return new Response("Payload Too Large", { status: 413 });
        request = limited as typeof request;
      }
      if (isCrossOriginPost(request, url)) return new Response("Cross-origin form posts are refused", { status: 403 });

      let response: Response;
      let timingHeader: string | undefined;
      let analytics = false;
      try {
        const config = readConfig(env);
        analytics = Boolean(config.analyticsMeasurementId);
        if (url.pathname === "/_purge") return await handlePurge(request, env, config);
        const app = createAppContext(env, ctx);
        response = await remix(request, { cloudflare: { env, ctx }, app, nonce });
        timingHeader = app.timing.toHeader(performance.now() - started);
      } catch (error) {
        // Remix answers its own errors; reaching here means configuration or the runtime failed.
        logError(error instanceof ConfigError ? "invalid configuration" : "worker failed", {
          url: request.url,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        response = fallbackErrorPage(500);
      }

      response = new Response(response.body, response);
      const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
      applySecurityHeaders(response.headers, { nonce, isHtml, secure: url.protocol === "https:", analytics });
      if (timingHeader) response.headers.set("Server-Timing", timingHeader);
      if (response.status === 503 && !response.headers.has("Retry-After")) {
        response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      }
      return response;
    },
  };
}
