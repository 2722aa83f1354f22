import type { MetaDescriptor } from "react-router";

/**
 * Which routes are the studio's (the back office under /studio): decided by the route's id, which
 * the route's file name gives (`studio.tsx`, `studio.inbox._index.tsx`, `studio_.sign-in.tsx`),
 * never by how a request spells its path. The worker (app/worker/route-policy.server.ts) and the
 * root layout both ask this one question; a worker test checks that every route whose URL starts
 * with /studio answers yes and no other does.
 */
export function isStudioRouteId(routeId: string): boolean {
  return /^routes\/studio(?:[._]|$)/.test(routeId);
}

/** The studio's layout route (app/routes/studio.tsx), whose middleware signs in every page under it. */
export const STUDIO_LAYOUT_ROUTE_ID = "routes/studio";

/** The studio's title and robots tags (app/routes/studio.tsx), which its refusals keep too (app/root.tsx). */
export const STUDIO_META: MetaDescriptor[] = [{ title: "Studio | Plum & Linen" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The studio session cookie's name (with `__Host-` in front over https). The worker keeps no page
 * for a request that carries it, whatever the page.
 */
export const STUDIO_SESSION_COOKIE = "studio_session";

/** Whether a `Cookie` header holds a studio session cookie, valid or not. */
export function carriesStudioSession(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    return name === STUDIO_SESSION_COOKIE || name === `__Host-${STUDIO_SESSION_COOKIE}`;
  });
}
