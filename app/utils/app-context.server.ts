import { cachedJson, type CachePolicy } from "./edge-cache.server";
import { readConfig, type AppConfig, type Env } from "./env.server";
import { createFirestoreClient, type FirestoreClient } from "./firestore.server";
import { logError, type Log } from "./log.server";
import { Timing } from "./timing.server";

/** Everything a loader needs for one request: configuration, Firestore, the edge cache, timing. */
export type AppContext = {
  config: AppConfig;
  firestore: FirestoreClient;
  timing: Timing;
  log: Log;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Reads through the edge cache under a key scoped to the project and content version. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Runs `load` once per request for a key, so parent and child loaders share one read. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
};

export const CONTENT_VERSION_KEY = "content-version";

// One client per isolate and configuration, so the access-token cache outlives a request.
const clients = new Map<string, FirestoreClient>();

function firestoreFor(config: AppConfig, timing: Timing): FirestoreClient {
  const id = JSON.stringify(config.firestore);
  let client = clients.get(id);
  if (!client) {
    client = createFirestoreClient({ ...config.firestore, log: logError });
    clients.set(id, client);
  }
  return timed(client, timing);
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
    runQuery: time(client.runQuery),
    writeDocument: time(client.writeDocument),
    createDocument: time(client.createDocument),
    deleteDocument: time(client.deleteDocument),
  };
}

/** The version in every cache key: the deployed CONTENT_VERSION and the purge counter kept in KV. */
export async function readContentVersion(env: Env, config: AppConfig): Promise<string> {
  const purged = env.CONTENT_META ? await env.CONTENT_META.get(CONTENT_VERSION_KEY, { cacheTtl: 30 }) : null;
  return `${config.cache.contentVersion}.${purged ?? "0"}`;
}

export function createAppContext(env: Env, executionContext: Pick<ExecutionContext, "waitUntil">): AppContext {
  const config = readConfig(env);
  const timing = new Timing();
  const policy: CachePolicy = config.cache;
  // The DOM lib's CacheStorage type hides workerd's `caches.default`.
  const cache = (caches as unknown as { default: Cache }).default;
  let version: Promise<string> | undefined;
  const perRequest = new Map<string, Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);

  return {
    config,
    timing,
    log: logError,
    waitUntil,
    firestore: firestoreFor(config, timing),
    async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      version ??= readContentVersion(env, config);
      const scopedKey = `${config.firestore.projectId}/${await version}/${key}`;
      const { value } = await cachedJson(scopedKey, load, { cache, policy, waitUntil, timing, log: logError });
      return value;
    },
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
