/**
 * Loading a content form and saving it: the form's values, English and Dutch, checked by the editor's schema, then
 * committed through the studio's one write (../change.server.ts: the version compare, the audit
 * entry, the publication), and the answer put back in the form's terms.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { notFound } from "~/platform/responses.server";
import { issuesToErrors } from "~/schemas/fields";
import { commitChange, readStoredDocument } from "~/studio/change.server";
import type { StudioUser } from "~/studio/auth/guard.server";
import type { AnyDocumentEditor } from "./editor";
import { dutchFromFormValues, editorFormValues, isRecord, toDutchFormValues } from "./dutch-fields";
import { formValuesOf, fromFormValues, toFormValues, type FieldErrors, type FormValues } from "./fields";
import { FORM_ERROR, UPDATE_TIME_FIELD } from "./save-fields";

/** What a content form is filled with: the stored values (English and Dutch), and the version they are. */
export async function loadEditor(app: AppContext, editor: AnyDocumentEditor, path: string) {
  const stored = await readStoredDocument(app, path);
  return { values: editorFormValues(editor, stored?.data), updateTime: stored?.updateTime ?? "", exists: stored !== null };
}

type PostedForm =
  | { status: "valid"; prepared: Record<string, unknown>; values: FormValues; output: Record<string, unknown> }
  | { status: "invalid"; prepared: Record<string, unknown>; values: FormValues; errors: FieldErrors };

/**
 * A posted form read as the editor has it: the English decoded and prepared, its Dutch (if the
 * form has any) put where the editor stores it, and the whole checked by the editor's one schema,
 * the Dutch with it. Messages are by form name, the Dutch ones beside their Dutch inputs.
 */
export function readPostedForm(editor: AnyDocumentEditor, posted: FormValues): PostedForm {
  const decoded = fromFormValues(editor.fields, posted);
  const prepared = editor.prepare ? editor.prepare(decoded) : decoded;
  const dutch = editor.dutch;
  const overlay = dutch ? dutchFromFormValues(editor.fields, posted) : {};
  const values = { ...toFormValues(editor.fields, prepared), ...(dutch ? toDutchFormValues(editor.fields, overlay, prepared) : {}) };
  const written = dutch?.write(overlay, prepared) ?? { fields: {}, errors: {} };
  const parsed = v.safeParse(editor.schema, { ...prepared, ...written.fields });
  const errors: FieldErrors = { ...written.errors };
  if (!parsed.success) for (const [path, message] of Object.entries(issuesToErrors(parsed.issues))) errors[dutch?.formName(path) ?? path] ??= message;
  if (Object.keys(errors).length || !parsed.success) return { status: "invalid", prepared, values, errors };
  const extra = editor.check?.(parsed.output);
  if (extra && Object.keys(extra).length) return { status: "invalid", prepared, values, errors: extra };
  return { status: "valid", prepared, values, output: parsed.output as Record<string, unknown> };
}

/** A shared `nl` as written by a form of some of its sections: the others as stored; absent when none is left. */
function withStoredDutch(written: unknown, stored: unknown, shares: readonly string[]): Record<string, unknown> | undefined {
  const nl: Record<string, unknown> = isRecord(stored) ? Object.fromEntries(Object.entries(stored).filter(([key]) => !shares.includes(key))) : {};
  for (const [key, value] of Object.entries(isRecord(written) ? written : {})) if (value !== undefined) nl[key] = value;
  return Object.keys(nl).length ? nl : undefined;
}

/** The audit entry of a form that writes part of a shared `nl`: its fields before and after, `nl` narrowed to its sections. */
function auditedWithShares(write: Record<string, unknown>, shares: readonly string[]) {
  const sections = (nl: unknown) => (isRecord(nl) ? Object.fromEntries(shares.filter((key) => key in nl).map((key) => [key, nl[key]])) : null);
  const shown = (name: string, value: unknown) => (name === "nl" ? sections(value) : (value ?? null));
  return (stored: Record<string, unknown> | null) => ({
    before: stored ? Object.fromEntries(Object.keys(write).map((name) => [name, shown(name, stored[name])])) : null,
    after: Object.fromEntries(
      Object.entries(write)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, shown(name, value)]),
    ),
  });
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
  const read = readPostedForm(editor, posted);
  const { values } = read;
  if (read.status === "invalid") return { status: "invalid", values, errors: read.errors, updateTime };

  const creating = args.mode === "create";
  const data = { ...read.output, ...editor.stamp?.({ creating, actor: user.email }) };
  const shares = editor.dutch?.shares;
  if (shares) {
    // The document's other sections' Dutch stays as stored. Read at the version the form was
    // filled at, or the commit below finds a newer one and answers with the conflict.
    const stored = creating ? null : await readStoredDocument(app, path);
    data.nl = withStoredDutch(data.nl, stored?.data.nl, shares);
  }
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: `${creating ? "Created" : "Edited"}: ${editor.title}`,
    // Every field the form shows is written, the Dutch with it; an emptied optional one is removed.
    changes: [{ path, seen: creating ? "" : updateTime, write: data, mustExist: !creating && !args.createIfMissing, audited: shares ? auditedWithShares(data, shares) : undefined }],
  });
  switch (result.status) {
    case "saved":
      return result;
    case "limited":
      return { status: "limited", values, updateTime };
    case "not-found":
      throw notFound();
    case "conflict":
      return { status: "conflict", values, current: editorFormValues(editor, result.current?.data), updateTime: result.current?.updateTime ?? "" };
    case "invalid":
      return {
        status: "invalid",
        values,
        errors: { [FORM_ERROR]: `Firestore would not store this (${result.reason ?? result.problems.join("; ")}). One document holds at most 1 MiB: shorten it and save again.` },
        updateTime,
      };
  }
}
