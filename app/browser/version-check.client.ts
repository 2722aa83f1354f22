import { claimReload } from "~/browser/reload-guard";

/**
 * Version update: a periodic check of the latest build info (GET with a timestamp
 * query) finds a newer build; the next navigation then loads the new version with a full page
 * load, at most once per path within 10 seconds (see reload-guard.ts).
 *
 * The version is React Router's assets manifest version: the page has it in
 * `window.__reactRouterManifest.version`, and /build-info.json answers the deployed worker's one.
 */
const BUILD_INFO_PATH = "/build-info.json";
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Returning to the tab checks too, but not more often than this. */
export const VISIBILITY_CHECK_MIN_GAP_MS = 60_000;

/** The timestamp query keeps every cache between the page and the worker out of the way. */
export function buildInfoUrl(now: number): string {
  return `${BUILD_INFO_PATH}?t=${now}`;
}

/** The version in a /build-info.json body, or null when the body is not one. */
export function readBuildVersion(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("version" in body)) return null;
  return typeof body.version === "string" && body.version !== "" ? body.version : null;
}

/** Only a known, different version counts: an unreadable answer never triggers a reload. */
export function isNewBuild(current: string | null | undefined, latest: string | null): boolean {
  return Boolean(current) && Boolean(latest) && current !== latest;
}

/** The build this page was rendered from. */
function currentBuildVersion(): string | null {
  if (typeof window === "undefined") return null;
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === "string" ? manifest.version : null;
}

type VisibilitySource = Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;

type VersionCheckOptions = {
  /** Called once, with the new version, when a newer build is found; checking then stops. */
  onUpdate: (version: string) => void;
  currentVersion?: string | null;
  fetchFn?: (url: string) => Promise<Response>;
  now?: () => number;
  intervalMs?: number;
  visibility?: VisibilitySource | null;
};

/** Starts the periodic check; returns the function that stops it. */
export function startVersionCheck({
  onUpdate,
  currentVersion = currentBuildVersion(),
  fetchFn = (url) => fetch(url, { cache: "no-store", credentials: "same-origin" }),
  now = Date.now,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  visibility = typeof document === "undefined" ? null : document,
}: VersionCheckOptions): () => void {
  let stopped = false;
  let inFlight = false;
  let lastCheck = now();

  const check = async () => {
    if (stopped || inFlight) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) return;
    inFlight = true;
    lastCheck = now();
    try {
      const response = await fetchFn(buildInfoUrl(lastCheck));
      if (!response.ok) throw new Error(`build info answered ${response.status}`);
      const latest = readBuildVersion(await response.json());
      if (!stopped && isNewBuild(currentVersion, latest)) {
        stop();
        onUpdate(latest as string);
      }
    } catch (error) {
      // A failed check is only logged: the visitor keeps the page they have.
      console.warn("Version check failed", error);
    } finally {
      inFlight = false;
    }
  };

  const onVisibilityChange = () => {
    if (visibility?.visibilityState === "visible" && now() - lastCheck >= VISIBILITY_CHECK_MIN_GAP_MS) void check();
  };

  const timer = setInterval(() => void check(), intervalMs);
  visibility?.addEventListener("visibilitychange", onVisibilityChange);

  function stop() {
    stopped = true;
    clearInterval(timer);
    visibility?.removeEventListener("visibilitychange", onVisibilityChange);
  }
  return stop;
}

/** The pathname a navigation target names ("/faqs?x=1#y" -> "/faqs"); the guard counts per path. */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * Loads `nextPath` as a document (the new build) when the reload guard allows it for that
 * path; returns false when it does not, and the client-side navigation should go on.
 */
export function loadNewBuild(nextPath: string): boolean {
  if (!claimReload(pathOf(nextPath))) return false;
  window.location.assign(nextPath);
  return true;
}
