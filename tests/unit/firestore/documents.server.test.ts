import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { encodeFields, FirestoreError, type FirestoreDocument } from "~/firestore/codec";
import { queryCollection, readDocument } from "~/firestore/documents.server";
import type { FirestoreClient } from "~/firestore/client.server";
import type { QuerySpec } from "~/firestore/query";
import { SITE_DEFAULTS } from "~/data/site-defaults";
import { getActiveServices, findActiveService } from "~/models/services.server";
import { getActiveTestimonials } from "~/models/testimonials.server";
import { getStartContent } from "~/models/start-content.server";
import { RETRY_AFTER_SECONDS } from "~/platform/responses.server";
import type { AppContext } from "~/firestore/app-context.server";
import { websiteData } from "../../../scripts/seed/website-data";

const Palette = v.object({ name: v.string(), hex: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/)) });

function firestoreDocument(path: string, data: Record<string, unknown>): FirestoreDocument {
  return { name: `projects/demo/databases/(default)/documents/${path}`, fields: encodeFields(data) };
}

type Store = { documents?: Record<string, Record<string, unknown>>; queries?: Record<string, FirestoreDocument[]> };

/**
 * An AppContext whose edge cache always misses and records the keys it was asked for and the
 * values it would store; Firestore answers from `store`, or fails with `failure`.
 */
function fakeApp(store: Store = {}, failure?: unknown) {
  const cacheKeys: string[] = [];
  const stored: unknown[] = [];
  const logs: Array<{ message: string; details: Record<string, unknown> | undefined }> = [];
  const queries: QuerySpec[] = [];
  const firestore: Pick<FirestoreClient, "getDocument" | "runQuery"> = {
    async getDocument(path) {
      if (failure) throw failure;
      const data = store.documents?.[path];
      return data ? firestoreDocument(path, data) : null;
    },
    async runQuery(spec) {
      if (failure) throw failure;
      queries.push(spec);
      return store.queries?.[spec.collection] ?? [];
    },
  };
  const perRequest = new Map<string, Promise<unknown>>();
  const app = {
    firestore,
    log: (message: string, details?: Record<string, unknown>) => logs.push({ message, details }),
    async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      cacheKeys.push(key);
      const value = await load();
      stored.push(value);
      return value;
    },
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!perRequest.has(key)) perRequest.set(key, load());
      return perRequest.get(key) as Promise<T>;
    },
  } as unknown as AppContext;
  return { app, cacheKeys, stored, logs, queries };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the read to throw");
}

describe("readDocument", () => {
  it("returns the document's id and its validated value", async () => {
    const { app } = fakeApp({ documents: { "Palettes/plum": { name: "Plum", hex: "#5c2a4d" } } });
    const doc = await readDocument(app, { path: "Palettes/plum", schema: Palette });
    expect(doc).toEqual({ id: "plum", value: { name: "Plum", hex: "#5c2a4d" } });
  });

  it("reads through the edge cache under doc/<path>", async () => {
    const { app, cacheKeys } = fakeApp({ documents: { "Website/Data": { a: 1 } } });
    await readDocument(app, { path: "Website/Data", schema: v.record(v.string(), v.unknown()) });
    expect(cacheKeys).toEqual(["doc/Website/Data"]);
  });

  it("reads a few fields of a document under a key of their own, from the same path", async () => {
    const { app, cacheKeys } = fakeApp({ documents: { "Palettes/plum": { name: "Plum", hex: "#8e4585" } } });
    await readDocument(app, { path: "Palettes/plum", schema: v.object({ name: v.string() }), fields: ["name"] });
    expect(cacheKeys).toEqual(["doc/Palettes/plum#name"]);
  });

  it("is null for a missing document, without logging it", async () => {
    const { app, logs } = fakeApp();
    expect(await readDocument(app, { path: "Palettes/none", schema: Palette })).toBeNull();
    expect(logs).toEqual([]);
  });

  it("is null for a document that fails its schema, and logs its path and the failing field", async () => {
    const { app, logs } = fakeApp({ documents: { "Palettes/bad": { name: "Bad", hex: "red" } } });
    expect(await readDocument(app, { path: "Palettes/bad", schema: Palette })).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toBe("invalid document skipped");
    expect(logs[0]?.details?.path).toBe("Palettes/bad");
    expect(logs[0]?.details?.issues).toEqual([expect.stringMatching(/^hex: /)]);
  });

  it("caches the decoded document before validation, so a schema change needs no purge", async () => {
    const { app, stored } = fakeApp({ documents: { "Palettes/bad": { name: "Bad", hex: "red" } } });
    await readDocument(app, { path: "Palettes/bad", schema: Palette });
    expect(stored).toEqual([{ id: "bad", data: { name: "Bad", hex: "red" } }]);
  });
});

describe("queryCollection", () => {
  const palettes = [
    firestoreDocument("Palettes/plum", { name: "Plum", hex: "#5c2a4d" }),
    firestoreDocument("Palettes/broken", { name: "Broken" }),
    firestoreDocument("Palettes/linen", { name: "Linen", hex: "#efe6d8" }),
  ];

  it("leaves out a document that fails its schema, keeps the others in order, and logs the one left out", async () => {
    const { app, logs } = fakeApp({ queries: { Palettes: palettes } });
    const docs = await queryCollection(app, { collection: "Palettes", schema: Palette });
    expect(docs.map((doc) => doc.id)).toEqual(["plum", "linen"]);
    expect(logs.map(({ message, details }) => [message, details?.path])).toEqual([["invalid document skipped", "Palettes/broken"]]);
  });

  it("keys the cache by the query, whatever order its fields were written in", async () => {
    const { app, cacheKeys } = fakeApp();
    const where = [{ field: "status", equals: "active" }];
    const orderBy = [{ field: "position", direction: "ASCENDING" as const }];
    await queryCollection(app, { schema: Palette, orderBy, where, collection: "Palettes" });
    await queryCollection(app, { collection: "Palettes", where, orderBy, schema: Palette });
    expect(cacheKeys).toEqual([
      'query/{"collection":"Palettes","where":[{"field":"status","equals":"active"}],"orderBy":[{"field":"position","direction":"ASCENDING"}]}',
      'query/{"collection":"Palettes","where":[{"field":"status","equals":"active"}],"orderBy":[{"field":"position","direction":"ASCENDING"}]}',
    ]);
  });

  it("sends the query's filters and order to Firestore, not the schema", async () => {
    const { app, queries } = fakeApp();
    await queryCollection(app, { collection: "Palettes", where: [{ field: "status", equals: "active" }], limit: 3, schema: Palette });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ collection: "Palettes", where: [{ field: "status", equals: "active" }], limit: 3 });
    expect(queries[0]).not.toHaveProperty("schema");
  });

  it("sends a projection and a subcollection's parent to Firestore, and keys the cache by them", async () => {
    const { app, queries, cacheKeys } = fakeApp();
    await queryCollection(app, { collection: "Palettes", parent: "Website/Data", select: ["name"], schema: Palette });
    expect(queries[0]).toMatchObject({ collection: "Palettes", parent: "Website/Data", select: ["name"] });
    expect(cacheKeys[0]).toBe('query/{"collection":"Palettes","parent":"Website/Data","select":["name"]}');
  });
});

describe("Firestore unavailable", () => {
  const outage = new FirestoreError({ kind: "timeout", path: "Palettes/plum" });

  it("a document read becomes the 503 response with Retry-After", async () => {
    const { app } = fakeApp({}, outage);
    const error = await thrown(readDocument(app, { path: "Palettes/plum", schema: Palette }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
    expect((error as Response).headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
  });

  it("a query becomes the 503 response with Retry-After", async () => {
    const { app } = fakeApp({}, outage);
    const error = await thrown(queryCollection(app, { collection: "Palettes", schema: Palette }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
    expect((error as Response).headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
  });

  it("an error that is not Firestore's passes through as it is, to become a 500", async () => {
    const bug = new TypeError("a bug");
    const { app } = fakeApp({}, bug);
    expect(await thrown(readDocument(app, { path: "Palettes/plum", schema: Palette }))).toBe(bug);
  });

  it("every model's read gives the 503: the start content, services and testimonials", async () => {
    const firstTestimonials = (app: AppContext) => getActiveTestimonials(app, { category: null, offset: 0, limit: 9 });
    for (const read of [getStartContent, firstTestimonials, (app: AppContext) => getActiveServices(app, "wardrobe-audit")]) {
      const { app } = fakeApp({}, outage);
      const error = await thrown(read(app));
      expect((error as Response).status).toBe(503);
    }
  });
});

describe("the models' cache keys", () => {
  it("the start content reads Website/Data, Website/CustomPalettes and the categories under the keys purge and the cache already know", async () => {
    const { app, cacheKeys } = fakeApp();
    await getStartContent(app);
    await getStartContent(app); // once per request
    expect(cacheKeys.sort()).toEqual(['doc/Website/CustomPalettes', "doc/Website/Data", 'query/{"collection":"ServiceCategories"}']);
  });

  it("services keep their query keys; testimonials are read a page at a time", async () => {
    const { app, cacheKeys } = fakeApp();
    await getActiveServices(app, "wardrobe-audit");
    await findActiveService(app, "closet-edit");
    await getActiveTestimonials(app, { category: "wardrobe-audit", offset: 9, limit: 9 });
    expect(cacheKeys).toEqual([
      'query/{"collection":"Services","where":[{"field":"status","equals":"active"},{"field":"categorySlug","equals":"wardrobe-audit"}],"orderBy":[{"field":"position","direction":"ASCENDING"}]}',
      'query/{"collection":"Services","where":[{"field":"status","equals":"active"}]}',
      'query/{"collection":"Testimonials","where":[{"field":"status","equals":"active"},{"field":"category","equals":"wardrobe-audit"}],"orderBy":[{"field":"createdAt","direction":"DESCENDING"}],"limit":9,"offset":9}',
    ]);
  });
});

describe("website content", () => {
  it("a broken section falls back to its default, is logged as Website/Data#<field>, and the rest is kept", async () => {
    const { app, logs } = fakeApp({ documents: { "Website/Data": { ...websiteData, layoutColors: { bg_color: "red" } } } });
    const { website } = await getStartContent(app);
    expect(website.layoutColors).toEqual(SITE_DEFAULTS.layoutColors);
    expect(website.navbar).toEqual(websiteData.navbar);
    expect(logs.map(({ message, details }) => [message, details?.path])).toEqual([["invalid document skipped", "Website/Data#layoutColors"]]);
  });

  it("a missing Website/Data is logged once and every section with a default uses it", async () => {
    const { app, logs } = fakeApp();
    const { website, customPalettes, serviceCategories } = await getStartContent(app);
    expect(website.navbar).toEqual(SITE_DEFAULTS.navbar);
    expect(customPalettes).toEqual([]);
    expect(serviceCategories).toEqual([]);
    expect(logs).toEqual([{ message: "document missing, defaults used", details: { path: "Website/Data" } }]);
  });
});
