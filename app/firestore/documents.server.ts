/**
 * The generic document layer the models read through: a read goes through the edge cache, is
 * decoded, and each document is checked against its entity's schema. It knows no collection.
 *
 * The edge cache stores documents decoded but not validated, so a schema change takes effect at
 * deploy without a purge (docs/decisions/002-cache-keys-and-purge.md).
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { documentReadTags, queryTags } from "~/platform/cache-tags";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { decodeDocument, type FirestoreDocument } from "./codec";
import type { QuerySpec } from "./query";

/** A decoded Firestore document before validation: what the edge cache stores. */
type RawDocument = { id: string; data: Record<string, unknown> };

/** A document that passed its schema, with its id (the last segment of its path). */
type ValidDocument<T> = { id: string; value: T };

type DocumentRead<S extends v.GenericSchema> = {
  /** Relative to the database root, e.g. "Website/Data". */
  path: string;
  schema: S;
  /** Only these top-level fields (a mask): a page that needs one section of a large document reads that. */
  fields?: readonly string[];
};

type CollectionQuery<S extends v.GenericSchema> = QuerySpec & {
  schema: S;
  /** Keep an empty answer in the edge cache (default); false for a lookup anyone can make up, such as a slug. */
  keepEmpty?: boolean;
};

/**
 * One document, or null when it does not exist or fails its schema (then it is logged).
 * When Firestore cannot answer and nothing usable is cached, throws the 503 response.
 */
export async function readDocument<S extends v.GenericSchema>(
  app: AppContext,
  { path, schema, fields }: DocumentRead<S>,
): Promise<ValidDocument<v.InferOutput<S>> | null> {
  const doc = await app
    .cached(
      fields ? `doc/${path}#${fields.join(",")}` : `doc/${path}`,
      async () => {
        const found = await app.firestore.getDocument(path, fields ? { fields } : undefined);
        return found ? toRawDocument(found) : null;
      },
      documentReadTags(path),
    )
    .catch(rethrowUnavailable);
  return doc ? validate(app, path, schema, doc) : null;
}

/**
 * The documents a query matches, in its order; those failing the schema are logged and left out.
 * When Firestore cannot answer and nothing usable is cached, throws the 503 response.
 */
export async function queryCollection<S extends v.GenericSchema>(
  app: AppContext,
  { schema, keepEmpty = true, ...query }: CollectionQuery<S>,
): Promise<Array<ValidDocument<v.InferOutput<S>>>> {
  const spec = canonicalSpec(query);
  const docs = await app
    .cached(
      `query/${JSON.stringify(spec)}`,
      async () => (await app.firestore.runQuery(spec)).map(toRawDocument),
      queryTags(collectionPath(spec)),
      keepEmpty ? {} : { keep: (found) => found.length > 0 },
    )
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => validate(app, `${spec.collection}/${doc.id}`, schema, doc) ?? []);
}

/**
 * How many documents a query matches, up to `upTo` (an aggregation: no document is read), through
 * the edge cache like a query. When Firestore cannot answer and nothing usable is cached, throws the 503 response.
 */
export async function countCollection(app: AppContext, query: QuerySpec, upTo: number): Promise<number> {
  const spec = canonicalSpec(query);
  return app
    .cached(`count/${upTo}/${JSON.stringify(spec)}`, () => app.firestore.countQuery(spec, upTo), queryTags(collectionPath(spec)))
    .catch(rethrowUnavailable);
}

/**
 * The query spec with its fields in one fixed order, so that the cache key (the spec as JSON) does not
 * depend on how a caller wrote it. Absent fields leave no trace in the JSON.
 */
function canonicalSpec({ collection, parent, where, orderBy, select, limit, offset, startAt, endAt }: QuerySpec): QuerySpec {
  return { collection, parent, where, orderBy, select, limit, offset, startAt, endAt };
}

/** The collection's path from the database root ("Articles/abc/Revisions" for a subcollection): what a write to one of its documents purges. */
function collectionPath({ parent, collection }: QuerySpec): string {
  return parent ? `${parent}/${collection}` : collection;
}

function toRawDocument(doc: FirestoreDocument): RawDocument {
  const { id, data } = decodeDocument(doc);
  return { id, data };
}

function validate<S extends v.GenericSchema>(
  app: AppContext,
  path: string,
  schema: S,
  doc: RawDocument,
): ValidDocument<v.InferOutput<S>> | null {
  const result = v.safeParse(schema, doc.data);
  if (result.success) return { id: doc.id, value: result.output };
  logInvalidDocument(app, path, result.issues);
  return null;
}

/** Logs a document (or a part of one, `Website/Data#navbar`) that failed its schema and was left out. */
export function logInvalidDocument(app: AppContext, path: string, issues: readonly v.BaseIssue<unknown>[]): void {
  app.log("invalid document skipped", {
    path,
    issues: issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
  });
}

/**
 * Creates `collection/id` with `data`, once: "already-exists" when that id was stored before (the
 * same form sent twice, or its answer lost). Writes never go through the edge cache, and their
 * failures are the caller's to report (a form keeps what was typed), so they are not turned into a 503.
 */
export function createDocument(
  app: AppContext,
  { collection, id, data }: { collection: string; id: string; data: Record<string, unknown> },
): Promise<"created" | "already-exists"> {
  return app.firestore.createDocument(`${collection}/${id}`, data);
}
