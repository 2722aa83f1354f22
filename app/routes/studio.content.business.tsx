import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { businessEditor } from "~/studio/content/editors/business";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Contact details | Studio" }];

export const loader = editorLoader(businessEditor, WEBSITE_DATA_PATH);
export const action = editorAction(businessEditor, WEBSITE_DATA_PATH);

export default function BusinessEditorPage() {
  return <EditorPage title={businessEditor.title} description={businessEditor.description} fields={businessEditor.fields} />;
}
