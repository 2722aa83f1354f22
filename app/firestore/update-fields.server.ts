import type { AppContext } from "~/firestore/app-context.server";

/**
 * Writes these top-level fields of an existing document and leaves the others as they are (an
 * update mask). A field named with `undefined` is removed. Fails with a "not-found" FirestoreError
 * when the document does not exist, so it never makes a document of a few fields.
 */
export async function updateFields(app: Pick<AppContext, "firestore">, path: string, fields: Record<string, unknown>): Promise<void> {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await app.firestore.writeDocument(path, present, { fields: Object.keys(fields), exists: true });
}
