/**
 * Loading a content form and saving it: the form's values checked by the editor's schema, then
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
import { formValuesOf, fromFormValues, toFormValues, type FieldErrors, type FormValues } from "./fields";
import { FORM_ERROR, UPDATE_TIME_FIELD } from "./save-fields";

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

  const creating = args.mode === "create";
  const data = { ...(parsed.output as Record<string, unknown>), ...editor.stamp?.({ creating, actor: user.email }) };
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: `${creating ? "Created" : "Edited"}: ${editor.title}`,
    // Every field the form shows is written; an emptied optional one is removed.
    changes: [{ path, seen: creating ? "" : updateTime, write: data, mustExist: !creating && !args.createIfMissing }],
  });
  switch (result.status) {
    case "saved":
      return result;
    case "limited":
      return { status: "limited", values, updateTime };
    case "not-found":
      throw notFound();
    case "conflict":
      return { status: "conflict", values, current: toFormValues(editor.fields, result.current?.data), updateTime: result.current?.updateTime ?? "" };
    case "invalid":
      return {
        status: "invalid",
        values,
        errors: { [FORM_ERROR]: `Firestore would not store this (${result.reason ?? result.problems.join("; ")}). One document holds at most 1 MiB: shorten it and save again.` },
        updateTime,
      };
  }
}
