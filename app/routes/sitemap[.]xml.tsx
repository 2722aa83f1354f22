import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { routes } from "@remix-run/dev/server-build";
import { listSitemapEntries, renderSitemap } from "~/models/sitemap.server";

/**
 * /sitemap.xml: every public page as an absolute URL, found in the routes of this build (the
 * compiler's virtual server-build module, read per request once every route has loaded). A
 * page lists itself: see `listSitemapEntries` for the rules and the `handle` of dynamic routes.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const entries = await listSitemapEntries(context.app, routes);
  return new Response(renderSitemap(context.app.config.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
