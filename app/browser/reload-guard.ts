/**
 * The reload guard: the app reloads itself (for a new build, or a page chunk that failed
 * to load) at most once per path within 10 seconds, so a broken deploy cannot trap a visitor
 * in a reload loop. The history lives in sessionStorage because the reload wipes memory.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_STORAGE_KEY = "reload-guard";

/** Path -> time (ms since the epoch) of the last reload the guard allowed for it. */
type ReloadHistory = Record<string, number>;

/** True unless this path was reloaded less than RELOAD_GUARD_MS ago. */
export function shouldReload(path: string, now: number, history: ReloadHistory): boolean {
  const last = history[path];
  if (last === undefined) return true;
  const elapsed = now - last;
  // A clock set back (elapsed < 0) must not block reloads until it catches up.
  return elapsed < 0 || elapsed >= RELOAD_GUARD_MS;
}

/** The history with this reload recorded and entries past the guard dropped, so it stays small. */
export function recordReload(path: string, now: number, history: ReloadHistory): ReloadHistory {
  const kept: ReloadHistory = {};
  for (const [key, time] of Object.entries(history)) {
    if (now - time >= 0 && now - time < RELOAD_GUARD_MS) kept[key] = time;
  }
  kept[path] = now;
  return kept;
}

/** Reads what was stored, tolerating anything malformed (it then counts as no history). */
export function parseReloadHistory(raw: string | null): ReloadHistory {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const history: ReloadHistory = {};
    for (const [key, time] of Object.entries(value)) {
      if (typeof time === "number" && Number.isFinite(time)) history[key] = time;
    }
    return history;
  } catch {
    return {};
  }
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function sessionStore(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Access itself throws when storage is blocked.
    return null;
  }
}

/**
 * Asks to reload `path`: true (and recorded) when the guard allows it. Without working storage
 * the answer is no, since nothing would stop the next page from reloading again.
 */
export function claimReload(path: string, now: number = Date.now(), storage: KeyValueStorage | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    const history = parseReloadHistory(storage.getItem(RELOAD_GUARD_STORAGE_KEY));
    if (!shouldReload(path, now, history)) return false;
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify(recordReload(path, now, history)));
    return true;
  } catch {
    return false;
  }
}
