import type { AppContext } from "./app-context.server";
import { isFirestoreError, type CommitWrite } from "./client.server";

/** Firestore refused a write made from what was read: a precondition failed (it changed since, or a document to create exists). */
export const isConflict = (error: unknown): boolean => isFirestoreError(error) && error.kind === "conflict";

/** Commits writes made from what was read, all or none: "conflict" when any of it changed since. */
export async function commitIfUnchanged(app: Pick<AppContext, "firestore">, writes: CommitWrite[]): Promise<"done" | "conflict"> {
  try {
    await app.firestore.commit(writes);
    return "done";
  } catch (error) {
    if (isConflict(error)) return "conflict";
    throw error;
  }
}
