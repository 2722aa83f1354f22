import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { homeEditor } from "~/studio/content/editors/home";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Home page | Studio" }];

const path = () => "Website/Data";
export const loader = editorLoader(homeEditor, path);
export const action = editorAction(homeEditor, path);

export default function HomeEditorPage() {
  return <EditorPage title={homeEditor.title} description={homeEditor.description} fields={homeEditor.fields} />;
}
