import { ServiceCategory } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { queryCollection } from "~/firestore/documents.server";
import { COLLECTIONS } from "./collections";

export type ServiceCategoryWithId = ServiceCategory & { id: string };

/** Every service category, in position order. */
export async function getServiceCategories(app: AppContext): Promise<ServiceCategoryWithId[]> {
  const docs = await queryCollection(app, { collection: COLLECTIONS.serviceCategories.name, schema: ServiceCategory });
  return docs.map(({ id, value }) => ({ ...value, id })).sort((a, b) => a.position - b.position);
}
