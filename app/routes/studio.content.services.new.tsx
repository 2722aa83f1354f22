import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { Service } from "~/schemas";
import { createFromForm, listCategoryChoices, listCollection, numberOf, textOf } from "~/studio/content/collection.server";
import { serviceEditor, serviceIdFrom } from "~/studio/content/editors/services";
import type { EditorLoaderData } from "~/studio/content/route.server";
import { requireStudioUser } from "~/studio/guard.server";

export const meta: MetaFunction = () => [{ title: "New service | Studio" }];

/** An empty form; `?category=` chooses the category ("Add a service" from a category's list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.app, "editor");
  const categories = await listCategoryChoices(context.app);
  const wanted = new URL(request.url).searchParams.get("category");
  const category = categories.find((candidate) => candidate.slug === wanted) ?? categories[0];
  const loaded: EditorLoaderData = {
    values: { status: "active", categorySlug: category?.slug ?? "", "price.currency": "EUR", bookable: "" },
    updateTime: "",
    exists: false,
    saved: false,
    published: true,
  };
  return { ...loaded, categories };
}

/** Creates `Services/<the name as a slug>`, last in its category unless a position is given. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudioUser(request, context.app, "editor");
  const form = await request.formData().catch(() => new FormData());
  const categories = await listCategoryChoices(context.app);
  if (String(form.get("position") ?? "").trim() === "") {
    const categorySlug = String(form.get("categorySlug") ?? "");
    const services = await listCollection(context.app, "Services", Service);
    const positions = services.filter((service) => textOf(service.data.categorySlug) === categorySlug).map((service) => numberOf(service.data.position) ?? 0);
    form.set("position", String(Math.trunc(Math.max(0, ...positions)) + 1));
  }
  return createFromForm({
    app: context.app,
    env: context.cloudflare.env,
    user,
    editor: serviceEditor({ categories, creating: true }),
    form,
    collection: "Services",
    idOf: serviceIdFrom,
    idField: "name",
    takenMessage: (id) => `There is already a service whose link ends in “${id}”. Give this one a different name.`,
    redirectTo: (id) => `/studio/content/services/${id}`,
  });
}

export default function NewServicePage() {
  const { categories } = useLoaderData<typeof loader>();
  const editor = serviceEditor({ categories, creating: true });
  return (
    <EditorPage title="New service" description={editor.description} fields={editor.fields} submitLabel="Add the service">
      <p>
        <Link to="/studio/content/services">All services</Link>
      </p>
    </EditorPage>
  );
}
