import type { Route } from "./+types/studio.content.business";
import { EditorPage } from "~/components/studio/EditorPage";
import { businessEditor } from "~/studio/content/editors/business";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "Contact details | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, businessEditor, WEBSITE_DATA_PATH);
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, businessEditor, WEBSITE_DATA_PATH);

export default function BusinessEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage loaded={loaderData} answer={actionData} title={businessEditor.title} description={businessEditor.description} fields={businessEditor.fields} />;
}
