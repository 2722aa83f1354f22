/**
 * The URLs of the pages whose address holds data (a category, a service, a season). Pages link,
 * breadcrumb and list themselves in the sitemap through these, so an address changes in one place.
 */

/**
 * The site's icon, which every page links and My palette keeps offline with its pages: a PNG
 * drawn from public/favicon.svg (scripts/lib/favicon.mjs).
 */
export const SITE_ICON_PATH = "/favicon.png";

/** The category whose services are colour analyses: the one the booking flow sells. */
export const COLOR_ANALYSIS_CATEGORY = "color-analysis-styling";

export function categoryPath(categorySlug: string): string {
  return `/services/${categorySlug}`;
}

/** A service's page under its category; the service's document id is its slug. */
export function servicePath(categorySlug: string, serviceId: string): string {
  return `${categoryPath(categorySlug)}/${serviceId}`;
}

/** Where the calls to "book a colour analysis" lead. */
export const COLOR_ANALYSIS_PATH = categoryPath(COLOR_ANALYSIS_CATEGORY);

export function seasonPath(seasonSlug: string): string {
  return `/seasons/${seasonSlug}`;
}

export function subSeasonPath(subSeasonSlug: string): string {
  return `/seasons/sub-season/${subSeasonSlug}`;
}

/** The journal: its list, each article or styling tip by its current slug, and its Atom feed. */
export const JOURNAL_PATH = "/journal";
export const JOURNAL_FEED_PATH = "/journal/feed.xml";

export function articlePath(slug: string): string {
  return `${JOURNAL_PATH}/${slug}`;
}
