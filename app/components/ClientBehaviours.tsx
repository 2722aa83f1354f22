import { useLocation, useNavigation } from "react-router";
import { useEffect, useLayoutEffect, useRef } from "react";
import { reloadOnceForChunkError } from "~/browser/chunk-load-error";
import { installScrollReveal } from "~/browser/scroll-reveal";
import { loadNewBuild, startVersionCheck } from "~/browser/version-check.client";

type PathParts = { pathname: string; search: string; hash: string };
type NavigationLike = { state: "idle" | "loading" | "submitting"; location?: PathParts; formMethod?: string };

// Effects only: nothing of this runs in the server render. useLayoutEffect warns there, so the
// server gets the (never run) plain effect.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** A hash link within the same page: the one navigation that keeps smooth scrolling. */
export function isInPageHashNavigation(from: PathParts, to: PathParts): boolean {
  return to.hash !== "" && from.pathname === to.pathname && from.search === to.search;
}

/**
 * Where a pending update should send the browser with a full page load: the target of a
 * navigation to another page that is starting to load. Submissions (POST and friends) are left
 * alone, so what a visitor sent is never lost to a reload.
 */
export function newBuildTarget(navigation: NavigationLike, current: PathParts): string | null {
  const next = navigation.location;
  if (navigation.state !== "loading" || !next) return null;
  if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") return null;
  if (next.pathname === current.pathname && next.search === current.search) return null;
  return `${next.pathname}${next.search}${next.hash}`;
}

/**
 * The client behaviours, mounted once in the root layout; renders nothing.
 * - Version update: checks /build-info.json every 5 minutes (and on return to the tab); once a
 *   newer build is out, the next navigation is a full page load, guarded per path.
 * - Page chunk failures: an unhandled chunk-load error reloads the page, once per path per 10 s.
 * - Scroll-reveal for `data-reveal` elements (app/browser/scroll-reveal.ts).
 * - Scroll reset: React Router's <ScrollRestoration> scrolls to the top (or to the hash target) on each
 *   navigation; html's `scroll-behavior: smooth` would turn that reset into a long glide from
 *   the old scroll position, so it is made instant for that one scroll. Must render before
 *   <ScrollRestoration> so this layout effect runs first.
 */
export function ClientBehaviours(): null {
  const location = useLocation();
  const navigation = useNavigation();
  const updatePending = useRef(false);
  const previousLocation = useRef(location);

  useEffect(
    () =>
      startVersionCheck({
        onUpdate: () => {
          updatePending.current = true;
        },
      }),
    [],
  );

  useEffect(() => {
    if (!updatePending.current) return;
    const target = newBuildTarget(navigation, location);
    if (target) loadNewBuild(target);
  }, [navigation, location]);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadOnceForChunkError(event.reason);
    };
    const onError = (event: ErrorEvent) => {
      reloadOnceForChunkError(event.error ?? event.message);
    };
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("error", onError);
    return () => {
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("error", onError);
    };
  }, []);

  useEffect(() => {
    const reveal = installScrollReveal();
    return () => reveal?.stop();
  }, []);

  useClientLayoutEffect(() => {
    const from = previousLocation.current;
    previousLocation.current = location;
    if (from === location || isInPageHashNavigation(from, location)) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium's scrollTo reads the last computed style: make it see this change now.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
  }, [location]);

  return null;
}

/** For the root ErrorBoundary: a chunk-load error there reloads the page, once per path per 10 s. */
export function useChunkErrorReload(error: unknown): void {
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
}
