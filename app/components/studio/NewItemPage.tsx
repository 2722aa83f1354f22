import { Link } from "react-router";
import type { StudioCollection } from "~/studio/content/collections";
import type { EditorActionData, NewItemLoaderData } from "~/studio/content/route.server";
import { EditorPage } from "./EditorPage";

/** The form that adds a document to a collection (`loadNewItemForm` fills `loaded`), with the way back to the list. */
export function NewItemPage({
  loaded,
  answer,
  collection,
  title,
  submitLabel,
  backLabel,
}: {
  loaded: NewItemLoaderData;
  answer: EditorActionData | undefined;
  collection: StudioCollection;
  title: string;
  submitLabel: string;
  backLabel: string;
}) {
  const { choices } = loaded;
  const editor = collection.editor(choices, null);
  return (
    <EditorPage loaded={loaded} answer={answer} title={title} description={editor.description} fields={editor.fields} submitLabel={submitLabel}>
      <p>
        <Link to={collection.listPath}>{backLabel}</Link>
      </p>
    </EditorPage>
  );
}
