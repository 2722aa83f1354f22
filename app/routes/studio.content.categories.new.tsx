import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { createFromForm } from "~/studio/content/collection.server";
import { categoryIdFrom, newServiceCategoryEditor } from "~/studio/content/editors/service-categories";
import type { EditorLoaderData } from "~/studio/content/route.server";
import { requireStudioUser } from "~/studio/guard.server";

export const meta: MetaFunction = () => [{ title: "New service category | Studio" }];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<EditorLoaderData> {
  await requireStudioUser(request, context.app, "editor");
  return { values: {}, updateTime: "", exists: false, saved: false, published: true };
}

/** Creates `ServiceCategories/<link name>`: the id is the slug, as for every category. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudioUser(request, context.app, "editor");
  const form = await request.formData().catch(() => new FormData());
  return createFromForm({
    app: context.app,
    env: context.cloudflare.env,
    user,
    editor: newServiceCategoryEditor,
    form,
    collection: "ServiceCategories",
    idOf: categoryIdFrom,
    // Next to the link name when one was typed, else next to the name it was made from.
    idField: () => (String(form.get("slug") ?? "").trim() ? "slug" : "name"),
    takenMessage: (id) => `There is already a category at /services/${id}. Choose a different ${String(form.get("slug") ?? "").trim() ? "link name" : "name, or type a link name"}.`,
    redirectTo: (id) => `/studio/content/categories/${id}`,
  });
}

export default function NewCategoryPage() {
  return (
    <EditorPage title="New service category" description={newServiceCategoryEditor.description} fields={newServiceCategoryEditor.fields} submitLabel="Add the category">
      <p>
        <Link to="/studio/content/categories">All categories</Link>
      </p>
    </EditorPage>
  );
}
