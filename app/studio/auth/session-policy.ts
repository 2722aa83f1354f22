/**
 * How long a studio session lives, as OWASP ASVS level 2 asks (V3.3): 2 hours without a request,
 * 8 hours at most, and Firebase asked every 5 minutes whether the account may still sign in.
 */
import type { StudioSessionRecord } from "~/schemas/studio-session";
import type { FirebaseAccountState } from "./identity-admin.server";

const MINUTE = 60 * 1000;
const SESSION_HOURS = 8;
export const ABSOLUTE_TIMEOUT_MS = SESSION_HOURS * 60 * MINUTE;
const IDLE_TIMEOUT_MS = 2 * 60 * MINUTE;
/** A request notes `lastSeenAt` at most this often: one write a minute, not one per click. */
const TOUCH_INTERVAL_MS = MINUTE;
/** A disabled account or a changed password ends the session within this long. */
const AUTH_RECHECK_MS = 5 * MINUTE;

type Times = Pick<StudioSessionRecord, "createdAt" | "lastSeenAt" | "expiresAt" | "authCheckedAt">;

/** "open", or why the session is over: no request for 2 hours, or past its 8 hours. */
export function sessionVerdict(session: Times, now: number): "open" | "idle" | "expired" {
  if (now >= session.expiresAt || now >= session.createdAt + ABSOLUTE_TIMEOUT_MS) return "expired";
  if (now >= session.lastSeenAt + IDLE_TIMEOUT_MS) return "idle";
  return "open";
}

export const needsTouch = (session: Times, now: number) => now - session.lastSeenAt >= TOUCH_INTERVAL_MS;

export const needsAuthCheck = (session: Times, now: number) => now - session.authCheckedAt >= AUTH_RECHECK_MS;

/** Why Firebase says the session must end, or null when the account may go on. */
export function accountProblem(state: FirebaseAccountState, signedInAt: number): string | null {
  if (!state.exists) return "the Firebase account no longer exists";
  if (state.disabled) return "the Firebase account is disabled";
  // Firebase counts validSince in whole seconds: a sign-in in an earlier second came before the change.
  if (state.validSince !== null && state.validSince * 1000 > signedInAt) return "the password was changed (or the account signed out everywhere) after this sign-in";
  return null;
}
