import type { AppContext } from "~/worker/app-context.server";
import { getStartContent } from "~/firestore/documents.server";
import { LEGAL_PAGES } from "~/data/legal-pages";
import { getActiveServices } from "~/models/services.server";
import { escapeXml } from "./xml";
import { seasonPaths, servicePath, STATIC_PAGES, subSeasonPaths } from "./site-pages";

export type SitemapEntry = { path: string; lastmod?: string };

/**
 * Every public page: the static routes, the 4 seasons, the 16 sub-seasons, the service
 * categories from Firestore and each category's active services.
 */
export async function getSitemapEntries(app: AppContext): Promise<SitemapEntry[]> {
  const { serviceCategories } = await getStartContent(app);
  const servicesByCategory = await Promise.all(
    serviceCategories.map(async (category) => ({ category, services: await getActiveServices(app, category.slug) })),
  );
  const legalUpdated = new Map<string, string>(LEGAL_PAGES.map((page) => [page.path, page.lastUpdated]));

  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map(({ path }) => ({ path, lastmod: legalUpdated.get(path) })),
    ...seasonPaths().map((path) => ({ path })),
    ...subSeasonPaths().map((path) => ({ path })),
  ];
  for (const { category, services } of servicesByCategory) {
    entries.push({ path: `/services/${category.slug}` });
    for (const service of services) {
      entries.push({
        path: servicePath(category.slug, service.serviceUUID),
        lastmod: (service.updatedAt ?? service.createdAt).slice(0, 10),
      });
    }
  }
  return entries;
}

export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
