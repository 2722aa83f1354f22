import type { ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes } from "@remix-run/react";
import type { PageCacheHandle, PageCacheSettings } from "~/site/page-cache-handle";

/** How the page cache treats one URL, from the `handle.pageCache` of the routes it matches. */
export type PageCacheRule = { query: readonly string[]; answers: readonly string[] };

type ManifestRoute = ServerBuild["routes"][string];
type RouteNode = Parameters<typeof matchRoutes>[0][number];

/**
 * The rule for a path, or null when the page cache leaves the path alone: no route matches, the
 * matched route is a resource route (no page), or a matched route's handle says `pageCache: false`.
 */
export function pageCacheRules(routes: ServerBuild["routes"]): (pathname: string) => PageCacheRule | null {
  const tree = routeTree(routes);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1);
    const moduleOf = (id: string | undefined) => (id === undefined ? undefined : routes[id]?.module);
    if (!matches || !leaf || !moduleOf(leaf.route.id)?.default) return null;
    const settings = matches.map((match) => (moduleOf(match.route.id)?.handle as PageCacheHandle | undefined)?.pageCache);
    if (settings.includes(false)) return null;
    const declared = settings.filter((entry): entry is PageCacheSettings => entry !== undefined && entry !== false);
    return {
      query: [...new Set(declared.flatMap((entry) => entry.query ?? []))].sort(),
      answers: declared.flatMap((entry) => entry.answers ?? []),
    };
  };
}

function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }): RouteNode =>
        index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  return childrenOf(undefined);
}
