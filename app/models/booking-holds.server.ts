/**
 * What the hold policy (app/timetable/hold-policy.ts) reads: the bookings made in the last day, and
 * the key a post's address is counted under. The address is kept only as a keyed hash, only while
 * its booking awaits payment (confirming drops it), so it cannot be turned back into the address.
 */
import * as v from "valibot";
import { Timestamp } from "~/schemas/common";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { hmacHex } from "~/platform/digest";
import { HOLD_LIMITS, type RecentBooking } from "~/timetable/hold-policy";
import { COLLECTIONS } from "./collections";

/** More than the studio books in a day, and more than the limits need to see: the newest count most. */
const RECENT_LIMIT = 100;

const RecentFields = v.object({
  status: v.string(),
  createdAt: Timestamp,
  holdUntil: v.optional(Timestamp),
  emailKeys: v.optional(v.array(v.string()), []),
  addressKey: v.optional(v.string()),
});

/** The bookings made since a day before `now`, newest first, up to a hundred: fields the hold policy reads, nothing personal. */
export async function recentBookings(app: Pick<AppContext, "firestore">, now: number): Promise<RecentBooking[]> {
  const docs = await app.firestore.runQuery({
    collection: COLLECTIONS.bookings.name,
    select: ["status", "createdAt", "holdUntil", "emailKeys", "addressKey"],
    orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
    endAt: { values: [new Date(now - HOLD_LIMITS.lookbackMs)], before: false },
    limit: RECENT_LIMIT,
  });
  return docs.flatMap((doc) => {
    const parsed = v.safeParse(RecentFields, decodeDocument(doc).data);
    if (!parsed.success) return [];
    const { status, createdAt, holdUntil, emailKeys, addressKey } = parsed.output;
    return [{ status, createdAt: Date.parse(createdAt), emailKeys, ...(holdUntil ? { holdUntil: Date.parse(holdUntil) } : {}), ...(addressKey ? { addressKey } : {}) }];
  });
}

/** The key a post's address is counted under: an HMAC of its rate-limit key (an IPv4 address or an IPv6 /64). */
export async function holdAddressKey(secret: string, request: Request): Promise<string> {
  return (await hmacHex(secret, `hold-address:${clientAddressKey(request)}`)).slice(0, 32);
}
