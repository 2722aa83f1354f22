import { createCookieFactory, type SignFunction } from "@remix-run/server-runtime";
import { env } from "cloudflare:test";
import type { FirestoreClient } from "~/firestore/client.server";
import type { StudioRole } from "~/schemas/studio-user";

/**
 * The secret the worker tests sign studio sessions with: the one vitest.config.ts gives the worker,
 * or this one, which `studioEnv` then hands the worker itself.
 */
export const STUDIO_TEST_SECRET = env.STUDIO_SESSION_SECRETS?.split(",")[0]?.trim() || "worker-test-studio-session-secret-0123456789abcdef";

/** Worker settings under which `studioCookie` is a valid session. */
export const studioEnv = { STUDIO_SESSION_SECRETS: env.STUDIO_SESSION_SECRETS || STUDIO_TEST_SECRET };

// @remix-run/cloudflare's `createCookie` is this factory with Web Crypto signing (its dist/crypto.js).
// Its CommonJS index cannot be loaded inside the test pool, so the factory is built here the same way.
const sign: SignFunction = async (value, secret) => {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return `${value}.${btoa(String.fromCharCode(...new Uint8Array(signature))).replace(/=+$/, "")}`;
};
const createCookie = createCookieFactory({ sign, unsign: () => Promise.resolve(false) });

/**
 * A `Cookie` header for a signed-in studio session of `email`, signed as app/studio/session.server.ts
 * signs one after a verified sign-in (for https://…, hence the `__Host-` name).
 */
export async function studioCookie(email: string, { secure = true }: { secure?: boolean } = {}): Promise<string> {
  const cookie = createCookie(secure ? "__Host-studio_session" : "studio_session", {
    secrets: [STUDIO_TEST_SECRET],
    httpOnly: true,
    secure,
    sameSite: "strict",
    path: "/",
  });
  const header = await cookie.serialize({ uid: `test-${email}`, email, expiresAt: Date.now() + 60 * 60 * 1000 });
  return header.slice(0, header.indexOf(";"));
}

/** Gives `email` a role in the studio (a StudioUsers record), as `npm run studio:grant` does. */
export async function grantStudioUser(firestore: FirestoreClient, email: string, role: StudioRole = "editor"): Promise<void> {
  await firestore.writeDocument(`StudioUsers/${email.toLowerCase()}`, { email: email.toLowerCase(), role, active: true, createdAt: new Date() });
}
