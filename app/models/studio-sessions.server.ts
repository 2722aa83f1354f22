/**
 * Studio sessions in Firestore: `StudioUsers/{person}/Sessions/{id}`, beside the person's role, so
 * one `:batchGet` reads both (docs/decisions/013-studio-sessions.md). Always Firestore itself, never
 * the edge cache: a deleted session must be gone at the next request.
 */
import * as v from "valibot";
import { isFirestoreError, type CommitWrite } from "~/firestore/client.server";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import { StudioSession, type StudioSessionRecord } from "~/schemas/studio-session";
import type { AppContext } from "~/worker/app-context.server";
import { rethrowUnavailable } from "~/worker/responses.server";
import { parseStudioUser, studioUserPath, type StoredStudioUser } from "./studio-users.server";

export const SESSIONS = "Sessions";

export type StoredStudioSession = StudioSessionRecord & { id: string };

export const studioSessionPath = (email: string, id: string) => `${studioUserPath(email)}/${SESSIONS}/${id}`;

/** The document of a new session, `expireAt` included (the TTL policy's field). */
export function studioSessionDocument(record: Omit<StudioSessionRecord, "expireAt">): Record<string, unknown> {
  return { ...record, expireAt: new Date(record.expiresAt) };
}

/** The session and its person's StudioUsers record, in one round trip. Nulls for what is not there. */
export async function readSessionAndUser(
  app: AppContext,
  email: string,
  id: string,
): Promise<{ session: StoredStudioSession | null; user: StoredStudioUser | null }> {
  const [userDoc = null, sessionDoc = null] = await app.firestore
    .getDocuments([studioUserPath(email), studioSessionPath(email, id)])
    .catch(rethrowUnavailable);
  return { user: parseStudioUser(app, email, userDoc), session: parseSession(app, sessionDoc) };
}

function parseSession(app: Pick<AppContext, "log">, doc: FirestoreDocument | null): StoredStudioSession | null {
  if (!doc) return null;
  const { id, data } = decodeDocument(doc);
  const result = v.safeParse(StudioSession, data);
  if (!result.success) {
    app.log("invalid studio session", { id: id.slice(0, 8), issues: result.issues.slice(0, 3).map((issue) => issue.message) });
    return null;
  }
  return { ...result.output, id };
}

export async function createSession(app: AppContext, id: string, record: Omit<StudioSessionRecord, "expireAt">): Promise<void> {
  const outcome = await app.firestore.createDocument(studioSessionPath(record.email, id), studioSessionDocument(record)).catch(rethrowUnavailable);
  // 256 random bits do not collide; a retried create whose first answer was lost finds its own record.
  if (outcome === "already-exists") app.log("studio session id already taken", { id: id.slice(0, 8) });
}

/**
 * Notes a request (and a Firebase check) on a session that still exists: a session deleted in the
 * meantime (signed out, ended by an admin) stays deleted rather than coming back as a stub.
 */
export async function touchSession(
  app: AppContext,
  email: string,
  id: string,
  fields: Partial<Pick<StudioSessionRecord, "lastSeenAt" | "authCheckedAt">>,
): Promise<void> {
  try {
    await app.firestore.writeDocument(studioSessionPath(email, id), fields, { fields: Object.keys(fields), exists: true });
  } catch (error) {
    if (isFirestoreError(error) && error.kind === "not-found") return;
    throw error;
  }
}

export async function deleteSession(app: AppContext, email: string, id: string): Promise<void> {
  await app.firestore.deleteDocument(studioSessionPath(email, id)).catch(rethrowUnavailable);
}

const LIST_LIMIT = 200;

/** The person's sessions, newest first, whether or not they have timed out (the caller decides). */
export async function listSessions(app: AppContext, email: string): Promise<StoredStudioSession[]> {
  const docs = await app.firestore
    .runQuery({ parent: studioUserPath(email), collection: SESSIONS, orderBy: [{ field: "createdAt", direction: "DESCENDING" }], limit: LIST_LIMIT })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const session = parseSession(app, doc);
    return session ? [session] : [];
  });
}

/** The deletion of one session, to commit with its audit entry; a "conflict" when it had already ended. */
export function sessionDeletion(email: string, id: string): CommitWrite {
  return { path: studioSessionPath(email, id), delete: true, options: { exists: true } };
}

/** Deletes every session of the person but `keep`; how many it deleted. */
export async function deleteSessionsOf(app: AppContext, email: string, keep?: string): Promise<number> {
  let deleted = 0;
  // A page at a time (a commit takes up to 500 writes); a person rarely has more than a few.
  for (;;) {
    const sessions = await listSessions(app, email);
    const ids = sessions.map((session) => session.id).filter((id) => id !== keep);
    if (ids.length > 0) {
      await app.firestore.commit(ids.map((id) => ({ path: studioSessionPath(email, id), delete: true as const }))).catch(rethrowUnavailable);
      deleted += ids.length;
    }
    if (sessions.length < LIST_LIMIT || ids.length === 0) return deleted;
  }
}
