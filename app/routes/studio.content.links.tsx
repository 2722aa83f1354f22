import type { MetaFunction } from "@remix-run/cloudflare";
import { EditorPage } from "~/components/studio/EditorPage";
import { linksEditor } from "~/studio/content/editors/links";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { editorAction, editorLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "Navigation and footer | Studio" }];

export const loader = editorLoader(linksEditor, WEBSITE_DATA_PATH);
export const action = editorAction(linksEditor, WEBSITE_DATA_PATH);

export default function LinksEditorPage() {
  return <EditorPage title={linksEditor.title} description={linksEditor.description} fields={linksEditor.fields} />;
}
