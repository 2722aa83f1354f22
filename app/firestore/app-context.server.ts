import { cachedJson } from "~/firestore/edge-cache.server";
import type { CachePolicy, PurgeState } from "~/platform/cache-freshness";
import { readPurgeState } from "~/platform/purge-state.server";
import { scopedTag } from "~/platform/cache-tags";
import { readConfig, type AppConfig, type Env } from "~/platform/env.server";
import type { TokenCache } from "~/firestore/auth.server";
import { createFirestoreClient, type FirestoreClient } from "~/firestore/client.server";
import { logError, type Log } from "~/platform/log.server";
import { Timing } from "~/platform/timing.server";
import { createContext } from "react-router";
import type { Locale } from "~/schemas/common";

/** Everything a loader needs for one request: configuration, Firestore, the edge cache, timing. */
export type AppContext = {
  config: AppConfig;
  firestore: FirestoreClient;
  timing: Timing;
  log: Log;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Reads through the edge cache under a key scoped to the project (see edge-cache.server.ts);
   * `tags` name what is read (app/platform/cache-tags.ts; scoped to the project here, as the key is), so a save of it
   * purges this entry and the pages showing it.
   */
  cached<T>(key: string, load: () => Promise<T>, tags?: readonly string[], options?: { keep?: (value: T) => boolean }): Promise<T>;
  /** Runs `load` once per request for a key, so parent and child loaders share one read. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** What the page is made of, for the page cache (app/worker/page-cache.server.ts). */
  render: RenderRecord;
  /** The language of the page asked for (its address's): the models hand content over in it. */
  locale: Locale;
};

/**
 * The router context's keys (React Router's typed context): the worker sets both for every request
 * (app/worker/handle-request.server.ts), and a loader or action reads them with
 * `context.get(appContext)` and `context.get(cloudflareContext)`.
 */
export const appContext = createContext<AppContext>();
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

export type RenderRecord = {
  /** When the oldest content the page shows was read from Firestore (ms since the epoch); null: none was read. */
  oldestContentAt: number | null;
  /** A read failed, or was answered with content kept past its time: the page is not kept. */
  degraded: boolean;
  /** When the page shows something else with no change of content (a date's turn); null: never. */
  changesAt: number | null;
  /** The cache tags of the reads the page shows, each with when its oldest read was made: a purge of one re-renders the page. */
  tags: Record<string, number>;
};

/** Notes that the page being rendered is out of date at `at` (ms since the epoch). */
export function pageChangesAt(render: RenderRecord, at: number): void {
  render.changesAt = Math.min(render.changesAt ?? at, at);
}

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

/** The Workers Cache API's default cache (the DOM lib's CacheStorage type hides workerd's `caches.default`). */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export function createAppContext(
  env: Env,
  executionContext: Pick<ExecutionContext, "waitUntil">,
  platform: { cache?: Cache; purges?: Promise<PurgeState>; locale?: Locale } = {},
): AppContext {
  const config = readConfig(env);
  const timing = new Timing();
  const policy: CachePolicy = config.cache;
  const cache = platform.cache ?? defaultCache();
  let purges = platform.purges;
  const render: RenderRecord = { oldestContentAt: null, degraded: false, changesAt: null, tags: {} };
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
    locale: platform.locale ?? "en",
    config,
    timing,
    log: logError,
    waitUntil,
    firestore: firestoreFor(config, timing),
    async cached<T>(key: string, load: () => Promise<T>, readTags: readonly string[] = [], options: { keep?: (value: T) => boolean } = {}): Promise<T> {
      purges ??= readPurgeState(env, config, logOnce);
      const scopedKey = `${config.firestore.projectId}/${key}`;
      const tags = readTags.map((tag) => scopedTag(config.firestore.projectId, tag));
      const keep = options.keep as ((value: unknown) => boolean) | undefined;
      const deps = { cache, policy, purges: await purges, tags, waitUntil, timing, log: logOnce, keep };
      try {
        const { value, outcome, readAt } = await cachedJson(scopedKey, load, deps);
        render.oldestContentAt = Math.min(render.oldestContentAt ?? readAt, readAt);
        for (const tag of tags) render.tags[tag] = Math.min(render.tags[tag] ?? readAt, readAt);
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
