/**
 * The one-button saves of the studio's lists (approve a testimonial, hide it, move a service up):
 * a few fields of one or two documents, written the way the content forms write. Each change
 * carries the updateTime the list was showing, so a document changed since is refused, not
 * overwritten; the change and its audit entries are committed together; a purge of the documents'
 * cache tags publishes it. Each person's saves are rate-limited (save-limit.server.ts).
 */
import { data, redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { isFirestoreError } from "~/firestore/client.server";
import { auditWrite } from "~/models/studio-audit.server";
import type { StudioUser } from "~/studio/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves, withinSaveLimit } from "~/studio/save-limit.server";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { writeTags } from "~/platform/cache-tags";
import { purgeTags } from "~/platform/purge.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { notFound } from "~/platform/responses.server";
import { describeIssues } from "./collection.server";
import { readStoredDocument } from "./save.server";
import type { ConflictRow } from "~/components/studio/ConflictTable";

type QuickChange = {
  path: string;
  /** The document's updateTime when the list was shown. */
  updateTime: string;
  /** The top-level fields to write; `undefined` removes one. */
  fields: Record<string, unknown>;
};

type QuickSaveResult =
  | { status: "saved"; published: boolean }
  | { status: "not-found"; path: string }
  /** The document as it is now, and the change that was refused. */
  | { status: "conflict"; path: string; current: Record<string, unknown> | null; yours: Record<string, unknown> }
  /** The document would fail its schema with this change (it needs fixing on its form first). */
  | { status: "invalid"; path: string; problems: string[] }
  /** The person saved too often in the last minute: nothing was written. */
  | { status: "limited"; path: string };

export async function quickSave(args: {
  app: AppContext;
  env: Env;
  user: StudioUser;
  /** For the audit log: "Approved: testimonial". */
  action: string;
  changes: readonly QuickChange[];
  /** When given, each document must pass it with its change applied. */
  schema?: v.GenericSchema;
}): Promise<QuickSaveResult> {
  const { app, env, user, action, changes, schema } = args;
  // Before any read: a loop over the limit costs Firestore nothing.
  if (!(await withinSaveLimit(env, user, app.log))) return { status: "limited", path: changes[0]?.path ?? "" };
  const stored = await Promise.all(changes.map((change) => readStoredDocument(app, change.path)));

  for (const [index, change] of changes.entries()) {
    const document = stored[index];
    if (!document) return { status: "not-found", path: change.path };
    if (document.updateTime !== change.updateTime) return { status: "conflict", path: change.path, current: document.data, yours: change.fields };
    if (schema) {
      const result = v.safeParse(schema, withFields(document.data, change.fields));
      if (!result.success) {
        return { status: "invalid", path: change.path, problems: describeIssues(result.issues) };
      }
    }
  }

  const writes = changes.flatMap((change, index) => {
    const before = stored[index]!;
    const names = Object.keys(change.fields);
    return [
      { path: change.path, data: defined(change.fields), options: { fields: names, updateTime: before.updateTime } },
      auditWrite({
        actor: user.email,
        document: change.path,
        action,
        before: Object.fromEntries(names.map((name) => [name, before.data[name] ?? null])),
        after: change.fields,
      }),
    ];
  });
  try {
    await app.firestore.commit(writes);
  } catch (error) {
    if (isFirestoreError(error) && error.kind === "conflict") {
      // Saved by someone else between the read and the write: find which, and show it as it is now.
      const now = await Promise.all(changes.map((change) => readStoredDocument(app, change.path)));
      const index = Math.max(0, now.findIndex((document, at) => document?.updateTime !== stored[at]?.updateTime));
      return { status: "conflict", path: changes[index]!.path, current: now[index]?.data ?? null, yours: changes[index]!.fields };
    }
    rethrowUnavailable(error);
  }
  const tags = changes.flatMap((change) => writeTags(app.config.firestore.projectId, change.path));
  return { status: "saved", published: (await purgeTags(env, app.config, tags)).ok };
}

/** With an update mask, a field named in the mask but absent from the data is removed. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function withFields(data: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...data, ...fields };
  // Timestamps are written as Dates but decoded as ISO strings: check them as they will read.
  for (const [name, value] of Object.entries(merged)) if (value instanceof Date) merged[name] = value.toISOString();
  return merged;
}

/**
 * What a page shows when a quick save was refused, values already written out for people. Named
 * `refused` (not `status`) so a form page that also has a content form never takes it for its own answer.
 */
export type QuickSaveRefusal =
  | { refused: "conflict"; name: string; rows: ConflictRow[] }
  | { refused: "invalid"; name: string; problems: string[] }
  | { refused: "limited"; name: string; message: string };

/**
 * A quick save's answer: back to the list (POST, redirect, GET) when saved; a 404 when the document
 * is gone; otherwise the refusal, 409, 400 or 429, for the list to show above itself.
 */
export function quickSaveAnswer(
  result: QuickSaveResult,
  {
    name,
    redirectTo,
    labels,
    format = (_field, value) => (value === undefined || value === null ? "(none)" : String(value)),
  }: {
    /** What the document is called on the page ("Sanne K.'s testimonial"). */
    name: string;
    redirectTo: string;
    /** The fields shown in a conflict, by name; others (updatedAt) are left out. */
    labels: Record<string, string>;
    format?: (field: string, value: unknown) => string;
  },
) {
  if (result.status === "saved") {
    const url = new URL(redirectTo, "https://studio.invalid");
    url.searchParams.set("saved", result.published ? "1" : "unpublished");
    return redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  if (result.status === "not-found") throw notFound();
  if (result.status === "invalid") return data<QuickSaveRefusal>({ refused: "invalid", name, problems: result.problems }, { status: 400 });
  if (result.status === "limited") return tooManySaves<QuickSaveRefusal>({ refused: "limited", name, message: SAVE_LIMIT_MESSAGE });
  const rows = Object.keys(result.yours)
    .filter((field) => field in labels)
    .map((field) => ({ label: labels[field]!, current: format(field, result.current?.[field]), yours: format(field, result.yours[field]) }));
  return data<QuickSaveRefusal>({ refused: "conflict", name, rows }, { status: 409 });
}
