/**
 * Erasing one person's data at their request (/studio/privacy, admins): every request the person
 * sent (app/models/person-data.server.ts) is deleted; from a gift someone else sent that names them,
 * only their name and address are taken out, and the giver's request stays. In batches, each one
 * `commitChange` under the version read. The erasure's one audit entry is committed with every
 * batch: who erased, when, and how many of each, never the address, a name or an id. Nothing else is touched.
 *
 * Run again after a failure, it finds what is left and finishes the job.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { findPersonData, RECIPIENT_FIELDS, type PersonRecord } from "~/models/person-data.server";
import { INBOX_COLLECTIONS } from "~/models/inbox.server";
import { jobAuditWrite, newAuditPath } from "~/models/studio-audit.server";
import { emailKey, type InboxKind } from "~/schemas/inbox";
import type { Env } from "~/platform/env.server";
import { commitChange } from "./change.server";

const BATCH_SIZE = 200;
/** Requests changed under the erasure (a note saved meanwhile) are found again this many times. */
const TRIES = 3;

export type Erasure =
  /** `erased`: requests the person sent, deleted; `recipientOf`: gifts they were taken out of. */
  | { status: "erased"; erased: Record<InboxKind, number>; recipientOf: number }
  /** The admin saved too often in the last minute: nothing was deleted. */
  | { status: "limited" };

/** Deletes every record given, and any found for the address while they go; the address itself is never stored. */
export async function erasePersonData(
  app: AppContext,
  env: Env,
  actor: { email: string },
  address: string,
  records: readonly PersonRecord[],
): Promise<Erasure> {
  const started = new Date();
  const auditPath = newAuditPath(started);
  const erased: Record<InboxKind, number> = { contact: 0, booking: 0 };
  let recipientOf = 0;
  const auditEntry = (batch: readonly PersonRecord[]) => {
    const count = (kind: InboxKind) => erased[kind] + batch.filter((record) => record.kind === kind && record.role === "sender").length;
    return jobAuditWrite(auditPath, started, {
      actor: actor.email,
      document: Object.values(INBOX_COLLECTIONS).join(", "),
      action: "Erased one person's data at their request",
      before: null,
      after: { contactMessages: count("contact"), bookingRequests: count("booking"), giftsTakenOutOf: recipientOf + batch.filter((record) => record.role === "recipient").length },
    });
  };
  const key = emailKey(address);

  let left = [...records];
  let first = true;
  for (let attempt = 0; left.length && attempt < TRIES; attempt += 1) {
    while (left.length) {
      const batch = left.slice(0, BATCH_SIZE);
      const result = await commitChange(app, {
        changes: batch.map((record) =>
          record.role === "sender"
            ? { path: record.path, seen: record.updateTime, write: "delete" as const }
            : // The giver's request stays, without the recipient's name and address, and no longer found by it.
              { path: record.path, seen: record.updateTime, write: { ...Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, undefined])), emailKeys: record.emailKeys.filter((entry) => entry !== key) } },
        ),
        actor,
        audit: null,
        env,
        // The admin's one click counts once against their save limit, however many batches it takes.
        limit: first,
        alongside: [auditEntry(batch)],
      });
      if (result.status === "limited") return { status: "limited" };
      first = false;
      if (result.status !== "saved") break;
      for (const record of batch) {
        if (record.role === "sender") erased[record.kind] += 1;
        else recipientOf += 1;
      }
      left = left.slice(batch.length);
    }
    // What changed meanwhile (a note saved, a request arrived, one deleted by the retention job): found again.
    left = await findPersonData(app, address);
  }
  if (left.length) throw new Error(`an erasure left ${left.length} requests that kept changing`);
  return { status: "erased", erased, recipientOf };
}
