import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { Service } from "~/schemas";
import { servicePath } from "~/site/paths";
import { documentPath, lacksCreatedAt, listCategoryChoices, loadStoredEditor, requireStored, textOf } from "~/studio/content/collection.server";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { SERVICE_STATUSES, SHOWN_SERVICE_STATUS, serviceEditor } from "~/studio/content/editors/services";
import { editorAction, type EditorActionData } from "~/studio/content/route.server";
import { requireStudioUser } from "~/studio/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? "Service"} | Studio` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.app, "editor");
  const categories = await listCategoryChoices(context.app);
  const path = documentPath("Services", params.id);
  const { loaded, data, problems } = await loadStoredEditor(request, context.app, serviceEditor({ categories }), path, Service);
  const status = textOf(data.status);
  const shown = status === SHOWN_SERVICE_STATUS && problems.length === 0;
  return {
    ...loaded,
    categories,
    problems,
    name: textOf(data.name, params.id),
    statusLabel: SERVICE_STATUSES.find((entry) => entry.value === status)?.label ?? status,
    publicPath: shown ? servicePath(textOf(data.categorySlug), params.id!) : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  await requireStudioUser(request, context.app, "editor");
  const { path, stored } = await requireStored(context.app, documentPath("Services", params.id));
  const categories = await listCategoryChoices(context.app);
  return editorAction(serviceEditor({ categories, mendCreatedAt: lacksCreatedAt(stored.data) }), () => path)(args);
}

export default function ServiceEditorPage() {
  const { categories, values, problems, name, statusLabel, publicPath } = useLoaderData<typeof loader>();
  const answer = useActionData<EditorActionData>();
  const editor = serviceEditor({ categories });
  return (
    <EditorPage title={name} description={editor.description} fields={withCurrentOptions(editor.fields, answer?.values ?? values)}>
      <p className="studio-actions">
        <Link to="/studio/content/services">All services</Link>
        {publicPath ? <a href={publicPath}>View it on the site</a> : <span className="studio-muted">Not on the site: {statusLabel || "it has no status"}.</span>}
      </p>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
