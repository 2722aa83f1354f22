import type { Route } from "./+types/studio.content.categories.$id";
import { Link } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { categories, services } from "~/studio/content/collections";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { storedCategorySlug } from "~/schemas/service-category";
import { loadItemForm, saveItemForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.name ?? "Service category"} | Studio` }];

export const loader = (args: Route.LoaderArgs) => loadItemForm(args, categories);
export const action = (args: Route.ActionArgs) => saveItemForm(args, categories);

export default function CategoryEditorPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { item, choices, values, problems, name, publicPaths } = loaderData;
  const editor = categories.editor(choices, item);
  const slug = storedCategorySlug(item.data, item.id);
  return (
    <EditorPage loaded={loaderData} answer={answer} title={name} description={editor.description} fields={withCurrentOptions(editor.fields, answer?.values ?? values)}>
      <p className="studio-actions">
        <Link to={categories.listPath}>All categories</Link>
        {publicPaths[0] ? <a href={publicPaths[0]}>View its page on the site</a> : null}
        <Link to={`${services.listPath}/new?category=${encodeURIComponent(slug)}`}>Add a service to it</Link>
      </p>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
