import { Link, useLoaderData } from "react-router";
import type { StudioCollection } from "~/studio/content/collections";
import type { NewItemLoaderData } from "~/studio/content/route.server";
import { EditorPage } from "./EditorPage";

/** The form that adds a document to a collection (`loadNewItemForm` fills it), with the way back to the list. */
export function NewItemPage({ collection, title, submitLabel, backLabel }: { collection: StudioCollection; title: string; submitLabel: string; backLabel: string }) {
  const { choices } = useLoaderData<NewItemLoaderData>();
  const editor = collection.editor(choices, null);
  return (
    <EditorPage title={title} description={editor.description} fields={editor.fields} submitLabel={submitLabel}>
      <p>
        <Link to={collection.listPath}>{backLabel}</Link>
      </p>
    </EditorPage>
  );
}
