import type { CacheOutcome, Timing } from "./timing.server";

/**
 * A read-through cache over the Workers Cache API for JSON values.
 *
 * Freshness is judged here from the time an entry was stored, not by the Cache API,
 * so that one stored entry serves three windows:
 *   age < fresh                      -> hit
 *   age < fresh + stale              -> stale: served at once, refreshed in waitUntil
 *   age < fresh + staleIfError       -> reloaded; served only if the reload fails
 */
export type CachePolicy = {
  freshSeconds: number;
  staleSeconds: number;
  staleIfErrorSeconds: number;
};

export type CacheDeps = {
  cache: Cache;
  policy: CachePolicy;
  waitUntil: (promise: Promise<unknown>) => void;
  timing?: Timing;
  now?: () => number;
  log?: (message: string, details: Record<string, unknown>) => void;
};

export type CachedValue<T> = { value: T; outcome: CacheOutcome; ageSeconds: number };

type Entry<T> = { storedAt: number; value: T };

const CACHE_ORIGIN = "https://edge-cache.internal/";
const STORED_AT_HEADER = "x-stored-at";

export function cacheRequest(key: string): Request {
  return new Request(CACHE_ORIGIN + encodeURIComponent(key));
}

export async function cachedJson<T>(key: string, load: () => Promise<T>, deps: CacheDeps): Promise<CachedValue<T>> {
  const now = deps.now ?? Date.now;
  const { freshSeconds, staleSeconds, staleIfErrorSeconds } = deps.policy;
  const entry = await readEntry<T>(deps.cache, key, deps.log);
  const ageSeconds = entry ? Math.max(0, (now() - entry.storedAt) / 1000) : 0;

  // Promises are not shared between requests: workerd forbids settling one request's I/O in another.
  const loadAndStore = async (): Promise<T> => {
    const value = await load();
    deps.waitUntil(
      writeEntry(deps.cache, key, { storedAt: now(), value }, deps.policy).catch((error: unknown) => {
        deps.log?.("cache write failed", { key, error: String(error) });
      }),
    );
    return value;
  };

  const answer = (value: T, outcome: CacheOutcome, age: number): CachedValue<T> => {
    deps.timing?.recordCache(outcome);
    return { value, outcome, ageSeconds: age };
  };

  if (entry && ageSeconds < freshSeconds) return answer(entry.value, "hit", ageSeconds);

  if (entry && ageSeconds < freshSeconds + staleSeconds) {
    deps.waitUntil(
      loadAndStore().catch((error: unknown) => {
        deps.log?.("background cache refresh failed", { key, error: String(error) });
      }),
    );
    return answer(entry.value, "stale", ageSeconds);
  }

  try {
    return answer(await loadAndStore(), "miss", 0);
  } catch (error) {
    if (entry && ageSeconds < freshSeconds + staleIfErrorSeconds) {
      deps.log?.("serving stale content after a failed read", { key, ageSeconds: Math.round(ageSeconds) });
      return answer(entry.value, "stale-if-error", ageSeconds);
    }
    throw error;
  }
}

async function readEntry<T>(cache: Cache, key: string, log: CacheDeps["log"]): Promise<Entry<T> | null> {
  const response = await cache.match(cacheRequest(key));
  if (!response) return null;
  const storedAt = Number(response.headers.get(STORED_AT_HEADER));
  try {
    const value = (await response.json()) as T;
    return Number.isFinite(storedAt) ? { storedAt, value } : null;
  } catch {
    log?.("unreadable cache entry ignored", { key });
    return null;
  }
}

async function writeEntry<T>(cache: Cache, key: string, entry: Entry<T>, policy: CachePolicy): Promise<void> {
  const keepSeconds = policy.freshSeconds + Math.max(policy.staleSeconds, policy.staleIfErrorSeconds);
  const response = new Response(JSON.stringify(entry.value), {
    headers: {
      "content-type": "application/json",
      "cache-control": `public, max-age=${keepSeconds}`,
      [STORED_AT_HEADER]: String(entry.storedAt),
    },
  });
  await cache.put(cacheRequest(key), response);
}
