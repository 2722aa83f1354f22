import type { Route } from "./+types/robots[.]txt";
import { appContext } from "~/firestore/app-context.server";

/** /robots.txt: every crawler may read every page; the sitemap lists them. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${context.get(appContext).config.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
