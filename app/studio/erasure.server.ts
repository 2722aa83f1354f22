/**
 * Erasing one person's data at their request (/studio/privacy, admins): every request the person
 * sent (app/models/person-data.server.ts) is deleted; from a gift someone else sent that names them,
 * only their name and address are taken out, and the giver's request stays; every appointment they
 * booked online is deleted with its calendar entry and claims, so its time is free again; every
 * digital analysis they ordered is deleted, its photos and its report's PDF first, from R2; every
 * palette result recorded for them ("My palette") is deleted, and its link opens nothing after. In
 * batches, each one `commitChange` under the version read. The erasure's one audit entry is
 * committed with every batch: who erased, when, and how many of each, never the address, a name or
 * an id. Nothing else is touched.
 *
 * Payments and gift vouchers are kept: Dutch tax law requires them for 7 years (art. 52 AWR;
 * GDPR art. 17(3)(b)), and the retention job deletes them when those are up. The erasure counts
 * them, and the page says they stay and why.
 *
 * Run again after a failure, it finds what is left and finishes the job.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { CommitWrite } from "~/firestore/client.server";
import { purgeBusyTimes } from "~/models/availability.server";
import { APPOINTMENT_COLLECTIONS, appointmentTimeDeletions, inCommits } from "~/models/booking-privacy.server";
import { findPersonData, nothingToErase, RECIPIENT_FIELDS, type PersonData, type PersonRecord } from "~/models/person-data.server";
import { INBOX_COLLECTIONS } from "~/models/inbox.server";
import { jobAuditWrite, newAuditPath } from "~/models/studio-audit.server";
import { emailKey, type InboxKind } from "~/schemas/inbox";
import type { Env } from "~/platform/env.server";
import { COLLECTIONS } from "~/models/collections";
import { commitChange, type DocumentChange } from "./change.server";
import { deleteOrderFiles } from "./analysis-retention.server";

const BATCH_SIZE = 200;
/** Requests changed under the erasure (a note saved meanwhile) are found again this many times. */
const TRIES = 3;

/** What an erasure did: requests the person sent, deleted, by kind; gifts they were taken out of; appointments deleted. */
type ErasureCounts = Record<InboxKind, number> & { recipientOf: number; appointments: number; orders: number; paletteResults: number };

/** The records an erasure keeps because the law requires them: payments, and gift vouchers. */
export type KeptByLaw = { payments: number; vouchers: number };

export type Erasure =
  /**
   * `erased`: requests the person sent, deleted; `recipientOf`: gifts they were taken out of;
   * `appointments`: bookings made online, deleted; `kept`: the payment and voucher records kept.
   */
  | { status: "erased"; erased: Record<InboxKind, number>; recipientOf: number; appointments: number; orders: number; paletteResults: number; kept: KeptByLaw }
  /** The admin saved too often in the last minute: nothing was deleted. */
  | { status: "limited" };

const NONE: ErasureCounts = { contact: 0, booking: 0, recipientOf: 0, appointments: 0, orders: 0, paletteResults: 0 };

/** Deletes everything given, and anything found for the address while it goes; the address itself is never stored. */
export async function erasePersonData(app: AppContext, env: Env, actor: { email: string }, address: string, found: PersonData): Promise<Erasure> {
  const started = new Date();
  const auditPath = newAuditPath(started);
  const done: ErasureCounts = { ...NONE };
  const auditEntry = (pending: ErasureCounts) =>
    jobAuditWrite(auditPath, started, {
      actor: actor.email,
      document: [...Object.values(INBOX_COLLECTIONS), ...APPOINTMENT_COLLECTIONS, COLLECTIONS.analysisOrders.name, COLLECTIONS.paletteResults.name].join(", "),
      action: "Erased one person's data at their request",
      before: null,
      after: {
        contactMessages: done.contact + pending.contact,
        bookingRequests: done.booking + pending.booking,
        giftsTakenOutOf: done.recipientOf + pending.recipientOf,
        appointments: done.appointments + pending.appointments,
        digitalAnalysisOrders: done.orders + pending.orders,
        paletteResults: done.paletteResults + pending.paletteResults,
        paymentsKept: found.payments.length,
        vouchersKept: found.vouchers.length,
      },
    });
  const key = emailKey(address);
  let first = true;
  const media = () => {
    if (!env.MEDIA) throw new Error("the MEDIA bucket is not bound: an order's photos cannot be erased");
    return env.MEDIA;
  };

  /** One batch: its changes and what rides along, with the audit entry counting it done. */
  async function commit(changes: DocumentChange[], alongside: CommitWrite[], counted: ErasureCounts): Promise<"saved" | "changed" | "limited"> {
    const result = await commitChange(app, {
      changes,
      actor,
      audit: null,
      env,
      // The admin's one click counts once against their save limit, however many batches it takes.
      limit: first,
      alongside: [...alongside, auditEntry(counted)],
    });
    if (result.status === "limited") return "limited";
    first = false;
    if (result.status !== "saved") return "changed";
    for (const name of Object.keys(done) as Array<keyof ErasureCounts>) done[name] += counted[name];
    return "saved";
  }

  async function erase({ requests, appointments, orders, paletteResults }: Pick<PersonData, "requests" | "appointments" | "orders" | "paletteResults">): Promise<"saved" | "changed" | "limited"> {
    for (let start = 0; start < requests.length; start += BATCH_SIZE) {
      const batch = requests.slice(start, start + BATCH_SIZE);
      const status = await commit(batch.map((record) => requestChange(record, key)), [], requestCounts(batch));
      if (status !== "saved") return status;
    }
    for (const group of inCommits(appointments)) {
      // Each booking under the version read; its calendar entry and claims go in the same commit, freeing its time.
      const changes = group.map((booking) => ({ path: booking.path, seen: booking.updateTime, write: "delete" as const }));
      const status = await commit(changes, group.flatMap(appointmentTimeDeletions), { ...NONE, appointments: group.length });
      if (status !== "saved") return status;
    }
    for (let start = 0; start < orders.length; start += BATCH_SIZE) {
      const batch = orders.slice(start, start + BATCH_SIZE);
      // The photos and the report's PDF first, at once: an order whose files could not go keeps its record, so a retry finds them.
      for (const order of batch) await deleteOrderFiles(media(), order);
      const changes = batch.map((order) => ({ path: order.path, seen: order.updateTime, write: "delete" as const }));
      const status = await commit(changes, [], { ...NONE, orders: batch.length });
      if (status !== "saved") return status;
    }
    for (let start = 0; start < paletteResults.length; start += BATCH_SIZE) {
      const batch = paletteResults.slice(start, start + BATCH_SIZE);
      const changes = batch.map((result) => ({ path: result.path, seen: result.updateTime, write: "delete" as const }));
      const status = await commit(changes, [], { ...NONE, paletteResults: batch.length });
      if (status !== "saved") return status;
    }
    return "saved";
  }

  let left = found;
  try {
    for (let attempt = 0; !nothingToErase(left) && attempt < TRIES; attempt += 1) {
      if ((await erase(left)) === "limited") return { status: "limited" };
      // What changed meanwhile (a note saved, a request or booking arrived, one deleted by the retention job): found again.
      left = await findPersonData(app, address);
    }
  } finally {
    // Times freed: the free-time pages offer them again.
    if (done.appointments > 0) await purgeBusyTimes(app, env);
  }
  if (!nothingToErase(left)) {
    throw new Error(
      `an erasure left ${left.requests.length} requests, ${left.appointments.length} appointments, ${left.orders.length} orders and ${left.paletteResults.length} palette results that kept changing`,
    );
  }
  return {
    status: "erased",
    erased: { contact: done.contact, booking: done.booking },
    recipientOf: done.recipientOf,
    appointments: done.appointments,
    orders: done.orders,
    paletteResults: done.paletteResults,
    kept: { payments: left.payments.length, vouchers: left.vouchers.length },
  };
}

/** A request the person sent is deleted; the giver's request stays, without the recipient's name and address, and no longer found by it. */
function requestChange(record: PersonRecord, key: string): DocumentChange {
  return record.role === "sender"
    ? { path: record.path, seen: record.updateTime, write: "delete" }
    : { path: record.path, seen: record.updateTime, write: { ...Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, undefined])), emailKeys: record.emailKeys.filter((entry) => entry !== key) } };
}

function requestCounts(batch: readonly PersonRecord[]): ErasureCounts {
  const sent = (kind: InboxKind) => batch.filter((record) => record.kind === kind && record.role === "sender").length;
  return { ...NONE, contact: sent("contact"), booking: sent("booking"), recipientOf: batch.filter((record) => record.role === "recipient").length };
}
