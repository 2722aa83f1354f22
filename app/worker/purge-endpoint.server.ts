import { clientAddressKey } from "~/platform/client-address.server";
import type { AppConfig, Env } from "~/platform/env.server";
import { logError } from "~/platform/log.server";
import { writePurgeMark } from "~/platform/purge.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import { sameSecret } from "~/platform/secrets.server";

/**
 * POST /_purge with `Authorization: Bearer <PURGE_TOKEN>` writes the time of the purge to KV.
 * Every cached entry read before that time is then reloaded from Firestore, and still served if
 * Firestore fails (docs/decisions/002-cache-keys-and-purge.md). A timestamp, not a counter: two
 * purges at once cannot lose one. KV reads are cached for 30 s at each location, so new content
 * shows everywhere within that time. Attempts are rate-limited per client address.
 */
export async function handlePurge(request: Request, env: Env, config: AppConfig): Promise<Response> {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  if (!(await withinRateLimit(env.PURGE_RATE_LIMITER, `purge:${clientAddressKey(request)}`, logError))) {
    return new Response("Too many purges; try again in a minute", { status: 429, headers: { "Retry-After": "60" } });
  }
  const token = request.headers.get("Authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!config.purgeToken || !(await sameSecret(token, config.purgeToken))) {
    return new Response("Unauthorized", { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  if (!env.CONTENT_META) return new Response("No CONTENT_META namespace is bound", { status: 501 });
  const purge = await writePurgeMark(env, config);
  if (!purge.ok) return new Response("The purge could not be saved; try again", { status: 503, headers: { "Retry-After": "10" } });
  return Response.json({ purgedAt: new Date(purge.purgedAt).toISOString(), contentVersion: config.cache.contentVersion });
}
