import { createFirestoreClient, type FirestoreConfig } from "~/firestore/client.server";
import { seedDocuments, type SeedDocument } from "./index";


/** The fields that the schemas decode from Firestore timestamps (they are ISO strings in the seed). */
const TIMESTAMP_FIELDS = ["createdAt", "updatedAt", "publishAt", "publishedAt", "uploadedAt"];

function withTimestamps(data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of TIMESTAMP_FIELDS) {
    const value = copy[field];
    if (typeof value === "string") copy[field] = new Date(value);
  }
  return copy;
}

/**
 * Writes every demo document (a whole-document upsert, so running it twice changes nothing), and
 * `photos`: the demo covers' `Photos/{id}` documents. Those need the drawn JPEG's size, which only
 * Node can draw (scripts/seed/media.ts: `seedDemo` passes them; the worker tests inject them).
 */
export async function seedFirestore(config: FirestoreConfig, { photos = [] }: { photos?: readonly SeedDocument[] } = {}): Promise<number> {
  const client = createFirestoreClient({ deadlineMs: 20_000, ...config });
  const documents = [...seedDocuments, ...photos];
  const queue = [...documents];
  const workers = Array.from({ length: 8 }, async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      await client.writeDocument(doc.path, withTimestamps(doc.data));
    }
  });
  await Promise.all(workers);
  // Read back once: proves the writes landed and warms a fresh emulator's query path.
  const categories = await client.runQuery({ collection: "ServiceCategories" });
  if (categories.length === 0) throw new Error("seeded ServiceCategories cannot be read back");
  return documents.length;
}
