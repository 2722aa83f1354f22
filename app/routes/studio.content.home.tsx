import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { homeEditor } from "~/studio/content/editors/home";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Home page | Studio" }];

export const loader = editorLoader(homeEditor, WEBSITE_DATA_PATH);
export const action = editorAction(homeEditor, WEBSITE_DATA_PATH);

export default function HomeEditorPage() {
  return <EditorPage title={homeEditor.title} description={homeEditor.description} fields={homeEditor.fields} />;
}
