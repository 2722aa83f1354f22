import { readFileSync } from "node:fs";
import type { QuerySpec } from "~/firestore/query";

/**
 * Which composite index a query needs, by Firestore's rules, and whether firestore.indexes.json
 * has it: the emulator runs any query without one, so only this check notices a missing index
 * before production answers FAILED_PRECONDITION.
 */
type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const INDEXES = (JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as { indexes: Index[] }).indexes;

/**
 * null when single-field indexes serve the query: no order, or an order on the one field filtered
 * (equality and array-contains filters alone are merged from single-field indexes). Otherwise the
 * index's fields: the filtered ones (any order among themselves), then the order.
 */
export function compositeIndexNeeded(spec: QuerySpec): { filtered: IndexField[]; ordered: IndexField[] } | null {
  const filtered = (spec.where ?? []).map((filter): IndexField =>
    "arrayContains" in filter || "arrayContainsAny" in filter ? { fieldPath: filter.field, arrayConfig: "CONTAINS" } : { fieldPath: filter.field, order: "ASCENDING" },
  );
  const ordered = (spec.orderBy ?? []).map(({ field, direction }) => ({ fieldPath: field, order: direction ?? "ASCENDING" }));
  const fields = new Set([...filtered, ...ordered].map((field) => field.fieldPath));
  if (ordered.length === 0 || fields.size <= 1) return null;
  return { filtered, ordered };
}

export function hasIndexFor(spec: QuerySpec): boolean {
  const needed = compositeIndexNeeded(spec);
  if (!needed) return true;
  const key = (field: IndexField) => JSON.stringify([field.fieldPath, field.order ?? null, field.arrayConfig ?? null]);
  const wanted = needed.filtered.map(key).sort();
  return INDEXES.some((index) => {
    if (index.collectionGroup !== spec.collection || index.queryScope !== "COLLECTION") return false;
    const head = index.fields.slice(0, index.fields.length - needed.ordered.length);
    const tail = index.fields.slice(index.fields.length - needed.ordered.length);
    return JSON.stringify(head.map(key).sort()) === JSON.stringify(wanted) && JSON.stringify(tail.map(key)) === JSON.stringify(needed.ordered.map(key));
  });
}
