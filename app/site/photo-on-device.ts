import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { LOCALES, localizedPath } from "./locale";
import { asksForAnswer } from "./page-cache-handle";

/**
 * What a route's `handle` may say about its page: it works with the visitor's own photo or camera,
 * on the device (the colour checker, the drapes). Its Content-Security-Policy names no origin but
 * the site's own (no analytics, no checkout), and it runs no analytics, so nothing of the photo
 * could leave the device even through a script the page did not mean to run. Entered by a client
 * navigation from a page that had loaded analytics, Google's own switch stops that tag
 * (`useAnalyticsAllowed`, app/components/Analytics.tsx).
 */
export type PhotoOnDeviceHandle = { photoOnDevice?: true };

/** Whether any of the matched routes' handles says its page works with a photo on the device. */
export function isPhotoOnDevice(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PhotoOnDeviceHandle | null | undefined)?.photoOnDevice === true);
}

/** A photo page: its English path (its Dutch twin's follows) and the query parameters that make it an answer. */
export type PhotoAddress = { path: string; answers: readonly string[] };

/**
 * Whether this document may open the visitor's photo or camera: only a document loaded at the
 * page's own path, in either language, with one of its answer parameters (its `pageCache.answers`,
 * app/site/page-cache-handle.ts). The page cache never keeps such an address, so the worker sends
 * it with its own opener policy and the browser gives it a process of its own; a kept page goes
 * without (docs/decisions/038-photo-on-an-answer-address.md). What counts is the address the
 * document was loaded at, from its Navigation Timing entry, not the one a client navigation shows
 * since: a kept page (this one or any other) that navigated in place is still the document that
 * came without the policy. A browser with no such entry never opens the photo.
 */
export function loadedAtAnswerAddress(address: PhotoAddress, entry: PerformanceEntry | undefined = performance.getEntriesByType("navigation")[0]): boolean {
  if (!entry) return false;
  const loaded = new URL(entry.name);
  return isPagePath(loaded.pathname, address.path) && asksForAnswer(loaded.search, address.answers);
}

/** Whether a path is this page's, in either language. */
export function isPagePath(pathname: string, englishPath: string): boolean {
  return LOCALES.some((locale) => localizedPath(englishPath, locale) === pathname);
}

const noSubscription = () => () => {};

/**
 * `loadedAtAnswerAddress` for a component on that page: in the server's HTML and during hydration,
 * from the address being rendered (the document's own); in the browser from then on, from the document's.
 */
export function usePhotoAllowed(address: PhotoAddress): boolean {
  const answerNow = asksForAnswer(useLocation().search, address.answers);
  return useSyncExternalStore(noSubscription, () => loadedAtAnswerAddress(address), () => answerNow);
}
