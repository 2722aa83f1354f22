/**
 * The studio's side of the collections (one document per service, category or testimonial): every
 * document read from Firestore itself, never the edge cache, and listed even when it fails its
 * schema, marked as needing a fix, since the studio is where broken documents get mended. Also
 * the "new" forms, whose document id is made from what was typed.
 */
import { data, redirect } from "@remix-run/cloudflare";
import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { Service, ServiceCategory, Timestamp } from "~/schemas";
import { requireStudioUser, type StudioUser } from "~/studio/guard.server";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { notFound } from "~/platform/responses.server";
import type { AnyDocumentEditor } from "./editor";
import type { CategoryChoice } from "./editors/services";
import type { ServiceChoice } from "./editors/testimonials";
import { formValuesOf, fromFormValues, toFormValues } from "./fields";
import { issuesToErrors } from "~/schemas/fields";
import type { EditorActionData, EditorLoaderData } from "./route.server";
import { readStoredDocument, type StoredDocument } from "~/studio/change.server";
import { saveEditor } from "./save.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "../save-limit.server";

type StoredItem<T> = {
  id: string;
  /** As stored, whatever its shape. */
  data: Record<string, unknown>;
  /** The schema's output when the document passes it; null when it needs fixing. */
  value: T | null;
  /** What is wrong with it, in the schema's words ("price.amount: Invalid type"), when it needs fixing. */
  problems: string[];
  updateTime: string;
};

/** Every document of a collection, valid or not, in document-id order. */
export async function listCollection<S extends v.GenericSchema>(
  app: AppContext,
  collection: string,
  schema: S,
): Promise<Array<StoredItem<v.InferOutput<S>>>> {
  const docs = await app.firestore.runQuery({ collection }).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    const result = v.safeParse(schema, data);
    return {
      id,
      data,
      value: result.success ? result.output : null,
      problems: result.success ? [] : describeIssues(result.issues),
      // As Firestore wrote it, to the nanosecond: the precondition compares it exactly.
      updateTime: doc.updateTime ?? "",
    };
  });
}

/** The categories a service may be filed under: those stored now, in their order. */
export async function listCategoryChoices(app: AppContext): Promise<CategoryChoice[]> {
  const categories = await listCollection(app, "ServiceCategories", ServiceCategory);
  return categories
    .map((category) => ({ slug: textOf(category.data.slug, category.id), name: textOf(category.data.name, category.id), position: numberOf(category.data.position) }))
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.slug.localeCompare(b.slug))
    .map(({ slug, name }) => ({ slug, name }));
}

/** The services a testimonial may be about: every stored one, by name. */
export async function listServiceChoices(app: AppContext): Promise<ServiceChoice[]> {
  const services = await listCollection(app, "Services", Service);
  return services.map((service) => ({ id: service.id, name: textOf(service.data.name, service.id) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A document id as it may appear in a studio address: anything else is a 404, never a Firestore path. */
const DocumentId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,149}$/));

export function documentPath(collection: string, id: string | undefined): string | null {
  return v.is(DocumentId, id) ? `${collection}/${id}` : null;
}

/** What is wrong with a stored document, in the schema's words; empty when nothing is. */
function problemsOf(schema: v.GenericSchema, data: Record<string, unknown>): string[] {
  const result = v.safeParse(schema, data);
  return result.success ? [] : describeIssues(result.issues);
}

/** A schema's issues in its own words, where they are: "price.amount: Invalid type: …". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "(whole document)"}: ${issue.message}`);
}

/** A stored document without a valid `createdAt`, which the site needs: its form's save writes one. */
export const lacksCreatedAt = (data: Record<string, unknown>) => !v.is(Timestamp, data.createdAt);

/** The stored document at `path`, or the 404 when there is none (or the address names none). */
export async function requireStored(app: AppContext, path: string | null): Promise<{ path: string; stored: NonNullable<StoredDocument> }> {
  const stored = path ? await readStoredDocument(app, path) : null;
  if (!path || !stored) throw notFound();
  return { path, stored };
}

/**
 * What an existing document's form page loads: as the content forms' own loader does, plus the
 * stored data (for what the page says around the form) and its problems. An unknown id is a 404.
 */
export async function loadStoredEditor(
  request: Request,
  app: AppContext,
  /** The editor, or how to choose it from the stored data (a category keeps its slug). */
  editorFor: AnyDocumentEditor | ((data: Record<string, unknown>) => AnyDocumentEditor),
  path: string | null,
  schema: v.GenericSchema,
) {
  await requireStudioUser(request, app, "editor");
  const { stored } = await requireStored(app, path);
  const editor = typeof editorFor === "function" ? editorFor(stored.data) : editorFor;
  const saved = new URL(request.url).searchParams.get("saved");
  const loaded: EditorLoaderData = {
    values: toFormValues(editor.fields, stored.data),
    updateTime: stored.updateTime,
    exists: true,
    saved: saved !== null,
    published: saved !== "unpublished",
  };
  return { loaded, data: stored.data, problems: problemsOf(schema, stored.data) };
}

/** A field read leniently from a stored document, for lists of documents that may be broken. */
export function textOf(value: unknown, fallback = ""): string {
  return typeof value === "string" && value.trim() ? value : typeof value === "number" ? String(value) : fallback;
}

export function numberOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Creates a document whose id is made from the form's own values (a service's name as a slug).
 * An id that is taken is refused next to the field it came from, and so is one that cannot be
 * made (a name of punctuation only); otherwise the save is the content forms' own, in "create"
 * mode, and the editor is sent to the new document's form.
 */
export async function createFromForm(args: {
  app: AppContext;
  env: Env;
  user: StudioUser;
  editor: AnyDocumentEditor;
  form: FormData;
  collection: string;
  /** The id for the prepared value ("" when there is none yet). */
  idOf: (value: Record<string, unknown>) => string;
  /** The field an id problem is shown next to. */
  idField: string | ((value: Record<string, unknown>) => string);
  /** What to say when the id is taken. */
  takenMessage: (id: string) => string;
  redirectTo: (id: string) => string;
}) {
  const { app, editor, form, collection } = args;
  const decoded = fromFormValues(editor.fields, formValuesOf(form));
  const prepared = editor.prepare ? editor.prepare(decoded) : decoded;
  const id = args.idOf(prepared);
  const idField = typeof args.idField === "string" ? args.idField : args.idField(prepared);
  const refuse = (message: string) => {
    const parsed = v.safeParse(editor.schema, prepared);
    const errors = { ...(parsed.success ? {} : issuesToErrors(parsed.issues)), [idField]: message };
    return data<EditorActionData>({ status: "invalid", values: toFormValues(editor.fields, prepared), errors, updateTime: "" }, { status: 400 });
  };

  if (!id) {
    const parsed = v.safeParse(editor.schema, prepared);
    const schemaErrors = parsed.success ? {} : issuesToErrors(parsed.issues);
    return refuse(schemaErrors[idField] ?? "Use some letters or numbers here: the page's link is made from them.");
  }
  const path = `${collection}/${id}`;
  if (await readStoredDocument(app, path)) return refuse(args.takenMessage(id));

  const result = await saveEditor({ ...args, path, mode: "create" });
  if (result.status === "saved") return redirect(`${args.redirectTo(id)}?saved=${result.published ? "1" : "unpublished"}`);
  // Made by someone else between the check and the write.
  if (result.status === "conflict") return refuse(args.takenMessage(id));
  if (result.status === "limited") {
    return tooManySaves<EditorActionData>({ ...result, message: SAVE_LIMIT_MESSAGE });
  }
  return data<EditorActionData>(result, { status: 400 });
}
