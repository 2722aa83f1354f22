import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { businessEditor } from "~/studio/content/editors/business";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Contact details | Studio" }];

const path = () => "Website/Data";
export const loader = editorLoader(businessEditor, path);
export const action = editorAction(businessEditor, path);

export default function BusinessEditorPage() {
  return <EditorPage title={businessEditor.title} description={businessEditor.description} fields={businessEditor.fields} />;
}
