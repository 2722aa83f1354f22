/**
 * Verifies a Firebase Authentication ID token at the edge: RS256 against Google's securetoken
 * keys, then the claims Firebase documents for ID tokens. Only a fresh sign-in with a verified
 * email becomes a studio session. The Auth emulator's tokens are unsigned (`alg: none`); they
 * pass only when the caller says the emulator is configured, which production never allows
 * (app/platform/env.server.ts).
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, UnsecuredJWT, type JSONWebKeySet, type JWTPayload } from "jose";

const SECURETOKEN_JWKS_URL = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
/** A token proves a sign-in this recent, or it is refused: a stolen older token cannot open a session. */
export const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

/** Who Firebase signed in, and when (ms since the epoch: the token's auth_time). */
export type StudioIdentity = { uid: string; email: string; signedInAt: number };
/** `provider` is Firebase's `sign_in_provider`: "password", "google.com", … */
type IdTokenCheck = { ok: true; identity: StudioIdentity; provider: string } | { ok: false; reason: string };

type VerifyOptions = {
  projectId: string;
  /** Google's current public keys (see `securetokenKeys`). */
  keys: KeySource;
  /** Accept the Auth emulator's unsigned tokens: local development only. */
  emulator: boolean;
  /** Seconds since the epoch. */
  now?: () => number;
};

export async function verifyIdToken(token: string, options: VerifyOptions): Promise<IdTokenCheck> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const expectations = { issuer, audience: options.projectId, currentDate: new Date(now() * 1000), clockTolerance: CLOCK_TOLERANCE_SECONDS };
  let payload: JWTPayload;
  try {
    const { alg } = decodeProtectedHeader(token);
    if (alg === "none") {
      if (!options.emulator) return refuse("an unsigned token outside the Auth emulator");
      payload = UnsecuredJWT.decode(token, expectations).payload;
    } else if (alg === "RS256") {
      payload = await verifySigned(token, options, expectations);
    } else {
      return refuse(`a token signed with ${String(alg)}`);
    }
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  return checkClaims(payload, now());
}

async function verifySigned(
  token: string,
  options: VerifyOptions,
  expectations: { issuer: string; audience: string; currentDate: Date; clockTolerance: number },
): Promise<JWTPayload> {
  const verify = async (refresh: boolean) =>
    (await jwtVerify(token, createLocalJWKSet(await options.keys({ refresh })), { ...expectations, algorithms: ["RS256"] })).payload;
  try {
    return await verify(false);
  } catch (error) {
    // Google rotates its keys: a key id we do not know yet means reading them again, once.
    if (error instanceof Error && "code" in error && error.code === "ERR_JWKS_NO_MATCHING_KEY") return verify(true);
    throw error;
  }
}

function checkClaims(payload: JWTPayload, now: number): IdTokenCheck {
  const { sub, iat, exp, email, email_verified: emailVerified, auth_time: authTime } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== "string" || sub.length === 0 || sub.length > 128) return refuse("no subject");
  if (typeof exp !== "number") return refuse("no expiry");
  if (typeof iat !== "number" || iat > now + CLOCK_TOLERANCE_SECONDS) return refuse("issued in the future");
  if (typeof authTime !== "number" || authTime > now + CLOCK_TOLERANCE_SECONDS) return refuse("no time of sign-in");
  if (now - authTime > MAX_SIGN_IN_AGE_SECONDS) return refuse("the sign-in is too old; sign in again");
  if (typeof email !== "string" || email.length === 0) return refuse("no email address");
  if (emailVerified !== true) return refuse("the email address is not verified");
  const firebase = (payload as { firebase?: { sign_in_provider?: unknown } }).firebase;
  const provider = typeof firebase?.sign_in_provider === "string" ? firebase.sign_in_provider : "unknown";
  return { ok: true, identity: { uid: sub, email: email.trim().toLowerCase(), signedInAt: authTime * 1000 }, provider };
}

const refuse = (reason: string): IdTokenCheck => ({ ok: false, reason });

/** An unknown key id reads Google's keys again at most this often: forged key ids cannot make us hammer Google. */
export const KEYS_REFETCH_INTERVAL_MS = 60 * 1000;
/** Keys past their Cache-Control time still verify for this long while Google cannot be reached; then sign-in stops. */
export const KEYS_GRACE_MS = 60 * 60 * 1000;
const KEYS_TIMEOUT_MS = 3000;

type KeySource = (options: { refresh: boolean }) => Promise<JSONWebKeySet>;

/**
 * Google's securetoken keys, kept for as long as Google's Cache-Control allows. `refresh` (a key id
 * we do not know) reads them again, but at most once a minute. When Google cannot be reached,
 * keys past their time are used for at most one more hour, then refused.
 * The cache is plain data, not a promise: a promise started by one request must not be awaited by another.
 */
export function createSecuretokenKeys({ fetch: fetchImpl = fetch, now = Date.now }: { fetch?: typeof fetch; now?: () => number } = {}): KeySource {
  let cache: { keys: JSONWebKeySet; expiresAt: number } | undefined;
  let lastFetchAt = Number.NEGATIVE_INFINITY;

  async function download(): Promise<JSONWebKeySet> {
    lastFetchAt = now();
    const response = await fetchImpl(SECURETOKEN_JWKS_URL, { signal: AbortSignal.timeout(KEYS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Google's securetoken keys answered HTTP ${response.status}`);
    const keys = (await response.json()) as JSONWebKeySet;
    if (!Array.isArray(keys.keys)) throw new Error("Google's securetoken keys came without keys");
    const maxAge = Math.min(Number(/max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 3600), 24 * 3600);
    cache = { keys, expiresAt: now() + maxAge * 1000 };
    return keys;
  }

  return async ({ refresh }) => {
    const at = now();
    if (cache && at < cache.expiresAt && (!refresh || at - lastFetchAt < KEYS_REFETCH_INTERVAL_MS)) return cache.keys;
    // Past their time, keys are read again at most once a minute too: Google down means one try a minute, not one per sign-in.
    if (cache && at - lastFetchAt < KEYS_REFETCH_INTERVAL_MS && at < cache.expiresAt + KEYS_GRACE_MS) return cache.keys;
    try {
      return await download();
    } catch (error) {
      if (cache && now() < cache.expiresAt + KEYS_GRACE_MS) return cache.keys;
      throw error;
    }
  };
}

/** The keys of this isolate. */
export const securetokenKeys: KeySource = createSecuretokenKeys();
