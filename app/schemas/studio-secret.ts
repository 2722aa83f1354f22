import * as v from "valibot";
import { Timestamp } from "./common";

/**
 * `StudioSecrets/CalendarFeed`: the key of the studio's calendar feed (`/studio/calendar.ics?key=…`),
 * 32 random bytes as hex. Whoever holds the address reads every booking, so an admin can replace
 * it, and the old key fails at once.
 */
export const CalendarFeedKey = v.object({
  key: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  createdAt: Timestamp,
  createdBy: v.string(),
});
export type CalendarFeedKey = v.InferOutput<typeof CalendarFeedKey>;
