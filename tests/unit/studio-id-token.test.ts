import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JSONWebKeySet, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SIGN_IN_AGE_SECONDS, verifyIdToken } from "~/studio/id-token.server";

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
    await expect(verify(await sign(claims()))).resolves.toEqual({ ok: true, identity: { uid: "uid-123", email: "editor@plumandlinen.example" } });
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
