import type { Route } from "./+types/studio.content.faqs";
import { EditorPage } from "~/components/studio/EditorPage";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "FAQs | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, faqsEditor, WEBSITE_DATA_PATH);
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, faqsEditor, WEBSITE_DATA_PATH);

export default function FaqsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorPage loaded={loaderData} answer={actionData} title={faqsEditor.title} description={faqsEditor.description} fields={faqsEditor.fields} />;
}
