/**
 * A booking's time is claimed by one `BookingClaims/{quarter}` document per quarter hour of the
 * session and its buffer, each created with an `exists: false` precondition in the booking's
 * commit. Two bookings that overlap by even a quarter hour share a claim id, so Firestore lets one
 * commit through and refuses the other, whatever their starts, services and lengths. No read
 * decides it.
 */
import { QUARTER_HOUR_MS, type Interval } from "./slots";

/** The claim ids (`2026-12-03T09:15Z`, UTC) of every quarter hour `interval` touches. */
export function claimIds({ start, end }: Interval): string[] {
  const ids: string[] = [];
  for (let at = Math.floor(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS; at < end; at += QUARTER_HOUR_MS) {
    ids.push(`${new Date(at).toISOString().slice(0, 16)}Z`);
  }
  return ids;
}
