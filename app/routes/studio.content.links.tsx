import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { linksEditor } from "~/studio/content/editors/links";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Navigation and footer | Studio" }];

const path = () => "Website/Data";
export const loader = editorLoader(linksEditor, path);
export const action = editorAction(linksEditor, path);

export default function LinksEditorPage() {
  return <EditorPage title={linksEditor.title} description={linksEditor.description} fields={linksEditor.fields} />;
}
