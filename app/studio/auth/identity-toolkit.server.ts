/**
 * Firebase Authentication's Identity Toolkit REST API, spoken by the worker itself (firebase-admin
 * does not run on Workers: firebase/firebase-admin-node#2069). Password sign-in, the password-reset email and its
 * code, a person's own password change, and the admin's "create this account". Locally the Auth
 * emulator serves the same paths and takes `Bearer owner` as the administrator.
 *
 * Every call has a deadline and ends as a value: Firebase's refusals become a small union the
 * pages turn into words, and nothing here throws for an expected answer.
 */
import { createTokenSource, type TokenCache } from "~/firestore/auth.server";
import type { AppConfig } from "~/platform/env.server";

/** What Firebase said no for, in the studio's terms. */
export type AuthFailure =
  /** Unknown address, wrong password, no password set: told apart by nobody. */
  | "invalid-credentials"
  | "user-disabled"
  | "too-many-attempts"
  | "email-exists"
  | "expired-code"
  | "invalid-code"
  | "weak-password"
  /** No API key (or, for admin calls, no service account): the server is not set up for it. */
  | "not-configured"
  /** Firebase could not be reached, or did not answer in time. */
  | "unavailable"
  | "other";

export type AuthResult<T> = { ok: true; value: T } | { ok: false; failure: AuthFailure; detail: string };

type IdentityToolkitConfig = {
  projectId: string;
  apiKey?: string;
  /** "127.0.0.1:9099": the Auth emulator, over http, as its administrator. */
  emulatorHost?: string;
  /** Production credentials for the admin calls (creating an account). */
  serviceAccountJson?: string;
  /** Shared across requests: the admin access token of the isolate. */
  tokenCache?: TokenCache;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 5000;
/** Firebase's admin API takes the cloud-platform scope (the Firestore token's scope does not cover it). */
const ADMIN_SCOPE = "https://www.googleapis.com/auth/cloud-platform";

const FAILURES: Record<string, AuthFailure> = {
  INVALID_LOGIN_CREDENTIALS: "invalid-credentials",
  EMAIL_NOT_FOUND: "invalid-credentials",
  INVALID_PASSWORD: "invalid-credentials",
  INVALID_EMAIL: "invalid-credentials",
  MISSING_PASSWORD: "invalid-credentials",
  USER_DISABLED: "user-disabled",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-attempts",
  EMAIL_EXISTS: "email-exists",
  EXPIRED_OOB_CODE: "expired-code",
  INVALID_OOB_CODE: "invalid-code",
  MISSING_OOB_CODE: "invalid-code",
  WEAK_PASSWORD: "weak-password",
};

/** Firebase's `error.message` ("WEAK_PASSWORD : Password should be…") as a failure. */
export function authFailureOf(message: string): AuthFailure {
  const code = message.split(/\s*:\s*/)[0]?.trim() ?? "";
  return FAILURES[code] ?? "other";
}

type IdentityToolkit = ReturnType<typeof createIdentityToolkit>;

export function createIdentityToolkit(config: IdentityToolkitConfig) {
  const origin = config.emulatorHost ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";
  const base = `${origin}/v1`;
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens =
    !config.emulatorHost && config.serviceAccountJson
      ? createTokenSource(config.serviceAccountJson, { fetch: fetchImpl, cache: config.tokenCache, scope: ADMIN_SCOPE })
      : undefined;

  async function adminAuthorization(): Promise<string | undefined> {
    if (config.emulatorHost) return "Bearer owner";
    return tokens ? `Bearer ${await tokens.getAccessToken()}` : undefined;
  }

  /**
   * One POST; `as: "user"` sends the API key, `as: "admin"` the service account's token. A call that
   * may be repeated (`repeatable`) is sent once more, within the same deadline, when its connection
   * broke before any answer: a kept-alive connection that the other end closed just as the call
   * went out (cloudflare/workers-sdk#14848 describes the race). Calls that send an email or use up
   * a code are never repeated.
   */
  async function call<T>(method: string, body: Record<string, unknown>, as: "user" | "admin" = "user", repeatable = false): Promise<AuthResult<T>> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    let url: string;
    try {
      if (as === "admin") {
        const authorization = await adminAuthorization();
        if (!authorization) return { ok: false, failure: "not-configured", detail: "no service account for Firebase Authentication's admin API" };
        headers.Authorization = authorization;
        url = `${base}/${method}`;
      } else {
        if (!config.apiKey) return { ok: false, failure: "not-configured", detail: "FIREBASE_API_KEY is not set" };
        url = `${base}/${method}?key=${encodeURIComponent(config.apiKey)}`;
      }
    } catch (error) {
      return { ok: false, failure: "unavailable", detail: `the admin token could not be had: ${String(error)}` };
    }
    let response: Response | undefined;
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 1; !response; attempt += 1) {
      try {
        response = await fetchImpl(url, { method: "POST", headers, body: JSON.stringify(body), signal });
      } catch (error) {
        if (repeatable && attempt === 1 && !signal.aborted) continue;
        return { ok: false, failure: "unavailable", detail: `${method}: ${String(error)}` };
      }
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, value: (answer ?? {}) as T };
    const message = String((answer as { error?: { message?: unknown } } | undefined)?.error?.message ?? `HTTP ${response.status}`);
    if (response.status >= 500) return { ok: false, failure: "unavailable", detail: `${method}: ${message}` };
    return { ok: false, failure: authFailureOf(message), detail: `${method}: ${message}` };
  }

  return {
    /** A password sign-in: the ID token the worker then verifies like any other. */
    signInWithPassword(email: string, password: string) {
      return call<{ idToken: string; localId: string; email: string }>("accounts:signInWithPassword", { email, password, returnSecureToken: true }, "user", true);
    },
    /** Firebase emails a link to choose a password (the owner's template, the studio's action URL). */
    sendPasswordReset(email: string, continueUrl: string) {
      return call<{ email: string }>("accounts:sendOobCode", { requestType: "PASSWORD_RESET", email, continueUrl });
    },
    /** Checks a reset code without using it: whose it is. */
    checkResetCode(oobCode: string) {
      return call<{ email?: string; requestType?: string }>("accounts:resetPassword", { oobCode }, "user", true);
    },
    /** Sets the password that a reset code is for; the code is used up. */
    resetPassword(oobCode: string, newPassword: string) {
      return call<{ email?: string }>("accounts:resetPassword", { oobCode, newPassword });
    },
    /** A signed-in person's own new password (their fresh ID token proves who). */
    changePassword(idToken: string, newPassword: string) {
      return call<{ localId: string }>("accounts:update", { idToken, password: newPassword, returnSecureToken: false });
    },
    /**
     * Creates a password account with no password, its email taken as verified: the admin vouches
     * for the address, and only its mailbox can set the password. An existing account is kept.
     */
    async createAccount(email: string): Promise<AuthResult<{ created: boolean }>> {
      const result = await call<{ localId: string }>(`projects/${encodeURIComponent(config.projectId)}/accounts`, { email, emailVerified: true }, "admin");
      if (result.ok) return { ok: true, value: { created: true } };
      if (result.failure === "email-exists") return { ok: true, value: { created: false } };
      return result;
    },
  };
}

// The admin token outlives a request: one cache per isolate and service account.
const tokenCaches = new Map<string, TokenCache>();

/** The Identity Toolkit of the worker's configuration (the emulator locally). */
export function identityToolkitFor(config: AppConfig): IdentityToolkit {
  const serviceAccountJson = config.firestore.serviceAccountJson;
  let tokenCache: TokenCache | undefined;
  if (serviceAccountJson) {
    tokenCache = tokenCaches.get(serviceAccountJson);
    if (!tokenCache) tokenCaches.set(serviceAccountJson, (tokenCache = {}));
  }
  return createIdentityToolkit({
    projectId: config.studio.authProjectId,
    apiKey: config.studio.firebaseApiKey,
    emulatorHost: config.studio.authEmulatorHost,
    serviceAccountJson,
    tokenCache,
  });
}
