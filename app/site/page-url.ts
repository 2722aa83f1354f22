/**
 * React Router 8 hands loaders and actions the raw request: for a client navigation's data its
 * path ends in `.data` (`/path/_.data` for a path that ends in a slash, `/_.data` for "/"), and it
 * may carry the `_routes` parameter and an empty `index` (a post to an index route). These give
 * the page itself, as React Router's own `url` argument does: a redirect back, a sign-in's
 * return address or a 404's path never names the data URL.
 */
export function withoutDataSuffix(pathname: string): { path: string; isData: boolean } {
  if (pathname.endsWith("/_.data")) return { path: pathname.slice(0, -"_.data".length), isData: true };
  if (pathname.endsWith(".data")) return { path: pathname.slice(0, -".data".length) || "/", isData: true };
  return { path: pathname, isData: false };
}

/** The URL of the page a request is for (see above). */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = withoutDataSuffix(url.pathname).path;
  url.searchParams.delete("_routes");
  const index = url.searchParams.getAll("index");
  if (index.includes("")) {
    url.searchParams.delete("index");
    for (const value of index.filter(Boolean)) url.searchParams.append("index", value);
  }
  return url;
}

const ORIGIN_FOR_PATHS = "https://site.invalid";

/**
 * A value that names a page of this site, as the path (and query) a browser would open from it;
 * null for anything a browser would resolve elsewhere (`//x`, `/\x`, `x:/\x`, `https://…`) or that
 * is not a path at all. Resolving against an origin, rather than matching a pattern, is what a
 * browser does with an `href`, so the two cannot disagree.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN_FOR_PATHS);
  } catch {
    return null;
  }
  return url.origin === ORIGIN_FOR_PATHS ? `${url.pathname}${url.search}` : null;
}

/**
 * The page's path and query without the parameter `name`: where a page sends a value it does not
 * recognise (with a 301), so made-up values never become pages of their own in the page cache.
 */
export function withoutParam(url: URL, name: string): string {
  const params = new URLSearchParams(url.search);
  params.delete(name);
  const search = params.toString();
  // One leading slash: `//host/...` as a Location would send the visitor to another site.
  return `${url.pathname.replace(/^\/+/, "/")}${search ? `?${search}` : ""}`;
}
