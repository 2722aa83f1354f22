/**
 * The Dutch twin of each public route (docs/decisions/034-two-languages.md): the same route
 * module at its Dutch address under /nl, with an id of its own ("nl/routes/seasons"), so each
 * language's page is a route the router, the page cache and the route policy tell apart. Which
 * routes have a twin, and how their addresses are spelled, is ROUTE_TWINS (./locale.ts); every
 * other route (the studio, resources, assets) has one language.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ROUTE_TWINS } from "./locale";

/** The id prefix of a Dutch twin: "nl/routes/seasons" is the Dutch "routes/seasons". */
export const DUTCH_ROUTE_ID_PREFIX = "nl/";

/** The route a twin was made from ("nl/routes/$" → "routes/$"); any other id as it is. */
export const baseRouteId = (id: string) => (id.startsWith(DUTCH_ROUTE_ID_PREFIX) ? id.slice(DUTCH_ROUTE_ID_PREFIX.length) : id);

const DUTCH_OF = new Map(ROUTE_TWINS);

/**
 * Routes whose Dutch twin is a module of its own beside the English (`legal.privacy-policy.nl.tsx`):
 * pages that are mostly prose written in the page, so neither language's script carries the
 * other's text. flatRoutes ignores `*.nl.tsx` (app/routes.ts).
 */
const DUTCH_MODULE_ROUTES: ReadonlySet<string> = new Set([
  "routes/legal.privacy-policy.tsx",
  "routes/legal.refund-policy.tsx",
  "routes/legal.terms-and-conditions.tsx",
  "routes/legal.shipping-delivery-policy.tsx",
]);
const dutchModule = (file: string) => (DUTCH_MODULE_ROUTES.has(file) ? file.replace(/\.tsx$/, ".nl.tsx") : file);
const join = (parent: string, path: string | undefined) => [parent, path ?? ""].filter(Boolean).join("/");

function twinOf(entry: RouteConfigEntry, parentEnglish: string, parentDutch: string | null): RouteConfigEntry | null {
  // A nested index route has no path of its own; at the top flatRoutes gives one its parent's ("journal").
  const english = join(parentEnglish, entry.path);
  const dutch = DUTCH_OF.get(english);
  if (dutch === undefined) return null;
  const children = (entry.children ?? []).flatMap((child) => twinOf(child, english, dutch) ?? []);
  const twin: RouteConfigEntry = { ...entry, file: dutchModule(entry.file), id: `${DUTCH_ROUTE_ID_PREFIX}${entry.id ?? entry.file}`, ...(entry.children ? { children } : {}) };
  if (parentDutch === null) {
    // At the top the twin carries the prefix; the home page's index route becomes the page at /nl.
    return { ...twin, index: undefined, path: dutch ? `nl/${dutch}` : "nl" };
  }
  return entry.index ? twin : { ...twin, path: parentDutch ? dutch.slice(parentDutch.length + 1) : dutch };
}

/** The Dutch twins of the public routes among `routes` (flatRoutes' top level). */
export function dutchTwins(routes: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.flatMap((entry) => twinOf(entry, "", null) ?? []);
}
