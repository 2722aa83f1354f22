import * as v from "valibot";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import { StudioUser, studioUserDocumentId, type StudioRole, type StudioUserRecord } from "~/schemas/studio-user";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

const STUDIO_USERS = COLLECTIONS.studioUsers.name;

/** The person's document: `StudioUsers/{their address, escaped as a document id}`. */
export const studioUserPath = (email: string) => `${STUDIO_USERS}/${studioUserDocumentId(email)}`;

export type StoredStudioUser = StudioUserRecord & { updateTime: string };

/**
 * The person's record, read from Firestore itself (never the edge cache): a role taken away or an
 * account switched off counts from the next request. Null when there is none or it is unreadable.
 */
export async function getStudioUser(app: AppContext, email: string): Promise<StoredStudioUser | null> {
  const doc = await app.firestore.getDocument(studioUserPath(email)).catch(rethrowUnavailable);
  return parseStudioUser(app, email, doc);
}

/** A StudioUsers document as read (null: none), checked against the schema; null when unreadable. */
function parseStudioUser(app: Pick<AppContext, "log">, email: string, doc: FirestoreDocument | null): StoredStudioUser | null {
  if (!doc) return null;
  const result = v.safeParse(StudioUser, decodeDocument(doc).data);
  if (!result.success) {
    app.log("invalid studio user", { email, issues: result.issues.slice(0, 3).map((issue) => issue.message) });
    return null;
  }
  return { ...result.output, updateTime: doc.updateTime ?? "" };
}

export async function listStudioUsers(app: AppContext): Promise<StoredStudioUser[]> {
  const docs = await app.firestore.runQuery({ collection: STUDIO_USERS, orderBy: [{ field: "email" }] }).catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const result = v.safeParse(StudioUser, decodeDocument(doc).data);
    return result.success ? [{ ...result.output, updateTime: doc.updateTime ?? "" }] : [];
  });
}

/** The record as it will be written: `createdAt` kept from the one it replaces. */
export function studioUserRecord(
  input: { email: string; role: StudioRole; active: boolean },
  { existing, actor }: { existing: StudioUserRecord | null; actor: string },
): Record<string, unknown> {
  const now = new Date();
  return {
    email: input.email,
    role: input.role,
    active: input.active,
    createdAt: existing ? new Date(existing.createdAt) : now,
    updatedAt: now,
    updatedBy: actor,
  };
}
