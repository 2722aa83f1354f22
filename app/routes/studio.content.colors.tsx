import type { Route } from "./+types/studio.content.colors";
import { EditorPage } from "~/components/studio/EditorPage";
import { colorsEditor } from "~/studio/content/editors/colors";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "Colours and skins | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, colorsEditor, WEBSITE_DATA_PATH);
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, colorsEditor, WEBSITE_DATA_PATH);

export default function ColorsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage loaded={loaderData} answer={actionData} title={colorsEditor.title} description={colorsEditor.description} fields={colorsEditor.fields} />;
}
