import { createCookie } from "react-router";
import { env } from "cloudflare:test";
import { inject } from "vitest";
import type { FirestoreClient } from "~/firestore/client.server";
import { studioSessionDocument, studioSessionPath } from "~/models/studio-sessions.server";
import { studioUserPath } from "~/models/studio-users.server";
import type { StudioRole } from "~/schemas/studio-user";
import { ABSOLUTE_TIMEOUT_MS } from "~/studio/auth/session-policy";
import { newSessionToken, sessionIdOf } from "~/studio/auth/session-token";

/**
 * The secret the worker tests sign studio sessions with: the one vitest.config.ts gives the worker,
 * or this one, which `studioEnv` then hands the worker itself.
 */
export const STUDIO_TEST_SECRET = env.STUDIO_SESSION_SECRETS?.split(",")[0]?.trim() || "worker-test-studio-session-secret-0123456789abcdef";

/** Worker settings under which `studioCookie` is a valid session. */
export const studioEnv = { STUDIO_SESSION_SECRETS: env.STUDIO_SESSION_SECRETS || STUDIO_TEST_SECRET };

/**
 * A `Cookie` header for a signed-in studio session of `email`, made as app/studio/auth/session.server.ts
 * makes one after a verified sign-in: a session record in the project's Firestore, and a signed
 * cookie pointing to it (for https://…, hence the `__Host-` name), for a real account in the Auth
 * emulator, which the worker asks about every five minutes.
 */
export async function studioCookie(email: string, firestore: FirestoreClient, { secure = true }: { secure?: boolean } = {}): Promise<string> {
  const address = email.trim().toLowerCase();
  const token = newSessionToken();
  const uid = await firebaseAccount(address);
  const now = Date.now();
  await firestore.createDocument(
    studioSessionPath(await sessionIdOf(token)),
    studioSessionDocument({
      uid,
      email: address,
      signedInAt: now,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + ABSOLUTE_TIMEOUT_MS,
      authCheckedAt: now,
      userAgent: "worker test",
      browser: "unknown browser",
      place: "unknown",
    }),
  );
  return signedStudioCookie(token, { secure });
}

/** A `Cookie` header for the studio's session cookie holding `value`, signed as the worker signs it (or with another `secret`). */
export async function signedStudioCookie(value: unknown, { secure = true, secret = STUDIO_TEST_SECRET }: { secure?: boolean; secret?: string } = {}): Promise<string> {
  const cookie = createCookie(secure ? "__Host-studio_session" : "studio_session", {
    secrets: [secret],
    httpOnly: true,
    secure,
    sameSite: "strict",
    path: "/",
  });
  const header = await cookie.serialize(value);
  return header.slice(0, header.indexOf(";"));
}

/**
 * The user id of `email`'s account in the Auth emulator, made if there is none, and left as it is
 * if there is one (a new password would end that account's other sessions). A real account keeps
 * the session open past the worker's 5-minute Firebase check, however long a test file runs.
 */
async function firebaseAccount(email: string): Promise<string> {
  const call = async (method: string, body: unknown) => {
    const response = await fetch(`http://${inject("authEmulatorHost")}/identitytoolkit.googleapis.com/v1/${method}?key=any`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { localId?: string; users?: Array<{ localId: string }>; error?: { message?: string } };
  };
  const signUp = await call("accounts:signUp", { email, password: `test-${crypto.randomUUID()}`, emailVerified: true });
  const uid = signUp.localId ?? (signUp.error?.message === "EMAIL_EXISTS" ? (await call("accounts:lookup", { email: [email] })).users?.[0]?.localId : undefined);
  if (!uid) throw new Error(`The Auth emulator made no account for ${email}: ${signUp.error?.message ?? "no user id"}`);
  return uid;
}

/** What a `Cookie` header (or a Set-Cookie one) carries, decoded: React Router's base64 of the JSON value, before the signature. */
export function cookiePayload(cookie: string): unknown {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1).split(";")[0] ?? "");
  const bytes = Uint8Array.from(atob(value.slice(0, value.lastIndexOf("."))), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The session record a `Cookie` header (or a Set-Cookie one) points to: its id and path. */
export async function sessionOf(cookie: string): Promise<{ id: string; path: string }> {
  const token = cookiePayload(cookie);
  if (typeof token !== "string") throw new Error(`A studio session cookie carries a token, not ${JSON.stringify(token)}`);
  const id = await sessionIdOf(token);
  return { id, path: studioSessionPath(id) };
}

/** Gives `email` a role in the studio (a StudioUsers record), as `npm run studio:grant` does. */
export async function grantStudioUser(firestore: FirestoreClient, email: string, role: StudioRole = "editor"): Promise<void> {
  await firestore.writeDocument(studioUserPath(email.toLowerCase()), { email: email.toLowerCase(), role, active: true, createdAt: new Date() });
}
