import type { AppContext } from "~/firestore/app-context.server";
import { getSitemapArticles } from "~/models/articles.server";
import { getActiveServices } from "~/models/services.server";
import { getStartContent } from "~/models/start-content.server";
import type { SitemapContent, SitemapEntry, SitemapHandle } from "~/site/sitemap-handle";
import { baseRouteId } from "~/site/route-twins";
import { LOCALES, localizedPath } from "~/site/locale";
import { isStudioRouteId } from "~/site/studio-routes";
import { escapeXml } from "~/site/xml";

export type { SitemapHandle } from "~/site/sitemap-handle";

/** The parts of a route of the build's manifest (React Router's `ServerBuild["routes"]`) that the sitemap reads. */
export type SitemapRoute = {
  id: string;
  parentId?: string;
  path?: string;
  module: { default?: unknown; handle?: unknown };
};

type RouteManifest = Readonly<Record<string, SitemapRoute | undefined>>;

/**
 * Every page of the site, found in the routes themselves, in the order of the manifest:
 * - a route whose handle has `getSitemapEntries` lists what it returns (null: nothing);
 * - any other route with a page (a default export) and no dynamic segment lists its own URL;
 * - left out: the studio's routes, resource routes (no default export), layouts (the pages inside them are listed,
 *   an index route at the layout's own URL), and routes with parameters or a splat that do not
 *   say their values.
 */
export async function listSitemapEntries(app: AppContext, routes: RouteManifest): Promise<SitemapEntry[]> {
  // The studio is private: none of its addresses belongs in a list for search engines.
  // A Dutch twin lists nothing of its own: each English entry brings its twin (renderSitemap).
  const all = Object.values(routes).filter((route): route is SitemapRoute => route !== undefined && !isStudioRouteId(route.id) && baseRouteId(route.id) === route.id);
  const content = sitemapContent(app);
  const layouts = new Set(all.filter((route) => route.module.default).map((route) => route.parentId));
  const lists = await Promise.all(
    all.map(async (route): Promise<SitemapEntry[]> => {
      const { handle } = route.module;
      if (hasSitemapEntries(handle)) return (await handle.getSitemapEntries(content)) ?? [];
      if (!route.module.default || layouts.has(route.id)) return [];
      const path = urlPath(route, routes);
      return /[:*]/.test(path) ? [] : [{ path }];
    }),
  );
  const seen = new Set<string>();
  return lists.flat().filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

/** What route handles list their pages from, read only when one asks. */
function sitemapContent(app: AppContext): SitemapContent {
  return {
    serviceCategories: async () => (await getStartContent(app)).serviceCategories,
    activeServices: (categorySlug) => getActiveServices(app, categorySlug),
    publishedArticles: () => getSitemapArticles(app),
  };
}

function hasSitemapEntries(handle: unknown): handle is SitemapHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as Partial<SitemapHandle>).getSitemapEntries === "function";
}

/** The route's URL pattern: its path below its parents' ("/" for the root's index). */
function urlPath(route: SitemapRoute, routes: RouteManifest): string {
  const segments: string[] = [];
  for (let at: SitemapRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(at.path.replace(/^\/+|\/+$/g, ""));
  }
  return `/${segments.filter(Boolean).join("/")}`;
}

/**
 * The sitemap: each entry, and its Dutch twin beside it, each `<url>` naming both languages and
 * x-default with `xhtml:link` (Google's form of hreflang in a sitemap).
 */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  const urls = entries.flatMap(({ path, lastmod, oneLanguage }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    if (oneLanguage) return [`  <url><loc>${url(path)}</loc>${modified}</url>`];
    const twins = LOCALES.map((locale) => [locale, localizedPath(path, locale)] as const);
    const links = [...twins, ["x-default", path] as const].map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(href)}"/>`).join("");
    return twins.map(([, href]) => `  <url><loc>${url(href)}</loc>${modified}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
