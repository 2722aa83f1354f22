/**
 * The retention job: the worker's daily Cron Trigger deletes every contact message and booking
 * request past its time, every booking made online whose time after the appointment is up, with the
 * calendar entry and claims that held its time, and the payment and gift voucher records once the
 * tax law's 7 years are up (app/data/retention.ts, the table the privacy policy prints). Each batch is one `commitChange` of deletions, each under the version the job read, so a
 * request the studio answers (or a booking moved) while the job runs is left for its new date. The
 * run's audit entry is committed with every batch and counts what is gone, never whose or which (no
 * ids, no names, no addresses).
 *
 * Safe to run twice and to stop anywhere: the job keeps no state of its own. A run reads the oldest
 * first, so the next one starts where a stopped one ended; a batch is atomic.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import { documentReference, type QuerySpec } from "~/firestore/query";
import { rethrowUnavailable } from "~/firestore/errors.server";
import {
  APPOINTMENT_RETENTION,
  appointmentDeletionDate,
  deletionDate,
  latestDueArrival,
  RETENTION_LIMITS,
  RETENTION_RULES,
  TAX_RECORD_RETENTION,
  taxRecordDeletionDate,
  type RetentionLimits,
  type RetentionRule,
} from "~/data/retention";

export { RETENTION_CRON } from "~/data/retention";
import { APPOINTMENT_COLLECTIONS, appointmentTimeDeletions, inCommits, readPastAppointments, type PastAppointment } from "~/models/booking-privacy.server";
import { INBOX_COLLECTIONS } from "~/models/inbox.server";
import { readOldestRecords, TAX_RECORDS, type OldRecord, type TaxRecordKind } from "~/models/payment-records.server";
import { jobAuditWrite, newAuditPath } from "~/models/studio-audit.server";
import type { InboxKind } from "~/schemas/inbox";
import type { Env } from "~/platform/env.server";
import type { CommitWrite } from "~/firestore/client.server";
import { commitChange } from "./change.server";

/** Who the audit log names for what the job deletes. */
const RETENTION_ACTOR = { email: "retention" } as const;

/** Calls one batch may make: its query, then the read and the commit of its deletions. */
const CALLS_PER_BATCH = 3;
/** Calls of each commit of deletions: its read and the commit. */
const CALLS_PER_COMMIT = 2;
/** A batch whose requests keep changing under it (conflicts) is left to the next run after this many tries. */
const COMMIT_TRIES = 3;

/** What a run deleted: the inbox's requests by kind, the bookings made online (with their entries and claims), and the payment and voucher records. */
type RetentionCounts = Record<InboxKind, number> & Record<TaxRecordKind, number> & { appointments: number };

export type RetentionRun = {
  deleted: RetentionCounts;
  /** False when the run stopped at its limit with more still to look at. */
  complete: boolean;
};

/** A request that may be due, as the job reads it: where, its version, and the two times its rule counts from. */
type Candidate = { path: string; updateTime: string; createdAt: string; answeredAt?: string };

export async function deleteExpiredRequests(app: AppContext, env: Env, at: Date, limits: RetentionLimits = RETENTION_LIMITS): Promise<RetentionRun> {
  const started = new Date();
  const auditPath = newAuditPath(started);
  const deleted: RetentionCounts = { contact: 0, booking: 0, appointments: 0, payments: 0, vouchers: 0 };
  const budget = callBudget(limits.maxCalls);
  let complete = true;

  const auditEntry = (finished: boolean, pending: Partial<RetentionCounts> = {}) =>
    jobAuditWrite(auditPath, started, {
      actor: RETENTION_ACTOR.email,
      document: [...Object.values(INBOX_COLLECTIONS), ...APPOINTMENT_COLLECTIONS, ...Object.values(TAX_RECORDS).map((record) => record.collection)].join(", "),
      action: "Deleted requests past their retention",
      before: null,
      after: {
        contactMessages: deleted.contact + (pending.contact ?? 0),
        bookingRequests: deleted.booking + (pending.booking ?? 0),
        appointments: deleted.appointments + (pending.appointments ?? 0),
        payments: deleted.payments + (pending.payments ?? 0),
        vouchers: deleted.vouchers + (pending.vouchers ?? 0),
        retentionAt: at.toISOString(),
        finished,
        ...(finished && !complete ? { more: "the next run goes on" } : {}),
      },
    });

  /** Deletes `due` of one kind, each under the version read, counting what is gone. */
  const deleteDue = async <T extends Deletion>(kind: keyof RetentionCounts, due: readonly T[], writesAlong: (remaining: readonly T[]) => CommitWrite[] = () => []) => {
    const gone = await deleteUnchanged(app, env, budget, due, (remaining) => [...writesAlong(remaining), auditEntry(false, { [kind]: remaining.length })]);
    deleted[kind] += gone;
  };

  for (const kind of Object.keys(INBOX_COLLECTIONS) as InboxKind[]) {
    const rule = RETENTION_RULES[kind];
    complete = await deleteInPages<Candidate>(budget, limits.batchSize, {
      read: (after, limit) => readCandidates(app, rule, at, after, limit),
      isDue: (candidate) => isDue(rule, candidate, at),
      // A request answered, noted or erased since it was read is left: its date is counted again next run.
      remove: async (due) => {
        await deleteDue(kind, due);
        return true;
      },
    });
    if (!complete) break;
  }

  // The bookings made online, when the requests left calls for them.
  if (complete) {
    complete = await deleteInPages<PastAppointment>(budget, limits.appointmentBatchSize, {
      read: (after, limit) => readPastAppointments(app, latestDueArrival(APPOINTMENT_RETENTION, at), after, limit),
      isDue: (candidate) => isAppointmentDue(candidate, at),
      // A booking moved or erased since it was read is left: it is counted again next run.
      remove: async (due) => {
        for (const [index, group] of inCommits(due).entries()) {
          // The batch's own commit is counted in CALLS_PER_BATCH; a further one needs its own calls.
          if (index > 0 && !budget.allows(CALLS_PER_COMMIT)) return false;
          // The booking under the version read; its entry and claims go with it, in the same commit.
          await deleteDue("appointments", group, (remaining) => remaining.flatMap(appointmentTimeDeletions));
        }
        return true;
      },
    });
  }

  // The payment and gift voucher records the tax law no longer asks for, when calls are left: each alone, like a request.
  for (const kind of Object.keys(TAX_RECORDS) as TaxRecordKind[]) {
    if (!complete) break;
    complete = await deleteInPages<OldRecord>(budget, limits.recordBatchSize, {
      read: (after, limit) => readOldestRecords(app, kind, latestDueArrival(TAX_RECORD_RETENTION, at), after, limit),
      isDue: (candidate) => isRecordDue(candidate, at),
      // A record refunded, extended or redeemed since it was read is left: its date is counted again next run.
      remove: async (due) => {
        await deleteDue(kind, due);
        return true;
      },
    });
  }

  await app.firestore.commit([auditEntry(true)]).catch(rethrowUnavailable);
  return { deleted, complete };
}

/** A document the job may delete: where it is, and the version it read. */
type Deletion = { path: string; updateTime: string };

/** The calls to Firestore a run may still make: one is kept for the closing audit entry. */
type CallBudget = { allows: (calls: number) => boolean; spend: (calls: number) => void };

function callBudget(maxCalls: number): CallBudget {
  let spent = 0;
  return {
    allows: (calls) => spent + calls <= maxCalls - 1,
    spend: (calls) => {
      spent += calls;
    },
  };
}

/**
 * Pages through the oldest candidates, `batchSize` at a time, and hands the due ones of each page to
 * `remove`. True when a short page ends it; false when the calls ran out first, with more to look at.
 */
async function deleteInPages<T extends Deletion>(
  budget: CallBudget,
  batchSize: number,
  page: { read: (after: T | null, limit: number) => Promise<T[]>; isDue: (candidate: T) => boolean; remove: (due: T[]) => Promise<boolean> },
): Promise<boolean> {
  let after: T | null = null;
  for (;;) {
    if (!budget.allows(CALLS_PER_BATCH)) return false;
    budget.spend(1);
    const candidates = await page.read(after, batchSize);
    if (!(await page.remove(candidates.filter(page.isDue)))) return false;
    if (candidates.length < batchSize) return true;
    after = candidates.at(-1)!;
  }
}

/**
 * Deletes `due` in one commit, each under the version read, with `writesAlong` the rest of that
 * commit. One that changed or went since it was read is left for the next run and the others tried
 * again, up to COMMIT_TRIES commits. Returns how many were deleted.
 */
async function deleteUnchanged<T extends Deletion>(
  app: AppContext,
  env: Env,
  budget: CallBudget,
  due: readonly T[],
  writesAlong: (remaining: readonly T[]) => CommitWrite[],
): Promise<number> {
  let remaining = due;
  for (let attempt = 0; remaining.length && attempt < COMMIT_TRIES; attempt += 1) {
    budget.spend(CALLS_PER_COMMIT);
    const result = await commitChange(app, {
      changes: remaining.map((document) => ({ path: document.path, seen: document.updateTime, write: "delete" as const })),
      actor: RETENTION_ACTOR,
      audit: null,
      env,
      limit: false,
      alongside: writesAlong(remaining),
    });
    if (result.status === "saved") return remaining.length;
    if (result.status !== "conflict" && result.status !== "not-found") throw new Error(`the retention job's deletions were refused (${result.status})`);
    const changed = result.path;
    remaining = remaining.filter((document) => document.path !== changed);
  }
  return 0;
}

/** Whether a payment's or a voucher's years are up by `at`: counted from the payment, or the voucher's expiry. */
function isRecordDue(candidate: OldRecord, at: Date): boolean {
  const ends = taxRecordDeletionDate(TAX_RECORD_RETENTION, toDate(candidate.from));
  return ends !== null && ends.getTime() <= at.getTime();
}

/** Whether a booking's retention has ended by `at`: counted from its appointment. */
function isAppointmentDue(candidate: PastAppointment, at: Date): boolean {
  const ends = appointmentDeletionDate(APPOINTMENT_RETENTION, toDate(candidate.startsAt));
  return ends !== null && ends.getTime() <= at.getTime();
}

/** Whether a request's retention has ended by `at`. */
function isDue(rule: RetentionRule, candidate: Candidate, at: Date): boolean {
  const ends = deletionDate(rule, { receivedAt: toDate(candidate.createdAt), answeredAt: toDate(candidate.answeredAt) });
  return ends !== null && ends.getTime() <= at.getTime();
}

function toDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * The oldest requests that may be due, past `after`: those that arrived before the rule's latest
 * due arrival, oldest first (a single-field index), with only the times the rule needs.
 */
async function readCandidates(app: AppContext, rule: RetentionRule, at: Date, after: Candidate | null, limit: number): Promise<Candidate[]> {
  const collection = INBOX_COLLECTIONS[rule.kind];
  const projectId = app.config.firestore.projectId;
  const spec: QuerySpec = {
    collection,
    orderBy: [
      { field: "createdAt", direction: "ASCENDING" },
      { field: "__name__", direction: "ASCENDING" },
    ],
    select: ["createdAt", "answeredAt"],
    limit,
    endAt: { values: [latestDueArrival(rule, at)], before: true },
    ...(after ? { startAt: { values: [new Date(after.createdAt), documentReference(projectId, after.path)], before: false } } : {}),
  };
  const docs = await app.firestore.runQuery(spec).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return {
      path: `${collection}/${id}`,
      updateTime: doc.updateTime ?? "",
      createdAt: String(data.createdAt ?? ""),
      answeredAt: typeof data.answeredAt === "string" ? data.answeredAt : undefined,
    };
  });
}
