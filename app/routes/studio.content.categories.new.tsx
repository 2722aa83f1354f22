import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { categories } from "~/studio/content/collections";
import { newItemAction, newItemLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "New service category | Studio" }];

export const loader = newItemLoader(categories);
export const action = newItemAction(categories);

export default function NewCategoryPage() {
  const { choices } = useLoaderData<typeof loader>();
  const editor = categories.editor(choices, null);
  return (
    <EditorPage title="New service category" description={editor.description} fields={editor.fields} submitLabel="Add the category">
      <p>
        <Link to={categories.listPath}>All categories</Link>
      </p>
    </EditorPage>
  );
}
