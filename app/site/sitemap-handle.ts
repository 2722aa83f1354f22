/**
 * What a route's `handle` may say about /sitemap.xml (app/models/sitemap.server.ts): the entries
 * of its pages (a route with a dynamic segment lists one per value), or null to stay out.
 *
 * A handle ships to the browser with its route, so it imports no server module: the content it
 * lists its pages from is handed to it, read by the sitemap on the server.
 */
import type { Locale } from "~/schemas/common";

export type SitemapHandle = {
  getSitemapEntries: (content: SitemapContent) => SitemapEntry[] | null | Promise<SitemapEntry[] | null>;
};

/**
 * A page of the sitemap, by its English path: its Dutch twin is listed beside it, each naming the
 * other, unless it is written in one language (a journal article).
 */
export type SitemapEntry = { path: string; lastmod?: string; oneLanguage?: boolean };

/** The content the dynamic pages are listed from, as the models read it. */
export type SitemapContent = {
  serviceCategories(): Promise<ReadonlyArray<{ slug: string }>>;
  activeServices(categorySlug: string): Promise<ReadonlyArray<{ categorySlug: string; serviceUUID: string; createdAt: string; updatedAt?: string }>>;
  /** Each in its language (English when stored without one): its address is in that language's journal. */
  publishedArticles(): Promise<ReadonlyArray<{ slug: string; language?: Locale; updatedAt: string }>>;
};
