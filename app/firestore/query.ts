/**
 * Builds `:runQuery` request bodies and reads their answers. Pure: no I/O.
 */
import { encodeValue, FirestoreError, isFirestoreDocument } from "./codec";
import type { FirestoreDocument, FirestoreValue } from "./codec";

export type QuerySpec = {
  /** A collection id under the database root, e.g. "Services", or under `parent`. */
  collection: string;
  /** The document whose subcollection is queried ("StudioUsers/ana@example.com"); the root when absent. */
  parent?: string;
  /** Filters joined with AND: a field equal to a value, an array field holding one (`arrayContains`), or any of up to 30 (`arrayContainsAny`). */
  where?: ReadonlyArray<{ field: string; equals: unknown } | { field: string; arrayContains: unknown } | { field: string; arrayContainsAny: readonly unknown[] }>;
  orderBy?: ReadonlyArray<{ field: string; direction?: "ASCENDING" | "DESCENDING" }>;
  /** Only these fields of each document (a projection); all of them when absent. */
  select?: readonly string[];
  limit?: number;
  offset?: number;
  startAt?: { values: readonly unknown[]; before: boolean };
  endAt?: { values: readonly unknown[]; before: boolean };
};

type FieldReference = { fieldPath: string };

type Filter =
  | { fieldFilter: { field: FieldReference; op: "EQUAL" | "ARRAY_CONTAINS" | "ARRAY_CONTAINS_ANY"; value: FirestoreValue } }
  | { unaryFilter: { field: FieldReference; op: "IS_NULL" | "IS_NAN" } }
  | { compositeFilter: { op: "AND"; filters: Filter[] } };

type Cursor = { values: FirestoreValue[]; before: boolean };

type StructuredQuery = {
  select?: { fields: FieldReference[] };
  from: [{ collectionId: string }];
  where?: Filter;
  orderBy?: Array<{ field: FieldReference; direction: "ASCENDING" | "DESCENDING" }>;
  limit?: number;
  offset?: number;
  startAt?: Cursor;
  endAt?: Cursor;
};

export function buildStructuredQuery(spec: QuerySpec): { structuredQuery: StructuredQuery } {
  const query: StructuredQuery = { from: [{ collectionId: spec.collection }] };

  const filters = (spec.where ?? []).map((filter): Filter => {
    if ("arrayContains" in filter) return { fieldFilter: { field: { fieldPath: filter.field }, op: "ARRAY_CONTAINS", value: queryValue(filter.arrayContains) } };
    if ("arrayContainsAny" in filter) return { fieldFilter: { field: { fieldPath: filter.field }, op: "ARRAY_CONTAINS_ANY", value: anyOf(filter.arrayContainsAny) } };
    return equalityFilter(filter.field, filter.equals);
  });
  if (filters.length === 1) query.where = filters[0];
  if (filters.length > 1) query.where = { compositeFilter: { op: "AND", filters } };

  if (spec.orderBy?.length) {
    query.orderBy = spec.orderBy.map(({ field, direction }) => ({
      field: { fieldPath: field },
      direction: direction ?? "ASCENDING",
    }));
  }
  if (spec.select) query.select = { fields: spec.select.map((field) => ({ fieldPath: field })) };
  if (spec.limit !== undefined) query.limit = count("limit", spec.limit);
  if (spec.offset !== undefined) query.offset = count("offset", spec.offset);
  if (spec.startAt) query.startAt = cursor(spec.startAt);
  if (spec.endAt) query.endAt = cursor(spec.endAt);

  return { structuredQuery: query };
}

// Firestore compares null and NaN only through unary filters, as the SDKs do.
function equalityFilter(field: string, equals: unknown): Filter {
  const fieldRef = { fieldPath: field };
  if (equals === null || equals === undefined) return { unaryFilter: { field: fieldRef, op: "IS_NULL" } };
  if (typeof equals === "number" && Number.isNaN(equals)) return { unaryFilter: { field: fieldRef, op: "IS_NAN" } };
  return { fieldFilter: { field: fieldRef, op: "EQUAL", value: queryValue(equals) } };
}

/** Firestore takes from 1 to 30 values for `array-contains-any`. */
const MOST_VALUES = 30;

function anyOf(values: readonly unknown[]): FirestoreValue {
  if (values.length === 0 || values.length > MOST_VALUES) throw new RangeError(`arrayContainsAny takes 1 to ${MOST_VALUES} values, got ${values.length}`);
  return { arrayValue: { values: values.map(queryValue) } };
}

function cursor(spec: { values: readonly unknown[]; before: boolean }): Cursor {
  return { values: spec.values.map(queryValue), before: spec.before };
}

/**
 * A document as a query value: what a cursor holds for `__name__` when a query is ordered by it.
 * Its own type, because a path is a string and `encodeValue` would send it as one.
 */
class DocumentReference {
  constructor(readonly name: string) {}
}

/**
 * The reference to the document at `path` ("BookingRequests/abc"): Firestore compares references by
 * their full resource name, so it names the project and database too.
 */
export function documentReference(projectId: string, path: string, databaseId = "(default)"): DocumentReference {
  const segments = path.split("/");
  if (segments.length % 2 !== 0 || segments.some((segment) => segment === "")) {
    throw new TypeError(`Not a document path: "${path}"`);
  }
  return new DocumentReference(`projects/${projectId}/databases/${databaseId}/documents/${path}`);
}

function queryValue(value: unknown): FirestoreValue {
  return value instanceof DocumentReference ? { referenceValue: value.name } : encodeValue(value);
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

/**
 * Reads the JSON array `:runQuery` answers with. Elements without `document`
 * only carry a `readTime` (progress, or the single element of an empty result).
 */
export function parseRunQueryResponse(body: unknown): FirestoreDocument[] {
  if (!Array.isArray(body)) throw badResponse("runQuery answered with something other than an array");
  const documents: FirestoreDocument[] = [];
  for (const element of body as unknown[]) {
    if (typeof element !== "object" || element === null) throw badResponse("runQuery answered with a non-object element");
    if (!("document" in element)) continue;
    if (!isFirestoreDocument(element.document)) throw badResponse("runQuery answered with a malformed document");
    documents.push(element.document);
  }
  return documents;
}

function badResponse(message: string): FirestoreError {
  return new FirestoreError({ kind: "bad-response", path: ":runQuery", message });
}
