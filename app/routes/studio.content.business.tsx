import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { businessEditor } from "~/studio/content/editors/business";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Contact details | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentForm(args, businessEditor, WEBSITE_DATA_PATH);
export const action = (args: ActionFunctionArgs) => saveDocumentForm(args, businessEditor, WEBSITE_DATA_PATH);

export default function BusinessEditorPage() {
  return <EditorPage title={businessEditor.title} description={businessEditor.description} fields={businessEditor.fields} />;
}
