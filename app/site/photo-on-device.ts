import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

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

/**
 * Whether this document may open the visitor's photo or camera: only a document loaded at one of
 * the page's answer addresses (its `pageCache.answers`, app/site/page-cache-handle.ts). The page
 * cache never keeps those, so the worker sends them with their own opener policy and the browser
 * gives them a process of their own; a kept page goes without (docs/decisions/038-photo-on-an-answer-address.md).
 * What counts is the address the document was loaded at, not the one a client navigation shows
 * since: a kept page that navigated in place is still the document that came without the policy.
 */
function loadedAtAnswerAddress(answers: readonly string[]): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry !== undefined && asksForAnswer(new URL(entry.name).search, answers);
}

function asksForAnswer(search: string, answers: readonly string[]): boolean {
  const query = new URLSearchParams(search);
  return answers.some((name) => query.has(name));
}

const noSubscription = () => () => {};

/**
 * `loadedAtAnswerAddress` for a component: in the server's HTML and during hydration, from the
 * address being rendered (the document's own); in the browser from then on, from the document's.
 */
export function usePhotoAllowed(answers: readonly string[]): boolean {
  const answerNow = asksForAnswer(useLocation().search, answers);
  return useSyncExternalStore(noSubscription, () => loadedAtAnswerAddress(answers), () => answerNow);
}
