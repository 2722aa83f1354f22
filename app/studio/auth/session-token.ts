/**
 * A session's secret and its id. The cookie carries 256 random bits; the record is stored under
 * their SHA-256, so what Firestore, the admins' sessions page and the audit log hold can never be
 * replayed as a cookie, even by someone who also had the signing secret.
 */
import { toBase64Url } from "~/platform/digest";

export function newSessionToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The record id of a session token: base64url of its SHA-256 (43 characters). */
export async function sessionIdOf(token: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))));
}

/** A session id as people may see it (the sessions page, the audit log): its first 8 characters. */
export const shortSessionId = (id: string) => `${id.slice(0, 8)}…`;

/** 43 characters of base64url: what `newSessionToken` and `sessionIdOf` make, and nothing else. */
export const isSessionToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

