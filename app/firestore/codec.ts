/**
 * Firestore REST value codec: turns the typed JSON of the REST API into plain
 * JavaScript values and back. Pure: no I/O, safe in workerd and in Node.
 */

export type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  // Proto3 JSON writes NaN and the infinities as strings.
  | { doubleValue: number | "NaN" | "Infinity" | "-Infinity" }
  | { booleanValue: boolean }
  | { nullValue: null | "NULL_VALUE" }
  | { timestampValue: string }
  | { mapValue: { fields?: FirestoreFields } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { referenceValue: string }
  | { bytesValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } };

type FirestoreFields = Record<string, FirestoreValue>;

export type FirestoreDocument = {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields?: FirestoreFields;
  createTime?: string;
  updateTime?: string;
};

type DecodedDocument = {
  id: string;
  /** Path relative to `documents/`, e.g. "Services/online-color-analysis". */
  path: string;
  data: Record<string, unknown>;
  updateTime?: string;
};

export function decodeValue(value: FirestoreValue): unknown {
  if (typeof value !== "object" || value === null) {
    throw new TypeError(`Expected a Firestore value object, got ${describe(value)}`);
  }
  if ("stringValue" in value) return value.stringValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  if ("booleanValue" in value) return value.booleanValue;
  if ("nullValue" in value) return null;
  if ("timestampValue" in value) return normaliseTimestamp(value.timestampValue);
  if ("mapValue" in value) return decodeFields(value.mapValue.fields);
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ("referenceValue" in value) return documentPath(value.referenceValue);
  if ("bytesValue" in value) return value.bytesValue;
  if ("geoPointValue" in value) {
    // Proto3 JSON leaves out zero coordinates.
    return {
      latitude: value.geoPointValue.latitude ?? 0,
      longitude: value.geoPointValue.longitude ?? 0,
    };
  }
  throw new TypeError(`Unknown Firestore value with keys: ${Object.keys(value).join(", ")}`);
}

export function decodeFields(fields: FirestoreFields | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) data[key] = decodeValue(value);
  return data;
}

export function decodeDocument(doc: FirestoreDocument): DecodedDocument {
  const decoded: DecodedDocument = {
    id: documentId(doc.name),
    path: documentPath(doc.name),
    data: decodeFields(doc.fields),
  };
  if (doc.updateTime !== undefined) decoded.updateTime = normaliseTimestamp(doc.updateTime);
  return decoded;
}

/** The last segment of a document name or path. */
export function documentId(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** A document name relative to `documents/`; relative paths are returned unchanged. */
function documentPath(name: string): string {
  if (!name.startsWith("projects/")) return name;
  const marker = "/documents/";
  const at = name.indexOf(marker);
  return at === -1 ? name : name.slice(at + marker.length);
}

/** Firestore answers with up to nanoseconds; the site works with `Date#toISOString()` strings. */
function normaliseTimestamp(timestamp: string): string {
  const date = new Date(timestamp.replace(/(\.\d{3})\d+/, "$1"));
  if (Number.isNaN(date.getTime())) throw new TypeError(`Invalid Firestore timestamp: ${timestamp}`);
  return date.toISOString();
}

export function encodeValue(value: unknown): FirestoreValue {
  return encode(value, []);
}

export function encodeFields(data: Record<string, unknown>): FirestoreFields {
  return encodeObject(data, []);
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function encode(value: unknown, ancestors: object[]): FirestoreValue {
  switch (typeof value) {
    case "undefined":
      return { nullValue: null };
    case "string":
      return { stringValue: value };
    case "boolean":
      return { booleanValue: value };
    case "number":
      if (Number.isSafeInteger(value)) return { integerValue: String(value) };
      if (Number.isFinite(value)) return { doubleValue: value };
      return { doubleValue: String(value) as "NaN" | "Infinity" | "-Infinity" };
    case "bigint":
      if (value >= MIN_SAFE && value <= MAX_SAFE) return { integerValue: value.toString() };
      throw new TypeError(`Cannot encode bigint ${value} as a Firestore value: outside the safe integer range`);
    case "object":
      break;
    default:
      throw new TypeError(`Cannot encode ${describe(value)} as a Firestore value`);
  }
  if (value === null) return { nullValue: null };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError("Cannot encode an invalid Date as a Firestore value");
    return { timestampValue: value.toISOString() };
  }
  if (ancestors.includes(value)) throw new TypeError("Cannot encode a circular structure as a Firestore value");
  if (Array.isArray(value)) {
    const inner = [...ancestors, value];
    // Array.from visits holes of sparse arrays too, so they become nulls.
    const values = Array.from(value as unknown[], (item) => {
      if (Array.isArray(item)) throw new TypeError("Firestore does not store an array directly inside an array");
      return encode(item, inner);
    });
    return { arrayValue: { values } };
  }
  if (isPlainObject(value)) return { mapValue: { fields: encodeObject(value, ancestors) } };
  throw new TypeError(`Cannot encode ${describe(value)} as a Firestore value`);
}

function encodeObject(data: Record<string, unknown>, ancestors: object[]): FirestoreFields {
  const inner = [...ancestors, data];
  const fields: FirestoreFields = {};
  for (const [key, value] of Object.entries(data)) fields[key] = encode(value, inner);
  return fields;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object") return value.constructor?.name ?? "object";
  return typeof value;
}

/** A structural check of one REST document, enough to decode it safely. */
export function isFirestoreDocument(value: unknown): value is FirestoreDocument {
  if (typeof value !== "object" || value === null) return false;
  const { name, fields } = value as Record<string, unknown>;
  return (
    typeof name === "string" &&
    (fields === undefined || (typeof fields === "object" && fields !== null && !Array.isArray(fields)))
  );
}

// Errors shared by the client, the query helpers and the auth module. They live
// here, in the one module all of them import, so that none imports the other.

export type FirestoreErrorKind =
  | "timeout"
  | "unavailable"
  | "permission-denied"
  | "bad-response"
  | "http"
  | "auth"
  /** A write's precondition failed: the document changed since `updateTime`, or exists when it should not. */
  | "conflict"
  /** A write that needed the document found none. */
  | "not-found"
  /** HTTP 400: Firestore could not use a value it was given (a date out of its range, a malformed cursor or id). */
  | "invalid-argument";

export class FirestoreError extends Error {
  override readonly name = "FirestoreError";
  readonly kind: FirestoreErrorKind;
  /** The document or collection path of the failed call, or the token endpoint. */
  readonly path: string;
  readonly status?: number;
  /** For "invalid-argument": Firestore's own words for what it could not use, fit to show. */
  readonly reason?: string;

  constructor(options: { kind: FirestoreErrorKind; path: string; status?: number; message?: string; reason?: string; cause?: unknown }) {
    const status = options.status === undefined ? "" : ` (HTTP ${options.status})`;
    super(options.message ?? `Firestore ${options.kind} error on ${options.path}${status}`, { cause: options.cause });
    this.kind = options.kind;
    this.path = options.path;
    if (options.status !== undefined) this.status = options.status;
    if (options.reason !== undefined) this.reason = options.reason;
  }
}

export function isFirestoreError(error: unknown): error is FirestoreError {
  return error instanceof FirestoreError;
}
