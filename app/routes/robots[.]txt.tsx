import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /robots.txt: every crawler may read every page; the sitemap lists them. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${context.app.config.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
