/**
 * What the studio's calendar reads: bookings by when they start or when they were made, and the
 * blocks and calendar events of a stretch of time. Read from Firestore itself, never a cache: the
 * studio must see every booking the moment it is made. A document that does not read as its
 * schema is skipped and logged with its path.
 */
import * as v from "valibot";
import { CalendarEntry } from "~/schemas/availability";
import { Booking } from "~/schemas/booking";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

const BOOKINGS = COLLECTIONS.bookings.name;
const ENTRIES = COLLECTIONS.calendarEntries.name;

type App = Pick<AppContext, "firestore" | "log">;

export type ListedBooking = { id: string; booking: Booking };

/** A block or an event of the studio's own calendar (a booking's entry is the booking itself). */
export type ListedEntry = { id: string; kind: "block" | "calendar"; startsAt: string; endsAt: string; label: string };

/** The longest a calendar entry may last and still be found by a stretch's query (as the free times assume). */
const LONGEST_ENTRY_MS = 31 * 24 * 60 * 60 * 1000;

function bookingsOf(app: App, docs: FirestoreDocument[]): ListedBooking[] {
  return docs.flatMap((doc) => {
    const { id, path, data } = decodeDocument(doc);
    const parsed = v.safeParse(Booking, data);
    if (!parsed.success) {
      app.log("invalid booking skipped", { path });
      return [];
    }
    return [{ id, booking: parsed.output }];
  });
}

/** The bookings starting in [start, end), cancelled ones included, earliest first. */
export async function bookingsStartingBetween(app: App, start: Date, end: Date): Promise<ListedBooking[]> {
  const docs = await app.firestore
    .runQuery({
      collection: BOOKINGS,
      orderBy: [{ field: "startsAt" }],
      startAt: { values: [start], before: true },
      endAt: { values: [end], before: true },
    })
    .catch(rethrowUnavailable);
  return bookingsOf(app, docs);
}

/** The newest bookings made since `since`, newest first, at most `limit`. */
export async function bookingsMadeSince(app: App, since: Date, limit: number): Promise<ListedBooking[]> {
  const docs = await app.firestore
    .runQuery({
      collection: BOOKINGS,
      orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
      endAt: { values: [since], before: false },
      limit,
    })
    .catch(rethrowUnavailable);
  return bookingsOf(app, docs);
}

/**
 * The blocks and calendar events overlapping [start, end), earliest first; with no `end`, every
 * one that ends after `start`.
 */
export async function blocksBetween(app: App, start: Date, end?: Date): Promise<ListedEntry[]> {
  const docs = await app.firestore
    .runQuery({
      collection: ENTRIES,
      orderBy: [{ field: "startsAt" }],
      startAt: { values: [new Date(start.getTime() - LONGEST_ENTRY_MS)], before: true },
      ...(end ? { endAt: { values: [end], before: true } } : {}),
    })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const { id, path, data } = decodeDocument(doc);
    const parsed = v.safeParse(CalendarEntry, data);
    if (!parsed.success) {
      app.log("invalid calendar entry skipped", { path });
      return [];
    }
    const { kind, startsAt, endsAt, label } = parsed.output;
    if (kind === "booking" || Date.parse(endsAt) <= start.getTime()) return [];
    return [{ id, kind, startsAt, endsAt, label }];
  });
}
