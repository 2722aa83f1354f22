/**
 * Loading a content form and saving it: the document read from Firestore itself (never the edge
 * cache), the save written with an updateTime precondition, so an editor never overwrites a change
 * they have not seen; then the audit log, and a purge of the document's cache tags so the public
 * pages that show it, and only those, show it at once (docs/decisions/014-targeted-purge.md).
 * Each person's saves are rate-limited (save-limit.server.ts).
 */
import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { isFirestoreError } from "~/firestore/client.server";
import { auditWrite } from "~/models/studio-audit.server";
import type { StudioUser } from "~/studio/guard.server";
import { withinSaveLimit } from "~/studio/save-limit.server";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { writeTags } from "~/platform/cache-tags";
import { purgeTags } from "~/platform/purge.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { notFound } from "~/platform/responses.server";
import type { AnyDocumentEditor } from "./editor";
import { formValuesOf, fromFormValues, toFormValues, type FieldErrors, type FormValues } from "./fields";
import { issuesToErrors } from "~/schemas/fields";

import { FORM_ERROR, UPDATE_TIME_FIELD } from "./save-fields";

export type StoredDocument = { data: Record<string, unknown>; updateTime: string } | null;

export async function readStoredDocument(app: AppContext, path: string): Promise<StoredDocument> {
  const doc = await app.firestore.getDocument(path).catch(rethrowUnavailable);
  return doc ? { data: decodeDocument(doc).data, updateTime: doc.updateTime ?? "" } : null;
}

/** What a content form is filled with: the stored values, and the version they are. */
export async function loadEditor(app: AppContext, editor: AnyDocumentEditor, path: string) {
  const stored = await readStoredDocument(app, path);
  return { values: toFormValues(editor.fields, stored?.data), updateTime: stored?.updateTime ?? "", exists: stored !== null };
}

type SaveResult =
  | { status: "saved"; published: boolean }
  | { status: "invalid"; values: FormValues; errors: FieldErrors; updateTime: string }
  /** Someone saved the document since this form was filled: theirs (`current`) and yours (`values`). */
  | { status: "conflict"; values: FormValues; current: FormValues; updateTime: string }
  /** The person saved too often in the last minute (save-limit.server.ts): nothing was written. */
  | { status: "limited"; values: FormValues; updateTime: string };

export async function saveEditor(args: {
  app: AppContext;
  env: Env;
  user: StudioUser;
  editor: AnyDocumentEditor;
  path: string;
  form: FormData;
  /** "create": the document must not exist yet. */
  mode?: "update" | "create";
  /** An update may make the document when there is none yet (the single documents: Website/CustomPalettes). */
  createIfMissing?: boolean;
}): Promise<SaveResult> {
  const { app, env, user, editor, path, form } = args;
  const posted = formValuesOf(form);
  const updateTime = posted[UPDATE_TIME_FIELD] ?? "";
  const decoded = fromFormValues(editor.fields, posted);
  const prepared = editor.prepare ? editor.prepare(decoded) : decoded;
  const values = toFormValues(editor.fields, prepared);
  const parsed = v.safeParse(editor.schema, prepared);
  if (!parsed.success) return { status: "invalid", values, errors: issuesToErrors(parsed.issues), updateTime };
  const extra = editor.check?.(parsed.output);
  if (extra && Object.keys(extra).length) return { status: "invalid", values, errors: extra, updateTime };
  if (!(await withinSaveLimit(env, user, app.log))) return { status: "limited", values, updateTime };

  const stored = await readStoredDocument(app, path);
  const creating = args.mode === "create";
  const conflict = (current: StoredDocument): SaveResult => ({
    status: "conflict",
    values,
    current: toFormValues(editor.fields, current?.data),
    updateTime: current?.updateTime ?? "",
  });
  if (!creating && stored === null && !args.createIfMissing) throw notFound();
  if (creating ? stored !== null : (stored?.updateTime ?? "") !== updateTime) return conflict(stored);

  const data = { ...(parsed.output as Record<string, unknown>), ...editor.stamp?.({ creating: stored === null, actor: user.email }) };
  // Every field the form shows is in the mask; an emptied optional one is left out of the data, so the write removes it.
  const fields = Object.keys(data);
  const present = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  const before = stored ? Object.fromEntries(fields.map((field) => [field, stored.data[field] ?? null])) : null;
  // Saved as it was: nothing to write, audit or purge (a save is no way to empty the page cache).
  if (stored && JSON.stringify(before) === JSON.stringify(Object.fromEntries(fields.map((field) => [field, present[field] ?? null])))) {
    return { status: "saved", published: true };
  }
  const audit = auditWrite({ actor: user.email, document: path, action: `${stored ? "Edited" : "Created"}: ${editor.title}`, before, after: present });
  try {
    // The change and its audit entry, together or not at all.
    await app.firestore.commit([
      { path, data: present, options: stored ? { fields, updateTime: stored.updateTime } : { fields, exists: false } },
      audit,
    ]);
  } catch (error) {
    // Saved by someone else between the read and the write: the precondition kept theirs.
    if (isFirestoreError(error) && error.kind === "conflict") return conflict(await readStoredDocument(app, path));
    // Firestore refused what it was given (a document over its 1 MiB, say): the form comes back with it.
    if (isFirestoreError(error) && error.kind === "invalid-argument") {
      return { status: "invalid", values, errors: { [FORM_ERROR]: `Firestore would not store this (${error.reason ?? "it refused the values"}). One document holds at most 1 MiB: shorten it and save again.` }, updateTime };
    }
    rethrowUnavailable(error);
  }
  return { status: "saved", published: (await purgeTags(env, app.config, writeTags(app.config.firestore.projectId, path))).ok };
}
