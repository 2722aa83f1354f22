import type { Route } from "./+types/sitemap[.]xml";
import { buildContext } from "~/site/build-context";
import { listSitemapEntries, renderSitemap } from "~/models/sitemap.server";
import { appContext } from "~/firestore/app-context.server";

/**
 * /sitemap.xml: every public page as an absolute URL, found in the routes of this build (which
 * the worker puts in the router context: app/site/build-context.ts). A
 * page lists itself: see `listSitemapEntries` for the rules and the `handle` of dynamic routes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await listSitemapEntries(context.get(appContext), context.get(buildContext).routes);
  return new Response(renderSitemap(context.get(appContext).config.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
