/**
 * How often one person may save in the studio: every save path (content forms, quick saves,
 * testimonial status, the inbox, the users page) asks here before it writes, so a loop in a
 * browser tab or a script cannot flood Firestore, the audit log or Cloudflare's purge API.
 * Keyed by the signed-in person's email, so one person's burst never holds up another.
 * Over the limit, each form answers 429 with what was typed, the message below and Retry-After.
 */
import { data } from "react-router";
import type { Env } from "~/platform/env.server";
import type { Log } from "~/platform/log.server";
import { withinRateLimit } from "~/platform/rate-limit.server";

/** Must match STUDIO_SAVE_RATE_LIMITER's `simple` in wrangler.toml (the binding does not say its own limit). */
const SAVES_PER_MINUTE = 30;
/** The binding's window is a minute; the person may save again within it. */
export const SAVE_RETRY_AFTER_SECONDS = 60;

export const SAVE_LIMIT_MESSAGE = `You have saved ${SAVES_PER_MINUTE} times in the last minute; wait a moment and save again.`;

/** The 429 answer to a save over the limit: the form's own answer data (what was typed, the message) and Retry-After. */
export function tooManySaves<T>(answer: T) {
  return data(answer, { status: 429, headers: { "Retry-After": String(SAVE_RETRY_AFTER_SECONDS) } });
}

/** Whoever saves: the signed-in person, or the studio itself for the jobs it runs. */
export type Actor = { email: string };

/** True when `actor` may save now (and counts this save); a limiter that fails lets it through, logged. */
export function withinSaveLimit(env: Env, actor: Actor, log: Log): Promise<boolean> {
  return withinRateLimit(env.STUDIO_SAVE_RATE_LIMITER, `studio-save:${actor.email.toLowerCase()}`, log);
}
