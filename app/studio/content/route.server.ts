/**
 * The loader and action every content form shares: a route names its editor and the document's
 * path, and gets the studio's checks (signed in, a role), the stored values, and the save with
 * its conflict answer, audit entry and publication.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireStudioUser } from "~/studio/guard.server";
import type { AnyDocumentEditor } from "./editor";
import type { FieldErrors, FormValues } from "./fields";
import { loadEditor, saveEditor } from "./save.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "../save-limit.server";
import { notFound } from "~/platform/responses.server";

type PathOf = (params: LoaderFunctionArgs["params"]) => string | null;

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

export function editorLoader(editor: AnyDocumentEditor, pathOf: PathOf, { mustExist = true } = {}) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<EditorLoaderData> => {
    await requireStudioUser(request, context.app, "editor");
    const path = pathOf(params);
    if (!path) throw notFound();
    const loaded = await loadEditor(context.app, editor, path);
    if (mustExist && !loaded.exists) throw notFound();
    const url = new URL(request.url);
    return { ...loaded, saved: url.searchParams.has("saved"), published: url.searchParams.get("saved") !== "unpublished" };
  };
}

/** Saves and comes back to the form (POST, redirect, GET) with "Saved"; or answers 400/409/429 with the form's values. */
export function editorAction(
  editor: AnyDocumentEditor,
  pathOf: PathOf,
  {
    mode = "update",
    redirectTo,
    createIfMissing = false,
  }: { mode?: "update" | "create"; redirectTo?: (path: string) => string; createIfMissing?: boolean } = {},
) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const user = await requireStudioUser(request, context.app, "editor");
    const path = pathOf(params);
    if (!path) throw notFound();
    const form = await request.formData().catch(() => new FormData());
    const result = await saveEditor({ app: context.app, env: context.cloudflare.env, user, editor, path, form, mode, createIfMissing });
    if (result.status === "saved") {
      const target = redirectTo ? redirectTo(path) : new URL(request.url).pathname;
      return redirect(`${target}?saved=${result.published ? "1" : "unpublished"}`);
    }
    if (result.status === "limited") {
      return tooManySaves<EditorActionData>({ ...result, message: SAVE_LIMIT_MESSAGE });
    }
    return data<EditorActionData>(result, { status: result.status === "conflict" ? 409 : 400 });
  };
}
