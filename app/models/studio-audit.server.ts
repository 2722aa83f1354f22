import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { StudioAuditEntry } from "~/schemas/studio-audit";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";
import { formatCount } from "~/platform/numbers";

const STUDIO_AUDIT = COLLECTIONS.studioAudit.name;
const AUDIT_PAGE_SIZE = 50;

type AuditChange = { actor: string; document: string; action: string; before: unknown; after: unknown };

/**
 * The most of each side of a change an entry keeps. A studio form may hold 1 MB, Firestore keeps
 * at most 1 MiB in one document, and the audit page shows 50 entries: a larger value is kept
 * cut, saying how long it was (the document itself holds all of it).
 */
const AUDIT_VALUE_MAX_CHARS = 64 * 1024;

function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const json = JSON.stringify(value, null, 2);
  if (json.length <= AUDIT_VALUE_MAX_CHARS) return json;
  return `${json.slice(0, AUDIT_VALUE_MAX_CHARS)}\n… (cut here: ${formatCount(json.length)} characters in all)`;
}

/** A new audit entry's path: its time, then a random part, so entries of one millisecond never collide. */
export function newAuditPath(at: Date): string {
  return `${STUDIO_AUDIT}/${at.toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}`;
}

function auditData({ actor, document, action, before, after }: AuditChange, at: Date) {
  return { at, actor, document, action, before: auditValue(before), after: auditValue(after) };
}

/** The audit entry of a change, as a write to commit together with the change itself. */
export function auditWrite(change: AuditChange) {
  const at = new Date();
  return { path: newAuditPath(at), data: auditData(change, at), options: { exists: false } };
}

/**
 * The one audit entry of a job that commits in batches (the retention job, an erasure), at a path
 * of its own (`newAuditPath`): written again with each batch, committed with it, so the entry
 * always counts exactly what is done, even when the job stops halfway.
 */
export function jobAuditWrite(path: string, at: Date, change: AuditChange) {
  return { path, data: auditData(change, at) };
}

/** Records a change on its own (one with nothing else to commit: a purge). */
export async function recordAudit(app: AppContext, change: AuditChange): Promise<void> {
  await app.firestore.commit([auditWrite(change)]).catch(rethrowUnavailable);
}

type AuditPage = { entries: Array<StudioAuditEntry & { id: string }>; older: string | null };

/** Newest first; `before` is the `at` of the last entry of the previous page. */
export async function listAudit(app: AppContext, before?: string): Promise<AuditPage> {
  const docs = await app.firestore
    .runQuery({
      collection: STUDIO_AUDIT,
      orderBy: [{ field: "at", direction: "DESCENDING" }],
      limit: AUDIT_PAGE_SIZE + 1,
      ...(before ? { startAt: { values: [new Date(before)], before: false } } : {}),
    })
    .catch(rethrowUnavailable);
  const entries = docs.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const result = v.safeParse(StudioAuditEntry, data);
    return result.success ? [{ ...result.output, id }] : [];
  });
  const page = entries.slice(0, AUDIT_PAGE_SIZE);
  return { entries: page, older: entries.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.at ?? null) : null };
}
