import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { homeEditor } from "~/studio/content/editors/home";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Home page | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentForm(args, homeEditor, WEBSITE_DATA_PATH);
export const action = (args: ActionFunctionArgs) => saveDocumentForm(args, homeEditor, WEBSITE_DATA_PATH);

export default function HomeEditorPage() {
  return <EditorPage title={homeEditor.title} description={homeEditor.description} fields={homeEditor.fields} />;
}
