import { Service } from "~/schemas";
import { SERVICE_TEXT_FIELDS } from "~/schemas/service";
import { localizeFields, type Localized } from "~/site/localize";
import type { AppContext } from "~/firestore/app-context.server";
import { queryCollection } from "~/firestore/documents.server";
import type { QuerySpec } from "~/firestore/query";
import { COLLECTIONS } from "./collections";
import { SHOWN_STATUS } from "~/schemas/common";

const ACTIVE = SHOWN_STATUS;

async function queryServices(app: AppContext, query: Omit<QuerySpec, "collection">): Promise<Localized<Service>[]> {
  const docs = await queryCollection(app, { collection: COLLECTIONS.services.name, ...query, schema: Service });
  return docs.map(({ id, value }) => localizeFields({ ...value, serviceUUID: id }, app.locale, SERVICE_TEXT_FIELDS));
}

/** Active services of one category, ordered by position. */
export function getActiveServices(app: AppContext, categorySlug: string): Promise<Localized<Service>[]> {
  // Once per request: the category layout and the service page below it both ask.
  return app.once(`services:${categorySlug}`, () =>
    queryServices(app, {
      where: [
        { field: "status", equals: ACTIVE },
        { field: "categorySlug", equals: categorySlug },
      ],
      orderBy: [{ field: "position", direction: "ASCENDING" }],
    }),
  );
}

/** Every active service, in no particular order: one cached query for look-ups by id. */
function getAllActiveServices(app: AppContext): Promise<Localized<Service>[]> {
  return app.once("services:all", () =>
    queryServices(app, { where: [{ field: "status", equals: ACTIVE }] }),
  );
}

/**
 * One active service by id, found in the cached lists rather than read as `Services/<id>`: an id
 * that was never published costs no Firestore read and leaves no cache entry behind, whoever
 * types it. With `categorySlug`, only that category's services are searched.
 */
export async function findActiveService(app: AppContext, serviceUUID: string, categorySlug?: string): Promise<Localized<Service> | null> {
  const services = categorySlug ? await getActiveServices(app, categorySlug) : await getAllActiveServices(app);
  return services.find((service) => service.serviceUUID === serviceUUID && service.status === ACTIVE) ?? null;
}
