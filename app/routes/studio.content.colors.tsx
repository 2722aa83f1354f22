import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { colorsEditor } from "~/studio/content/editors/colors";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Colours and skins | Studio" }];

const path = () => "Website/Data";
export const loader = editorLoader(colorsEditor, path);
export const action = editorAction(colorsEditor, path);

export default function ColorsEditorPage() {
  return <EditorPage title={colorsEditor.title} description={colorsEditor.description} fields={colorsEditor.fields} />;
}
