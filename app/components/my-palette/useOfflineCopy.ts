import { useEffect, useState } from "react";
import { SITE_ICON_PATH } from "~/site/paths";
import { useLocalPath } from "~/site/words";

/** The service worker's address in English; each language's is in its own folder, which is its scope. */
const WORKER_PATH = "/my-palette/sw.js";

/** The site's own files the page loaded (scripts, fonts, the icon): the worker keeps them beside the page. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && (url.pathname.startsWith("/build/") || url.pathname === SITE_ICON_PATH))
    .map((url) => url.pathname);
}

/**
 * Registers the palette's service worker (app/browser/my-palette-offline.ts) and asks it to keep
 * this page and the files it loaded, so the palette opens offline after this visit. Whether the
 * copy is kept: the page then says so. Nothing happens without JavaScript, without service
 * workers (an old browser, a private window that refuses them) or when registering fails: the
 * page is as it was.
 */
export function useOfflineCopy(): boolean {
  const workerPath = useLocalPath()(WORKER_PATH);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const answered = (event: MessageEvent<{ kept?: boolean } | null>) => {
      if (event.data?.kept === true) setKept(true);
    };
    container.addEventListener("message", answered);
    container
      .register(workerPath, { scope: workerPath.slice(0, workerPath.lastIndexOf("/") + 1) })
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage({ keep: [location.pathname, ...loadedFiles()] }))
      .catch(() => undefined);
    return () => container.removeEventListener("message", answered);
  }, [workerPath]);
  return kept;
}
