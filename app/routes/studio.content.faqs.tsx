import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "FAQs | Studio" }];

export const loader = editorLoader(faqsEditor, WEBSITE_DATA_PATH);
export const action = editorAction(faqsEditor, WEBSITE_DATA_PATH);

export default function FaqsEditorPage() {
  return <EditorPage title={faqsEditor.title} description={faqsEditor.description} fields={faqsEditor.fields} />;
}
