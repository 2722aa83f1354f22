/**
 * The failed-sign-in limits, kept in Firestore (the rate-limit bindings only count per 10 or 60
 * seconds): every password check (the sign-in page, a password change) asks `signInWait` before
 * Firebase hears of it, and reports a wrong password with `noteSignInFailure`. The address typed
 * and the client's address are stored as HMACs under the session secret, so a list of the
 * addresses attackers tried is never kept in clear.
 */
import { recentSignInFailures, recordSignInFailure } from "~/models/sign-in-failures.server";
import type { AppContext } from "~/worker/app-context.server";
import { clientAddressKey } from "~/worker/client-address.server";
import { FAILURES_READ, minutesToWait, PER_ACCOUNT } from "./sign-in-limits";

export { waitMessage } from "./sign-in-limits";

/** Failures are kept a day after the longest window, then Firestore's TTL deletes them. */
const KEEP_MS = PER_ACCOUNT.windowMs + 24 * 60 * 60_000;

async function keyed(secret: string, purpose: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}:${value}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function keysOf(app: AppContext, email: string, request: Request) {
  // Callers refuse to sign anyone in without a session secret, so there is always one here.
  const secret = app.config.studio.sessionSecrets[0] ?? "";
  const [account, address] = await Promise.all([keyed(secret, "account", email.trim().toLowerCase()), keyed(secret, "address", clientAddressKey(request))]);
  return { account, address };
}

/** Minutes to wait before `email` may be tried again from this client; 0: it may be tried now. */
export async function signInWait(app: AppContext, email: string, request: Request): Promise<number> {
  const { account, address } = await keysOf(app, email, request);
  const failures = await recentSignInFailures(app, account, FAILURES_READ);
  return minutesToWait(failures, address, Date.now());
}

export async function noteSignInFailure(app: AppContext, email: string, request: Request): Promise<void> {
  const { account, address } = await keysOf(app, email, request);
  const at = new Date();
  await recordSignInFailure(app, { account, address, at, expireAt: new Date(at.getTime() + KEEP_MS) });
}
