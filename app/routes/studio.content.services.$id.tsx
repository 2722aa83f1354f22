import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { services, textOf } from "~/studio/content/collections";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { SERVICE_STATUSES } from "~/studio/content/editors/services";
import { loadItemForm, saveItemForm, type EditorActionData } from "~/studio/content/route.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [{ title: `${data?.name ?? "Service"} | Studio` }];

export const loader = (args: LoaderFunctionArgs) => loadItemForm(args, services);
export const action = (args: ActionFunctionArgs) => saveItemForm(args, services);

export default function ServiceEditorPage() {
  const { item, choices, values, problems, name, publicPaths } = useLoaderData<typeof loader>();
  const answer = useActionData<EditorActionData>();
  const editor = services.editor(choices, item);
  const status = textOf(item.data.status);
  const statusLabel = SERVICE_STATUSES.find((entry) => entry.value === status)?.label ?? status;
  return (
    <EditorPage title={name} description={editor.description} fields={withCurrentOptions(editor.fields, answer?.values ?? values)}>
      <p className="studio-actions">
        <Link to={services.listPath}>All services</Link>
        {publicPaths[0] ? <a href={publicPaths[0]}>View it on the site</a> : <span className="studio-muted">Not on the site: {statusLabel || "it has no status"}.</span>}
      </p>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
