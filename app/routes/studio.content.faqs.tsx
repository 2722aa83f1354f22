import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "FAQs | Studio" }];

const path = () => "Website/Data";
export const loader = editorLoader(faqsEditor, path);
export const action = editorAction(faqsEditor, path);

export default function FaqsEditorPage() {
  return <EditorPage title={faqsEditor.title} description={faqsEditor.description} fields={faqsEditor.fields} />;
}
