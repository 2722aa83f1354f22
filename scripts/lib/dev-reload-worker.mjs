/* global HTMLRewriter */
// `npm run dev` only (scripts/dev.mjs): a worker in front of the site's, in the same workerd.
// It passes every request through, and adds to each HTML page a script that reloads the page when
// the server starts serving another build. The site's worker and its HTML stay as they are: the
// script is allowed by its hash, added to the page's CSP (a kept page has no nonce: its inline
// scripts are allowed by hash, docs/decisions/020), and listens on the page's own origin.
//
// How the page learns of a new build: the local server restarts workerd with the new build (and
// a new BUILD_ID), which ends every open /__dev/reload stream; the browser's EventSource connects
// again, gets the new id, and the page reloads because its id is no longer the one served.

const EVENTS_PATH = "/__dev/reload";

/** The page's side, with the build id it was rendered by. */
const clientScript = (buildId) =>
  `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener("build", (event) => {` +
  `if (event.data !== ${JSON.stringify(buildId)}) location.reload();` +
  `});`;

async function sha256Source(text) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

function buildEvents(buildId) {
  const { readable, writable } = new TransformStream();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const send = (text) => writer.write(encoder.encode(text)).catch(() => clearInterval(keepAlive));
  // `retry`: reconnect 250 ms after the stream ends, so a new build shows at once.
  void send(`retry: 250\nevent: build\ndata: ${buildId}\n\n`);
  // A comment now and then keeps idle connections from being closed.
  const keepAlive = setInterval(() => void send(": keep-alive\n\n"), 15_000);
  return new Response(readable, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" } });
}

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === EVENTS_PATH) return buildEvents(env.BUILD_ID);
    // Plain HTML to rewrite: a kept page is otherwise sent gzipped as it is stored.
    const headers = new Headers(request.headers);
    headers.set("Accept-Encoding", "identity");
    const response = await env.SITE.fetch(new Request(request, { headers, cf: { ...request.cf, clientAcceptEncoding: "identity" } }));
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
    const code = clientScript(env.BUILD_ID);
    const rewritten = new Response(response.body, response);
    const csp = rewritten.headers.get("Content-Security-Policy");
    if (csp) rewritten.headers.set("Content-Security-Policy", csp.replace("script-src ", `script-src ${await sha256Source(code)} `));
    // At the end of <body>, after the app's scripts: React leaves extra nodes there alone when it hydrates.
    return new HTMLRewriter().on("body", { element: (body) => body.append(`<script>${code}</script>`, { html: true }) }).transform(rewritten);
  },

  // `/cdn-cgi/local/scheduled` reaches the first worker, this one: the site's Cron Trigger runs there.
  async scheduled(controller, env) {
    const result = await env.SITE.scheduled({ scheduledTime: new Date(controller.scheduledTime), cron: controller.cron });
    if (result.outcome !== "ok") throw new Error(`The site's scheduled handler ended with "${result.outcome}"`);
  },
};
