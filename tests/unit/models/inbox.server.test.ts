import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildStructuredQuery } from "~/firestore/query";
import { decodeInboxCursor, encodeInboxCursor, INBOX_COLLECTIONS, pageQuery } from "~/models/inbox.server";
import { INBOX_STATUSES } from "~/schemas/inbox";

type Index = { collectionGroup: string; queryScope: string; fields: Array<{ fieldPath: string; order: string }> };
const INDEXES = (JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as { indexes: Index[] }).indexes;

const CURSOR = { createdAt: "2026-07-01T10:15:00.000Z", path: "BookingRequests/abc" };

describe("the inbox's queries", () => {
  // Unfiltered ("all"), ordering by createdAt alone (and __name__ the same way) needs no composite index.
  it("each one filtered by status has its composite index (the emulator would run it without one)", () => {
    for (const collection of Object.values(INBOX_COLLECTIONS)) {
      for (const direction of ["older", "newer"] as const) {
        const { structuredQuery } = buildStructuredQuery(pageQuery("p", collection, INBOX_STATUSES[0], direction, null));
        const needed = [
          { fieldPath: "status", order: "ASCENDING" },
          ...(structuredQuery.orderBy ?? []).map(({ field, direction: order }) => ({ fieldPath: field.fieldPath, order })),
        ];
        const indexes = INDEXES.filter((index) => index.collectionGroup === collection && index.queryScope === "COLLECTION");
        expect(indexes.map((index) => index.fields), `${collection} ${direction}`).toContainEqual(needed);
      }
    }
  });

  it("starts past the cursor in its own collection by time and reference", () => {
    const { structuredQuery } = buildStructuredQuery(pageQuery("demo-p", "BookingRequests", "all", "older", CURSOR));
    expect(structuredQuery.where).toBeUndefined();
    expect(structuredQuery.limit).toBe(26);
    expect(structuredQuery.startAt).toEqual({
      values: [{ timestampValue: CURSOR.createdAt }, { referenceValue: "projects/demo-p/databases/(default)/documents/BookingRequests/abc" }],
      before: false,
    });
  });

  it("in the other collection, keeps or skips requests of the cursor's very time by where their names sort", () => {
    // ContactMessages/… sorts after BookingRequests/…: reading down (descending) they came before the cursor.
    const down = buildStructuredQuery(pageQuery("p", "ContactMessages", "new", "older", CURSOR)).structuredQuery;
    expect(down.startAt).toEqual({ values: [{ timestampValue: CURSOR.createdAt }], before: false });
    const up = buildStructuredQuery(pageQuery("p", "ContactMessages", "new", "newer", CURSOR)).structuredQuery;
    expect(up.startAt).toEqual({ values: [{ timestampValue: CURSOR.createdAt }], before: true });
    expect(up.orderBy?.map((order) => order.direction)).toEqual(["ASCENDING", "ASCENDING"]);
  });
});

describe("inbox cursors", () => {
  it("round-trip a row's time and path in a URL-safe string", () => {
    const value = encodeInboxCursor({ kind: "contact", id: "0b5e-id_1", receivedAt: CURSOR.createdAt })!;
    expect(value).toMatch(/^[\w-]+$/);
    expect(decodeInboxCursor(value)).toEqual({ createdAt: CURSOR.createdAt, path: "ContactMessages/0b5e-id_1" });
  });

  it("refuse anything the inbox did not make", () => {
    const encode = (text: string) => Buffer.from(text).toString("base64url");
    for (const value of [
      "not base64!",
      encode("no separator"),
      encode(`${CURSOR.createdAt}|Services/abc`),
      encode(`${CURSOR.createdAt}|ContactMessages/../StudioUsers/x`),
      encode(`yesterday|ContactMessages/abc`),
    ]) {
      expect(decodeInboxCursor(value), value).toBeNull();
    }
  });
});
