import type { MetaFunction } from "@remix-run/cloudflare";
import { NewItemPage } from "~/components/studio/NewItemPage";
import { categories } from "~/studio/content/collections";
import { newItemAction, newItemLoader } from "~/studio/content/route.server";

export const meta: MetaFunction = () => [{ title: "New service category | Studio" }];

export const loader = newItemLoader(categories);
/** `ServiceCategories/<link name>`: the id is the slug, as for every category. */
export const action = newItemAction(categories);

export default function NewCategoryPage() {
  return <NewItemPage collection={categories} title="New service category" submitLabel="Add the category" backLabel="All categories" />;
}
