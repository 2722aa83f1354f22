import { assets } from "@remix-run/dev/server-build";

/**
 * /build-info.json: the version of the deployed build, which pages compare with the one they
 * were rendered from (app/browser/version-check.client.ts). It is the Remix assets manifest
 * version, the same value the page has in `window.__remixManifest.version`; the compiler's
 * virtual server-build module provides it (it is read per request, after that module and its
 * route imports have all been evaluated). Never cached: the answer must be the live one.
 */
export function loader() {
  return new Response(JSON.stringify({ version: assets.version }), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
