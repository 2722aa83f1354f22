import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { linksEditor } from "~/studio/content/editors/links";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Navigation and footer | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentForm(args, linksEditor, WEBSITE_DATA_PATH);
export const action = (args: ActionFunctionArgs) => saveDocumentForm(args, linksEditor, WEBSITE_DATA_PATH);

export default function LinksEditorPage() {
  return <EditorPage title={linksEditor.title} description={linksEditor.description} fields={linksEditor.fields} />;
}
