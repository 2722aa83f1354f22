/**
 * The studio's session: a cookie signed with STUDIO_SESSION_SECRETS, HttpOnly, SameSite=Strict,
 * `__Host-` prefixed over https, for eight hours. It says who signed in and until when; what they
 * may do is read from StudioUsers on every request (app/studio/guard.server.ts).
 */
import { createCookie } from "@remix-run/cloudflare";
import * as v from "valibot";
import type { AppContext } from "~/worker/app-context.server";
import type { AppConfig } from "~/worker/env.server";

export const SESSION_HOURS = 8;
const SESSION_SECONDS = SESSION_HOURS * 60 * 60;

const Session = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.email()),
  /** ms since the epoch: the signed value, not the browser's cookie expiry, decides. */
  expiresAt: v.number(),
});
export type StudioSession = v.InferOutput<typeof Session>;

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(request: Request): string {
  return isSecure(request) ? "__Host-studio_session" : "studio_session";
}

function sessionCookie(config: AppConfig, request: Request) {
  return createCookie(sessionCookieName(request), {
    secrets: config.studio.sessionSecrets,
    httpOnly: true,
    secure: isSecure(request),
    sameSite: "strict",
    path: "/",
    maxAge: SESSION_SECONDS,
  });
}

/** The signed-in person, or null: no cookie, a tampered or garbled one, or one past its eight hours. */
export async function readSession(config: AppConfig, request: Request): Promise<StudioSession | null> {
  if (config.studio.sessionSecrets.length === 0) return null;
  const value: unknown = await sessionCookie(config, request)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const result = v.safeParse(Session, value);
  if (!result.success || result.output.expiresAt <= Date.now()) return null;
  return result.output;
}

/** Starts a session for a verified sign-in; the `Set-Cookie` value. */
export function startSession(app: AppContext, request: Request, identity: { uid: string; email: string; signedInAt?: number }): Promise<string> {
  const session: StudioSession = { uid: identity.uid, email: identity.email, expiresAt: Date.now() + SESSION_SECONDS * 1000 };
  return sessionCookie(app.config, request).serialize(session);
}

/**
 * Ends every session of `email` (but `options.keep`): after a password is set or changed.
 * A cookie-only session cannot be ended from the server, so this does nothing here and says so
 * (0 ended); it is replaced by the server-side session records of issue 16, item 3.
 */
export function endSessionsOf(app: AppContext, email: string, options: { keep?: string } = {}): Promise<number> {
  void app;
  void email;
  void options;
  return Promise.resolve(0);
}

export function endSession(config: AppConfig, request: Request): Promise<string> {
  return sessionCookie(config, request).serialize("", { maxAge: 0, expires: new Date(0) });
}
