import type { Route } from "./+types/studio.content.services.new";
import { NewItemPage } from "~/components/studio/NewItemPage";
import { placeLastInCategory } from "~/studio/content/collection.server";
import { services } from "~/studio/content/collections";
import { createItem, loadNewItemForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "New service | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadNewItemForm(args, services);
/** `Services/<the name as a slug>`, last in its category unless a position is given. */
export const action = (args: Route.ActionArgs) => createItem(args, services, placeLastInCategory);

export default function NewServicePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewItemPage loaded={loaderData} answer={actionData} collection={services} title="New service" submitLabel="Add the service" backLabel="All services" />;
}
