import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { ServiceCategory } from "~/schemas";
import { categoryPath } from "~/site/paths";
import { documentPath, loadStoredEditor, requireStored, textOf } from "~/studio/content/collection.server";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { serviceCategoryEditor, storedSlug } from "~/studio/content/editors/service-categories";
import { editorAction, type EditorActionData } from "~/studio/content/route.server";
import { requireStudioUser } from "~/studio/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? "Service category"} | Studio` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.app, "editor");
  const path = documentPath("ServiceCategories", params.id);
  const slugOf = (data: Record<string, unknown>) => storedSlug(data, params.id!);
  const { loaded, data, problems } = await loadStoredEditor(request, context.app, (data) => serviceCategoryEditor(slugOf(data)), path, ServiceCategory);
  return { ...loaded, slug: slugOf(data), problems, name: textOf(data.name, params.id) };
}

/** Saved under the link name it already has: its services are filed under it. */
export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  await requireStudioUser(request, context.app, "editor");
  const { path, stored } = await requireStored(context.app, documentPath("ServiceCategories", params.id));
  return editorAction(serviceCategoryEditor(storedSlug(stored.data, params.id!)), () => path)(args);
}

export default function CategoryEditorPage() {
  const { slug, values, problems, name } = useLoaderData<typeof loader>();
  const answer = useActionData<EditorActionData>();
  const editor = serviceCategoryEditor(slug);
  return (
    <EditorPage title={name} description={editor.description} fields={withCurrentOptions(editor.fields, answer?.values ?? values)}>
      <p className="studio-actions">
        <Link to="/studio/content/categories">All categories</Link>
        {problems.length ? null : <a href={categoryPath(slug)}>View its page on the site</a>}
        <Link to={`/studio/content/services/new?category=${encodeURIComponent(slug)}`}>Add a service to it</Link>
      </p>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
