import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { NewItemPage } from "~/components/studio/NewItemPage";
import { placeLastInCategory } from "~/studio/content/collection.server";
import { services } from "~/studio/content/collections";
import { createItem, loadNewItemForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "New service | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadNewItemForm(args, services);
/** `Services/<the name as a slug>`, last in its category unless a position is given. */
export const action = (args: ActionFunctionArgs) => createItem(args, services, placeLastInCategory);

export default function NewServicePage() {
  return <NewItemPage collection={services} title="New service" submitLabel="Add the service" backLabel="All services" />;
}
