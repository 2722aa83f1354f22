/**
 * Everything this website stores about one person, found by their email address: the contact
 * messages they sent and the booking requests of every mode that name them, as sender or as a gift's
 * recipient, with the studio's notes and the record of each notification; the appointments they
 * booked online (app/models/booking-privacy.server.ts), a list of their own; the digital analyses
 * they ordered (app/models/analysis-order-privacy.server.ts), with their photos in R2; their palette
 * results, the "My palette" page's (app/models/palette-results.server.ts); and the payments and
 * gift vouchers that name them (app/models/payment-records.server.ts), which an erasure keeps for
 * the years the tax law asks. For an admin answering an access or erasure request (/studio/privacy).
 * Read from Firestore itself, never the edge cache.
 *
 * A request is the sender's: a gift's recipient gets only what is about them (their name, their
 * address, and that a gift names them), never the giver's details or the studio's note, and an
 * erasure for them takes their fields out of the giver's request, which stays. People named
 * without an address (a couple's partner, a group's members, a booking's guests) cannot be found by
 * one: the page lists them from the sender's requests and bookings.
 *
 * Requests stored since `emailKeys` existed are found by it, in any letter case; older ones by the
 * address as typed, or in lower case.
 */
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { QuerySpec } from "~/firestore/query";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { emailKey, type InboxKind } from "~/schemas/inbox";
import { keptForWords, TAX_RECORD_RETENTION } from "~/data/retention";
import { findPersonBookings, type PersonBooking } from "./booking-privacy.server";
import { findPersonOrders, orderExport, type PersonOrder } from "./analysis-order-privacy.server";
import { findPersonPaletteResults, paletteResultExport, type PersonPaletteResult } from "./palette-results.server";
import { INBOX_COLLECTIONS } from "./inbox.server";
import { toInboxRequestView, type InboxRequestView } from "./inbox-view";
import { findPersonPayments, findPersonVouchers, type PersonPayment, type PersonVoucher } from "./payment-records.server";

/** Whose request it is: the person sent it, or a gift someone else sent names them as its recipient. */
export type PersonRole = "sender" | "recipient";

/**
 * One stored request about the person: where it is, its version, whose it is, what of it is theirs
 * (`data`: every stored field for a sender, the recipient's own for a recipient), and how the studio
 * shows that.
 */
export type PersonRecord = {
  kind: InboxKind;
  id: string;
  path: string;
  updateTime: string;
  role: PersonRole;
  data: Record<string, unknown>;
  view: InboxRequestView;
  /** The sender's request only: the keys it is found by, for an erasure that takes the recipient out of it. */
  emailKeys: string[];
};

/** The fields of a gift request that are its recipient's. */
export const RECIPIENT_FIELDS = ["recipientName", "recipientEmail"] as const;

/** Someone a sender's request, booking or voucher names without an address, so no search by address finds them. */
export type UnsearchablePerson = { name: string; as: "partner" | "group member" | "voucher recipient"; record: string };

/** More than any one person sends; past it an erasure takes more than one pass, and the page says so. */
const MOST_PER_QUERY = 500;

/** The fields that hold a person's address in each kind of request, besides `emailKeys`. */
const ADDRESS_FIELDS: Record<InboxKind, readonly string[]> = { contact: ["email"], booking: ["email", "recipientEmail"] };

/**
 * Everything found about one address: the inbox's requests and the appointments booked online,
 * which an erasure deletes, and the payments and gift vouchers, which it keeps (the tax law's years).
 */
export type PersonData = {
  requests: PersonRecord[];
  appointments: PersonBooking[];
  orders: PersonOrder[];
  paletteResults: PersonPaletteResult[];
  payments: PersonPayment[];
  vouchers: PersonVoucher[];
};

/** Whether nothing an erasure deletes was found: the payments and vouchers it keeps aside. */
export const nothingToErase = ({ requests, appointments, orders, paletteResults }: Pick<PersonData, "requests" | "appointments" | "orders" | "paletteResults">) =>
  requests.length === 0 && appointments.length === 0 && orders.length === 0 && paletteResults.length === 0;

/** How long payment and gift voucher records are kept, erasure or not, in the privacy policy's words. */
const TAX_RECORDS_KEPT_FOR = keptForWords(TAX_RECORD_RETENTION);

export async function findPersonData(app: AppContext, address: string): Promise<PersonData> {
  const [requests, appointments, orders, paletteResults, payments, vouchers] = await Promise.all([
    findPersonRequests(app, address),
    findPersonBookings(app, address),
    findPersonOrders(app, address),
    findPersonPaletteResults(app, address),
    findPersonPayments(app, address),
    findPersonVouchers(app, address),
  ]);
  return { requests, appointments, orders, paletteResults, payments, vouchers };
}

async function findPersonRequests(app: AppContext, address: string): Promise<PersonRecord[]> {
  const key = emailKey(address);
  const spellings = [...new Set([address.trim(), key])];
  const queries = (Object.entries(INBOX_COLLECTIONS) as Array<[InboxKind, string]>).flatMap(([kind, collection]) => {
    const specs: QuerySpec[] = [
      { collection, where: [{ field: "emailKeys", arrayContains: key }], limit: MOST_PER_QUERY },
      ...ADDRESS_FIELDS[kind].flatMap((field) => spellings.map((spelling) => ({ collection, where: [{ field, equals: spelling }], limit: MOST_PER_QUERY }))),
    ];
    return specs.map((spec) => ({ kind, collection, spec }));
  });
  const answers = await Promise.all(queries.map(({ spec }) => app.firestore.runQuery(spec))).catch(rethrowUnavailable);
  const found = new Map<string, PersonRecord>();
  answers.forEach((docs, index) => {
    const { kind, collection } = queries[index]!;
    for (const doc of docs) {
      const { id, data } = decodeDocument(doc);
      const path = `${collection}/${id}`;
      if (found.has(path)) continue;
      const role: PersonRole = typeof data.email === "string" && emailKey(data.email) === key ? "sender" : "recipient";
      const mine = role === "sender" ? data : recipientPart(data);
      const emailKeys = Array.isArray(data.emailKeys) ? data.emailKeys.filter((entry): entry is string => typeof entry === "string") : [];
      found.set(path, { kind, id, path, updateTime: doc.updateTime ?? "", role, data: mine, view: toInboxRequestView(kind, id, mine), emailKeys });
    }
  });
  return [...found.values()].sort((a, b) => (b.view.receivedAt ?? "").localeCompare(a.view.receivedAt ?? "") || a.path.localeCompare(b.path));
}

/** What of a gift request is its recipient's: their name and address, when it came, and that it is a gift. */
function recipientPart(data: Record<string, unknown>): Record<string, unknown> {
  return { mode: "gift", createdAt: data.createdAt, recipientName: data.recipientName, recipientEmail: data.recipientEmail };
}

/**
 * The people the sender's requests, bookings and vouchers name without an address (partners, group
 * members, the recipient of a printed voucher): no search by address finds them.
 */
export function unsearchablePeople({ requests, appointments, vouchers }: PersonData): UnsearchablePerson[] {
  const booked = appointments.flatMap(({ view }) => {
    const sender = view.name.trim().toLowerCase();
    const label = `Appointment booked online, ${view.startsLabel}`;
    return view.guests.filter((name) => name.trim().toLowerCase() !== sender).map((name) => ({ name, as: view.guestsAre, record: label }));
  });
  const giftedTo = vouchers.flatMap(({ role, data, view }) => {
    const name = typeof data.recipientName === "string" ? data.recipientName.trim() : "";
    const hasAddress = typeof data.recipientEmail === "string" && data.recipientEmail.trim() !== "";
    return role === "buyer" && name && !hasAddress ? [{ name, as: "voucher recipient" as const, record: `Gift voucher ${view.formatted}, bought ${view.issuedLabel}` }] : [];
  });
  return [...unsearchableInRequests(requests), ...booked, ...giftedTo];
}

function unsearchableInRequests(records: readonly PersonRecord[]): UnsearchablePerson[] {
  return records.flatMap((record) => {
    if (record.role !== "sender" || record.kind !== "booking") return [];
    const label = `${record.view.kindLabel}, ${record.view.receivedLabel}`;
    const partner = typeof record.data.partnerName === "string" && record.data.partnerName ? [{ name: record.data.partnerName, as: "partner" as const, record: label }] : [];
    const members = Array.isArray(record.data.participantNames) ? record.data.participantNames.filter((name): name is string => typeof name === "string" && name !== "") : [];
    // A group's list starts with whoever booked when they put themselves in it; everyone else has no address here.
    const sender = typeof record.data.name === "string" ? record.data.name.trim().toLowerCase() : "";
    return [...partner, ...members.filter((name) => name.trim().toLowerCase() !== sender).map((name) => ({ name, as: "group member" as const, record: label }))];
  });
}

/** Where the studio's emails about requests end up: the site stores none, and can reach none. */
export type EmailCopies = { notifyAddress: string };

/** The mailbox the studio's notifications go to, as the privacy page and the download name it. */
export function studioMailbox(app: Pick<AppContext, "config">): string {
  return app.config.studio.notifyEmail ?? "the studio's address (STUDIO_NOTIFY_EMAIL)";
}

/**
 * The person's data as a download: every stored field of every request they sent, by kind; of a
 * gift that names them, only what is theirs; every stored field of the appointments they booked
 * online but `claims` (the bookkeeping of the booked time); their digital analysis orders, with the
 * photos' list and the report; their palette results, as the studio recorded them; the payments and gift vouchers, whole
 * when theirs and their own part when bought for them; and what the site cannot reach. Times are
 * ISO strings as stored.
 */
export function personDataExport(address: string, { requests: records, appointments, orders, paletteResults, payments, vouchers }: PersonData, exportedAt: Date, emails: EmailCopies) {
  const sent = (kind: InboxKind) => records.filter((record) => record.kind === kind && record.role === "sender").map((record) => ({ id: record.id, ...record.data }));
  return {
    emailAddress: address.trim(),
    exportedAt: exportedAt.toISOString(),
    contactMessages: sent("contact"),
    bookingRequests: sent("booking"),
    appointments: appointments.map(({ id, data }) => ({ id, ...data })),
    digitalAnalysisOrders: orders.map(orderExport),
    paletteResults: paletteResults.map(paletteResultExport),
    giftsNamingYou: records
      .filter((record) => record.role === "recipient")
      .map(({ id, data }) => ({ id, about: "A gift booking request someone else sent names you as the recipient.", receivedAt: data.createdAt, recipientName: data.recipientName, recipientEmail: data.recipientEmail })),
    payments: payments.map(({ id, role, data }) => ({ id, ...(role === "recipient" ? { about: "A gift voucher someone else bought names you as the recipient." } : {}), ...data })),
    giftVouchers: vouchers.map(({ code, role, data }) => ({ code, ...(role === "recipient" ? { about: "A gift voucher someone else bought for you." } : {}), ...data })),
    keptByLaw: `Payment and gift voucher records are kept for ${TAX_RECORDS_KEPT_FOR}, also when the rest of your data is erased.`,
    notStoredHere:
      `Each request and booking was also emailed to the studio at ${emails.notifyAddress} when it arrived (a booking's ` +
      "confirmation to you too), and replies were sent from the studio's mailbox: those emails are in the studio's " +
      "mailbox, not on this website.",
  };
}
