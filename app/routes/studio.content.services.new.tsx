import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { placeLastInCategory } from "~/studio/content/collection.server";
import { services } from "~/studio/content/collections";
import { newItemAction, newItemLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "New service | Studio" }];

export const loader = newItemLoader(services);
export const action = newItemAction(services, placeLastInCategory);

export default function NewServicePage() {
  const { choices } = useLoaderData<typeof loader>();
  const editor = services.editor(choices, null);
  return (
    <EditorPage title="New service" description={editor.description} fields={editor.fields} submitLabel="Add the service">
      <p>
        <Link to={services.listPath}>All services</Link>
      </p>
    </EditorPage>
  );
}
