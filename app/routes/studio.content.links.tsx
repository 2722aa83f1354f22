import type { Route } from "./+types/studio.content.links";
import { EditorPage } from "~/components/studio/EditorPage";
import { linksEditor } from "~/studio/content/editors/links";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "Navigation and footer | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, linksEditor, WEBSITE_DATA_PATH);
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, linksEditor, WEBSITE_DATA_PATH);

export default function LinksEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage loaded={loaderData} answer={actionData} title={linksEditor.title} description={linksEditor.description} fields={linksEditor.fields} />;
}
