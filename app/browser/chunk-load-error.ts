import { claimReload } from "~/browser/reload-guard";

/**
 * What browsers say when a script chunk cannot be fetched, typically because a deploy removed
 * the hashed file the open page still points at:
 * - Chromium: "Failed to fetch dynamically imported module: https://…"
 * - Firefox:  "error loading dynamically imported module: https://…"
 * - Safari:   "Importing a module script failed."
 * - bundlers: a ChunkLoadError, "Loading chunk 12 failed", "Loading CSS chunk 3 failed",
 *             "Unable to preload CSS for /build/…"
 */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
];

function messageOf(error: unknown): string | null {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return null;
}

/** True when the error (an Error, a rejection reason, or a message) says a page chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (error && typeof error === "object" && "name" in error && error.name === "ChunkLoadError") return true;
  const message = messageOf(error);
  return message !== null && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * A page chunk that fails to load makes the page reload, once: a chunk error reloads the page
 * unless the reload guard already reloaded this path in the last 10 seconds (then the error
 * screen stays). Browser only; returns whether it reloaded.
 *
 * React Router itself reloads when a route module import fails during navigation; this covers the
 * errors that reach an error boundary or surface as an unhandled rejection instead.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (typeof window === "undefined" || !isChunkLoadError(error)) return false;
  if (!claimReload(window.location.pathname)) return false;
  window.location.reload();
  return true;
}
