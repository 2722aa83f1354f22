import { createFirestoreClient, type FirestoreConfig } from "~/firestore/client.server";
import { seedDocuments } from "./index";

/** The fields that the schemas decode from Firestore timestamps (they are ISO strings in the seed). */
const TIMESTAMP_FIELDS = ["createdAt", "updatedAt", "publishAt", "publishedAt"];

function withTimestamps(data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of TIMESTAMP_FIELDS) {
    const value = copy[field];
    if (typeof value === "string") copy[field] = new Date(value);
  }
  return copy;
}

/** Writes every demo document (a whole-document upsert, so running it twice changes nothing). */
export async function seedFirestore(config: FirestoreConfig): Promise<number> {
  const client = createFirestoreClient({ deadlineMs: 20_000, ...config });
  const queue = [...seedDocuments];
  const workers = Array.from({ length: 8 }, async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      await client.writeDocument(doc.path, withTimestamps(doc.data));
    }
  });
  await Promise.all(workers);
  // Read back once: proves the writes landed and warms a fresh emulator's query path.
  const categories = await client.runQuery({ collection: "ServiceCategories" });
  if (categories.length === 0) throw new Error("seeded ServiceCategories cannot be read back");
  return seedDocuments.length;
}
