import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSitemapEntries, renderSitemap } from "~/site/sitemap.server";

/** /sitemap.xml: every public page as an absolute URL, categories and active services included. */
export async function loader({ context }: LoaderFunctionArgs) {
  const entries = await getSitemapEntries(context.app);
  return new Response(renderSitemap(context.app.config.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
