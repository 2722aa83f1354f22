/**
 * A small Firestore REST client for workerd and Node: documents and queries,
 * with one deadline per call, retries of transient failures, and one log line
 * per failed call. It knows nothing of the site's collections.
 */
import { createTokenSource, type TokenCache } from "./auth.server";
import { encodeFields, FirestoreError, isFirestoreDocument } from "./codec";
import type { FirestoreDocument, FirestoreErrorKind } from "./codec";
import { buildStructuredQuery, parseRunQueryResponse } from "./query";
import type { QuerySpec } from "./query";

export { isFirestoreError } from "./codec";

export type FirestoreConfig = {
  projectId: string;
  /** Default "(default)". */
  databaseId?: string;
  /** "127.0.0.1:8080": talk to the emulator over http, as its administrator. */
  emulatorHost?: string;
  /** Production credentials; used when emulatorHost is not set. */
  serviceAccountJson?: string;
  /** Where the access token outlives this client: one per isolate, the client one per request. */
  tokenCache?: TokenCache;
  /** Deadline of a whole call, retries included. Default 4000 ms. */
  deadlineMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, details: Record<string, unknown>) => void;
};

/** How a write applies: in part, and only if the document is as the writer last saw it. */
type WriteOptions = {
  /** Only these top-level fields are written (an update mask); the others stay as they are. */
  fields?: readonly string[];
  /** Applies only if the document was last written at this time (its `updateTime`); else a "conflict" error. */
  updateTime?: string;
  /** true: only if the document exists ("not-found" error otherwise); false: only if it does not ("conflict"). */
  exists?: boolean;
};

export type FirestoreClient = {
  /** Null when the document does not exist. With `fields`, only those top-level fields are read (a mask). */
  getDocument(path: string, options?: { fields?: readonly string[] }): Promise<FirestoreDocument | null>;
  /** Several documents in one round trip (`:batchGet`), in the order asked; null for each that does not exist. */
  getDocuments(paths: readonly string[]): Promise<Array<FirestoreDocument | null>>;
  runQuery(spec: QuerySpec): Promise<FirestoreDocument[]>;
  /**
   * Creates or replaces the document (its `fields` only, with `options.fields`), if it exists or not
   * as `options.exists` says. An `updateTime` precondition goes through `commit`: the emulator
   * misreads it as a query parameter (it takes any RFC 3339 time for version 0).
   */
  writeDocument(path: string, data: Record<string, unknown>, options?: Omit<WriteOptions, "updateTime">): Promise<FirestoreDocument>;
  /**
   * Several writes that all apply or none does (a save and its audit entry); a failed precondition
   * is a "conflict". A write with `delete: true` deletes its document.
   */
  commit(writes: ReadonlyArray<CommitWrite>): Promise<void>;
  /** How many documents the query matches, counting up to `upTo`. */
  countQuery(spec: QuerySpec, upTo: number): Promise<number>;
  /**
   * Creates `Collection/id` unless it exists. The id comes from the caller, so a retry after a
   * commit whose answer was lost finds the document there instead of storing it twice.
   */
  createDocument(path: string, data: Record<string, unknown>): Promise<"created" | "already-exists">;
  deleteDocument(path: string): Promise<void>;
};

export type CommitWrite =
  | { path: string; data: Record<string, unknown>; options?: WriteOptions; delete?: undefined }
  | { path: string; delete: true; options?: Pick<WriteOptions, "exists" | "updateTime"> };

/**
 * Every call may be repeated after these: reads, whole-document writes and deletes are
 * idempotent, and a create names its document, so repeating one that was committed answers 409.
 */
const RETRYABLE_STATUSES = new Set([429, 500, 503, 504]);
const MAX_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 100;
/** Retry only when at least this much of the deadline is left after the backoff. */
const MIN_ATTEMPT_MS = 100;

type Request = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Names the call in errors and logs: "Services/abc", "Services:runQuery". */
  path: string;
  url: string;
  body?: unknown;
  /** A status that is an answer rather than a failure: 404 for a read, 409 for a create. */
  accept?: number;
};

type Answer = { status: number; body: unknown };

type Attempt =
  | { ok: true; answer: Answer }
  | { ok: false; retryable: boolean; error: FirestoreError; authorization?: string };

export function createFirestoreClient(config: FirestoreConfig): FirestoreClient {
  const databaseId = config.databaseId ?? "(default)";
  const origin = config.emulatorHost ? `http://${config.emulatorHost}` : "https://firestore.googleapis.com";
  const documentsUrl = `${origin}/v1/projects/${encodeURIComponent(config.projectId)}/databases/${encodeURIComponent(databaseId)}/documents`;
  const deadlineMs = config.deadlineMs ?? 4000;
  const fetchImpl = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = config.log ?? ((message, details) => console.error(message, details));
  const credentials = credentialsFor(config, fetchImpl);

  /** One call: attempts under a single deadline, then `read` checks the answer's shape. */
  async function call<T>(request: Request, read: (answer: Answer) => T): Promise<T> {
    const started = Date.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    let attempts = 0;
    let reauthorized = false;
    try {
      for (;;) {
        attempts += 1;
        const result = await attempt(request, controller.signal);
        if (result.ok) return read(result.answer);
        // A revoked or rotated key: drop the token and try once more with a fresh one.
        if (result.error.kind === "auth" && result.error.status === 401 && result.authorization && !reauthorized) {
          reauthorized = true;
          if (credentials.invalidate(result.authorization)) continue;
        }

        const backoff = BASE_BACKOFF_MS * 2 ** (attempts - 1) * (0.5 + Math.random() / 2);
        const remaining = deadlineMs - (Date.now() - started);
        if (!result.retryable || attempts >= MAX_ATTEMPTS || remaining - backoff < MIN_ATTEMPT_MS) throw result.error;
        await abortable(sleep(backoff), controller.signal);
      }
    } catch (caught) {
      const error = toFirestoreError(caught, request.path, controller.signal.aborted);
      log("firestore call failed", {
        path: error.path,
        kind: error.kind,
        status: error.status,
        attempts,
        elapsedMs: Date.now() - started,
        message: error.message,
      });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function attempt(request: Request, signal: AbortSignal): Promise<Attempt> {
    const fail = (
      kind: FirestoreErrorKind,
      retryable: boolean,
      extra: { status?: number; message?: string; reason?: string; cause?: unknown },
    ): Attempt => ({ ok: false, retryable, error: new FirestoreError({ kind, path: request.path, ...extra }) });

    let response: Response;
    let authorization: string;
    try {
      authorization = await abortable(credentials.authorize(), signal);
      response = await abortable(
        fetchImpl(request.url, {
          method: request.method,
          headers: {
            authorization,
            ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal,
        }),
        signal,
      );
    } catch (cause) {
      if (signal.aborted) return fail("timeout", false, { cause });
      // A failed token exchange: fresh credentials will not appear within this deadline.
      if (cause instanceof FirestoreError) return { ok: false, retryable: false, error: cause };
      return fail("unavailable", true, { message: `Firestore could not be reached for ${request.path}`, cause });
    }

    const status = response.status;
    if (status === request.accept) {
      response.body?.cancel().catch(() => {});
      return { ok: true, answer: { status, body: undefined } };
    }
    let text: string;
    try {
      text = await abortable(response.text(), signal);
    } catch (cause) {
      if (signal.aborted) return fail("timeout", false, { status, cause });
      return fail("unavailable", true, { status, cause });
    }
    if (response.ok) {
      try {
        return { ok: true, answer: { status, body: text === "" ? undefined : (JSON.parse(text) as unknown) } };
      } catch (cause) {
        return fail("bad-response", false, { status, message: `Firestore answered ${request.path} with invalid JSON`, cause });
      }
    }

    // Firestore explains refusals in the body ("The query requires an index…").
    const message = `Firestore answered HTTP ${status} on ${request.path}: ${text.slice(0, 500)}`;
    if (RETRYABLE_STATUSES.has(status)) return fail("unavailable", true, { status, message });
    if (status === 401) {
      const error = new FirestoreError({ kind: "auth", path: request.path, status, message });
      return { ok: false, retryable: false, error, authorization };
    }
    if (status === 403) return fail("permission-denied", false, { status, message });
    // A failed precondition: 400 FAILED_PRECONDITION (updateTime), 409 ALREADY_EXISTS (exists: false).
    if ((status === 400 && text.includes("FAILED_PRECONDITION")) || status === 409) return fail("conflict", false, { status, message });
    if (status === 404) return fail("not-found", false, { status, message });
    if (status === 400) return fail("invalid-argument", false, { status, message, reason: invalidArgumentReason(text) });
    return fail("http", false, { status, message });
  }

  function documentUrl(path: string): string {
    const segments = path.split("/");
    if (segments.some((segment) => segment === "")) throw new TypeError(`Invalid Firestore path: "${path}"`);
    return `${documentsUrl}/${segments.map(encodeURIComponent).join("/")}`;
  }

  const expectDocument =
    (path: string) =>
    ({ body }: Answer): FirestoreDocument => {
      if (!isFirestoreDocument(body)) {
        throw new FirestoreError({ kind: "bad-response", path, message: `Firestore answered ${path} without a document` });
      }
      return body;
    };

  return {
    async getDocument(path, { fields } = {}) {
      const mask = new URLSearchParams((fields ?? []).map((field) => ["mask.fieldPaths", field]));
      const url = fields ? `${documentUrl(path)}?${mask}` : documentUrl(path);
      return call({ method: "GET", path, url, accept: 404 }, (answer) =>
        answer.status === 404 ? null : expectDocument(path)(answer),
      );
    },
    async getDocuments(paths) {
      if (paths.length === 0) return [];
      const databaseName = `projects/${config.projectId}/databases/${databaseId}`;
      const names = paths.map((path) => {
        documentUrl(path); // refuses an empty segment before anything is sent
        return `${databaseName}/documents/${path}`;
      });
      const request = { method: "POST", path: `${paths.join(" + ")}:batchGet`, url: `${documentsUrl}:batchGet`, body: { documents: names } } as const;
      return call(request, ({ body }) => parseBatchGetResponse(body, names, request.path));
    },
    async runQuery(spec) {
      const request = {
        method: "POST",
        path: `${spec.parent ? `${spec.parent}/` : ""}${spec.collection}:runQuery`,
        url: `${spec.parent ? documentUrl(spec.parent) : documentsUrl}:runQuery`,
        body: buildStructuredQuery(spec),
      } as const;
      return call(request, ({ body }) => parseRunQueryResponse(body));
    },
    async writeDocument(path, data, options = {}) {
      const query = new URLSearchParams();
      for (const field of options.fields ?? []) query.append("updateMask.fieldPaths", field);
      if (options.exists !== undefined) query.set("currentDocument.exists", String(options.exists));
      const url = query.size ? `${documentUrl(path)}?${query}` : documentUrl(path);
      const request = { method: "PATCH", path, url, body: { fields: encodeFields(data) } } as const;
      return call(request, expectDocument(path));
    },
    async commit(writes) {
      const databaseName = `projects/${config.projectId}/databases/${databaseId}`;
      const body = {
        writes: writes.map((write) => {
          documentUrl(write.path); // refuses an empty segment before anything is sent
          const name = `${databaseName}/documents/${write.path}`;
          if (write.delete) {
            const { exists, updateTime } = write.options ?? {};
            const precondition = updateTime !== undefined ? { updateTime } : exists !== undefined ? { exists } : undefined;
            return { delete: name, ...(precondition ? { currentDocument: precondition } : {}) };
          }
          const options: WriteOptions = write.options ?? {};
          const precondition =
            options.updateTime !== undefined ? { updateTime: options.updateTime } : options.exists !== undefined ? { exists: options.exists } : undefined;
          return {
            update: { name, fields: encodeFields(write.data) },
            ...(options.fields ? { updateMask: { fieldPaths: options.fields } } : {}),
            ...(precondition ? { currentDocument: precondition } : {}),
          };
        }),
      };
      const request = { method: "POST", path: writes.map((write) => write.path).join(" + "), url: `${documentsUrl}:commit`, body } as const;
      await call(request, () => undefined);
    },
    async countQuery(spec, upTo) {
      const request = {
        method: "POST",
        path: `${spec.parent ? `${spec.parent}/` : ""}${spec.collection}:runAggregationQuery`,
        url: `${spec.parent ? documentUrl(spec.parent) : documentsUrl}:runAggregationQuery`,
        body: {
          structuredAggregationQuery: {
            ...buildStructuredQuery(spec),
            aggregations: [{ alias: "count", count: { upTo: String(upTo) } }],
          },
        },
      } as const;
      return call(request, ({ body }) => parseCountResponse(body, request.path));
    },
    async createDocument(path, data) {
      const slash = path.lastIndexOf("/");
      const collection = path.slice(0, slash);
      const id = path.slice(slash + 1);
      const url = `${documentUrl(collection)}?documentId=${encodeURIComponent(id)}`;
      documentUrl(path); // refuses an empty id or collection before anything is sent
      const request = { method: "POST", path, url, body: { fields: encodeFields(data) }, accept: 409 } as const;
      return call(request, (answer) => (answer.status === 409 ? "already-exists" : (expectDocument(path)(answer), "created")));
    },
    async deleteDocument(path) {
      await call({ method: "DELETE", path, url: documentUrl(path) }, () => undefined);
    },
  };
}

/**
 * `:batchGet` answers with one element per document, in no promised order: each holds `found`
 * (the document) or `missing` (its name).
 */
function parseBatchGetResponse(body: unknown, names: readonly string[], path: string): Array<FirestoreDocument | null> {
  const bad = (message: string) => new FirestoreError({ kind: "bad-response", path, message: `Firestore answered ${path} ${message}` });
  if (!Array.isArray(body)) throw bad("with something other than an array");
  const found = new Map<string, FirestoreDocument>();
  const missing = new Set<string>();
  for (const element of body as unknown[]) {
    const { found: document, missing: name } = (element ?? {}) as { found?: unknown; missing?: unknown };
    if (document !== undefined) {
      if (!isFirestoreDocument(document) || typeof document.name !== "string") throw bad("with a malformed document");
      found.set(document.name, document);
    } else if (typeof name === "string") {
      missing.add(name);
    }
  }
  return names.map((name) => {
    const document = found.get(name);
    if (document) return document;
    if (missing.has(name)) return null;
    throw bad(`without ${name}`);
  });
}

function parseCountResponse(body: unknown, path: string): number {
  const first = Array.isArray(body) ? (body[0] as { result?: { aggregateFields?: { count?: { integerValue?: string } } } }) : undefined;
  const count = Number(first?.result?.aggregateFields?.count?.integerValue);
  if (!Number.isSafeInteger(count)) throw new FirestoreError({ kind: "bad-response", path, message: `Firestore answered ${path} without a count` });
  return count;
}

type Credentials = {
  authorize(): Promise<string>;
  /** Forgets a refused token; false when there is nothing to renew (the emulator). */
  invalidate(authorization: string): boolean;
};

function credentialsFor(config: FirestoreConfig, fetchImpl: typeof fetch): Credentials {
  // The emulator treats "Bearer owner" as an administrator that bypasses the rules.
  if (config.emulatorHost) return { authorize: () => Promise.resolve("Bearer owner"), invalidate: () => false };
  if (!config.serviceAccountJson) throw new TypeError("createFirestoreClient needs emulatorHost or serviceAccountJson");
  const tokens = createTokenSource(config.serviceAccountJson, { fetch: fetchImpl, cache: config.tokenCache });
  return {
    authorize: async () => `Bearer ${await tokens.getAccessToken()}`,
    invalidate: (authorization) => {
      tokens.invalidate(authorization.replace(/^Bearer /, ""));
      return true;
    },
  };
}

/** Every failure leaves the client as a FirestoreError naming the call's path. */
function toFirestoreError(caught: unknown, path: string, timedOut: boolean): FirestoreError {
  if (caught instanceof FirestoreError) {
    if (caught.path === path) return caught;
    return new FirestoreError({ kind: caught.kind, path, status: caught.status, message: caught.message, reason: caught.reason, cause: caught });
  }
  return new FirestoreError({ kind: timedOut ? "timeout" : "bad-response", path, cause: caught });
}

/** Settles like `promise`, or rejects as soon as the signal aborts: nothing outlives the deadline. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Firestore's own words for a 400 ("Timestamp out of range…"), without the request's details. */
function invalidArgumentReason(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string" && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON: the plain text below
  }
  return body.trim().slice(0, 300) || "Firestore could not use a value it was given";
}
