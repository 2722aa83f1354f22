import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "FAQs | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentForm(args, faqsEditor, WEBSITE_DATA_PATH);
export const action = (args: ActionFunctionArgs) => saveDocumentForm(args, faqsEditor, WEBSITE_DATA_PATH);

export default function FaqsEditorPage() {
  return <EditorPage title={faqsEditor.title} description={faqsEditor.description} fields={faqsEditor.fields} />;
}
