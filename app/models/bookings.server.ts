/**
 * Bookings of real times, and the claims that keep any two from overlapping (app/timetable/claims.ts).
 * Every change of a booking is one Firestore commit: the booking, its calendar entry and its
 * claims together, with a precondition on each, so a change applies whole or not at all, and a
 * change made from a page that is out of date is refused ("changed") instead of undoing another.
 */
import type { Locale } from "~/schemas/common";
import * as v from "valibot";
import { Booking, type BookedMode, type BookingForm, type BookingStatus } from "~/schemas/booking";
import type { SessionLocation } from "~/schemas/availability";
import { emailKey } from "~/schemas/inbox";
import { decodeDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { commitIfUnchanged, isConflict } from "~/firestore/commit.server";
import type { AppContext } from "~/firestore/app-context.server";
import { claimIds } from "~/timetable/claims";
import type { CancelReason } from "~/data/refund-policy";
import { COLLECTIONS } from "./collections";

const BOOKINGS = COLLECTIONS.bookings.name;
const CLAIMS = COLLECTIONS.bookingClaims.name;
const ENTRIES = COLLECTIONS.calendarEntries.name;

/** The reminder goes this long before the session. */
const REMINDER_BEFORE_MS = 48 * 60 * 60 * 1000;

type App = Pick<AppContext, "firestore" | "log">;

/** A booking as read, with the time it was last written: a change made from it must find it unchanged. */
export type StoredBooking = { id: string; booking: Booking; updateTime: string };

/** The time a booking takes: the session, the buffer after it, and a home visit's travel each way. */
type BookedTime = { start: Date; minutes: number; bufferMinutes: number; travelMinutes?: number };

function timeFields({ start, minutes, bufferMinutes, travelMinutes = 0 }: BookedTime, now: Date) {
  const endsAt = new Date(start.getTime() + minutes * 60_000);
  const busyFrom = new Date(start.getTime() - travelMinutes * 60_000);
  const busyUntil = new Date(endsAt.getTime() + (bufferMinutes + travelMinutes) * 60_000);
  const reminderAt = new Date(start.getTime() - REMINDER_BEFORE_MS);
  return {
    startsAt: start,
    endsAt,
    busyFrom,
    busyUntil,
    claims: claimIds({ start: busyFrom.getTime(), end: busyUntil.getTime() }),
    // A session booked or moved to less than 48 hours ahead has just had its email: no reminder.
    reminder: reminderAt.getTime() > now.getTime() ? ("pending" as const) : ("sent" as const),
    reminderAt,
  };
}

/** The booking's entry in the calendar, as the free times read it: from the travel there (if any) to the end of its buffer. */
const entryData = (booking: { startsAt: Date | string; busyFrom?: Date | string; busyUntil: Date | string }) => ({
  kind: "booking",
  startsAt: new Date(booking.busyFrom ?? booking.startsAt),
  endsAt: new Date(booking.busyUntil),
  label: "",
});

/** A stored booking's time, travel included, as a move or a late payment claims it again. */
function storedTime(booking: Booking): BookedTime {
  const start = Date.parse(booking.startsAt);
  const travelMinutes = (start - Date.parse(booking.busyFrom ?? booking.startsAt)) / 60_000;
  const minutes = (Date.parse(booking.endsAt) - start) / 60_000;
  return { start: new Date(start), minutes, bufferMinutes: (Date.parse(booking.busyUntil) - Date.parse(booking.endsAt)) / 60_000 - travelMinutes, travelMinutes };
}

const claimWrite = (bookingId: string, claim: string, at: Date): CommitWrite => ({
  path: `${CLAIMS}/${claim}`,
  data: { bookingId, at },
  options: { exists: false },
});

export type NewBooking = BookedTime & {
  id: string;
  mode: BookedMode;
  service: { id: string; name: string; location: SessionLocation };
  people: number;
  /** A home visit's address; out in town, the meeting point. */
  address?: NonNullable<Booking["address"]>;
  meetingPoint?: NonNullable<Booking["meetingPoint"]>;
  details: Omit<BookingForm, "slot" | "terms" | "earlyStart" | "voucher" | "address" | "pay">;
  /** "released": sent to the checkout without a hold (app/timetable/hold-policy.ts), its time claimed only once paid. */
  status: Extract<BookingStatus, "held" | "confirmed" | "released">;
  /** A held booking: when its hold ends unless paid. */
  holdUntil?: Date;
  /** While awaiting payment: the minutes held (0: none), and whose address it came from. */
  hold?: { minutes: number; addressKey: string; tokens: string[] };
  payment?: Booking["payment"];
  earlyStartRequestedAt?: Date;
  /** The language it was booked in; English when not said (a document stored before has none: English). */
  locale?: Locale;
  /** Writes that apply with the booking or not at all: its payment, a voucher's redemption. */
  alongside?: CommitWrite[];
};

/**
 * Books a time: the booking, its calendar entry and a claim per quarter hour, in one commit that
 * applies only if none of them exists. "taken": another booking holds part of the time;
 * "already-exists": this booking was stored before (the same form sent twice).
 */
export async function createBooking(app: App, booking: NewBooking, now = new Date()): Promise<"created" | "already-exists" | "taken"> {
  const held = booking.status !== "released";
  const time = { ...timeFields(booking, now), ...(held ? {} : { claims: [], reminder: "sent" as const }) };
  const { details } = booking;
  const document = {
    status: booking.status,
    mode: booking.mode,
    serviceId: booking.service.id,
    serviceName: booking.service.name,
    location: booking.service.location,
    people: booking.people,
    name: details.name,
    email: details.email,
    phone: details.phone,
    guests: details.guests,
    notes: details.notes,
    ...time,
    sequence: 0,
    locale: booking.locale ?? "en",
    createdAt: now,
    updatedAt: now,
    emailKeys: [emailKey(details.email)],
    ...(booking.holdUntil ? { holdUntil: booking.holdUntil } : {}),
    ...(booking.hold ? { holdMinutes: booking.hold.minutes, addressKey: booking.hold.addressKey, holdTokens: booking.hold.tokens } : {}),
    ...(booking.payment ? { payment: booking.payment } : {}),
    ...(booking.earlyStartRequestedAt ? { earlyStartRequestedAt: booking.earlyStartRequestedAt } : {}),
    ...(booking.address ? { address: booking.address } : {}),
    ...(booking.meetingPoint ? { meetingPoint: booking.meetingPoint } : {}),
  };
  try {
    await app.firestore.commit([
      { path: `${BOOKINGS}/${booking.id}`, data: document, options: { exists: false } },
      ...(held ? [{ path: `${ENTRIES}/${booking.id}`, data: { ...entryData(document), ...(booking.holdUntil ? { holdUntil: booking.holdUntil } : {}) }, options: { exists: false } }] : []),
      ...time.claims.map((claim) => claimWrite(booking.id, claim, now)),
      ...(booking.alongside ?? []),
    ]);
    return "created";
  } catch (error) {
    if (!isConflict(error)) throw error;
    return (await app.firestore.getDocument(`${BOOKINGS}/${booking.id}`)) ? "already-exists" : "taken";
  }
}

/** A booking and the time it was last written, or null when there is none (or it does not read as one). */
export async function readBooking(app: App, id: string): Promise<StoredBooking | null> {
  const doc = await app.firestore.getDocument(`${BOOKINGS}/${id}`).catch(rethrowUnavailable);
  if (!doc) return null;
  // The raw updateTime, to the microsecond: a precondition needs it exactly (decoding rounds it to the millisecond).
  const { updateTime } = doc;
  const parsed = v.safeParse(Booking, decodeDocument(doc).data);
  if (!parsed.success || !updateTime) {
    app.log("invalid booking skipped", { path: `${BOOKINGS}/${id}` });
    return null;
  }
  return { id, booking: parsed.output, updateTime };
}

/**
 * Cancels a booking read at `updateTime`: the booking marked cancelled (its invitation's SEQUENCE
 * one more), its calendar entry and claims deleted, so the time is free at once. "changed": it
 * was written since it was read.
 */
export async function cancelBooking(app: App, stored: StoredBooking, by: "visitor" | "studio", now = new Date(), reason: CancelReason = by === "visitor" ? "visitor" : "studio"): Promise<"cancelled" | "changed"> {
  const { id, booking } = stored;
  const outcome = await commitIfUnchanged(app, [
    {
      path: `${BOOKINGS}/${id}`,
      data: { status: "cancelled", cancelledAt: now, cancelledBy: by, cancelReason: reason, updatedAt: now, sequence: booking.sequence + 1, claims: [], reminder: "sent" },
      options: { fields: ["status", "cancelledAt", "cancelledBy", "cancelReason", "updatedAt", "sequence", "claims", "reminder"], updateTime: stored.updateTime },
    },
    { path: `${ENTRIES}/${id}`, delete: true },
    ...booking.claims.map((claim): CommitWrite => ({ path: `${CLAIMS}/${claim}`, delete: true })),
  ]);
  return outcome === "done" ? "cancelled" : "changed";
}

/**
 * Moves a booking to `start` in one commit: the claims of the new time it does not already hold
 * created (only if free), those of the old time it no longer needs deleted, the booking and its
 * entry rewritten. "taken": part of the new time is someone else's; "changed": the booking was
 * written since it was read.
 */
export async function moveBooking(
  app: App,
  stored: StoredBooking,
  time: BookedTime,
  now = new Date(),
): Promise<"moved" | "taken" | "changed"> {
  const { id, booking } = stored;
  const next = timeFields(time, now);
  const kept = new Set(booking.claims);
  const needed = new Set(next.claims);
  try {
    await app.firestore.commit([
      {
        path: `${BOOKINGS}/${id}`,
        data: { ...next, updatedAt: now, sequence: booking.sequence + 1 },
        options: { fields: ["startsAt", "endsAt", "busyFrom", "busyUntil", "claims", "reminder", "reminderAt", "updatedAt", "sequence"], updateTime: stored.updateTime },
      },
      { path: `${ENTRIES}/${id}`, data: entryData(next), options: { exists: true } },
      ...next.claims.filter((claim) => !kept.has(claim)).map((claim) => claimWrite(id, claim, now)),
      ...booking.claims.filter((claim) => !needed.has(claim)).map((claim): CommitWrite => ({ path: `${CLAIMS}/${claim}`, delete: true })),
    ]);
    return "moved";
  } catch (error) {
    if (!isConflict(error)) throw error;
    const current = await app.firestore.getDocument(`${BOOKINGS}/${id}`);
    return current?.updateTime === stored.updateTime ? "taken" : "changed";
  }
}

/** The bookings whose reminder is due at `now` and not yet sent, oldest first, up to `limit`. */
export async function dueReminders(app: App, now: Date, limit = 50): Promise<StoredBooking[]> {
  const docs = await app.firestore.runQuery({
    collection: BOOKINGS,
    where: [{ field: "reminder", equals: "pending" }],
    orderBy: [{ field: "reminderAt" }],
    endAt: { values: [now], before: false },
    limit,
  });
  return docs.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const { updateTime } = doc;
    const parsed = v.safeParse(Booking, data);
    return parsed.success && updateTime && parsed.output.status === "confirmed" ? [{ id, booking: parsed.output, updateTime }] : [];
  });
}

/**
 * Takes a booking's reminder for this run: "pending" becomes "sending" only if the booking is as
 * it was read, so of two runs that read it, one sends and the other is refused.
 */
export async function takeReminder(app: App, stored: StoredBooking): Promise<boolean> {
  const outcome = await commitIfUnchanged(app, [
    { path: `${BOOKINGS}/${stored.id}`, data: { reminder: "sending" }, options: { fields: ["reminder"], updateTime: stored.updateTime } },
  ]);
  return outcome === "done";
}

/** Records the reminder sent, or hands it back to the next run when the email failed. */
export async function finishReminder(app: App, id: string, sent: boolean): Promise<void> {
  await app.firestore.commit([
    { path: `${BOOKINGS}/${id}`, data: { reminder: sent ? "sent" : "pending" }, options: { fields: ["reminder"], exists: true } },
  ]);
}

/** A held booking confirmed (its deposit paid), if it is as it was read: its entry no longer ends with the hold, and its address is forgotten. */
export function confirmWrites(stored: StoredBooking, now: Date): CommitWrite[] {
  return [
    {
      path: `${BOOKINGS}/${stored.id}`,
      data: { status: "confirmed", updatedAt: now },
      options: { fields: ["status", "updatedAt", "addressKey"], updateTime: stored.updateTime },
    },
    { path: `${ENTRIES}/${stored.id}`, data: entryData(stored.booking), options: { exists: true } },
  ];
}

/** A held booking released (its deposit not paid): its time freed at once, if it is as it was read. */
export function releaseWrites(stored: StoredBooking, now: Date): CommitWrite[] {
  return [
    {
      path: `${BOOKINGS}/${stored.id}`,
      data: { status: "released", updatedAt: now, claims: [], reminder: "sent" },
      options: { fields: ["status", "updatedAt", "claims", "reminder"], updateTime: stored.updateTime },
    },
    { path: `${ENTRIES}/${stored.id}`, delete: true },
    ...stored.booking.claims.map((claim): CommitWrite => ({ path: `${CLAIMS}/${claim}`, delete: true })),
  ];
}

/**
 * A released booking confirmed after all (its deposit paid late): its time claimed again, which
 * Firestore refuses if any of it was booked since.
 */
export function reclaimWrites(stored: StoredBooking, now: Date): CommitWrite[] {
  const { booking } = stored;
  const time = timeFields(storedTime(booking), now);
  const { claims } = time;
  return [
    {
      path: `${BOOKINGS}/${stored.id}`,
      data: { status: "confirmed", updatedAt: now, claims, reminder: time.reminder },
      options: { fields: ["status", "updatedAt", "claims", "reminder", "addressKey"], updateTime: stored.updateTime },
    },
    { path: `${ENTRIES}/${stored.id}`, data: entryData(booking), options: { exists: false } },
    ...claims.map((claim) => claimWrite(stored.id, claim, now)),
  ];
}

/** Held bookings whose hold ended before `now`, oldest first: the Cron Trigger releases them, or confirms them if paid meanwhile. */
export async function expiredHolds(app: App, now: Date, limit = 20): Promise<StoredBooking[]> {
  const docs = await app.firestore.runQuery({
    collection: BOOKINGS,
    where: [{ field: "status", equals: "held" }],
    orderBy: [{ field: "holdUntil" }],
    endAt: { values: [now], before: false },
    limit,
  });
  return docs.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const parsed = v.safeParse(Booking, data);
    return parsed.success && doc.updateTime ? [{ id, booking: parsed.output, updateTime: doc.updateTime }] : [];
  });
}

/** The bookings holding any of `claims` (the claim documents' `bookingId`), without repeats. */
export async function claimHolders(app: App, claims: readonly string[]): Promise<string[]> {
  const docs = await app.firestore.getDocuments(claims.map((claim) => `${CLAIMS}/${claim}`));
  const holders = docs.flatMap((doc) => {
    const bookingId = doc ? decodeDocument(doc).data.bookingId : null;
    return typeof bookingId === "string" ? [bookingId] : [];
  });
  return [...new Set(holders)];
}

/** Retires a booking's manage link: its version one more, if the booking is as it was read. */
export async function renewManageLink(app: App, stored: StoredBooking, now = new Date()): Promise<"renewed" | "changed"> {
  const outcome = await commitIfUnchanged(app, [
    {
      path: `${BOOKINGS}/${stored.id}`,
      data: { linkVersion: stored.booking.linkVersion + 1, updatedAt: now },
      options: { fields: ["linkVersion", "updatedAt"], updateTime: stored.updateTime },
    },
  ]);
  return outcome === "done" ? "renewed" : "changed";
}
