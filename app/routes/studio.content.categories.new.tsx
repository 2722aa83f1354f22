import type { Route } from "./+types/studio.content.categories.new";
import { NewItemPage } from "~/components/studio/NewItemPage";
import { categories } from "~/studio/content/collections";
import { createItem, loadNewItemForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "New service category | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadNewItemForm(args, categories);
/** `ServiceCategories/<link name>`: the id is the slug, as for every category. */
export const action = (args: Route.ActionArgs) => createItem(args, categories);

export default function NewCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewItemPage loaded={loaderData} answer={actionData} collection={categories} title="New service category" submitLabel="Add the category" backLabel="All categories" />;
}
