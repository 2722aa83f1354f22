import * as v from "valibot";
import { Timestamp } from "./common";

const Millis = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A `StudioSessions/{id}` document: one signed-in browser of the person `email`. The cookie holds
 * only a secret whose SHA-256 is the id (app/studio/auth/session-token.ts); the times are ms since the epoch, and
 * `expireAt` is the same end as a Timestamp, for Firestore's TTL policy to delete the record.
 */
export const StudioSession = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.minLength(3)),
  /** When the person proved who they are to Firebase (the ID token's auth_time). */
  signedInAt: Millis,
  createdAt: Millis,
  lastSeenAt: Millis,
  /** createdAt + 8 hours: no request extends it. */
  expiresAt: Millis,
  /** When Firebase last confirmed the account is neither disabled nor signed out everywhere. */
  authCheckedAt: Millis,
  userAgent: v.optional(v.string(), ""),
  /** "Chrome on macOS". */
  browser: v.optional(v.string(), "unknown"),
  /** Cloudflare's coarse location of the address that signed in: "NL, Utrecht", or "unknown". */
  place: v.optional(v.string(), "unknown"),
  expireAt: v.optional(Timestamp),
});
export type StudioSessionRecord = v.InferOutput<typeof StudioSession>;
