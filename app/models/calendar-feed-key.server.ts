/**
 * The key of the studio's calendar feed (`StudioSecrets/CalendarFeed`): read live, never through
 * the edge cache, so a replaced key fails at the next request. The feed compares it in constant
 * time (app/studio/calendar/feed.server.ts); the change that replaces it goes through the studio's
 * one write, audited without the key.
 */
import * as v from "valibot";
import { CalendarFeedKey } from "~/schemas/studio-secret";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

const CALENDAR_FEED_KEY_PATH = `${COLLECTIONS.studioSecrets.name}/CalendarFeed`;

/** The key as stored, and the version it was read at; null when none was ever made (the feed then answers nobody). */
export async function readCalendarFeedKey(app: Pick<AppContext, "firestore" | "log">): Promise<{ key: string; updateTime: string } | null> {
  const doc = await app.firestore.getDocument(CALENDAR_FEED_KEY_PATH).catch(rethrowUnavailable);
  if (!doc) return null;
  const parsed = v.safeParse(CalendarFeedKey, decodeDocument(doc).data);
  if (!parsed.success) {
    app.log("invalid calendar feed key skipped", { path: CALENDAR_FEED_KEY_PATH });
    return null;
  }
  return { key: parsed.output.key, updateTime: doc.updateTime ?? "" };
}

/** 32 random bytes as hex: a key nobody guesses. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A new key replacing the one seen (`seen`: its updateTime, "" when there was none), for the
 * studio's one write to commit. Its audit entry says that the address changed, never the key.
 */
export function calendarFeedKeyChange(seen: string, actor: string) {
  return {
    path: CALENDAR_FEED_KEY_PATH,
    seen,
    write: { key: newKey(), createdAt: new Date(), createdBy: actor },
    whole: true,
    audited: (stored: Record<string, unknown> | null) => ({ before: { address: stored ? "the old address" : "none" }, after: { address: "a new address" } }),
  };
}
