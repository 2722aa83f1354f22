/**
 * Bookings made online (`Bookings`, app/models/bookings.server.ts) as the privacy tools see them:
 * found by a person's address, shown and downloaded with every stored field but `claims` (the
 * bookkeeping of its time, nothing about the person), and deleted, by an erasure or the retention
 * job, together with the calendar entry and the claims that hold its time, so the time is free again.
 *
 * Read lenient, field by field, not through the booking's schema: a booking stored under an older
 * shape is still someone's data to show and erase.
 */
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { CommitWrite } from "~/firestore/client.server";
import { documentReference, type QuerySpec } from "~/firestore/query";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { APPOINTMENT_RETENTION, appointmentDeletionDate, keptForWords } from "~/data/retention";
import { emailKey } from "~/schemas/inbox";
import { studioDateTime, studioDay } from "~/site/time";
import { COLLECTIONS } from "./collections";

const BOOKINGS = COLLECTIONS.bookings.name;
const ENTRIES = COLLECTIONS.calendarEntries.name;
const CLAIMS = COLLECTIONS.bookingClaims.name;

/** The collections a booking's deletion writes to, as the audit log names them. */
export const APPOINTMENT_COLLECTIONS = [BOOKINGS, ENTRIES, CLAIMS] as const;

/** More than any one person books; past it an erasure takes more than one pass. */
const MOST_PER_QUERY = 500;

/**
 * Firestore takes up to 500 writes in one commit: a booking's deletion is 2 and one per claim, and
 * the room left is for the audit entry that rides along.
 */
const MOST_WRITES_PER_COMMIT = 450;

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** One booking made online, as the privacy page shows it. */
export type AppointmentView = {
  id: string;
  /** ISO time it starts, or null when none is stored. */
  startsAt: string | null;
  /** "3 Dec 2026, 10:00", on the studio's clock. */
  startsLabel: string;
  serviceName: string;
  name: string;
  status: string;
  statusLabel: string;
  /** A time still to come, not cancelled: erasing it frees the time, and tells nobody. */
  upcoming: boolean;
  /** Everyone else coming (a partner, a group's other members), named without an address. */
  guests: string[];
  /** "partner" for a couple's booking, "group member" for a group's. */
  guestsAre: "partner" | "group member";
  /** ISO time the retention job deletes it, or null when no start is stored to count from. */
  deletesAt: string | null;
  deletesLabel: string;
  /** Why it is deleted then, in the privacy policy's words. */
  retentionLabel: string;
  /** Every stored field but `claims`, labelled for people. */
  fields: Array<{ name: string; label: string; value: string; given: boolean }>;
};

/** A booking made online that names the person: every stored field but `claims`, the claims it holds, and how the page shows it. */
export type PersonBooking = {
  id: string;
  path: string;
  updateTime: string;
  data: Record<string, unknown>;
  claims: string[];
  view: AppointmentView;
};

const STATUS_LABELS: Record<string, string> = { held: "Held", confirmed: "Confirmed", cancelled: "Cancelled" };
const MODE_LABELS: Record<string, string> = { self: "themselves", couple: "a partner session", group: "a group session" };

/** The booking's fields, in the booking form's order, then what the site keeps about it. */
const FIELD_LABELS: Record<string, string> = {
  serviceName: "Service",
  serviceId: "Service id",
  mode: "Booked for",
  location: "Where",
  people: "Number of people",
  name: "Name",
  email: "Email",
  phone: "Phone",
  guests: "Others coming",
  notes: "Notes",
  startsAt: "Starts",
  endsAt: "Ends",
  busyUntil: "Time held until (with the buffer after it)",
  status: "Status",
  createdAt: "Booked",
  updatedAt: "Last changed",
  cancelledAt: "Cancelled",
  cancelledBy: "Cancelled by",
  reminder: "Reminder",
  reminderAt: "Reminder due",
  sequence: "Changes to its invitation",
  emailKeys: "Found by",
};

function displayValue(name: string, value: unknown): string {
  if (isTime(value) && /At$|Until$/.test(name)) return studioDateTime(value);
  if (name === "mode") return MODE_LABELS[text(value)] ?? text(value);
  if (name === "status") return STATUS_LABELS[text(value)] ?? text(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) return value.join("\n");
  if (value !== null && typeof value === "object") return JSON.stringify(value, null, 2);
  return text(value);
}

export function toAppointmentView(id: string, data: Record<string, unknown>, now: Date): AppointmentView {
  const startsAt = isTime(data.startsAt) ? new Date(data.startsAt).toISOString() : null;
  const deletesAt = appointmentDeletionDate(APPOINTMENT_RETENTION, startsAt ? new Date(startsAt) : null);
  const status = text(data.status);
  const known = Object.keys(FIELD_LABELS).filter((name) => name in data);
  const others = Object.keys(data)
    .filter((name) => !(name in FIELD_LABELS))
    .sort();
  return {
    id,
    startsAt,
    startsLabel: startsAt ? studioDateTime(startsAt) : "(time not recorded)",
    serviceName: text(data.serviceName) || text(data.serviceId),
    name: text(data.name),
    status,
    statusLabel: STATUS_LABELS[status] ?? (status || "(none)"),
    upcoming: startsAt !== null && Date.parse(startsAt) > now.getTime() && (status === "confirmed" || status === "held"),
    guests: strings(data.guests).filter((name) => name.trim() !== ""),
    guestsAre: data.mode === "couple" ? "partner" : "group member",
    deletesAt: deletesAt?.toISOString() ?? null,
    deletesLabel: deletesAt ? studioDay(deletesAt) : "(never: no time recorded to count from)",
    retentionLabel: keptForWords(APPOINTMENT_RETENTION),
    fields: [...known, ...others].map((name) => {
      const value = displayValue(name, data[name]);
      return { name, label: FIELD_LABELS[name] ?? name, value, given: value.trim() !== "" };
    }),
  };
}

function toPersonBooking(doc: FirestoreDocument, now: Date): PersonBooking {
  const { id, data } = decodeDocument(doc);
  const { claims, ...stored } = data;
  return { id, path: `${BOOKINGS}/${id}`, updateTime: doc.updateTime ?? "", data: stored, claims: strings(claims), view: toAppointmentView(id, stored, now) };
}

/**
 * The bookings made online under the person's address, latest appointment first: by `emailKeys` in
 * any letter case, and by `email` as typed or in lower case.
 */
export async function findPersonBookings(app: Pick<AppContext, "firestore">, address: string, now = new Date()): Promise<PersonBooking[]> {
  const key = emailKey(address);
  const specs: QuerySpec[] = [
    { collection: BOOKINGS, where: [{ field: "emailKeys", arrayContains: key }], limit: MOST_PER_QUERY },
    ...[...new Set([address.trim(), key])].map((spelling) => ({ collection: BOOKINGS, where: [{ field: "email", equals: spelling }], limit: MOST_PER_QUERY })),
  ];
  const answers = await Promise.all(specs.map((spec) => app.firestore.runQuery(spec))).catch(rethrowUnavailable);
  const found = new Map<string, PersonBooking>();
  for (const doc of answers.flat()) {
    const booking = toPersonBooking(doc, now);
    if (!found.has(booking.path)) found.set(booking.path, booking);
  }
  return [...found.values()].sort((a, b) => (b.view.startsAt ?? "").localeCompare(a.view.startsAt ?? "") || a.path.localeCompare(b.path));
}

/** What a booking's deletion takes with it: its calendar entry and the claims it still lists (unversioned: deleting one already gone is no failure). */
export function appointmentTimeDeletions({ id, claims }: { id: string; claims: readonly string[] }): CommitWrite[] {
  return [{ path: `${ENTRIES}/${id}`, delete: true }, ...claims.map((claim): CommitWrite => ({ path: `${CLAIMS}/${claim}`, delete: true }))];
}

/** Bookings in order, grouped so that each group's deletions (the booking, its entry, its claims) fit one commit; a booking too large for any goes alone. */
export function inCommits<T extends { claims: readonly string[] }>(bookings: readonly T[], mostWrites = MOST_WRITES_PER_COMMIT): T[][] {
  const groups: T[][] = [];
  let writes = 0;
  for (const booking of bookings) {
    const own = 2 + booking.claims.length;
    const last = groups.at(-1);
    if (last && writes + own <= mostWrites) {
      last.push(booking);
      writes += own;
    } else {
      groups.push([booking]);
      writes = own;
    }
  }
  return groups;
}

/** A booking the retention job may delete: where, its version, its start, and the claims it still lists. */
export type PastAppointment = { id: string; path: string; updateTime: string; startsAt: string; claims: string[] };

/**
 * The bookings with the earliest appointments, past `after`, that started before `latestStart`,
 * oldest first (a single-field index), with only the start and the claims.
 */
export async function readPastAppointments(app: AppContext, latestStart: Date, after: PastAppointment | null, limit: number): Promise<PastAppointment[]> {
  const spec: QuerySpec = {
    collection: BOOKINGS,
    orderBy: [
      { field: "startsAt", direction: "ASCENDING" },
      { field: "__name__", direction: "ASCENDING" },
    ],
    select: ["startsAt", "claims"],
    limit,
    endAt: { values: [latestStart], before: true },
    ...(after ? { startAt: { values: [new Date(after.startsAt), documentReference(app.config.firestore.projectId, after.path)], before: false } } : {}),
  };
  const docs = await app.firestore.runQuery(spec).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return { id, path: `${BOOKINGS}/${id}`, updateTime: doc.updateTime ?? "", startsAt: text(data.startsAt), claims: strings(data.claims) };
  });
}
