import type { Route } from "./+types/build-info[.]json";
import { buildContext } from "~/site/build-context";

/**
 * /build-info.json: the version of the deployed build, which pages compare with the one they
 * were rendered from (app/browser/version-check.client.ts). It is React Router's assets manifest
 * version, the same value the page has in `window.__reactRouterManifest.version` (the worker
 * puts it in the router context: app/site/build-context.ts). Never cached: the answer must be the live one.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify({ version: context.get(buildContext).version }), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
