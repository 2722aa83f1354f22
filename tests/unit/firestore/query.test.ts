import { describe, expect, it } from "vitest";
import { isFirestoreError } from "~/firestore/codec";
import { buildStructuredQuery, documentReference, parseRunQueryResponse } from "~/firestore/query";

const DOC = "projects/demo-colour/databases/(default)/documents/Services/a";

describe("buildStructuredQuery", () => {
  it("queries a whole collection without a where clause", () => {
    expect(buildStructuredQuery({ collection: "Services" })).toEqual({
      structuredQuery: { from: [{ collectionId: "Services" }] },
    });
  });

  it("turns one equality into a single field filter", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Services",
      where: [{ field: "status", equals: "active" }],
    });
    expect(structuredQuery.where).toEqual({
      fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "active" } },
    });
  });

  it("finds documents whose array field holds a value, and reads only the fields asked for", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Articles",
      where: [{ field: "photos", arrayContains: "abcdefghij0123456789" }],
      select: ["title", "photos"],
    });
    expect(structuredQuery.where).toEqual({
      fieldFilter: { field: { fieldPath: "photos" }, op: "ARRAY_CONTAINS", value: { stringValue: "abcdefghij0123456789" } },
    });
    expect(structuredQuery.select).toEqual({ fields: [{ fieldPath: "title" }, { fieldPath: "photos" }] });
  });

  it("finds documents whose array field holds any of up to 30 values, and refuses none or more", () => {
    const { structuredQuery } = buildStructuredQuery({ collection: "Articles", where: [{ field: "subSeasons", arrayContainsAny: ["soft-autumn", "deep-autumn"] }] });
    expect(structuredQuery.where).toEqual({
      fieldFilter: { field: { fieldPath: "subSeasons" }, op: "ARRAY_CONTAINS_ANY", value: { arrayValue: { values: [{ stringValue: "soft-autumn" }, { stringValue: "deep-autumn" }] } } },
    });
    expect(() => buildStructuredQuery({ collection: "Articles", where: [{ field: "photos", arrayContainsAny: [] }] })).toThrow(RangeError);
    expect(() => buildStructuredQuery({ collection: "Articles", where: [{ field: "photos", arrayContainsAny: Array.from({ length: 31 }, (_, i) => `p${i}`) }] })).toThrow(RangeError);
  });

  it("joins several equalities with AND", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Services",
      where: [
        { field: "status", equals: "active" },
        { field: "categorySlug", equals: "color-analysis" },
        { field: "position", equals: 2 },
      ],
    });
    expect(structuredQuery.where).toEqual({
      compositeFilter: {
        op: "AND",
        filters: [
          { fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "active" } } },
          {
            fieldFilter: { field: { fieldPath: "categorySlug" }, op: "EQUAL", value: { stringValue: "color-analysis" } },
          },
          { fieldFilter: { field: { fieldPath: "position" }, op: "EQUAL", value: { integerValue: "2" } } },
        ],
      },
    });
  });

  it("compares with null and NaN through unary filters", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Services",
      where: [
        { field: "deletedAt", equals: null },
        { field: "score", equals: NaN },
      ],
    });
    expect(structuredQuery.where).toEqual({
      compositeFilter: {
        op: "AND",
        filters: [
          { unaryFilter: { field: { fieldPath: "deletedAt" }, op: "IS_NULL" } },
          { unaryFilter: { field: { fieldPath: "score" }, op: "IS_NAN" } },
        ],
      },
    });
  });

  it("orders ascending unless told otherwise", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Services",
      orderBy: [{ field: "position" }, { field: "createdAt", direction: "DESCENDING" }],
    });
    expect(structuredQuery.orderBy).toEqual([
      { field: { fieldPath: "position" }, direction: "ASCENDING" },
      { field: { fieldPath: "createdAt" }, direction: "DESCENDING" },
    ]);
  });

  it("passes limit, offset and encoded cursors", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "Testimonials",
      orderBy: [{ field: "position" }],
      limit: 10,
      offset: 20,
      startAt: { values: [3], before: true },
      endAt: { values: ["z", new Date("2024-01-01T00:00:00Z")], before: false },
    });
    expect(structuredQuery).toMatchObject({
      limit: 10,
      offset: 20,
      startAt: { values: [{ integerValue: "3" }], before: true },
      endAt: { values: [{ stringValue: "z" }, { timestampValue: "2024-01-01T00:00:00.000Z" }], before: false },
    });
  });

  it("sends a document reference in a cursor as a reference to its full name, not as a string", () => {
    const { structuredQuery } = buildStructuredQuery({
      collection: "BookingRequests",
      orderBy: [
        { field: "createdAt", direction: "DESCENDING" },
        { field: "__name__", direction: "DESCENDING" },
      ],
      startAt: { values: [new Date("2026-05-01T09:30:00.250Z"), documentReference("demo-colour", "BookingRequests/abc")], before: false },
    });
    expect(structuredQuery.startAt).toEqual({
      values: [
        { timestampValue: "2026-05-01T09:30:00.250Z" },
        { referenceValue: "projects/demo-colour/databases/(default)/documents/BookingRequests/abc" },
      ],
      before: false,
    });
    const filtered = buildStructuredQuery({ collection: "BookingRequests", where: [{ field: "__name__", equals: documentReference("p", "BookingRequests/abc", "other") }] });
    expect(filtered.structuredQuery.where).toMatchObject({
      fieldFilter: { value: { referenceValue: "projects/p/databases/other/documents/BookingRequests/abc" } },
    });
  });

  it("refuses a reference to a path that is not a document", () => {
    expect(() => documentReference("p", "BookingRequests")).toThrow(TypeError);
    expect(() => documentReference("p", "BookingRequests//x/y")).toThrow(TypeError);
  });

  it("refuses a negative or fractional limit", () => {
    expect(() => buildStructuredQuery({ collection: "Services", limit: -1 })).toThrow(RangeError);
    expect(() => buildStructuredQuery({ collection: "Services", limit: 1.5 })).toThrow(RangeError);
  });
});

describe("parseRunQueryResponse", () => {
  it("keeps the documents and skips the trailing readTime element", () => {
    const body = [
      { document: { name: DOC, fields: { status: { stringValue: "active" } } }, readTime: "2024-01-01T00:00:00Z" },
      { document: { name: `${DOC}2` }, readTime: "2024-01-01T00:00:00Z" },
      { readTime: "2024-01-01T00:00:00Z", skippedResults: 1 },
    ];
    expect(parseRunQueryResponse(body)).toEqual([
      { name: DOC, fields: { status: { stringValue: "active" } } },
      { name: `${DOC}2` },
    ]);
  });

  it("reads an empty result as no documents", () => {
    expect(parseRunQueryResponse([{ readTime: "2024-01-01T00:00:00.000000Z" }])).toEqual([]);
  });

  it.each([
    ["an object", { error: { code: 400 } }],
    ["null", null],
    ["a string", "[]"],
  ])("throws a bad-response error when the body is %s", (_kind, body) => {
    let caught: unknown;
    try {
      parseRunQueryResponse(body);
    } catch (error) {
      caught = error;
    }
    expect(isFirestoreError(caught) && caught.kind).toBe("bad-response");
  });

  it("throws a bad-response error for a malformed document", () => {
    expect(() => parseRunQueryResponse([{ document: { fields: {} } }])).toThrow(/malformed document/);
  });
});
