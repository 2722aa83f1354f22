/**
 * Studio sessions in Firestore: `StudioSessions/{id}`, a top-level collection, so the cookie can
 * carry nothing but the secret whose hash is the id; the record names its person, whose StudioUsers
 * record is read next (docs/decisions/013-studio-sessions.md). Always Firestore itself, never the
 * edge cache: a deleted session must be gone at the next request.
 */
import * as v from "valibot";
import type { CommitWrite } from "~/firestore/client.server";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import { StudioSession, type StudioSessionRecord } from "~/schemas/studio-session";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { getStudioUser, type StoredStudioUser } from "./studio-users.server";
import { COLLECTIONS } from "./collections";

export const STUDIO_SESSIONS = COLLECTIONS.studioSessions.name;

export type StoredStudioSession = StudioSessionRecord & { id: string };

export const studioSessionPath = (id: string) => `${STUDIO_SESSIONS}/${id}`;

/** The document of a new session, `expireAt` included (the TTL policy's field). */
export function studioSessionDocument(record: Omit<StudioSessionRecord, "expireAt">): Record<string, unknown> {
  return { ...record, expireAt: new Date(record.expiresAt) };
}

/** The session with this id, or null. */
export async function readStoredSession(app: AppContext, id: string): Promise<StoredStudioSession | null> {
  return parseSession(app, await app.firestore.getDocument(studioSessionPath(id)).catch(rethrowUnavailable));
}

/**
 * The session and then its person's StudioUsers record: two reads, one after the other, since
 * only the session knows whose it is. No user is read for a session that is not there.
 */
export async function readSessionAndUser(app: AppContext, id: string): Promise<{ session: StoredStudioSession | null; user: StoredStudioUser | null }> {
  const session = await readStoredSession(app, id);
  if (!session) return { session: null, user: null };
  return { session, user: await getStudioUser(app, session.email) };
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

/** A commit takes up to 500 writes: the deletions and the change they go with fit in one. */
export const SESSION_LIST_LIMIT = 450;

/**
 * The person's sessions, newest first, whether or not they have timed out (the caller decides).
 * An equality filter alone, sorted here: Firestore's single-field index on `email` answers it, and
 * no composite index is needed (a person has a handful of sessions, never hundreds).
 */
export async function listSessions(app: AppContext, email: string): Promise<StoredStudioSession[]> {
  const docs = await app.firestore
    .runQuery({ collection: STUDIO_SESSIONS, where: [{ field: "email", equals: email }], limit: SESSION_LIST_LIMIT })
    .catch(rethrowUnavailable);
  return docs
    .flatMap((doc) => {
      const session = parseSession(app, doc);
      return session ? [session] : [];
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * The deletions of every session of the person but `keep`, to commit with the change that ends them
 * (a new role, switched off). No precondition: one that ended meanwhile must not fail the change.
 */
export async function sessionDeletionsOf(app: AppContext, email: string, keep?: string): Promise<CommitWrite[]> {
  const sessions = await listSessions(app, email);
  return sessions.filter((session) => session.id !== keep).map((session) => ({ path: studioSessionPath(session.id), delete: true as const }));
}
