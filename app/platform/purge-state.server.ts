import { withDeadline } from "./deadline";
import type { PurgeState } from "./cache-freshness";
import { tagMarkKey } from "./cache-tags";
import type { AppConfig, Env } from "./env.server";
import type { Log } from "./log.server";

/** The KV key holding the time of the last purge of everything (ms since the epoch), written by POST /_purge. */
export const PURGE_MARK_KEY = "purged-at";
/** A KV read with `cacheTtl` is served from the location's cache; past this it counts as failed. */
const KV_TIMEOUT_MS = 1000;
/**
 * How long this isolate trusts a mark it read: a page-cache hit then reads no KV at all. It adds
 * at most this to the time a purge takes to reach the isolate (KV's own caching allows 30 s);
 * a purge made in this isolate is known at once (`rememberMarks`).
 */
const MARK_MEMO_MS = 1000;
const recentMarks = new WeakMap<KVNamespace, Map<string, { mark: number; readAt: number }>>();

function memoOf(kv: KVNamespace) {
  let memo = recentMarks.get(kv);
  if (!memo) recentMarks.set(kv, (memo = new Map()));
  return memo;
}

/** Notes marks this isolate has just written, so its next requests see them without a read. */
export function rememberMarks(kv: KVNamespace, keys: readonly string[], mark: number): void {
  const memo = memoOf(kv);
  for (const key of keys) memo.set(key, { mark, readAt: Date.now() });
}

/**
 * Which cached entries are current: the deployed CONTENT_VERSION, the purge mark in KV, and the
 * marks of the tags the request's entries carry (read when first needed, once per request each,
 * in parallel). A KV read that fails or hangs makes the entries it guards reload (Firestore is
 * read directly), never a 500. KV caches each read for 30 s at the location, which bounds how
 * long a purge takes to reach it (Cloudflare's purge by tag, where configured, is quicker).
 */
export async function readPurgeState(env: Env, config: AppConfig, log: Log): Promise<PurgeState> {
  const version = config.cache.contentVersion;
  const kv = env.CONTENT_META;
  if (!kv) return { version, purgedAt: 0, tagMarks: async () => new Map() };
  const memo = memoOf(kv);
  const readMark = async (key: string, what: string): Promise<number> => {
    const recent = memo.get(key);
    if (recent && Date.now() - recent.readAt < MARK_MEMO_MS) return recent.mark;
    try {
      const stored = Number((await withDeadline(kv.get(key, { cacheTtl: 30 }), KV_TIMEOUT_MS, `KV read of ${what}`)) ?? 0);
      // KV at a location may still answer with a mark older than one this isolate wrote.
      const mark = Math.max(Number.isFinite(stored) ? stored : 0, recent?.mark ?? 0);
      // Bounded by the keys there are: one per cache tag, and tags name collections and documents.
      memo.set(key, { mark, readAt: Date.now() });
      return mark;
    } catch (error) {
      log("purge mark unreadable, reading Firestore directly", { key, error: String(error) });
      return Number.POSITIVE_INFINITY;
    }
  };
  // Per request, so no promise outlives it (workerd forbids settling one request's I/O in another).
  const tagReads = new Map<string, Promise<number>>();
  const tagMark = (tag: string) => {
    let read = tagReads.get(tag);
    if (!read) {
      read = readMark(tagMarkKey(tag), "a tag's purge mark");
      tagReads.set(tag, read);
    }
    return read;
  };
  const purgedAt = await readMark(PURGE_MARK_KEY, "the purge mark");
  return {
    version,
    purgedAt,
    async tagMarks(tags) {
      // KV is failing: every entry is reloaded by the global mark already; no second wait per tag.
      if (purgedAt === Number.POSITIVE_INFINITY) return new Map();
      const marks = await Promise.all(tags.map(tagMark));
      return new Map(tags.map((tag, index) => [tag, marks[index]!]));
    },
  };
}
