/**
 * Service-account credentials for production Firestore: a signed JWT is
 * exchanged for an OAuth access token (the two-legged "JWT bearer" flow).
 * Uses only fetch and WebCrypto, so it runs in workerd and in Node alike.
 */
import { FirestoreError } from "./codec";
import { toBase64Url } from "~/platform/digest";

type TokenSource = {
  getAccessToken(): Promise<string>;
  /** After Firestore answered 401 to `token`: forget it, so the next call exchanges a new one. */
  invalidate(token: string): void;
};

/**
 * The access token an isolate holds: plain data, shared by every request of the isolate.
 * Promises are not: a promise settled by one request's I/O may never settle for another once
 * the first request has ended (workerd cancels its I/O), so each request exchanges its own.
 */
export type TokenCache = { current?: { token: string; refreshAt: number } };

type TokenSourceOptions = {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  /** Upper bound for one token exchange, default 10 s. */
  timeoutMs?: number;
  /** Shared across requests; a new source per request reads and fills it. */
  cache?: TokenCache;
  /** The OAuth scopes asked for (space-separated); Firestore's by default. */
  scope?: string;
};

const FIRESTORE_SCOPE = "https://www.googleapis.com/auth/datastore";
const DEFAULT_TOKEN_URI = "https://oauth2.googleapis.com/token";
const TOKEN_LIFETIME_S = 3600;
/** Refresh this long before the token runs out, so no call starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

type ServiceAccount = { clientEmail: string; privateKey: string; tokenUri: string };

/**
 * Tokens for one request: concurrent calls of the request share one exchange; the token itself
 * lands in `cache` for the requests that follow. Create one per request.
 */
export function createTokenSource(serviceAccountJson: string, options: TokenSourceOptions = {}): TokenSource {
  const account = parseServiceAccount(serviceAccountJson);
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cache = options.cache ?? {};

  let inFlight: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    const issuedAt = now();
    const assertion = await signJwt(account, Math.floor(issuedAt / 1000), options.scope ?? FIRESTORE_SCOPE);
    const failure = (message: string, extra: { status?: number; cause?: unknown } = {}) =>
      new FirestoreError({ kind: "auth", path: account.tokenUri, message, ...extra });

    let response: Response;
    try {
      response = await fetchImpl(account.tokenUri, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw failure("The token exchange did not complete", { cause });
    }
    if (!response.ok) {
      // The body names the reason (invalid_grant, …) and never holds a secret.
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw failure(`The token exchange was refused: ${detail}`, { status: response.status });
    }
    const body: unknown = await response.json().catch(() => undefined);
    const { access_token: token, expires_in: expiresIn } = (body ?? {}) as Record<string, unknown>;
    if (typeof token !== "string" || typeof expiresIn !== "number") {
      throw failure("The token endpoint answered without access_token and expires_in", { status: response.status });
    }
    cache.current = { token, refreshAt: issuedAt + expiresIn * 1000 - REFRESH_MARGIN_MS };
    return token;
  }

  return {
    getAccessToken() {
      const current = cache.current;
      if (current && now() < current.refreshAt) return Promise.resolve(current.token);
      inFlight ??= exchange().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cache.current?.token === token) cache.current = undefined;
    },
  };
}

function parseServiceAccount(json: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // The message must not quote the input: it holds a private key.
    throw new FirestoreError({ kind: "auth", path: "service account", message: "The service account key is not valid JSON" });
  }
  const { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri } = (parsed ?? {}) as Record<
    string,
    unknown
  >;
  if (typeof clientEmail !== "string" || typeof privateKey !== "string") {
    throw new FirestoreError({
      kind: "auth",
      path: "service account",
      message: "The service account key lacks client_email or private_key",
    });
  }
  return { clientEmail, privateKey, tokenUri: typeof tokenUri === "string" ? tokenUri : DEFAULT_TOKEN_URI };
}

async function signJwt(account: ServiceAccount, issuedAt: number, scope: string): Promise<string> {
  const header = { alg: "RS256", typ: "JWT" };
  const claims = {
    iss: account.clientEmail,
    scope,
    aud: account.tokenUri,
    iat: issuedAt,
    exp: issuedAt + TOKEN_LIFETIME_S,
  };
  const encoder = new TextEncoder();
  const unsigned = `${toBase64Url(encoder.encode(JSON.stringify(header)))}.${toBase64Url(encoder.encode(JSON.stringify(claims)))}`;

  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey(
      "pkcs8",
      pemToDer(account.privateKey),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
  } catch (cause) {
    throw new FirestoreError({
      kind: "auth",
      path: "service account",
      message: "The service account private_key is not a PKCS#8 RSA key",
      cause,
    });
  }
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, encoder.encode(unsigned));
  return `${unsigned}.${toBase64Url(new Uint8Array(signature))}`;
}

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) [^-]+-----/g, "").replace(/\s+/g, "");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

