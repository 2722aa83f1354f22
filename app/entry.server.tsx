import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/site/nonce";
import { logError, loggableUrl } from "~/platform/log.server";
import { nonceContext } from "~/worker/security-headers.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  let status = responseStatusCode;
  const deadline = renderDeadline(request.signal, streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: deadline.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) logError("render failed", { url: loggableUrl(request.url), error: String(error) });
        status = 500;
      },
    },
  );

  body.allReady.then(deadline.release, deadline.release);

  // Crawlers and visitors without JavaScript get the whole document before the first byte.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Aborts the render when the visitor goes away or after `ms`, and lets go of both once the
 * render is over. Not `AbortSignal.any([request.signal, AbortSignal.timeout(ms)])`: in workerd
 * that keeps every request's render (its loader data, its streams) alive for good, about 55 KB
 * a page, until the isolate runs out of memory (cloudflare/workerd#3957; docs/decisions/004-local-server.md).
 */
function renderDeadline(requestSignal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(requestSignal.reason);
  requestSignal.addEventListener("abort", onAbort);
  const timer = setTimeout(() => controller.abort(new Error(`render took longer than ${ms} ms`)), ms);
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      requestSignal.removeEventListener("abort", onAbort);
    },
  };
}

/** Unexpected loader and action errors, logged once with their context (Responses are not errors). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A refusal React Router made itself (a path its router cannot take: 400, 404, 405) is an answer, not a fault.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError("request failed", {
    url: loggableUrl(request.url),
    method: request.method,
    error: error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error),
  });
};
