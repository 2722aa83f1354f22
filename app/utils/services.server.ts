import { Service } from "~/schemas";
import type { AppContext } from "./app-context.server";
import { parseDocuments, readDocument, readQuery } from "./content.server";
import { rethrowUnavailable } from "./errors.server";

const ACTIVE = "active";

/** Active services of one category, ordered by position (spec section 7). */
export async function getActiveServices(app: AppContext, categorySlug: string): Promise<Service[]> {
  const docs = await readQuery(app, {
    collection: "Services",
    where: [
      { field: "status", equals: ACTIVE },
      { field: "categorySlug", equals: categorySlug },
    ],
    orderBy: [{ field: "position", direction: "ASCENDING" }],
  }).catch(rethrowUnavailable);
  return parseDocuments(app, "Services", Service, docs).map(({ id, value }) => ({ ...value, serviceUUID: id }));
}

/** One service by id, or null when it does not exist, is not active or fails its schema. */
export async function getActiveService(app: AppContext, serviceUUID: string): Promise<Service | null> {
  const doc = await readDocument(app, `Services/${serviceUUID}`).catch(rethrowUnavailable);
  if (!doc) return null;
  const [parsed] = parseDocuments(app, "Services", Service, [doc]);
  if (!parsed || parsed.value.status !== ACTIVE) return null;
  return { ...parsed.value, serviceUUID: parsed.id };
}
