import { Testimonial } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { queryCollection } from "~/firestore/documents.server";
import { COLLECTIONS } from "./collections";
import { SHOWN_STATUS } from "~/schemas/common";

/** Active testimonials, newest first. */
export async function getActiveTestimonials(app: AppContext): Promise<Testimonial[]> {
  const docs = await queryCollection(app, {
    collection: COLLECTIONS.testimonials.name,
    where: [{ field: "status", equals: SHOWN_STATUS }],
    orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
    schema: Testimonial,
  });
  return docs.map(({ id, value }) => ({ ...value, testimonialUUID: id }));
}
