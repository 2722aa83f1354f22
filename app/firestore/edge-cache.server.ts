import { withDeadline } from "~/platform/deadline";
import {
  ageOf,
  judgeFreshness,
  keepSeconds,
  marksFor,
  NO_PURGES,
  servableOnError,
  type CachePolicy,
  type PurgeState,
} from "~/platform/cache-freshness";
import { cacheTagHeader } from "~/platform/cache-tags";
import { RefreshClaims } from "~/platform/refresh-claims";
import type { CacheOutcome, Timing } from "~/platform/timing.server";

export type CacheDeps = {
  cache: Cache;
  policy: CachePolicy;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Default: every entry is current. */
  purges?: PurgeState;
  /** What the value is read from (app/platform/cache-tags.ts): a purge of one of them makes it stale. */
  tags?: readonly string[];
  timing?: Timing;
  now?: () => number;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** How long one Cache API call may take before it counts as failed. */
  timeoutMs?: number;
  /**
   * Whether a loaded value is worth keeping (default: every one). One that is not is served and
   * not stored, and the entry it would replace is deleted: a made-up slug's empty answer leaves
   * nothing behind, however many are tried.
   */
  keep?: (value: unknown) => boolean;
};

/** `readAt`: when the value was asked of Firestore (ms since the epoch), as its entry is stamped. */
type CachedValue<T> = { value: T; outcome: CacheOutcome; ageSeconds: number; readAt: number };

type Entry<T> = { storedAt: number; version: string; value: T };

const CACHE_ORIGIN = "https://edge-cache.internal/";
const STORED_AT_HEADER = "x-stored-at";
const VERSION_HEADER = "x-content-version";
// The tags are known from the key; Cache-Tag is only for Cloudflare's purge by tag.
const CACHE_TAG_HEADER = "Cache-Tag";
/** The Cache API answers in a few milliseconds; past this it is treated as down. */
const CACHE_TIMEOUT_MS = 500;

/** One background refresh of a key at a time in this isolate. */
const refreshing = new RefreshClaims(10_000);

export function cacheRequest(key: string): Request {
  return new Request(CACHE_ORIGIN + encodeURIComponent(key));
}

/**
 * A read-through cache over the Workers Cache API for JSON values, with the freshness windows of
 * app/platform/cache-freshness.ts (fresh, stale-while-revalidate, stale-if-error, purge marks).
 * An entry from before a purge of everything, or of one of its `tags`, is reloaded at once, and
 * still served if the reload fails (a purge during an outage must not take the site down). The Cache API itself may fail or hang:
 * then the value is loaded as if nothing were cached.
 */
export async function cachedJson<T>(key: string, load: () => Promise<T>, deps: CacheDeps): Promise<CachedValue<T>> {
  const now = deps.now ?? Date.now;
  const purges = deps.purges ?? NO_PURGES;
  const tags = deps.tags ?? [];
  const [entry, marks] = await Promise.all([readEntry<T>(key, deps), marksFor(purges, tags)]);
  const ageSeconds = entry ? ageOf(entry, now()) : 0;
  const stamp = entry && { ...entry, tags: Object.fromEntries(tags.map((tag) => [tag, entry.storedAt])) };
  const freshness = stamp ? judgeFreshness(stamp, marks, deps.policy, now()) : "expired";

  // Promises are not shared between requests: workerd forbids settling one request's I/O in another.
  const loadAndStore = async (): Promise<{ value: T; askedAt: number; stored: Promise<void> }> => {
    // The content is as old as the moment it was asked for, so a purge during a slow read still counts.
    const askedAt = now();
    const value = await load();
    const stored = deps.keep && !deps.keep(value) ? deleteEntry(key, deps) : writeEntry(key, { storedAt: askedAt, version: purges.version, value }, deps);
    deps.waitUntil(stored);
    return { value, askedAt, stored };
  };

  const answer = (value: T, outcome: CacheOutcome, age: number, readAt: number): CachedValue<T> => {
    deps.timing?.recordCache(outcome);
    return { value, outcome, ageSeconds: age, readAt };
  };

  if (entry && freshness === "fresh") return answer(entry.value, "hit", ageSeconds, entry.storedAt);

  if (entry && freshness === "stale") {
    const claim = refreshing.claim(key, now());
    if (claim !== null) {
      deps.waitUntil(
        loadAndStore()
          // Claimed until the new entry is in the cache, where the next requests find it.
          .then(({ stored }) => stored)
          .catch((error: unknown) => {
            deps.log?.("background cache refresh failed", { key, error: String(error) });
          })
          .finally(() => refreshing.release(key, claim)),
      );
    }
    return answer(entry.value, "stale", ageSeconds, entry.storedAt);
  }

  try {
    const { value, askedAt } = await loadAndStore();
    return answer(value, "miss", 0, askedAt);
  } catch (error) {
    if (entry && servableOnError(entry, deps.policy, now())) {
      deps.log?.("serving stale content after a failed read", { key, ageSeconds: Math.round(ageSeconds) });
      return answer(entry.value, "stale-if-error", ageSeconds, entry.storedAt);
    }
    throw error;
  }
}

async function readEntry<T>(key: string, deps: CacheDeps): Promise<Entry<T> | null> {
  const timeoutMs = deps.timeoutMs ?? CACHE_TIMEOUT_MS;
  try {
    const response = await withDeadline(deps.cache.match(cacheRequest(key)), timeoutMs, "cache read");
    if (!response) return null;
    const storedAt = Number(response.headers.get(STORED_AT_HEADER));
    const version = response.headers.get(VERSION_HEADER) ?? "";
    const value = (await withDeadline(response.json(), timeoutMs, "cache read")) as T;
    return Number.isFinite(storedAt) ? { storedAt, version, value } : null;
  } catch (error) {
    deps.log?.("edge cache unreadable, reading Firestore directly", { key, error: String(error) });
    return null;
  }
}

async function deleteEntry(key: string, deps: CacheDeps): Promise<void> {
  try {
    await withDeadline(deps.cache.delete(cacheRequest(key)), deps.timeoutMs ?? CACHE_TIMEOUT_MS, "cache delete");
  } catch (error) {
    deps.log?.("cache delete failed", { key, error: String(error) });
  }
}

async function writeEntry<T>(key: string, entry: Entry<T>, deps: CacheDeps): Promise<void> {
  const response = new Response(JSON.stringify(entry.value), {
    headers: {
      "content-type": "application/json",
      "cache-control": `public, max-age=${keepSeconds(deps.policy)}`,
      [STORED_AT_HEADER]: String(entry.storedAt),
      [VERSION_HEADER]: entry.version,
      ...(deps.tags?.length ? { [CACHE_TAG_HEADER]: cacheTagHeader(deps.tags) } : {}),
    },
  });
  try {
    await withDeadline(deps.cache.put(cacheRequest(key), response), deps.timeoutMs ?? CACHE_TIMEOUT_MS, "cache write");
  } catch (error) {
    deps.log?.("cache write failed", { key, error: String(error) });
  }
}
