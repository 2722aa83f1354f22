import { ServiceCategory } from "~/schemas";
import { CATEGORY_TEXT_FIELDS } from "~/schemas/service-category";
import { localizeFields, type Localized } from "~/site/localize";
import type { AppContext } from "~/firestore/app-context.server";
import { queryCollection } from "~/firestore/documents.server";
import { COLLECTIONS } from "./collections";

export type ServiceCategoryWithId = Localized<ServiceCategory & { id: string }>;

/** Every service category, in position order. */
export async function getServiceCategories(app: AppContext): Promise<ServiceCategoryWithId[]> {
  const docs = await queryCollection(app, { collection: COLLECTIONS.serviceCategories.name, schema: ServiceCategory });
  return docs.map(({ id, value }) => localizeFields({ ...value, id }, app.locale, CATEGORY_TEXT_FIELDS)).sort((a, b) => a.position - b.position);
}
