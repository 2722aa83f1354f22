import type { Route } from "./+types/studio.content.home";
import { EditorPage } from "~/components/studio/EditorPage";
import { homeEditor } from "~/studio/content/editors/home";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "Home page | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, homeEditor, WEBSITE_DATA_PATH);
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, homeEditor, WEBSITE_DATA_PATH);

export default function HomeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage loaded={loaderData} answer={actionData} title={homeEditor.title} description={homeEditor.description} fields={homeEditor.fields} />;
}
