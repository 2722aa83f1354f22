/**
 * The one admin call the sessions need from Firebase Authentication: is this account still
 * allowed in (not disabled, not signed out everywhere by a password change)? Identity Toolkit's
 * `accounts:lookup` by user id, with the service account's token (the Auth emulator takes
 * `Bearer owner` instead). Password sign-in and email codes live in identity-toolkit.server.ts.
 */
import { createTokenSource, type TokenCache } from "~/firestore/auth.server";
import type { AppConfig } from "~/platform/env.server";

export type FirebaseAccountState =
  | { exists: false }
  | {
      exists: true;
      disabled: boolean;
      /** Seconds since the epoch: sessions that signed in before it are over (a password change, "sign out everywhere"). */
      validSince: number | null;
    };

const IDENTITY_TOOLKIT_SCOPE = "https://www.googleapis.com/auth/identitytoolkit";
const LOOKUP_TIMEOUT_MS = 3000;
/** The admin access token outlives a request: one per isolate, as Firestore's. */
const tokenCache: TokenCache = {};

/** The account as Firebase knows it now; throws when Firebase cannot say (unreachable, refused, garbled). */
export async function lookupFirebaseAccount(
  config: Pick<AppConfig, "studio" | "firestore">,
  uid: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FirebaseAccountState> {
  const project = encodeURIComponent(config.studio.authProjectId);
  const emulator = config.studio.authEmulatorHost;
  // The emulator serves Identity Toolkit's paths under its own host.
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";
  const url = `${base}/v1/projects/${project}/accounts:lookup`;
  const authorization = emulator ? "Bearer owner" : `Bearer ${await adminToken(config, fetchImpl)}`;
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ localId: [uid] }),
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  if (!response.ok) {
    // Identity Toolkit's error bodies name the reason (PERMISSION_DENIED, …) and hold no secret.
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`Firebase accounts:lookup answered HTTP ${response.status}: ${detail}`);
  }
  const body = (await response.json()) as { users?: unknown };
  if (body.users === undefined) return { exists: false };
  if (!Array.isArray(body.users)) throw new Error("Firebase accounts:lookup answered without a list of users");
  const user = (body.users as Array<Record<string, unknown>>).find((candidate) => candidate.localId === uid);
  if (!user) return { exists: false };
  const validSince = Number(user.validSince);
  return { exists: true, disabled: user.disabled === true, validSince: user.validSince !== undefined && Number.isFinite(validSince) ? validSince : null };
}

function adminToken(config: Pick<AppConfig, "firestore">, fetchImpl: typeof fetch): Promise<string> {
  const serviceAccount = config.firestore.serviceAccountJson;
  if (!serviceAccount) throw new Error("No service account (FIRESTORE_SERVICE_ACCOUNT) to ask Firebase Authentication with");
  return createTokenSource(serviceAccount, { fetch: fetchImpl, cache: tokenCache, scope: IDENTITY_TOOLKIT_SCOPE }).getAccessToken();
}
