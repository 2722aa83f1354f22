import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JSONWebKeySet, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createSecuretokenKeys, KEYS_GRACE_MS, KEYS_REFETCH_INTERVAL_MS, MAX_SIGN_IN_AGE_SECONDS, verifyIdToken } from "~/studio/auth/id-token.server";

const PROJECT = "demo-colour-studio";
const NOW = 1_800_000_000;

let googleKeys: JSONWebKeySet;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  otherKey = other.privateKey;
  googleKeys = { keys: [{ ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }] };
});

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: "uid-123",
    iat: NOW - 60,
    exp: NOW + 3000,
    auth_time: NOW - 60,
    email: "Editor@PlumAndLinen.example",
    email_verified: true,
    ...overrides,
  };
}

const sign = (payload: JWTPayload, key = googleKey, kid = "google-1") =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid }).sign(key);

const verify = (token: string, { emulator = false } = {}) =>
  verifyIdToken(token, { projectId: PROJECT, keys: async () => googleKeys, emulator, now: () => NOW });

describe("verifyIdToken", () => {
  it("accepts a token Google signed for this project, with the email in lowercase", async () => {
    await expect(verify(await sign(claims()))).resolves.toEqual({ ok: true, identity: { uid: "uid-123", email: "editor@plumandlinen.example", signedInAt: (NOW - 60) * 1000 }, provider: "unknown" });
  });

  it("says which provider signed the person in (the sign-in page takes only Google's tokens)", async () => {
    const google = await verify(await sign(claims({ firebase: { sign_in_provider: "google.com" } })));
    expect(google).toMatchObject({ ok: true, provider: "google.com" });
    const password = await verify(await sign(claims({ firebase: { sign_in_provider: "password" } })));
    expect(password).toMatchObject({ ok: true, provider: "password" });
  });

  it("refuses a forged token: the right claims signed by another key", async () => {
    expect((await verify(await sign(claims(), otherKey))).ok).toBe(false);
  });

  it("refuses a token whose signature was tampered with after signing", async () => {
    const token = await sign(claims());
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(JSON.stringify(claims({ email: "admin@plumandlinen.example" }))).toString("base64url");
    expect((await verify(`${header}.${payload}.${signature}`)).ok).toBe(false);
  });

  it("refuses an expired token", async () => {
    expect(await verify(await sign(claims({ exp: NOW - 120, iat: NOW - 3720, auth_time: NOW - 3720 })))).toMatchObject({ ok: false });
  });

  it("refuses a token for another project (audience or issuer)", async () => {
    expect((await verify(await sign(claims({ aud: "someone-elses-project" })))).ok).toBe(false);
    expect((await verify(await sign(claims({ iss: "https://securetoken.google.com/someone-elses-project" })))).ok).toBe(false);
  });

  it("refuses a sign-in older than five minutes, a token issued in the future and an unverified email", async () => {
    expect(await verify(await sign(claims({ auth_time: NOW - MAX_SIGN_IN_AGE_SECONDS - 1 })))).toMatchObject({ ok: false });
    expect(await verify(await sign(claims({ iat: NOW + 600 })))).toMatchObject({ ok: false });
    expect(await verify(await sign(claims({ email_verified: false })))).toMatchObject({ ok: false, reason: "the email address is not verified" });
    expect(await verify(await sign(claims({ email: undefined })))).toMatchObject({ ok: false });
  });

  it("refuses an unsigned token outside emulator mode, and accepts the emulator's own when it is configured", async () => {
    const unsigned = new UnsecuredJWT(claims()).encode();
    expect(await verify(unsigned)).toEqual({ ok: false, reason: "an unsigned token outside the Auth emulator" });
    expect(await verify(unsigned, { emulator: true })).toMatchObject({ ok: true });
    // Emulator mode still checks the claims.
    expect((await verify(new UnsecuredJWT(claims({ aud: "other" })).encode(), { emulator: true })).ok).toBe(false);
  });

  it("refuses other algorithms and garbage", async () => {
    const hs = await new SignJWT(claims()).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("a-shared-secret-of-32-characters!"));
    expect((await verify(hs)).ok).toBe(false);
    expect((await verify("not.a.token")).ok).toBe(false);
    expect((await verify("")).ok).toBe(false);
  });

  it("reads the keys again once when Google rotated them (an unknown key id)", async () => {
    const rotated = await generateKeyPair("RS256");
    const rotatedKeys: JSONWebKeySet = { keys: [{ ...(await exportJWK(rotated.publicKey)), kid: "google-2", alg: "RS256" }] };
    const reads: boolean[] = [];
    const result = await verifyIdToken(await sign(claims(), rotated.privateKey, "google-2"), {
      projectId: PROJECT,
      emulator: false,
      now: () => NOW,
      keys: async ({ refresh }) => {
        reads.push(refresh);
        return refresh ? rotatedKeys : googleKeys;
      },
    });
    expect(result.ok).toBe(true);
    expect(reads).toEqual([false, true]);
  });
});

describe("Google's securetoken keys (JWKS)", () => {
  /** Google's key endpoint as a script: each answer a key set (max-age one hour) or a failure. */
  function google() {
    const state = { down: false, calls: 0, keys: { keys: [{ kid: "google-1", kty: "RSA", n: "AQAB", e: "AQAB" }] } as JSONWebKeySet };
    const fetch = (async () => {
      state.calls += 1;
      if (state.down) throw new TypeError("fetch failed: Google cannot be reached");
      return Response.json(state.keys, { headers: { "Cache-Control": "public, max-age=3600, must-revalidate" } });
    }) as typeof globalThis.fetch;
    return { state, fetch };
  }

  it("keeps the keys for as long as Google's Cache-Control says, then reads them again", async () => {
    const { state, fetch } = google();
    let now = 1_000_000;
    const keys = createSecuretokenKeys({ fetch, now: () => now });
    await keys({ refresh: false });
    now += 3599_000;
    await keys({ refresh: false });
    expect(state.calls).toBe(1);
    now += 2000;
    await keys({ refresh: false });
    expect(state.calls).toBe(2);
  });

  it("an unknown key id reads the keys again at most once a minute, however many tokens name one", async () => {
    const { state, fetch } = google();
    let now = 1_000_000;
    const keys = createSecuretokenKeys({ fetch, now: () => now });
    await keys({ refresh: false });
    for (let token = 0; token < 50; token++) {
      now += 1000; // a forged key id a second, for 50 seconds
      await keys({ refresh: true });
    }
    expect(state.calls).toBe(1);
    now += KEYS_REFETCH_INTERVAL_MS - 50_000;
    state.keys = { keys: [{ kid: "google-2", kty: "RSA", n: "AQAB", e: "AQAB" }] };
    expect((await keys({ refresh: true })).keys[0]?.kid).toBe("google-2");
    expect(state.calls).toBe(2);
  });

  it("keys past their time are trusted for at most one more hour while Google cannot be reached", async () => {
    const { state, fetch } = google();
    let now = 1_000_000;
    const keys = createSecuretokenKeys({ fetch, now: () => now });
    await keys({ refresh: false });
    state.down = true;
    now += 3600_000 + 1000; // just past max-age
    expect((await keys({ refresh: false })).keys[0]?.kid).toBe("google-1");
    now += KEYS_GRACE_MS - 2000; // just inside the extra hour
    expect((await keys({ refresh: false })).keys[0]?.kid).toBe("google-1");
    now += 2000; // past it
    await expect(keys({ refresh: false })).rejects.toThrow(/cannot be reached/);
    // Google back: the keys are read and trusted again.
    state.down = false;
    now += KEYS_REFETCH_INTERVAL_MS;
    expect((await keys({ refresh: false })).keys[0]?.kid).toBe("google-1");
  });

  it("while Google is down, keys past their time are asked for once a minute, not once per sign-in", async () => {
    const { state, fetch } = google();
    let now = 1_000_000;
    const keys = createSecuretokenKeys({ fetch, now: () => now });
    await keys({ refresh: false });
    state.down = true;
    now += 3600_000 + 1000;
    for (let signIn = 0; signIn < 30; signIn++) {
      now += 1000;
      await keys({ refresh: signIn % 2 === 0 });
    }
    expect(state.calls).toBe(2);
  });

  it("with no keys yet and Google unreachable, nothing verifies", async () => {
    const { state, fetch } = google();
    state.down = true;
    await expect(createSecuretokenKeys({ fetch, now: () => 0 })({ refresh: false })).rejects.toThrow();
  });
});
