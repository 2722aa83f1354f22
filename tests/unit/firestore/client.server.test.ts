import { afterEach, describe, expect, it, vi } from "vitest";
import { createFirestoreClient, type FirestoreConfig } from "~/firestore/client.server";

const EMULATOR_BASE = "http://127.0.0.1:8080/v1/projects/demo-colour/databases/(default)/documents";
const DOC_NAME = "projects/demo-colour/databases/(default)/documents/Services/abc";

type Sent = { url: string; method: string; headers: Headers; body: unknown };
type Answer = (init: RequestInit) => Response | Promise<Response>;

function readBody(init: RequestInit): unknown {
  if (typeof init.body !== "string") return undefined;
  return new Headers(init.headers).get("content-type") === "application/json" ? JSON.parse(init.body) : init.body;
}

/** A Firestore stand-in that answers from a script and records every request. */
function server(...answers: Answer[]) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: readBody(init),
    });
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected request");
    return answer(init);
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const status = (code: number, body: unknown = { error: { code, message: "nope" } }) => () =>
  Response.json(body, { status: code });
const ok = (body: unknown) => status(200, body);
const document = ok({ name: DOC_NAME, fields: { status: { stringValue: "active" } } });
/** Never answers; gives up only when the caller aborts, as a real fetch does. */
const hangs: Answer = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
/** Never answers and ignores the abort signal: a misbehaving fetch. */
const hangsForever: Answer = () => new Promise(() => {});

function client(fake: ReturnType<typeof server>, overrides: Partial<FirestoreConfig> = {}) {
  const sleep = vi.fn(async (_ms: number) => {});
  const log = vi.fn();
  const firestore = createFirestoreClient({
    projectId: "demo-colour",
    emulatorHost: "127.0.0.1:8080",
    fetch: fake.fetch,
    sleep,
    log,
    ...overrides,
  });
  return { firestore, sleep, log };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Firestore client requests", () => {
  it("reads a document with GET as the emulator's administrator", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await expect(firestore.getDocument("Services/abc")).resolves.toEqual({
      name: DOC_NAME,
      fields: { status: { stringValue: "active" } },
    });
    expect(fake.sent).toEqual([
      expect.objectContaining({ url: `${EMULATOR_BASE}/Services/abc`, method: "GET", body: undefined }),
    ]);
    expect(fake.sent[0]!.headers.get("authorization")).toBe("Bearer owner");
  });

  it("reads only the fields asked for, as a mask", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await firestore.getDocument("Website/Data", { fields: ["navbar", "footer"] });
    expect(fake.sent[0]!.url).toBe(`${EMULATOR_BASE}/Website/Data?mask.fieldPaths=navbar&mask.fieldPaths=footer`);
  });

  it("answers null for a missing document without retrying or logging", async () => {
    const fake = server(status(404));
    const { firestore, sleep, log } = client(fake);
    await expect(firestore.getDocument("Services/missing")).resolves.toBeNull();
    expect(fake.sent).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("posts a structured query to documents:runQuery and returns its documents", async () => {
    const fake = server(ok([{ document: { name: DOC_NAME }, readTime: "2024-01-01T00:00:00Z" }, { readTime: "x" }]));
    const { firestore } = client(fake);
    const documents = await firestore.runQuery({ collection: "Services", where: [{ field: "status", equals: "active" }] });
    expect(documents).toEqual([{ name: DOC_NAME }]);
    expect(fake.sent[0]).toMatchObject({
      url: `${EMULATOR_BASE}:runQuery`,
      method: "POST",
      body: {
        structuredQuery: {
          from: [{ collectionId: "Services" }],
          where: { fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "active" } } },
        },
      },
    });
    expect(fake.sent[0]!.headers.get("content-type")).toBe("application/json");
  });

  it("reads several documents in one batchGet, in the order asked, null for the missing ones", async () => {
    const base = "projects/demo-colour/databases/(default)/documents";
    const fake = server(ok([{ missing: `${base}/StudioUsers/a@b.c/Sessions/xyz`, readTime: "x" }, { found: { name: `${base}/StudioUsers/a@b.c`, fields: {} }, readTime: "x" }]));
    const { firestore } = client(fake);
    const [user, session] = await firestore.getDocuments(["StudioUsers/a@b.c", "StudioUsers/a@b.c/Sessions/xyz"]);
    expect(user).toEqual({ name: `${base}/StudioUsers/a@b.c`, fields: {} });
    expect(session).toBeNull();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      url: `${EMULATOR_BASE}:batchGet`,
      method: "POST",
      body: { documents: [`${base}/StudioUsers/a@b.c`, `${base}/StudioUsers/a@b.c/Sessions/xyz`] },
    });
  });

  it("refuses a batchGet answer that leaves out a document it was asked for", async () => {
    const fake = server(ok([{ readTime: "x" }]));
    const { firestore } = client(fake);
    await expect(firestore.getDocuments(["Services/abc"])).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("queries a subcollection under its parent document", async () => {
    const fake = server(ok([{ readTime: "x" }]));
    const { firestore } = client(fake);
    await firestore.runQuery({ parent: "StudioUsers/a%2Fb@c.d", collection: "Sessions" });
    expect(fake.sent[0]!.url).toBe(`${EMULATOR_BASE}/StudioUsers/a%252Fb%40c.d:runQuery`);
    expect(fake.sent[0]!.body).toMatchObject({ structuredQuery: { from: [{ collectionId: "Sessions" }] } });
  });

  it("commits a deletion with its precondition beside an update", async () => {
    const fake = server(ok({ writeResults: [{}, {}] }));
    const { firestore } = client(fake);
    await firestore.commit([
      { path: "StudioUsers/a@b.c/Sessions/xyz", delete: true, options: { exists: true } },
      { path: "StudioAudit/1", data: { action: "Ended a studio session" }, options: { exists: false } },
    ]);
    const base = "projects/demo-colour/databases/(default)/documents";
    expect(fake.sent[0]!.body).toEqual({
      writes: [
        { delete: `${base}/StudioUsers/a@b.c/Sessions/xyz`, currentDocument: { exists: true } },
        { update: { name: `${base}/StudioAudit/1`, fields: { action: { stringValue: "Ended a studio session" } } }, currentDocument: { exists: false } },
      ],
    });
  });

  it("deletes under the version read: a deletion's updateTime precondition goes with it", async () => {
    const fake = server(ok({ writeResults: [{}] }));
    const { firestore } = client(fake);
    await firestore.commit([{ path: "ContactMessages/m1", delete: true, options: { updateTime: "2026-11-27T02:30:00.123456Z" } }]);
    expect(fake.sent[0]!.body).toEqual({
      writes: [{ delete: "projects/demo-colour/databases/(default)/documents/ContactMessages/m1", currentDocument: { updateTime: "2026-11-27T02:30:00.123456Z" } }],
    });
  });

  it("writes a whole document with PATCH and no update mask", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await firestore.writeDocument("Services/abc", { status: "active", position: 2 });
    expect(fake.sent[0]).toEqual(
      expect.objectContaining({
        url: `${EMULATOR_BASE}/Services/abc`,
        method: "PATCH",
        body: { fields: { status: { stringValue: "active" }, position: { integerValue: "2" } } },
      }),
    );
  });

  it("writes only the masked fields, and only to a document that exists when asked to", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await firestore.writeDocument("Services/abc", { price: 120 }, { fields: ["price", "updatedAt"], exists: true });
    const url = new URL(fake.sent[0]!.url);
    expect(url.searchParams.getAll("updateMask.fieldPaths")).toEqual(["price", "updatedAt"]);
    expect(url.searchParams.get("currentDocument.exists")).toBe("true");
  });

  it("reports a failed precondition as a conflict, not a failure to retry", async () => {
    const fake = server(status(400, { error: { code: 400, status: "FAILED_PRECONDITION", message: "the stored version does not match" } }));
    const { firestore, sleep } = client(fake);
    await expect(firestore.commit([{ path: "Services/abc", data: {}, options: { updateTime: "2026-01-01T00:00:00Z" } }])).rejects.toMatchObject({ kind: "conflict" });
    await expect(client(server(status(404))).firestore.writeDocument("Services/abc", {}, { exists: true })).rejects.toMatchObject({ kind: "not-found" });
    expect(sleep).not.toHaveBeenCalled();
    expect(fake.sent).toHaveLength(1);
  });

  it("commits several writes at once, each with its mask and precondition", async () => {
    const fake = server(ok({ writeResults: [{}, {}], commitTime: "2026-11-23T10:00:01Z" }));
    const { firestore } = client(fake);
    await firestore.commit([
      { path: "Website/Data", data: { faq: [] }, options: { fields: ["faq"], updateTime: "2026-11-23T10:00:00Z" } },
      { path: "StudioAudit/one", data: { actor: "a@b.example" }, options: { exists: false } },
    ]);
    expect(fake.sent[0]).toMatchObject({
      url: `${EMULATOR_BASE}:commit`,
      method: "POST",
      body: {
        writes: [
          {
            update: { name: "projects/demo-colour/databases/(default)/documents/Website/Data", fields: { faq: { arrayValue: {} } } },
            updateMask: { fieldPaths: ["faq"] },
            currentDocument: { updateTime: "2026-11-23T10:00:00Z" },
          },
          { update: { name: "projects/demo-colour/databases/(default)/documents/StudioAudit/one" }, currentDocument: { exists: false } },
        ],
      },
    });
  });

  it("counts a query's documents with an aggregation", async () => {
    const fake = server(ok([{ result: { aggregateFields: { count: { integerValue: "7" } } }, readTime: "2026-11-23T10:00:00Z" }]));
    const { firestore } = client(fake);
    await expect(firestore.countQuery({ collection: "ContactMessages", where: [{ field: "status", equals: "new" }] }, 100)).resolves.toBe(7);
    expect(fake.sent[0]).toMatchObject({
      url: `${EMULATOR_BASE}:runAggregationQuery`,
      body: { structuredAggregationQuery: { aggregations: [{ alias: "count", count: { upTo: "100" } }] } },
    });
  });

  it("creates a document with POST to its collection, under the id the caller chose", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await expect(firestore.createDocument("Services/abc", { status: "active" })).resolves.toBe("created");
    expect(fake.sent[0]).toMatchObject({ url: `${EMULATOR_BASE}/Services?documentId=abc`, method: "POST" });
  });

  it("answers already-exists when the document was created before, without logging a failure", async () => {
    const fake = server(status(409, { error: { code: 409, status: "ALREADY_EXISTS" } }));
    const { firestore, log } = client(fake);
    await expect(firestore.createDocument("Services/abc", { status: "active" })).resolves.toBe("already-exists");
    expect(log).not.toHaveBeenCalled();
  });

  it("stores a create once when the answer to the first attempt was lost: the retry finds it there", async () => {
    const fake = server(status(503), status(409, { error: { code: 409, status: "ALREADY_EXISTS" } }));
    const { firestore } = client(fake);
    await expect(firestore.createDocument("ContactMessages/9b1d", { name: "Ada" })).resolves.toBe("already-exists");
    expect(fake.sent.map((request) => request.url)).toEqual([
      `${EMULATOR_BASE}/ContactMessages?documentId=9b1d`,
      `${EMULATOR_BASE}/ContactMessages?documentId=9b1d`,
    ]);
  });

  it("refuses a create without an id before sending anything", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await expect(firestore.createDocument("Services/", {})).rejects.toThrow();
    expect(fake.sent).toHaveLength(0);
  });

  it("deletes a document with DELETE", async () => {
    const fake = server(ok({}));
    const { firestore } = client(fake);
    await firestore.deleteDocument("Services/abc");
    expect(fake.sent[0]).toMatchObject({ url: `${EMULATOR_BASE}/Services/abc`, method: "DELETE" });
  });

  it("escapes path segments and honours a named database", async () => {
    const fake = server(document);
    const { firestore } = client(fake, { databaseId: "site" });
    await firestore.getDocument("Services/a b?");
    expect(fake.sent[0]!.url).toBe(
      "http://127.0.0.1:8080/v1/projects/demo-colour/databases/site/documents/Services/a%20b%3F",
    );
  });

  it("refuses a path with an empty segment before sending anything", async () => {
    const fake = server(document);
    const { firestore } = client(fake);
    await expect(firestore.getDocument("/Services//abc")).rejects.toThrow(TypeError);
    expect(fake.sent).toHaveLength(0);
  });

  it("requires credentials outside the emulator", () => {
    expect(() => createFirestoreClient({ projectId: "colour-studio" })).toThrow(/serviceAccountJson/);
  });
});

describe("Firestore client retries", () => {
  it("retries a 503 and returns the answer that follows", async () => {
    const fake = server(status(503), document);
    const { firestore, sleep, log } = client(fake);
    await expect(firestore.getDocument("Services/abc")).resolves.toMatchObject({ name: DOC_NAME });
    expect(fake.sent).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([429, 500, 504])("retries HTTP %i", async (code) => {
    const fake = server(status(code), status(code), document);
    const { firestore } = client(fake);
    await expect(firestore.getDocument("Services/abc")).resolves.toMatchObject({ name: DOC_NAME });
    expect(fake.sent).toHaveLength(3);
  });

  it("retries a network error", async () => {
    const fake = server(() => Promise.reject(new TypeError("fetch failed")), document);
    const { firestore } = client(fake);
    await expect(firestore.getDocument("Services/abc")).resolves.toMatchObject({ name: DOC_NAME });
    expect(fake.sent).toHaveLength(2);
  });

  it.each([
    [400, "invalid-argument"],
    [401, "auth"],
    [403, "permission-denied"],
    // ABORTED or ALREADY_EXISTS: a precondition the caller set, told as a conflict.
    [409, "conflict"],
  ])("does not retry HTTP %i and fails with kind %s", async (code, kind) => {
    const fake = server(status(code), document);
    const { firestore, sleep } = client(fake);
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({
      name: "FirestoreError",
      kind,
      status: code,
      path: "Services/abc",
    });
    expect(fake.sent).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("backs off exponentially and gives up as unavailable after the last attempt", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    const fake = server(...Array.from({ length: 10 }, () => status(503)));
    const { firestore, sleep, log } = client(fake);
    await expect(firestore.runQuery({ collection: "Services" })).rejects.toMatchObject({
      kind: "unavailable",
      status: 503,
      path: "Services:runQuery",
    });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200, 400, 800]);
    expect(fake.sent).toHaveLength(5);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      "firestore call failed",
      expect.objectContaining({ path: "Services:runQuery", kind: "unavailable", status: 503, attempts: 5 }),
    );
  });

  it("adds jitter to the backoff", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const fake = server(status(503), document);
    const { firestore, sleep } = client(fake);
    await firestore.getDocument("Services/abc");
    expect(sleep).toHaveBeenCalledWith(50);
  });

  it("stops retrying when the next attempt would not fit in the deadline", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    const fake = server(status(503), status(503), status(503), document);
    const { firestore, sleep } = client(fake, { deadlineMs: 250 });
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({ kind: "unavailable" });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100]);
    expect(fake.sent).toHaveLength(2);
  });
});

describe("Firestore client failures", () => {
  it.each([
    ["honours the abort signal", hangs],
    ["ignores the abort signal", hangsForever],
  ])("times out within the deadline when the server hangs and fetch %s", async (_kind, answer) => {
    const fake = server(answer);
    const { firestore, log } = client(fake, { deadlineMs: 200, sleep: undefined });
    const started = Date.now();
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({
      name: "FirestoreError",
      kind: "timeout",
      path: "Services/abc",
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(400);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("firestore call failed", expect.objectContaining({ kind: "timeout", attempts: 1 }));
  });

  it("times out while retrying when every attempt hangs after a 503", async () => {
    const fake = server(status(503), hangs);
    const { firestore } = client(fake, { deadlineMs: 300, sleep: undefined });
    const started = Date.now();
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(500);
    expect(fake.sent).toHaveLength(2);
  });

  it("logs a failure once with its path, kind, status, attempts and time", async () => {
    const fake = server(status(403));
    const { firestore, log } = client(fake);
    await expect(firestore.getDocument("Website/main")).rejects.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
    const [message, details] = log.mock.calls[0]!;
    expect(message).toBe("firestore call failed");
    expect(details).toMatchObject({ path: "Website/main", kind: "permission-denied", status: 403, attempts: 1 });
    expect(details.elapsedMs).toEqual(expect.any(Number));
  });

  it("reports a body that is not JSON as a bad response, without retrying", async () => {
    const fake = server(() => new Response("<html>proxy error</html>", { status: 200 }), document);
    const { firestore } = client(fake);
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({ kind: "bad-response", status: 200 });
    expect(fake.sent).toHaveLength(1);
  });

  it("reports a document answer without a name as a bad response", async () => {
    const fake = server(ok({ fields: {} }));
    const { firestore, log } = client(fake);
    await expect(firestore.writeDocument("Services/abc", {})).rejects.toMatchObject({
      kind: "bad-response",
      path: "Services/abc",
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("reports a runQuery answer that is not an array as a bad response on the query's path", async () => {
    const fake = server(ok({ document: { name: DOC_NAME } }));
    const { firestore, log } = client(fake);
    await expect(firestore.runQuery({ collection: "Services" })).rejects.toMatchObject({
      kind: "bad-response",
      path: "Services:runQuery",
    });
    expect(log).toHaveBeenCalledWith("firestore call failed", expect.objectContaining({ path: "Services:runQuery" }));
  });
});

describe("Firestore client with a service account", () => {
  async function serviceAccountJson(): Promise<string> {
    const pair = await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    );
    const der = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PRIVATE KEY-----\n`;
    return JSON.stringify({ client_email: "site@colour-studio.iam.gserviceaccount.com", private_key: pem });
  }

  it("calls production Firestore with the exchanged access token", async () => {
    const fake = server(ok({ access_token: "ya29.token", expires_in: 3600 }), document, document);
    const { firestore } = client(fake, {
      projectId: "colour-studio",
      emulatorHost: undefined,
      serviceAccountJson: await serviceAccountJson(),
    });
    await firestore.getDocument("Services/abc");
    await firestore.getDocument("Services/abc");
    expect(fake.sent.map((request) => request.url)).toEqual([
      "https://oauth2.googleapis.com/token",
      "https://firestore.googleapis.com/v1/projects/colour-studio/databases/(default)/documents/Services/abc",
      "https://firestore.googleapis.com/v1/projects/colour-studio/databases/(default)/documents/Services/abc",
    ]);
    expect(fake.sent[1]!.headers.get("authorization")).toBe("Bearer ya29.token");
  });

  it("drops a token that Firestore refuses with 401 and retries once with a new one", async () => {
    const tokenCache = {};
    const fake = server(
      ok({ access_token: "ya29.revoked", expires_in: 3600 }),
      status(401),
      ok({ access_token: "ya29.fresh", expires_in: 3600 }),
      document,
    );
    const { firestore } = client(fake, {
      projectId: "colour-studio",
      emulatorHost: undefined,
      serviceAccountJson: await serviceAccountJson(),
      tokenCache,
    });
    await expect(firestore.getDocument("Services/abc")).resolves.toMatchObject({ name: DOC_NAME });
    expect(fake.sent.map((request) => request.headers.get("authorization"))).toEqual([
      null,
      "Bearer ya29.revoked",
      null,
      "Bearer ya29.fresh",
    ]);
    expect(tokenCache).toMatchObject({ current: { token: "ya29.fresh" } });
  });

  it("gives up with kind auth when the new token is refused too", async () => {
    const fake = server(
      ok({ access_token: "ya29.one", expires_in: 3600 }),
      status(401),
      ok({ access_token: "ya29.two", expires_in: 3600 }),
      status(401),
    );
    const { firestore } = client(fake, {
      projectId: "colour-studio",
      emulatorHost: undefined,
      serviceAccountJson: await serviceAccountJson(),
    });
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({ kind: "auth", status: 401 });
    expect(fake.sent).toHaveLength(4);
  });

  it("fails with kind auth on the call's path when the token exchange is refused", async () => {
    const fake = server(status(400, { error: "invalid_grant" }), document);
    const { firestore, log } = client(fake, {
      projectId: "colour-studio",
      emulatorHost: undefined,
      serviceAccountJson: await serviceAccountJson(),
    });
    await expect(firestore.getDocument("Services/abc")).rejects.toMatchObject({
      kind: "auth",
      status: 400,
      path: "Services/abc",
    });
    expect(fake.sent).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
