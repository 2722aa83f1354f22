import type { ServerBuild } from "react-router";
import { matchRoutes } from "react-router";
import type { BodyLimit, BodyLimitHandle } from "~/site/body-limit-handle";
import type { PageCacheHandle, PageCacheSettings } from "~/site/page-cache-handle";
import { withoutDataSuffix } from "~/site/page-url";
import { isPhotoOnDevice } from "~/site/photo-on-device";
import { startsScriptsAfterLoad } from "~/site/scripts-handle";
import { isSecretAddress } from "~/site/secret-address";
import { isStudioRouteId } from "~/site/studio-routes";
import { baseRouteId } from "~/site/route-twins";
import type { ScriptStart } from "./deferred-scripts.server";

/** How the page cache treats one URL, from the `handle.pageCache` of the routes it matches. */
export type PageCacheRule = { query: readonly string[]; answers: readonly string[] };

/**
 * What the worker may do with a request, decided by the route it matches (the same matching
 * React Router does: letters in any case, after percent-decoding), never by a test of the path's text.
 */
export type RoutePolicy = {
  /** A studio route: never kept, never indexed, private to whoever is signed in. */
  studio: boolean;
  /** The address is a key (app/site/secret-address.ts): no analytics, no referrer. */
  secretAddress: boolean;
  /** The page works with the visitor's photo on the device (app/site/photo-on-device.ts): no origin but the site's. */
  photoOnDevice: boolean;
  /** How the page cache may keep the page; null when it never may. */
  pageCache: PageCacheRule | null;
  /**
   * The route's one spelling of this path when the request spelled it another way (letter case,
   * percent-encoded unreserved characters, a trailing or doubled slash); null when it is already
   * canonical or matches no page (a 404 is answered at the path as it was asked).
   */
  canonicalPath: string | null;
  /** The matched route's own limit on posted bodies (its `handle.bodyLimit`); null: the usual limits. */
  bodyLimit: BodyLimit | null;
  /**
   * When the page's scripts start: at once in the studio, else on the first interaction unless a
   * handle says after load (a rendered page can still say so: `SCRIPTS_AFTER_LOAD`, app/site/scripts-handle.ts).
   */
  scripts: ScriptStart;
};

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** The root's catch-all (`app/routes/$.tsx`, and its Dutch twin): matching only it means no page is there. */
const NOT_FOUND_ROUTE_ID = "routes/$";
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** How many paths' policies are remembered per isolate (the oldest is forgotten first). */
const KNOWN_PATHS = 1000;

/** Answers `RoutePolicy` for any path, from the build's routes. */
export function routePolicies(routes: ServerBuild["routes"]): (pathname: string) => RoutePolicy {
  const tree = routeTree(routes);
  const moduleOf = (id: string) => routes[id]?.module;
  const patterns = new Map<string, string[]>();
  const patternOf = (id: string) => {
    let known = patterns.get(id);
    if (!known) patterns.set(id, (known = urlPattern(id, routes)));
    return known;
  };

  // Matching ranks every route again on each call; a page-cache hit must not pay for that. Bounded,
  // because every path spelling anyone sends would otherwise stay.
  const known = new Map<string, RoutePolicy>();
  return (pathname) => {
    const memo = known.get(pathname);
    if (memo) return memo;
    const policy = policyOf(pathname);
    if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value!);
    known.set(pathname, policy);
    return policy;
  };
  function policyOf(pathname: string): RoutePolicy {
    const { path: routerPath, isData } = withoutDataSuffix(pathname);
    const normal = normalisePath(routerPath);
    const matches = matchRoutes(tree, normal);
    const leaf = matches?.at(-1);
    if (!matches || !leaf) return { studio: false, secretAddress: false, photoOnDevice: false, pageCache: null, canonicalPath: null, bodyLimit: null, scripts: "on-interaction" };
    const studio = matches.some((match) => isStudioRouteId(match.route.id!));
    const found = baseRouteId(leaf.route.id ?? "") !== NOT_FOUND_ROUTE_ID;
    const canonical = found && !isData ? canonicalSpelling(normal, patternOf(leaf.route.id!), { keepCase: studio }) : null;
    const handles = matches.map((match) => moduleOf(match.route.id!)?.handle);
    return {
      studio,
      secretAddress: isSecretAddress(handles),
      photoOnDevice: isPhotoOnDevice(handles),
      pageCache: studio || isData ? null : pageCacheRule(matches.map((match) => match.route.id!), moduleOf),
      canonicalPath: canonical !== null && canonical !== pathname ? canonical : null,
      // The route whose action takes the post: the leaf (a layout's limit would not be its children's).
      bodyLimit: found ? ((moduleOf(leaf.route.id!)?.handle as BodyLimitHandle | undefined)?.bodyLimit ?? null) : null,
      scripts: studio ? "at-once" : startsScriptsAfterLoad(handles) ? "after-load" : "on-interaction",
    };
  }
}

/**
 * The path with its unreserved characters decoded, other escapes in upper case, runs of slashes
 * as one, no trailing slash, and dot segments resolved (an encoded `%2E%2E` is a dot segment too).
 */
export function normalisePath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * The path as the route spells it: the route's own words in its case, each parameter as given
 * (in lower case on public pages, whose slugs all are), a splat's rest as given.
 */
function canonicalSpelling(normal: string, pattern: readonly string[], { keepCase }: { keepCase: boolean }): string | null {
  const given = normal.split("/").filter(Boolean);
  const out: string[] = [];
  for (const [index, part] of pattern.entries()) {
    if (part === "*") {
      out.push(...given.slice(index));
      break;
    }
    const value = given[index];
    if (value === undefined) return null;
    out.push(part.startsWith(":") ? (keepCase ? value : lowerCase(value)) : part);
  }
  return `/${out.join("/")}`;
}

/** Lower case, but percent escapes keep their upper-case hex. */
function lowerCase(segment: string): string {
  return segment.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

/** A route's URL pattern as segments ("seasons", ":slug"), its parents' included. */
function urlPattern(id: string, routes: ServerBuild["routes"]): string[] {
  const parts: string[] = [];
  for (let at = routes[id]; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(...at.path.split("/").filter(Boolean));
  }
  return parts;
}

/**
 * The rule for a page, or null when the page cache leaves it alone: the matched route is a
 * resource route (no page), or a matched route's handle says `pageCache: false`.
 */
function pageCacheRule(ids: readonly string[], moduleOf: (id: string) => ManifestRoute["module"] | undefined): PageCacheRule | null {
  if (!moduleOf(ids.at(-1)!)?.default) return null;
  const settings = ids.map((id) => (moduleOf(id)?.handle as PageCacheHandle | undefined)?.pageCache);
  if (settings.includes(false)) return null;
  const declared = settings.filter((entry): entry is PageCacheSettings => entry !== undefined && entry !== false);
  return {
    query: [...new Set(declared.flatMap((entry) => entry.query ?? []))].sort(),
    answers: declared.flatMap((entry) => entry.answers ?? []),
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
