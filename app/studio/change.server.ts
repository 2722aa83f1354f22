/**
 * The studio's one way to change stored documents: content forms, quick saves ("Approve", "Move
 * up"), the inbox, studio users and sessions, the journal and its schedule, and the deletions of
 * the retention job and of an erasure all commit through `commitChange`. In order:
 *
 * 1. the person's save limit (save-limit.server.ts), when the change is theirs to make;
 * 2. each document read from Firestore itself, never the edge cache, and compared with the
 *    version the person saw (its `updateTime`; "" for one they saw as new): a document changed
 *    since is a conflict answered with what is stored now, never overwritten;
 * 3. the writes, their audit entries and any writes that ride along (the sessions a role change
 *    ends) in one commit, each write under the precondition of the version read, so a save that
 *    lands between the read and the commit is a conflict too;
 * 4. the publication: a purge of the cache tags of every public document written (docs/decisions/
 *    014-targeted-purge.md), so the pages that show them, and only those, show the change at once.
 *
 * What is audited (StudioAudit, read at /studio/audit): every change a person makes. The inbox is
 * audited too, since who moved a visitor's request to "done" or "spam" is the studio's business,
 * but its entries hold the request's status and whether the note changed, never the note or the
 * visitor's words: the audit log keeps no personal data, so erasing a person's data never has to
 * reach into it. Sessions are the studio's bookkeeping, not changes: a sign-in, a sign-out and the
 * once-a-minute "last seen" go unaudited (`audit: null`); an admin ending someone's session is audited.
 */
import { decodeDocument } from "~/firestore/codec";
import { isFirestoreError, type CommitWrite } from "~/firestore/client.server";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { purgedTags } from "~/models/collections";
import { auditWrite } from "~/models/studio-audit.server";
import type { Env } from "~/platform/env.server";
import { purgeTags } from "~/platform/purge.server";
import { withinSaveLimit, type Actor } from "./save-limit.server";

/** A document as Firestore holds it now, with its version; null when there is none. */
export type StoredDocument = { data: Record<string, unknown>; updateTime: string } | null;

/** A version for changes that follow no page a person saw (a session's "last seen"): the document must exist, as it is. */
export const ANY_VERSION = Symbol("any version");

export type DocumentChange = {
  path: string;
  /** The document's updateTime when the person saw it; "" when they saw none (the change makes it). */
  seen: string | typeof ANY_VERSION;
  /** The top-level fields written (`undefined` removes one), or "delete". */
  write: Record<string, unknown> | "delete";
  /** The write replaces the whole document rather than the fields it names. */
  whole?: boolean;
  /** A document that is not there, seen as new (""), is a 404 rather than made: an address that names none. */
  mustExist?: boolean;
  /**
   * Neither the stored document nor the written one is shown to visitors (a draft saved as a draft):
   * no page changes, so nothing is purged although its collection is public.
   */
  unseen?: boolean;
  /**
   * What the audit entry shows of the change, given the document as stored: by default the written
   * fields, before and after, under the document's path (`document` names it otherwise).
   */
  audited?: (stored: Record<string, unknown> | null) => { document?: string; before: unknown; after: unknown };
};

type ChangeResult =
  /** Written and published (`published`: the purge went through); or nothing had changed, and nothing was written. */
  | { status: "saved"; published: boolean }
  /** Someone saved the document since the person saw it: nothing was written; this is what is stored now. */
  | { status: "conflict"; path: string; current: StoredDocument }
  | { status: "not-found"; path: string }
  /** The change would leave a document its schema refuses (`check`), or Firestore refused it (`reason`). */
  | { status: "invalid"; path: string; problems: string[]; reason?: string }
  /** The person saved too often in the last minute (save-limit.server.ts): nothing was read or written. */
  | { status: "limited" };

type ChangeRequest = {
  changes: readonly DocumentChange[];
  /** Who makes it: the audit entry's actor and whose save limit counts. */
  actor: Actor;
  /** The audit entry's action ("Approved: testimonial"), or null for the unaudited bookkeeping above. */
  audit: string | null;
  /** Where the save limit and the purge marks live; needed when `limit` is set or a public document is written. */
  env?: Env;
  /** Counts against the actor's save limit; false for what no person's click makes (a session's "last seen"). */
  limit: boolean;
  /** Problems with a document as it would be after the change (its schema), or none. */
  check?: (path: string, after: Record<string, unknown>) => string[];
  /** Writes committed with the change, unversioned (the sessions that a change of role ends). */
  alongside?: readonly CommitWrite[];
};

export async function readStoredDocument(app: AppContext, path: string): Promise<StoredDocument> {
  const doc = await app.firestore.getDocument(path).catch(rethrowUnavailable);
  // The updateTime as Firestore wrote it, to the microsecond: a precondition must match it exactly.
  return doc ? { data: decodeDocument(doc).data, updateTime: doc.updateTime ?? "" } : null;
}

/** Several documents as stored now, in one round trip (a batch of deletions reads hundreds). */
async function readStoredDocuments(app: AppContext, paths: readonly string[]): Promise<StoredDocument[]> {
  if (paths.length <= 1) return Promise.all(paths.map((path) => readStoredDocument(app, path)));
  const docs = await app.firestore.getDocuments(paths).catch(rethrowUnavailable);
  return docs.map((doc) => (doc ? { data: decodeDocument(doc).data, updateTime: doc.updateTime ?? "" } : null));
}

export async function commitChange(app: AppContext, request: ChangeRequest): Promise<ChangeResult> {
  const { changes, actor } = request;
  // Before any read: a loop over the limit costs Firestore nothing.
  if (request.limit && !(await withinSaveLimit(requireEnv(request), actor, app.log))) return { status: "limited" };
  const stored = await readStoredDocuments(app, changes.map((change) => change.path));

  for (const [index, change] of changes.entries()) {
    const refusal = compare(change, stored[index]!, request.check);
    if (refusal) return refusal;
  }
  if (changes.every((change, index) => unchanged(change, stored[index]!)) && !request.alongside?.length) {
    // Saved as it was: nothing to write, audit or purge (a save is no way to empty the page cache).
    return { status: "saved", published: true };
  }

  const writes: CommitWrite[] = changes.flatMap((change, index) => {
    const before = stored[index]!;
    const write = toCommitWrite(change, before);
    if (request.audit === null) return [write];
    const { document = change.path, before: was, after } = change.audited ? change.audited(before?.data ?? null) : auditedFields(change, before);
    return [write, auditWrite({ actor: actor.email, document, action: request.audit, before: was, after })];
  });
  try {
    await app.firestore.commit([...writes, ...(request.alongside ?? [])]);
  } catch (error) {
    if (changes.length > 0 && isFirestoreError(error) && (error.kind === "conflict" || error.kind === "not-found")) {
      // Changed, made or deleted by someone else between the read and the commit: show which, as it is now.
      const now = await readStoredDocuments(app, changes.map((change) => change.path));
      const index = Math.max(0, now.findIndex((document, at) => document?.updateTime !== stored[at]?.updateTime));
      const path = changes[index]!.path;
      return now[index] === null && changes[index]!.seen !== "" ? { status: "not-found", path } : { status: "conflict", path, current: now[index]! };
    }
    // Firestore refused what it was given (a document over its 1 MiB, say).
    if (isFirestoreError(error) && error.kind === "invalid-argument") {
      return { status: "invalid", path: changes[0]?.path ?? "", problems: [], reason: error.reason ?? "it refused the values" };
    }
    rethrowUnavailable(error);
  }
  const tags = changes.flatMap((change) => (change.unseen ? [] : purgedTags(app.config.firestore.projectId, change.path)));
  if (tags.length === 0) return { status: "saved", published: true };
  return { status: "saved", published: (await purgeTags(requireEnv(request), app.config, tags)).ok };
}

function requireEnv(request: ChangeRequest): Env {
  if (!request.env) throw new Error("A change that is rate-limited or published needs the worker's env");
  return request.env;
}

/** Why the change cannot be made to the document as stored, or null when it can. */
function compare(change: DocumentChange, stored: StoredDocument, check: ChangeRequest["check"]): ChangeResult | null {
  const { path, seen } = change;
  if (stored === null && (seen !== "" || change.mustExist)) return { status: "not-found", path };
  if (seen !== ANY_VERSION && (stored?.updateTime ?? "") !== seen) return { status: "conflict", path, current: stored };
  if (check && change.write !== "delete") {
    const problems = check(path, afterChange(stored?.data ?? {}, change));
    if (problems.length) return { status: "invalid", path, problems };
  }
  return null;
}

function toCommitWrite(change: DocumentChange, stored: StoredDocument): CommitWrite {
  // The version read: a write since then fails the commit. A document new to the person must still be absent.
  const precondition = change.seen === ANY_VERSION ? { exists: true } : stored ? { updateTime: stored.updateTime } : { exists: false };
  if (change.write === "delete") return { path: change.path, delete: true, options: stored && change.seen !== ANY_VERSION ? { updateTime: stored.updateTime } : { exists: true } };
  const data = Object.fromEntries(Object.entries(change.write).filter(([, value]) => value !== undefined));
  // With an update mask, a field named in it but absent from the data is removed.
  return { path: change.path, data, options: change.whole ? precondition : { ...precondition, fields: Object.keys(change.write) } };
}

function auditedFields(change: DocumentChange, stored: StoredDocument): { document?: string; before: unknown; after: unknown } {
  if (change.write === "delete") return { before: stored?.data ?? null, after: null };
  const names = Object.keys(change.write);
  return {
    before: stored ? Object.fromEntries(names.map((name) => [name, stored.data[name] ?? null])) : null,
    after: Object.fromEntries(Object.entries(change.write).filter(([, value]) => value !== undefined)),
  };
}

/** True when writing the change would leave the document as it is. */
function unchanged(change: DocumentChange, stored: StoredDocument): boolean {
  if (!stored || change.write === "delete") return false;
  const names = change.whole ? new Set([...Object.keys(change.write), ...Object.keys(stored.data)]) : Object.keys(change.write);
  const write = change.write;
  return [...names].every((name) => JSON.stringify(comparable(stored.data[name])) === JSON.stringify(comparable(write[name])));
}

/** The document as it would read after the change: timestamps written as Dates are decoded as ISO strings. */
function afterChange(data: Record<string, unknown>, change: DocumentChange): Record<string, unknown> {
  const merged = change.whole ? { ...(change.write as Record<string, unknown>) } : { ...data, ...(change.write as Record<string, unknown>) };
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined) delete merged[name];
    else if (value instanceof Date) merged[name] = value.toISOString();
  }
  return merged;
}

/** A value as Firestore keeps it, to compare: a map's keys have no order there (a form may write them in another). */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, comparable(entry)]),
    );
  }
  return value ?? null;
}
