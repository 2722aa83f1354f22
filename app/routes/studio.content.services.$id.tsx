import type { Route } from "./+types/studio.content.services.$id";
import { Link } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { services, textOf } from "~/studio/content/collections";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { SERVICE_STATUSES } from "~/studio/content/editors/services";
import { loadItemForm, saveItemForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.name ?? "Service"} | Studio` }];

export const loader = (args: Route.LoaderArgs) => loadItemForm(args, services);
export const action = (args: Route.ActionArgs) => saveItemForm(args, services);

export default function ServiceEditorPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { item, choices, values, problems, name, publicPaths } = loaderData;
  const editor = services.editor(choices, item);
  const status = textOf(item.data.status);
  const statusLabel = SERVICE_STATUSES.find((entry) => entry.value === status)?.label ?? status;
  return (
    <EditorPage loaded={loaderData} answer={answer} title={name} description={editor.description} fields={withCurrentOptions(editor.fields, answer?.values ?? values)}>
      <p className="studio-actions">
        <Link to={services.listPath}>All services</Link>
        {publicPaths[0] ? <a href={publicPaths[0]}>View it on the site</a> : <span className="studio-muted">Not on the site: {statusLabel || "it has no status"}.</span>}
      </p>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
