import { describe, expect, it } from "vitest";
import { browserSummary, coarsePlace } from "~/studio/auth/browser-summary";
import { lookupFirebaseAccount } from "~/studio/auth/identity-admin.server";
import { accountProblem, needsAuthCheck, needsTouch, sessionVerdict } from "~/studio/auth/session-policy";
import { isSessionToken, newSessionToken, sessionIdOf } from "~/studio/auth/session-token";
import { clearedSessionCookie } from "~/studio/auth/session.server";
import type { AppConfig } from "~/platform/env.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T = 1_800_000_000_000;
const session = (overrides = {}) => ({ createdAt: T, lastSeenAt: T, expiresAt: T + 8 * HOUR, authCheckedAt: T, ...overrides });

describe("session timeouts", () => {
  it("is open until 2 hours without a request", () => {
    expect(sessionVerdict(session({ lastSeenAt: T }), T + 2 * HOUR - 1)).toBe("open");
    expect(sessionVerdict(session({ lastSeenAt: T }), T + 2 * HOUR)).toBe("idle");
  });

  it("is over 8 hours after it started, however recent its last request", () => {
    expect(sessionVerdict(session({ lastSeenAt: T + 8 * HOUR - MINUTE }), T + 8 * HOUR - 1)).toBe("open");
    expect(sessionVerdict(session({ lastSeenAt: T + 8 * HOUR - MINUTE }), T + 8 * HOUR)).toBe("expired");
    // An expiresAt written later than createdAt + 8 h does not stretch it.
    expect(sessionVerdict(session({ expiresAt: T + 24 * HOUR, lastSeenAt: T + 8 * HOUR }), T + 8 * HOUR + 1)).toBe("expired");
  });

  it("notes lastSeenAt once a minute and asks Firebase every 5 minutes", () => {
    expect(needsTouch(session(), T + MINUTE - 1)).toBe(false);
    expect(needsTouch(session(), T + MINUTE)).toBe(true);
    expect(needsAuthCheck(session(), T + 5 * MINUTE - 1)).toBe(false);
    expect(needsAuthCheck(session(), T + 5 * MINUTE)).toBe(true);
  });
});

describe("what Firebase says about the account", () => {
  const signedInAt = T;
  it("ends the session of a disabled, deleted, or since-changed account", () => {
    expect(accountProblem({ exists: false }, signedInAt)).toMatch(/no longer exists/);
    expect(accountProblem({ exists: true, disabled: true, validSince: null }, signedInAt)).toMatch(/disabled/);
    expect(accountProblem({ exists: true, disabled: false, validSince: T / 1000 + 1 }, signedInAt)).toMatch(/password/);
  });

  it("keeps the session of an account unchanged since the sign-in (validSince in the same second or before)", () => {
    expect(accountProblem({ exists: true, disabled: false, validSince: null }, signedInAt)).toBeNull();
    expect(accountProblem({ exists: true, disabled: false, validSince: T / 1000 }, signedInAt)).toBeNull();
    expect(accountProblem({ exists: true, disabled: false, validSince: T / 1000 - 3600 }, signedInAt)).toBeNull();
  });
});

describe("accounts:lookup", () => {
  const config = { studio: { authProjectId: "demo-p", authEmulatorHost: "127.0.0.1:9099", sessionSecrets: [], signInFailureMs: 0 }, firestore: { projectId: "demo-p", deadlineMs: 1000 } };
  const answer = (body: unknown, status = 200) => (async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe("http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-p/accounts:lookup");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer owner");
    expect(JSON.parse(String(init?.body))).toEqual({ localId: ["uid-1"] });
    return Response.json(body, { status });
  }) as typeof fetch;

  it("reads disabled and validSince of the account", async () => {
    await expect(lookupFirebaseAccount(config, "uid-1", answer({ users: [{ localId: "uid-1", disabled: true, validSince: "1800000000" }] }))).resolves.toEqual({
      exists: true,
      disabled: true,
      validSince: 1_800_000_000,
    });
    await expect(lookupFirebaseAccount(config, "uid-1", answer({ users: [{ localId: "uid-1" }] }))).resolves.toEqual({ exists: true, disabled: false, validSince: null });
  });

  it("says the account is gone when Firebase lists no such user, and throws when Firebase refuses", async () => {
    await expect(lookupFirebaseAccount(config, "uid-1", answer({ kind: "identitytoolkit#GetAccountInfoResponse" }))).resolves.toEqual({ exists: false });
    await expect(lookupFirebaseAccount(config, "uid-1", answer({ error: { message: "PERMISSION_DENIED" } }, 403))).rejects.toThrow(/403/);
  });

  it("outside the emulator, without a service account, it cannot ask (and the caller fails closed)", async () => {
    const production = { ...config, studio: { ...config.studio, authEmulatorHost: undefined } };
    await expect(lookupFirebaseAccount(production, "uid-1", answer({}))).rejects.toThrow(/service account/);
  });
});

describe("session tokens", () => {
  it("are 256 random bits; the record's id is their SHA-256, never the token itself", async () => {
    const token = newSessionToken();
    expect(isSessionToken(token)).toBe(true);
    expect(newSessionToken()).not.toBe(token);
    const id = await sessionIdOf(token);
    expect(isSessionToken(id)).toBe(true);
    expect(id).not.toBe(token);
    expect(await sessionIdOf(token)).toBe(id);
  });
});

describe("browser and place of a session", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Windows"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["curl/8.5.0", "unknown browser"],
  ])("%s is %s", (userAgent, summary) => {
    expect(browserSummary(userAgent)).toBe(summary);
  });

  it("the place is Cloudflare's country and region, or unknown", () => {
    expect(coarsePlace({ country: "NL", region: "Utrecht", city: "Utrecht" })).toBe("NL, Utrecht");
    expect(coarsePlace({ country: "NL", city: "Utrecht" })).toBe("NL, Utrecht");
    expect(coarsePlace({ country: "GB" })).toBe("GB");
    expect(coarsePlace(undefined)).toBe("unknown");
  });
});

describe("the session cookie's attributes", () => {
  const config = { studio: { sessionSecrets: ["unit-test-studio-session-secret-0123456789"] } } as unknown as AppConfig;
  const cookieFor = (url: string) => clearedSessionCookie(config, new Request(url));

  it("is __Host- and Secure over https", async () => {
    const header = await cookieFor("https://studio.example/studio/sign-in");
    expect(header).toMatch(/^__Host-studio_session=/);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Strict/i);
  });

  it("is Secure over plain http too, except on this machine (localhost, 127.0.0.1)", async () => {
    expect(await cookieFor("http://studio.example/studio/sign-in")).toMatch(/;\s*Secure/i);
    expect(await cookieFor("http://localhost:8787/studio/sign-in")).not.toMatch(/;\s*Secure/i);
    expect(await cookieFor("http://127.0.0.1:8787/studio/sign-in")).not.toMatch(/;\s*Secure/i);
  });
});
