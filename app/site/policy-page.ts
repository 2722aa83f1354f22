import type { MetaFunction } from "@remix-run/cloudflare";
import { legalTrail, type LegalPage } from "~/data/legal-pages";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "./seo";
import type { SitemapHandle } from "./sitemap.server";

/** A policy's title, description, canonical URL and breadcrumb JSON-LD. */
export function policyMeta(page: LegalPage): MetaFunction {
  return ({ matches }) =>
    pageMeta(matches, {
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, legalTrail(page))],
    });
}

/** A policy's sitemap entry, dated by the last change to its text. */
export function policyHandle(page: LegalPage): SitemapHandle {
  return { getSitemapEntries: () => [{ path: page.path, lastmod: page.lastUpdated }] };
}
