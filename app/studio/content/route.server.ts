/**
 * The loaders and actions every content form route shares (behind the studio layout's sign-in
 * middleware, which puts the person in `studioUserContext`): the stored values, and the save with its conflict answer, audit entry and
 * publication. A single document's form names its editor and path (`loadDocumentForm`); a
 * collection's forms name their collection (collections.ts) and get the rest (`loadItemForm`,
 * `loadNewItemForm` and their actions).
 *
 * These are called from the route's own `loader` and `action` functions
 * (`export const loader = (args: Route.LoaderArgs) => loadItemForm(args, services)`), never
 * called at a route module's top level: the browser bundle keeps a route module's top-level
 * statements, and a `.server` module is empty there (tests/e2e/hydration.spec.ts).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { AppContext } from "~/firestore/app-context.server";
import { readStoredDocument } from "~/studio/change.server";
import { studioUserContext, type StudioUser } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "../save-limit.server";
import { loadChoices, problemsOf, requireStored } from "./collection.server";
import type { Choices, StudioCollection } from "./collections";
import type { AnyDocumentEditor } from "./editor";
import { editorFormValues } from "./dutch-fields";
import { formValuesOf, type FieldErrors, type FormValues } from "./fields";
import { loadEditor, readPostedForm, saveEditor } from "./save.server";
import { notFound } from "~/platform/responses.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export type EditorLoaderData = {
  values: FormValues;
  updateTime: string;
  exists: boolean;
  saved: boolean;
  published: boolean;
};

export type EditorActionData =
  | { status: "invalid"; values: FormValues; errors: FieldErrors; updateTime: string }
  | { status: "conflict"; values: FormValues; current: FormValues; updateTime: string }
  | { status: "limited"; values: FormValues; updateTime: string; message: string };

/** "Saved" on the page a save came back to (`?saved=1`; `unpublished` when the purge failed). */
function savedNotice(request: Request): Pick<EditorLoaderData, "saved" | "published"> {
  const saved = pageUrl(request).searchParams.get("saved");
  return { saved: saved !== null, published: saved !== "unpublished" };
}

type SaveResult = Awaited<ReturnType<typeof saveEditor>>;

/** Back to `target` (POST, redirect, GET) with "Saved"; or 400/409/429 with the form's values. */
function saveAnswer(result: SaveResult, target: string) {
  if (result.status === "saved") return redirect(`${target}?saved=${result.published ? "1" : "unpublished"}`);
  if (result.status === "limited")
    return tooManySaves<EditorActionData>({
      ...result,
      message: SAVE_LIMIT_MESSAGE,
    });
  return data<EditorActionData>(result, { status: result.status === "conflict" ? 409 : 400 });
}

/** A single document's form (Website/Data's sections, the custom palettes). */
export async function loadDocumentForm({ request, context }: LoaderFunctionArgs, editor: AnyDocumentEditor, path: string, { mustExist = true } = {}): Promise<EditorLoaderData> {
  const loaded = await loadEditor(context.get(appContext), editor, path);
  if (mustExist && !loaded.exists) throw notFound();
  return { ...loaded, ...savedNotice(request) };
}

export async function saveDocumentForm({ request, context }: ActionFunctionArgs, editor: AnyDocumentEditor, path: string, { createIfMissing = false } = {}) {
  const user = context.get(studioUserContext);
  const form = await request.formData().catch(() => new FormData());
  const result = await saveEditor({ app: context.get(appContext), env: context.get(cloudflareContext).env, user, editor, path, form, createIfMissing });
  return saveAnswer(result, pageUrl(request).pathname);
}

/** A stored document's form: its values, what the form offers, what the site would find wrong with it, and where it shows. */
export async function loadItemForm({ request, params, context }: LoaderFunctionArgs, collection: StudioCollection) {
  const [choices, { id, stored }] = await Promise.all([loadChoices(context.get(appContext), collection), requireStored(context.get(appContext), collection, params.id)]);
  const item = { id, data: stored.data };
  const problems = problemsOf(collection.schema, stored.data);
  const loaded: EditorLoaderData = {
    values: editorFormValues(collection.editor(choices, item), stored.data),
    updateTime: stored.updateTime,
    exists: true,
    ...savedNotice(request),
  };
  return { ...loaded, item, choices, problems, name: collection.name(item), publicPaths: problems.length ? [] : collection.publicPaths(item) };
}

type IntentAnswer<R> = (form: FormData, context: ActionFunctionArgs["context"], user: StudioUser, request: ActionFunctionArgs["request"]) => Promise<R>;

/**
 * A stored document's save. `intents` answers the one-button forms posted to the same page
 * ("Approve"), by their `intent` field, with the person already checked.
 */

export async function saveItemForm<R = never>(
  { request, params, context }: ActionFunctionArgs,
  collection: StudioCollection,
  intents: Record<string, IntentAnswer<R>> = {}
) {
  const user = context.get(studioUserContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const answerIntent = typeof intent === "string" && Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (answerIntent) return answerIntent(form, context, user, request);
  const [choices, { path, id, stored }] = await Promise.all([loadChoices(context.get(appContext), collection), requireStored(context.get(appContext), collection, params.id)]);
  const editor = collection.editor(choices, { id, data: stored.data });
  const result = await saveEditor({
    app: context.get(appContext),
    env: context.get(cloudflareContext).env,
    user,
    editor,
    path,
    form,
  });
  return saveAnswer(result, pageUrl(request).pathname);
}

/** An empty form for a new document, and what it offers to choose from. */
export async function loadNewItemForm({ request, context }: LoaderFunctionArgs, collection: StudioCollection) {
  const choices = await loadChoices(context.get(appContext), collection);
  const loaded: EditorLoaderData = {
    values: collection.create?.blank(choices, pageUrl(request).searchParams) ?? {},
    updateTime: "",
    exists: false,
    saved: false,
    published: true,
  };
  return { ...loaded, choices };
}

/**
 * Creates a document whose id is made from the form's own values (a service's name as a slug).
 * An id that is taken is refused next to the field it came from, and so is one that cannot be
 * made (a name of punctuation only); otherwise the save is the content forms' own, as a new
 * document, and the editor is sent to its form. `before` fills in what the form may leave out.
 */
export async function createItem({ request, context }: ActionFunctionArgs, collection: StudioCollection, before?: (app: AppContext, form: FormData) => Promise<void>) {
  const create = collection.create;
  if (!create) throw new Error(`The studio does not add ${collection.collection} documents`);
  const user = context.get(studioUserContext);
  const app = context.get(appContext);
  const form = await request.formData().catch(() => new FormData());
  await before?.(app, form);
  const choices = await loadChoices(app, collection);
  const editor = collection.editor(choices, null);
  const posted = formValuesOf(form);
  const read = readPostedForm(editor, posted);
  const id = create.idOf(read.prepared);
  const idField = create.idField(posted);
  const formErrors = read.status === "invalid" ? read.errors : {};
  const refuse = (message: string) =>
    data<EditorActionData>({ status: "invalid", values: read.values, errors: { ...formErrors, [idField]: message }, updateTime: "" }, { status: 400 });
  if (!id) return refuse(formErrors[idField] ?? "Use some letters or numbers here: the page's link is made from them.");
  const path = `${collection.collection}/${id}`;
  if (await readStoredDocument(app, path)) return refuse(create.taken(id, posted));
  const result = await saveEditor({ app, env: context.get(cloudflareContext).env, user, editor, path, form, mode: "create" });
  // Made by someone else between the check and the write.
  if (result.status === "conflict") return refuse(create.taken(id, posted));
  return saveAnswer(result, `${collection.listPath}/${id}`);
}

export type NewItemLoaderData = EditorLoaderData & { choices: Choices };
