/**
 * How long a cached entry may be served, shared by the Firestore read cache
 * (app/firestore/edge-cache.server.ts) and the page cache (app/worker/page-cache.server.ts).
 * Freshness is judged from the time an entry's content was read, not by the Cache API, so
 * that one stored entry serves three windows:
 *   age < fresh                      -> "fresh": served
 *   age < fresh + stale              -> "stale": served at once, refreshed in waitUntil
 *   age < fresh + staleIfError       -> "expired": reloaded; served only if the reload fails
 * An entry from another content version, or older than the last purge, is "expired" at once.
 */
export type CachePolicy = {
  freshSeconds: number;
  staleSeconds: number;
  staleIfErrorSeconds: number;
};

/**
 * Which entries count as current: those stored under `version` and not before `purgedAt`
 * (ms since the epoch). When the purge mark cannot be read, `purgedAt` is Infinity: every entry
 * is reloaded, and the reloaded values are stored for the requests that follow.
 */
export type Currency = { version: string; purgedAt: number };

export type EntryStamp = { storedAt: number; version: string };

export type Freshness = "fresh" | "stale" | "expired";

export function judgeFreshness(entry: EntryStamp, currency: Currency, policy: CachePolicy, now: number): Freshness {
  const ageSeconds = ageOf(entry, now);
  const current = entry.version === currency.version && entry.storedAt >= currency.purgedAt;
  if (current && ageSeconds < policy.freshSeconds) return "fresh";
  if (current && ageSeconds < policy.freshSeconds + policy.staleSeconds) return "stale";
  return "expired";
}

/** Whether an entry may still stand in for content that failed to load. */
export function servableOnError(entry: EntryStamp, policy: CachePolicy, now: number): boolean {
  return ageOf(entry, now) < policy.freshSeconds + policy.staleIfErrorSeconds;
}

/** How long the Cache API keeps an entry: as long as any window may still serve it. */
export function keepSeconds(policy: CachePolicy): number {
  return policy.freshSeconds + Math.max(policy.staleSeconds, policy.staleIfErrorSeconds);
}

export function ageOf(entry: EntryStamp, now: number): number {
  return Math.max(0, (now - entry.storedAt) / 1000);
}
