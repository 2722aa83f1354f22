import type { LoaderFunctionArgs } from "react-router";
import { appContext } from "~/firestore/app-context.server";

/** /robots.txt: every crawler may read every page; the sitemap lists them. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${context.get(appContext).config.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
