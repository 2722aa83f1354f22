import { withDeadline } from "./deadline";
import { cachedJson } from "~/firestore/edge-cache.server";
import type { CachePolicy, Currency } from "./cache-freshness";
import { readConfig, type AppConfig, type Env } from "./env.server";
import type { TokenCache } from "~/firestore/auth.server";
import { createFirestoreClient, type FirestoreClient } from "~/firestore/client.server";
import { logError, type Log } from "./log.server";
import { Timing } from "./timing.server";

/** Everything a loader needs for one request: configuration, Firestore, the edge cache, timing. */
export type AppContext = {
  config: AppConfig;
  firestore: FirestoreClient;
  timing: Timing;
  log: Log;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Reads through the edge cache under a key scoped to the project (see edge-cache.server.ts). */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Runs `load` once per request for a key, so parent and child loaders share one read. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** What the page is made of, for the page cache (app/worker/page-cache.server.ts). */
  render: RenderRecord;
};

export type RenderRecord = {
  /** When the oldest content the page shows was read from Firestore (ms since the epoch); null: none was read. */
  oldestContentAt: number | null;
  /** A read failed, or was answered with content kept past its time: the page is not kept. */
  degraded: boolean;
  /** The submission ids of the page's forms: a kept page is given fresh ones for every visitor. */
  submissionIds: string[];
  /** When the page shows something else with no change of content (a date's turn); null: never. */
  changesAt: number | null;
};

/** Notes that the page being rendered is out of date at `at` (ms since the epoch). */
export function pageChangesAt(render: RenderRecord, at: number): void {
  render.changesAt = Math.min(render.changesAt ?? at, at);
}

/** The KV key holding the time of the last purge (ms since the epoch), written by POST /_purge. */
export const PURGE_MARK_KEY = "purged-at";
/** A KV read with `cacheTtl` is served from the location's cache; past this it counts as failed. */
const KV_TIMEOUT_MS = 1000;

// The access token outlives a request (one cache per isolate and credentials); the client, and
// any token exchange it starts, belongs to one request.
const tokenCaches = new Map<string, TokenCache>();

function firestoreFor(config: AppConfig, timing: Timing): FirestoreClient {
  const id = JSON.stringify(config.firestore);
  let tokenCache = tokenCaches.get(id);
  if (!tokenCache) {
    tokenCache = {};
    tokenCaches.set(id, tokenCache);
  }
  return timed(createFirestoreClient({ ...config.firestore, tokenCache, log: logError }), timing);
}

function timed(client: FirestoreClient, timing: Timing): FirestoreClient {
  const time =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await call(...args);
      } finally {
        timing.recordFirestore(performance.now() - started);
      }
    };
  return {
    getDocument: time(client.getDocument),
    getDocuments: time(client.getDocuments),
    runQuery: time(client.runQuery),
    writeDocument: time(client.writeDocument),
    countQuery: time(client.countQuery),
    commit: time(client.commit),
    createDocument: time(client.createDocument),
    deleteDocument: time(client.deleteDocument),
  };
}

/**
 * Which cached entries are current: the deployed CONTENT_VERSION and the purge mark in KV. A KV
 * read that fails or hangs makes every entry reload (Firestore is read directly), never a 500.
 */
export async function readCurrency(env: Env, config: AppConfig, log: Log): Promise<Currency> {
  const version = config.cache.contentVersion;
  if (!env.CONTENT_META) return { version, purgedAt: 0 };
  try {
    const mark = await withDeadline(env.CONTENT_META.get(PURGE_MARK_KEY, { cacheTtl: 30 }), KV_TIMEOUT_MS, "KV read of the purge mark");
    const purgedAt = Number(mark ?? 0);
    return { version, purgedAt: Number.isFinite(purgedAt) ? purgedAt : 0 };
  } catch (error) {
    log("purge mark unreadable, reading Firestore directly", { error: String(error) });
    return { version, purgedAt: Number.POSITIVE_INFINITY };
  }
}

/** The Workers Cache API's default cache (the DOM lib's CacheStorage type hides workerd's `caches.default`). */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export function createAppContext(
  env: Env,
  executionContext: Pick<ExecutionContext, "waitUntil">,
  platform: { cache?: Cache; currency?: Promise<Currency> } = {},
): AppContext {
  const config = readConfig(env);
  const timing = new Timing();
  const policy: CachePolicy = config.cache;
  const cache = platform.cache ?? defaultCache();
  let currency = platform.currency;
  const render: RenderRecord = { oldestContentAt: null, degraded: false, submissionIds: [], changesAt: null };
  const perRequest = new Map<string, Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);
  // A platform failure (KV, the Cache API) is logged once per request, not once per read.
  const logged = new Set<string>();
  const logOnce: Log = (message, details) => {
    if (logged.has(message)) return;
    logged.add(message);
    logError(message, details);
  };

  return {
    config,
    timing,
    log: logError,
    waitUntil,
    firestore: firestoreFor(config, timing),
    async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      currency ??= readCurrency(env, config, logOnce);
      const scopedKey = `${config.firestore.projectId}/${key}`;
      const deps = { cache, policy, currency: await currency, waitUntil, timing, log: logOnce };
      try {
        const { value, outcome, ageSeconds } = await cachedJson(scopedKey, load, deps);
        const readAt = Date.now() - ageSeconds * 1000;
        render.oldestContentAt = Math.min(render.oldestContentAt ?? readAt, readAt);
        if (outcome === "stale-if-error") render.degraded = true;
        return value;
      } catch (error) {
        render.degraded = true;
        throw error;
      }
    },
    render,
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      let promise = perRequest.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = load();
        perRequest.set(key, promise);
      }
      return promise;
    },
  };
}
