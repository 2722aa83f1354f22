/**
 * The failed-sign-in limits, kept in Firestore (the rate-limit bindings only count per 10 or 60
 * seconds): every password check (the sign-in page, a password change) begins with
 * `beginSignInAttempt`, before Firebase hears of it, and withdraws the attempt when it was no failure. The address typed
 * and the client's address are stored as HMACs under the session secret, so a list of the
 * addresses attackers tried is never kept in clear.
 */
import { hmacHex } from "~/platform/digest";
import { countPasswordLinkRequests, recordPasswordLinkRequest } from "~/models/password-link-requests.server";
import { recentSignInFailures, recordSignInFailure, withdrawSignInFailure } from "~/models/sign-in-failures.server";
import type { AppContext } from "~/firestore/app-context.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { trustedDevice } from "./device-cookie.server";
import { FAILURES_READ, minutesToWait, PER_ACCOUNT } from "./sign-in-limits";

export { waitMessage } from "./sign-in-limits";

/** Failures are kept a day after the longest window, then Firestore's TTL deletes them. */
const KEEP_MS = PER_ACCOUNT.windowMs + 24 * 60 * 60_000;

async function keyed(secret: string, purpose: string, value: string): Promise<string> {
  return hmacHex(secret, `${purpose}:${value}`);
}

// Callers refuse to sign anyone in without a session secret, so there is always one here.
const secretOf = (app: Pick<AppContext, "config">) => app.config.studio.sessionSecrets[0] ?? "";

/** The keyed hash that stands for an account (its address) in the limits' records and the device cookie. */
export function accountKeyOf(app: Pick<AppContext, "config">, email: string): Promise<string> {
  return keyed(secretOf(app), "account", email.normalize("NFC").trim().toLowerCase());
}

async function keysOf(app: AppContext, email: string, request: Request) {
  const [account, address] = await Promise.all([accountKeyOf(app, email), keyed(secretOf(app), "address", clientAddressKey(request))]);
  return { account, address };
}

type SignInAttempt = {
  /** Minutes to wait before `email` may be tried again from this client; 0: it may be tried now. */
  wait: number;
  /** A right password, or an attempt that never reached Firebase, is no failure: its record goes. */
  withdraw: () => Promise<void>;
};

/**
 * Starts a password check: the attempt is written as a failure first, and only then are the
 * account's recent failures read. Attempts made at the same moment see each other, so a burst of
 * parallel guesses gets through no more than the limit allows. An attempt from a browser with a
 * valid device cookie for the account is counted, and limited, as that device's alone.
 */
export async function beginSignInAttempt(app: AppContext, email: string, request: Request): Promise<SignInAttempt> {
  const { account, address } = await keysOf(app, email, request);
  const trusted = await trustedDevice(app, request, account);
  const device = trusted ? await keyed(secretOf(app), "device", trusted) : undefined;
  const at = new Date();
  const id = await recordSignInFailure(app, { account, address, ...(device ? { device } : {}), at, expireAt: new Date(at.getTime() + KEEP_MS) });
  const others = (await recentSignInFailures(app, account, FAILURES_READ + 1)).filter((failure) => failure.id !== id).slice(0, FAILURES_READ);
  return {
    wait: minutesToWait(others, address, at.getTime(), device),
    withdraw: () => withdrawSignInFailure(app, id),
  };
}

/** "Forgot your password?" sends at most this many links to one account in an hour, whoever asks. */
const PASSWORD_LINKS_PER_HOUR = 3;

/**
 * Whether another password link may go to `email` now (the request is counted either way, before
 * the count is read, as sign-in attempts are). Over the limit nothing is sent, and the page
 * answers as it always does.
 */
export async function withinPasswordLinkLimit(app: AppContext, email: string, request: Request): Promise<boolean> {
  const { account } = await keysOf(app, email, request);
  const at = new Date();
  const id = await recordPasswordLinkRequest(app, { account, at, expireAt: new Date(at.getTime() + KEEP_MS) });
  const earlier = await countPasswordLinkRequests(app, account, new Date(at.getTime() - 60 * 60_000), id, PASSWORD_LINKS_PER_HOUR);
  return earlier < PASSWORD_LINKS_PER_HOUR;
}
