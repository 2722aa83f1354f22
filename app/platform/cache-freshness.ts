/**
 * How long a cached entry may be served, shared by the Firestore read cache
 * (app/firestore/edge-cache.server.ts) and the page cache (app/worker/page-cache.server.ts).
 * Freshness is judged from the time an entry's content was read, not by the Cache API, so
 * that one stored entry serves three windows:
 *   age < fresh                      -> "fresh": served
 *   age < fresh + stale              -> "stale": served at once, refreshed in waitUntil
 *   age < fresh + staleIfError       -> "expired": reloaded; served only if the reload fails
 * An entry from another content version, or older than a purge of anything it shows, is "expired" at once.
 */
export type CachePolicy = {
  freshSeconds: number;
  staleSeconds: number;
  staleIfErrorSeconds: number;
};

/**
 * Which entries count as current: those stored under `version`, not before the last purge of
 * everything (`purgedAt`, ms since the epoch), and not before the last purge of any tag they carry
 * (docs/decisions/014-targeted-purge.md). The global mark is read once per request; a tag's mark
 * only when an entry carrying it is judged (`tagMarks`, read once per request and tag). A mark that
 * cannot be read is Infinity: the entries it guards are reloaded, and the reloads stored for the
 * requests that follow.
 */
export type PurgeState = {
  version: string;
  purgedAt: number;
  /** The purge marks of `tags` (ms since the epoch); a tag never purged may be left out (0). */
  tagMarks(tags: readonly string[]): Promise<ReadonlyMap<string, number>>;
};

/** The marks an entry is judged against, once its tags' marks have been read. */
export type Marks = { version: string; purgedAt: number; tagMarks: ReadonlyMap<string, number> };

/**
 * When an entry's content was read (`storedAt`, its oldest part for a page) and, per tag, when
 * the content carrying that tag was read: a page re-rendered after a purge of `Services` is made
 * of a new Services read and an older Website read, and is current for both marks.
 */
export type EntryStamp = { storedAt: number; version: string; tags?: Readonly<Record<string, number>> };

type Freshness = "fresh" | "stale" | "expired";

/** Nothing was ever purged: for callers without KV (tests, a cache used on its own). */
export const NO_PURGES: PurgeState = { version: "", purgedAt: 0, tagMarks: async () => new Map() };

export async function marksFor(purges: PurgeState, tags: readonly string[]): Promise<Marks> {
  const tagMarks = tags.length > 0 ? await purges.tagMarks(tags) : new Map<string, number>();
  return { version: purges.version, purgedAt: purges.purgedAt, tagMarks };
}

/** Whether nothing the entry shows was purged since it was read, and it is of the deployed version. */
export function isCurrent(entry: EntryStamp, marks: Marks): boolean {
  if (entry.version !== marks.version || !(entry.storedAt >= marks.purgedAt)) return false;
  return Object.entries(entry.tags ?? {}).every(([tag, readAt]) => readAt >= (marks.tagMarks.get(tag) ?? 0));
}

export function judgeFreshness(entry: EntryStamp, marks: Marks, policy: CachePolicy, now: number): Freshness {
  const ageSeconds = ageOf(entry, now);
  const current = isCurrent(entry, marks);
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
