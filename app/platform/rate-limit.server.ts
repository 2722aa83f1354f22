import { withDeadline } from "./deadline";
import type { RateLimiter } from "./env.server";
import type { Log } from "./log.server";

const LIMITER_TIMEOUT_MS = 1000;

/**
 * Asks a Workers rate-limiting binding whether `key` may go on. Without a binding (local
 * development only: production refuses to start without one, see env.server.ts) everything may.
 * A limiter that fails or hangs lets the request through and is logged: the origin check, the
 * body limit and the honeypot still stand, and visitors are not locked out by a platform fault.
 */
export async function withinRateLimit(limiter: RateLimiter | undefined, key: string, log: Log): Promise<boolean> {
  if (!limiter) return true;
  try {
    const { success } = await withDeadline(limiter.limit({ key }), LIMITER_TIMEOUT_MS, "rate limiter");
    return success;
  } catch (error) {
    log("rate limiter unavailable, request allowed", { key, error: String(error) });
    return true;
  }
}
