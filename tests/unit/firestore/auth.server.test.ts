import { beforeAll, describe, expect, it } from "vitest";
import { createTokenSource } from "~/firestore/auth.server";
import { isFirestoreError } from "~/firestore/codec";

const TOKEN_URI = "https://oauth2.example.test/token";
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

let publicKey: CryptoKey;
let privateKeyPem: string;

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  publicKey = pair.publicKey;
  const der = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  const base64 = btoa(String.fromCharCode(...der));
  privateKeyPem = `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END PRIVATE KEY-----\n`;
});

function serviceAccount(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: "service_account",
    project_id: "colour-studio",
    private_key_id: "abc123",
    private_key: privateKeyPem,
    client_email: "site@colour-studio.iam.gserviceaccount.com",
    token_uri: TOKEN_URI,
    ...overrides,
  });
}

type Exchange = { url: string; headers: Headers; form: URLSearchParams };

/** A token endpoint that answers from a script and records what it was sent. */
function tokenEndpoint(answers: Array<() => Response | Promise<Response>>) {
  const exchanges: Exchange[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    exchanges.push({
      url: String(input),
      headers: new Headers(init?.headers),
      form: new URLSearchParams(String(init?.body)),
    });
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected token request");
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, exchanges };
}

const granted = (token: string, expiresIn = 3600) => () =>
  Response.json({ access_token: token, expires_in: expiresIn, token_type: "Bearer" });

function fromBase64Url(part: string): Uint8Array<ArrayBuffer> {
  const binary = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function decodeJwtPart(part: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(fromBase64Url(part))) as Record<string, unknown>;
}

describe("createTokenSource", () => {
  it("exchanges a JWT signed by the service account's key for an access token", async () => {
    const endpoint = tokenEndpoint([granted("ya29.first")]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 + 999 });

    await expect(tokens.getAccessToken()).resolves.toBe("ya29.first");

    expect(endpoint.exchanges).toHaveLength(1);
    const [exchange] = endpoint.exchanges;
    expect(exchange!.url).toBe(TOKEN_URI);
    expect(exchange!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(exchange!.form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");

    const assertion = exchange!.form.get("assertion")!;
    const [header, claims, signature] = assertion.split(".");
    expect(assertion).not.toMatch(/[+/=]/);
    const verified = await crypto.subtle.verify(
      "RSASSA-PKCS1-v1_5",
      publicKey,
      fromBase64Url(signature!),
      new TextEncoder().encode(`${header}.${claims}`),
    );
    expect(verified).toBe(true);
    expect(decodeJwtPart(header!)).toEqual({ alg: "RS256", typ: "JWT" });
    expect(decodeJwtPart(claims!)).toEqual({
      iss: "site@colour-studio.iam.gserviceaccount.com",
      scope: "https://www.googleapis.com/auth/datastore",
      aud: TOKEN_URI,
      iat: T0 / 1000,
      exp: T0 / 1000 + 3600,
    });
  });

  it("uses Google's token endpoint when the key names none", async () => {
    const endpoint = tokenEndpoint([granted("ya29.default")]);
    const tokens = createTokenSource(serviceAccount({ token_uri: undefined }), { fetch: endpoint.fetch, now: () => T0 });
    await tokens.getAccessToken();
    expect(endpoint.exchanges[0]!.url).toBe("https://oauth2.googleapis.com/token");
    const claims = decodeJwtPart(endpoint.exchanges[0]!.form.get("assertion")!.split(".")[1]!);
    expect(claims.aud).toBe("https://oauth2.googleapis.com/token");
  });

  it("reuses the token instead of asking again", async () => {
    const endpoint = tokenEndpoint([granted("ya29.first"), granted("ya29.second")]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });
    expect(await tokens.getAccessToken()).toBe("ya29.first");
    expect(await tokens.getAccessToken()).toBe("ya29.first");
    expect(endpoint.exchanges).toHaveLength(1);
  });

  it("refreshes the token 60 seconds before it expires", async () => {
    let now = T0;
    const endpoint = tokenEndpoint([granted("ya29.first", 3600), granted("ya29.second", 3600)]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => now });

    expect(await tokens.getAccessToken()).toBe("ya29.first");
    now = T0 + 3540_000 - 1;
    expect(await tokens.getAccessToken()).toBe("ya29.first");
    now = T0 + 3540_000;
    expect(await tokens.getAccessToken()).toBe("ya29.second");
    expect(endpoint.exchanges).toHaveLength(2);
    const claims = decodeJwtPart(endpoint.exchanges[1]!.form.get("assertion")!.split(".")[1]!);
    expect(claims.iat).toBe((T0 + 3540_000) / 1000);
  });

  it("shares one exchange between the concurrent calls of a request", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const endpoint = tokenEndpoint([
      async () => {
        await released;
        return granted("ya29.shared")();
      },
      granted("ya29.extra"),
    ]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });

    const first = tokens.getAccessToken();
    const second = tokens.getAccessToken();
    // Let the first exchange reach the endpoint before releasing it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await Promise.all([first, second, tokens.getAccessToken()])).toEqual([
      "ya29.shared",
      "ya29.shared",
      "ya29.shared",
    ]);
    expect(endpoint.exchanges).toHaveLength(1);
  });

  it("lets a request get its own token while another request's exchange never answers", async () => {
    // Request A's exchange hangs (workerd cancelled its I/O when A ended); request B must not wait for it.
    const cache = {};
    const stuck = tokenEndpoint([() => new Promise<Response>(() => {})]);
    const requestA = createTokenSource(serviceAccount(), { fetch: stuck.fetch, now: () => T0, cache });
    void requestA.getAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const healthy = tokenEndpoint([granted("ya29.for-b")]);
    const requestB = createTokenSource(serviceAccount(), { fetch: healthy.fetch, now: () => T0, cache });
    await expect(requestB.getAccessToken()).resolves.toBe("ya29.for-b");
    expect(healthy.exchanges).toHaveLength(1);
  });

  it("shares the token, not the exchange, with the requests that follow", async () => {
    const cache = {};
    const endpoint = tokenEndpoint([granted("ya29.first"), granted("ya29.second")]);
    await createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0, cache }).getAccessToken();
    const later = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 + 1000, cache });
    await expect(later.getAccessToken()).resolves.toBe("ya29.first");
    expect(endpoint.exchanges).toHaveLength(1);
  });

  it("forgets a token that was refused, so the next call exchanges a new one", async () => {
    const endpoint = tokenEndpoint([granted("ya29.revoked"), granted("ya29.fresh")]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });
    expect(await tokens.getAccessToken()).toBe("ya29.revoked");
    tokens.invalidate("ya29.something-else");
    expect(await tokens.getAccessToken()).toBe("ya29.revoked");
    tokens.invalidate("ya29.revoked");
    expect(await tokens.getAccessToken()).toBe("ya29.fresh");
  });

  it("does not cache a refused exchange", async () => {
    const endpoint = tokenEndpoint([
      () => Response.json({ error: "invalid_grant" }, { status: 400 }),
      granted("ya29.after-failure"),
    ]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });

    const failure = await tokens.getAccessToken().catch((error: unknown) => error);
    expect(isFirestoreError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind: "auth", status: 400 });

    expect(await tokens.getAccessToken()).toBe("ya29.after-failure");
    expect(endpoint.exchanges).toHaveLength(2);
  });

  it("fails with an auth error when the endpoint answers without a token", async () => {
    const endpoint = tokenEndpoint([() => Response.json({ token_type: "Bearer" })]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });
    await expect(tokens.getAccessToken()).rejects.toMatchObject({ name: "FirestoreError", kind: "auth" });
  });

  it("fails with an auth error when the endpoint cannot be reached", async () => {
    const endpoint = tokenEndpoint([() => Promise.reject(new TypeError("fetch failed"))]);
    const tokens = createTokenSource(serviceAccount(), { fetch: endpoint.fetch, now: () => T0 });
    await expect(tokens.getAccessToken()).rejects.toMatchObject({ name: "FirestoreError", kind: "auth" });
  });

  it("rejects a key that is not JSON without quoting it", () => {
    let caught: unknown;
    try {
      createTokenSource("not json -----BEGIN PRIVATE KEY----- secret");
    } catch (error) {
      caught = error;
    }
    expect(isFirestoreError(caught) && caught.kind).toBe("auth");
    expect(String((caught as Error).message)).not.toContain("secret");
  });

  it("rejects a key without client_email", () => {
    expect(() => createTokenSource(serviceAccount({ client_email: undefined }))).toThrow(/client_email/);
  });

  it("fails with an auth error when private_key is not a PKCS#8 key", async () => {
    const endpoint = tokenEndpoint([granted("never")]);
    const tokens = createTokenSource(serviceAccount({ private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----" }), {
      fetch: endpoint.fetch,
    });
    await expect(tokens.getAccessToken()).rejects.toMatchObject({ kind: "auth" });
    expect(endpoint.exchanges).toHaveLength(0);
  });
});
