import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { NewItemPage } from "~/components/studio/NewItemPage";
import { categories } from "~/studio/content/collections";
import { createItem, loadNewItemForm } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "New service category | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadNewItemForm(args, categories);
/** `ServiceCategories/<link name>`: the id is the slug, as for every category. */
export const action = (args: ActionFunctionArgs) => createItem(args, categories);

export default function NewCategoryPage() {
  return <NewItemPage collection={categories} title="New service category" submitLabel="Add the category" backLabel="All categories" />;
}
