/**
 * Studio people's Firebase accounts, as the studio's pages use them: a password checked under the
 * failed-sign-in limits, and the email with a link to choose a password (for someone just added,
 * and for a forgotten password). Identity Toolkit does the work (identity-toolkit.server.ts).
 */
import type { AppContext } from "~/firestore/app-context.server";
import { identityToolkitFor, type AuthFailure } from "./identity-toolkit.server";
import { beginSignInAttempt, waitMessage } from "./sign-in-limits.server";

/** One answer for an unknown address, a wrong password and a switched-off account. */
const WRONG_PASSWORD_MESSAGE = "That email address and password don't match a studio account.";

type PasswordCheck = { ok: true; idToken: string } | { ok: false; status: 401 | 429 | 503; message: string };

/**
 * Checks `email`'s password with Firebase, unless the failed-sign-in limits hold it back first.
 * Every way of being wrong (an unknown address, a wrong password, a switched-off account, Firebase's
 * own brake) takes the same path, gets the same words and takes at least `signInFailureMs`, so no
 * answer tells whether an account exists.
 */
export async function checkPassword(app: AppContext, request: Request, email: string, password: string): Promise<PasswordCheck> {
  const started = Date.now();
  const attempt = await beginSignInAttempt(app, email, request);
  if (attempt.wait > 0) {
    await attempt.withdraw();
    return { ok: false, status: 429, message: waitMessage(attempt.wait) };
  }
  const result = await identityToolkitFor(app.config).signInWithPassword(email, password);
  if (result.ok) {
    await attempt.withdraw();
    return { ok: true, idToken: result.value.idToken };
  }
  switch (result.failure) {
    case "invalid-credentials":
    case "user-disabled":
    case "too-many-attempts":
      if (result.failure !== "invalid-credentials") app.log("password check refused", { failure: result.failure });
      return wrongPassword(app, started);
    default:
      await attempt.withdraw();
      app.log("password check failed", { failure: result.failure, detail: result.detail });
      return { ok: false, status: 503, message: "Firebase Authentication could not be reached. Try again in a minute." };
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * The answer to a wrong password, given no sooner than `signInFailureMs` after `started`; also the
 * answer to a right password that still lets no one in (an address Firebase has not verified, an
 * account with no active studio record), so no answer tells a right password from a wrong one.
 */
export async function wrongPassword(app: Pick<AppContext, "config">, started: number): Promise<{ ok: false; status: 401; message: string }> {
  await sleep(started + app.config.studio.signInFailureMs - Date.now());
  return { ok: false, status: 401, message: WRONG_PASSWORD_MESSAGE };
}

type PasswordLink = { ok: true } | { ok: false; failure: AuthFailure };

/**
 * Makes sure `email` has a Firebase account (created with its address taken as verified: a studio
 * admin vouched for it) and has Firebase email it a link to choose a password, which lands on
 * /studio/account-action and then leads to the sign-in page.
 */
export async function sendPasswordLink(app: AppContext, email: string): Promise<PasswordLink> {
  const toolkit = identityToolkitFor(app.config);
  const account = await toolkit.createAccount(email);
  if (!account.ok) {
    app.log("studio account not created", { failure: account.failure, detail: account.detail });
    return { ok: false, failure: account.failure };
  }
  const sent = await toolkit.sendPasswordReset(email, `${app.config.siteUrl}/studio/sign-in`);
  if (!sent.ok) {
    app.log("password link not sent", { failure: sent.failure, detail: sent.detail });
    return { ok: false, failure: sent.failure };
  }
  return { ok: true };
}

/** Why a password link was not sent, in words for the admin. */
export function passwordLinkFailure(failure: string): string {
  if (failure === "not-configured") return "Firebase Authentication is not set up on this server (API key or service account missing)";
  if (failure === "unavailable") return "Firebase Authentication could not be reached";
  if (failure === "too-many-attempts") return "Firebase is refusing more emails for now";
  return "Firebase refused it";
}
