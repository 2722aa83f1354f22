import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { colorsEditor } from "~/studio/content/editors/colors";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Colours and skins | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentForm(args, colorsEditor, WEBSITE_DATA_PATH);
export const action = (args: ActionFunctionArgs) => saveDocumentForm(args, colorsEditor, WEBSITE_DATA_PATH);

export default function ColorsEditorPage() {
  return <EditorPage title={colorsEditor.title} description={colorsEditor.description} fields={colorsEditor.fields} />;
}
