import { expect } from "vitest";
import type { FirestoreClient } from "~/firestore/client.server";
import { decodeDocument } from "~/firestore/codec";
import type { AnyDocumentEditor } from "~/studio/content/editor";
import { toFormValues, type FormValues } from "~/studio/content/fields";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { grantStudioUser, studioCookie, studioEnv } from "./studio-session";
import { callWorker, seededProject } from "./index";

// The studio's content forms from a test: a seeded project of its own with a signed-in editor,
// its pages, and its forms posted as the browser would post them.

export const SITE = "https://example.com";

export type StudioProject = { projectId: string; firestore: FirestoreClient; cookie: string };

/** A seeded project of its own with `editor` allowed in the studio, and that editor's session cookie. */
export async function studioProject(name: string, editor: string): Promise<StudioProject> {
  const { projectId, firestore } = await seededProject(name);
  await grantStudioUser(firestore, editor);
  return { projectId, firestore, cookie: await studioCookie(editor, firestore) };
}

export const envOf = (project: StudioProject) => ({ FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv });

/** A page of the project's site; with `cookie`, as that studio session. */
export async function page(project: StudioProject, path: string, cookie?: string) {
  const response = await callWorker(path, envOf(project), { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text() };
}

/** A same-origin form post as the project's editor. */
export async function post(project: StudioProject, path: string, body: Record<string, string>) {
  const response = await callWorker(path, envOf(project), {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: project.cookie },
  });
  return { response, html: response.status === 302 ? "" : await response.text() };
}

/** The document version a form page carries in its hidden field. */
export const updateTimeOn = (html: string) => new RegExp(`name="${UPDATE_TIME_FIELD}" value="([^"]*)"`).exec(html)?.[1];

/**
 * Posts a content form as the browser would: the form's values as the studio page filled them
 * (the stored document), with `changes` typed over them, and the version the page was read at.
 */
export async function saveForm(project: StudioProject, path: string, editor: AnyDocumentEditor, document: unknown, changes: FormValues) {
  const form = await page(project, path, project.cookie);
  expect(form.response.status).toBe(200);
  const updateTime = updateTimeOn(form.html);
  expect(updateTime).toBeTruthy();
  return post(project, path, { ...toFormValues(editor.fields, document), ...changes, [UPDATE_TIME_FIELD]: updateTime! });
}

/** The newest audit entries (20), newest first. */
export async function auditEntries(project: StudioProject) {
  const docs = await project.firestore.runQuery({ collection: "StudioAudit", orderBy: [{ field: "at", direction: "DESCENDING" }], limit: 20 });
  return docs.map((doc) => decodeDocument(doc).data as { actor: string; document: string; action: string; before: string | null; after: string | null });
}

/** The text of the error paragraph of a form field, as EditorFields renders it. */
export function fieldError(html: string, name: string): string | undefined {
  const id = `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}-error`;
  return new RegExp(`<p class="studio-field__error" id="${id}">([^<]*)</p>`).exec(html)?.[1];
}
