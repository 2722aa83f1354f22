import { PURGE_MARK_KEY, rememberMarks } from "./purge-state.server";
import { tagMarkKey } from "./cache-tags";
import { withDeadline } from "./deadline";
import type { AppConfig, Env } from "./env.server";
import { logError } from "./log.server";

const KV_WRITE_TIMEOUT_MS = 5000;
const ZONE_PURGE_TIMEOUT_MS = 5000;

type PurgeResult = { ok: true; purgedAt: number } | { ok: false };

/**
 * Marks every cached read and page as read before now, so the next request reads Firestore: POST
 * /_purge and the admin's "Purge everything" (/studio/publish), nothing else: a save purges only
 * its document's tags (`purgeTags`). KV's own edge caching lets the mark take up to a minute to
 * reach every location; with a zone and an API token configured, the zone's cache is also emptied
 * through Cloudflare's API, which takes effect everywhere within seconds. Failures are logged and
 * returned, never thrown.
 */
export async function writePurgeMark(env: Env, config: AppConfig, fetchImpl: typeof fetch = fetch): Promise<PurgeResult> {
  return purge(env, config, [PURGE_MARK_KEY], { purge_everything: true }, fetchImpl);
}

/**
 * A save's purge (docs/decisions/014-targeted-purge.md): a mark per tag in KV (`purged-at:<tag>`),
 * so the cached reads and kept pages that show the saved document, and only those, are made again;
 * and, where a zone is configured, Cloudflare's purge of those tags (the same `Cache-Tag`s the
 * stored entries carry), never the whole zone. Timestamps, not counters: two saves at once cannot
 * lose a purge.
 */
export async function purgeTags(env: Env, config: AppConfig, tags: readonly string[], fetchImpl: typeof fetch = fetch): Promise<PurgeResult> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return { ok: true, purgedAt: Date.now() };
  return purge(env, config, unique.map(tagMarkKey), { tags: unique }, fetchImpl);
}

async function purge(env: Env, config: AppConfig, markKeys: string[], zoneBody: ZonePurgeBody, fetchImpl: typeof fetch): Promise<PurgeResult> {
  if (!env.CONTENT_META) {
    logError("purge failed", { error: "no CONTENT_META namespace is bound" });
    return { ok: false };
  }
  const kv = env.CONTENT_META;
  const purgedAt = Date.now();
  const [marks, zone] = await Promise.all([
    Promise.all(markKeys.map((key) => withDeadline(kv.put(key, String(purgedAt)), KV_WRITE_TIMEOUT_MS, "KV write of a purge mark"))).then(
      () => (rememberMarks(kv, markKeys, purgedAt), true),
      (error: unknown) => (logError("purge failed", { keys: markKeys, error: String(error) }), false),
    ),
    config.zonePurge ? purgeZone(config.zonePurge, zoneBody, fetchImpl) : Promise.resolve(true),
  ]);
  return marks && zone ? { ok: true, purgedAt } : { ok: false };
}

/** Cloudflare's purge_cache body: everything, or the entries carrying any of these Cache-Tags. */
type ZonePurgeBody = { purge_everything: true } | { tags: string[] };

async function purgeZone({ zoneId, apiToken }: { zoneId: string; apiToken: string }, body: ZonePurgeBody, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ZONE_PURGE_TIMEOUT_MS),
    });
    if (response.ok) return true;
    logError("zone purge refused", { status: response.status, body: (await response.text().catch(() => "")).slice(0, 300) });
  } catch (error) {
    logError("zone purge failed", { error: String(error) });
  }
  return false;
}
