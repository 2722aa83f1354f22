import { CONTENT_VERSION_KEY } from "./app-context.server";
import type { Env } from "./env.server";
import type { AppConfig } from "./env.server";

/**
 * POST /_purge with `Authorization: Bearer <PURGE_TOKEN>` bumps the purge counter in KV.
 * Every cache key holds the counter, so the next request reads Firestore afresh everywhere
 * (KV reads are cached for 30 s at each location, so new content shows within that time).
 */
export async function handlePurge(request: Request, env: Env, config: AppConfig): Promise<Response> {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const token = request.headers.get("Authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!config.purgeToken || !(await sameSecret(token, config.purgeToken))) {
    return new Response("Unauthorized", { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  if (!env.CONTENT_META) return new Response("No CONTENT_META namespace is bound", { status: 501 });
  const current = Number((await env.CONTENT_META.get(CONTENT_VERSION_KEY)) ?? "0");
  const next = String((Number.isFinite(current) ? current : 0) + 1);
  await env.CONTENT_META.put(CONTENT_VERSION_KEY, next);
  return Response.json({ contentVersion: `${config.cache.contentVersion}.${next}` });
}

/** Compares two secrets in constant time by comparing their digests. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(given)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  // workerd's extension of SubtleCrypto, absent from the DOM lib's type.
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a, b);
}
