/**
 * The studio's sessions: a record on the server (app/models/studio-sessions.server.ts) and a
 * cookie that only points to it. The cookie is signed with STUDIO_SESSION_SECRETS, HttpOnly,
 * SameSite=Strict, `__Host-` over https and Secure everywhere but plain-http localhost; it holds
 * nothing but a random secret whose hash names the record (who the person is lives only on the
 * server). Deleting the record ends the session, wherever copies of the cookie are
 * (docs/decisions/013-studio-sessions.md).
 */
import { needsSecureCookies } from "~/site/cookie-security";
import { carriesStudioSession, STUDIO_SESSION_COOKIE } from "~/site/studio-routes";
import { createCookie } from "react-router";
import type { CommitWrite } from "~/firestore/client.server";
import {
  readSessionAndUser,
  SESSION_LIST_LIMIT,
  sessionDeletionsOf,
  studioSessionDocument,
  studioSessionPath,
  type StoredStudioSession,
} from "~/models/studio-sessions.server";
import type { StudioSessionRecord } from "~/schemas/studio-session";
import { ANY_VERSION, commitChange, type DocumentChange } from "../change.server";
import type { StoredStudioUser } from "~/models/studio-users.server";
import type { AppContext } from "~/firestore/app-context.server";
import type { AppConfig } from "~/platform/env.server";
import { browserSummary, coarsePlace, USER_AGENT_MAX } from "./browser-summary";
import { lookupFirebaseAccount } from "./identity-admin.server";
import { ABSOLUTE_TIMEOUT_MS, accountProblem, needsAuthCheck, needsTouch, sessionVerdict } from "./session-policy";
import { isSessionToken, newSessionToken, sessionIdOf } from "./session-token";
import { revokeDevicesOf } from "./device-cookie.server";
import { accountKeyOf } from "./sign-in-limits.server";



function sessionCookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? `__Host-${STUDIO_SESSION_COOKIE}` : STUDIO_SESSION_COOKIE;
}

function sessionCookie(config: AppConfig, request: Request) {
  return createCookie(sessionCookieName(request), {
    secrets: config.studio.sessionSecrets,
    httpOnly: true,
    // Plain http on this machine (npm start, the tests) is the only place it goes without Secure.
    secure: needsSecureCookies(request),
    sameSite: "strict",
    path: "/",
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

/**
 * The session id the request's cookie points to, if the cookie is ours and intact: the SHA-256 of
 * its token. A cookie of any other shape (an older `{ email, token }` one included) points nowhere.
 */
async function readCookie(config: AppConfig, request: Request): Promise<string | null> {
  if (config.studio.sessionSecrets.length === 0) return null;
  const value: unknown = await sessionCookie(config, request)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return isSessionToken(value) ? sessionIdOf(value) : null;
}

/**
 * Whether the request carries a session cookie this site signed (no Firestore read: the session
 * itself may have ended). Enough to let a post be large; never enough to let it do anything.
 */
export async function carriesSignedSession(config: AppConfig, request: Request): Promise<boolean> {
  return (await readCookie(config, request)) !== null;
}

type SessionLookup =
  /** No session: none sent, or one that is over (the cookie, if any, is to be cleared). */
  | { kind: "none"; hadCookie: boolean }
  /** The session is due for a Firebase check and Firebase could not be asked: refused, not ended. */
  | { kind: "unconfirmed"; email: string }
  | { kind: "open"; session: StoredStudioSession; user: StoredStudioUser | null };

/**
 * The request's session and then its person's record, from Firestore itself, once per request. A
 * session past its time, or whose Firebase account is disabled or has a newer password, is
 * deleted here; an open one has `lastSeenAt` (and `authCheckedAt`) noted after the response.
 */
export function lookupSession(app: AppContext, request: Request): Promise<SessionLookup> {
  return app.once("studio-session", () => findSession(app, request));
}

async function findSession(app: AppContext, request: Request): Promise<SessionLookup> {
  const id = await readCookie(app.config, request);
  const hadCookie = carriesStudioSession(request.headers.get("Cookie"));
  if (!id) return { kind: "none", hadCookie };
  const { session, user } = await readSessionAndUser(app, id);
  if (!session) return { kind: "none", hadCookie };

  const now = Date.now();
  const verdict = sessionVerdict(session, now);
  if (verdict !== "open") {
    app.waitUntil(deleteSession(app, id).catch((error: unknown) => app.log("ended studio session not deleted", { error: String(error) })));
    return { kind: "none", hadCookie };
  }

  const touch: { lastSeenAt?: number; authCheckedAt?: number } = {};
  if (needsAuthCheck(session, now)) {
    let problem: string | null;
    try {
      problem = accountProblem(await lookupFirebaseAccount(app.config, session.uid), session.signedInAt);
    } catch (error) {
      // Fail closed: without Firebase's word the session is not trusted, but it is kept for when Firebase answers again.
      app.log("studio session refused: Firebase could not confirm the account", { error: String(error) });
      return { kind: "unconfirmed", email: session.email };
    }
    if (problem) {
      app.log("studio session ended by Firebase", { reason: problem });
      await deleteSession(app, id);
      return { kind: "none", hadCookie };
    }
    touch.authCheckedAt = now;
  }
  if (touch.authCheckedAt || needsTouch(session, now)) touch.lastSeenAt = now;
  if (touch.lastSeenAt) {
    app.waitUntil(touchSession(app, id, touch).catch((error: unknown) => app.log("studio session not touched", { error: String(error) })));
  }
  return { kind: "open", session: { ...session, ...touch }, user };
}

/**
 * Starts a session for a person Firebase has just signed in: a new record, and the Set-Cookie
 * header that points to it. A session the browser already had is ended first (no fixation).
 */
export async function startSession(app: AppContext, request: Request, identity: { uid: string; email: string; signedInAt?: number }): Promise<string> {
  // An unsigned session cookie would be a forgeable one.
  if (app.config.studio.sessionSecrets.length === 0) throw new Error("STUDIO_SESSION_SECRETS is not set: no studio session can be signed");
  const previous = await readCookie(app.config, request);
  if (previous) await deleteSession(app, previous);

  const now = Date.now();
  const signedInAt = Math.min(identity.signedInAt ?? now, now);
  const email = identity.email.trim().toLowerCase();
  const token = newSessionToken();
  const userAgent = request.headers.get("User-Agent");
  await createSession(app, await sessionIdOf(token), {
    uid: identity.uid,
    email,
    signedInAt,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + ABSOLUTE_TIMEOUT_MS,
    // The sign-in itself is Firebase's last word on the account.
    authCheckedAt: signedInAt,
    userAgent: (userAgent ?? "").slice(0, USER_AGENT_MAX),
    browser: browserSummary(userAgent),
    place: coarsePlace((request as { cf?: unknown }).cf),
  });
  return sessionCookie(app.config, request).serialize(token);
}

/** Signs out: deletes the request's session record and returns the Set-Cookie header that clears the cookie. */
export async function endSession(app: AppContext, request: Request): Promise<string> {
  const id = await readCookie(app.config, request);
  if (id) await deleteSession(app, id);
  return clearedSessionCookie(app.config, request);
}

/**
 * Ends every session of the person, or all but `keep` (a session id), and revokes the person's
 * device cookies: how many sessions it ended. Called on a password change, a password reset and
 * an admin's "end sessions".
 */
export async function endSessionsOf(app: AppContext, email: string, options: { keep?: string } = {}): Promise<number> {
  const person = email.trim().toLowerCase();
  // A new password or sessions ended by an admin: no browser is trusted for the account any more (device cookies).
  await revokeDevicesOf(app, await accountKeyOf(app, person));
  let deleted = 0;
  // A page at a time; a person rarely has more than a few.
  for (;;) {
    const deletions = await sessionDeletionsOf(app, person, options.keep);
    if (deletions.length > 0) {
      await commitChange(app, { actor: { email: person }, audit: null, limit: false, changes: [], alongside: deletions });
      deleted += deletions.length;
    }
    if (deletions.length < SESSION_LIST_LIMIT - 1) return deleted;
  }
}

/**
 * The deletions of every session of the person, for the caller to commit together with the change
 * that ends them (switched off, a new role), so that no failure can land between the two.
 */
export function sessionDeletesOf(app: AppContext, email: string): Promise<CommitWrite[]> {
  return sessionDeletionsOf(app, email.trim().toLowerCase());
}

/** The Set-Cookie header that removes the session cookie from the browser (the record is not touched). */
export function clearedSessionCookie(config: AppConfig, request: Request): Promise<string> {
  return sessionCookie(config, request).serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * A session record's own changes: through the studio's one write, unaudited and outside the save
 * limit (bookkeeping, not a person's change: app/studio/change.server.ts).
 */
function changeSession(app: AppContext, email: string, change: DocumentChange) {
  return commitChange(app, { actor: { email }, audit: null, limit: false, changes: [change] });
}

async function createSession(app: AppContext, id: string, record: Omit<StudioSessionRecord, "expireAt">): Promise<void> {
  const result = await changeSession(app, record.email, { path: studioSessionPath(id), seen: "", write: studioSessionDocument(record), whole: true });
  // 256 random bits do not collide; a retried commit whose first answer was lost finds its own record.
  if (result.status !== "saved") app.log("studio session id already taken", { id: id.slice(0, 8) });
}

/**
 * Notes a request (and a Firebase check) on a session that still exists: a session deleted in the
 * meantime (signed out, ended by an admin) stays deleted rather than coming back as a stub.
 */
async function touchSession(app: AppContext, id: string, fields: Partial<Pick<StudioSessionRecord, "lastSeenAt" | "authCheckedAt">>): Promise<void> {
  await changeSession(app, "", { path: studioSessionPath(id), seen: ANY_VERSION, write: fields });
}

/** Deletes a session record; one already gone is what was wanted. */
async function deleteSession(app: AppContext, id: string): Promise<void> {
  await changeSession(app, "", { path: studioSessionPath(id), seen: ANY_VERSION, write: "delete" });
}
