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
