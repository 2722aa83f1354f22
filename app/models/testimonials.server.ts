import { Testimonial } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { queryCollection } from "~/firestore/documents.server";

/** Active testimonials, newest first. */
export async function getActiveTestimonials(app: AppContext): Promise<Testimonial[]> {
  const docs = await queryCollection(app, {
    collection: "Testimonials",
    where: [{ field: "status", equals: "active" }],
    orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
    schema: Testimonial,
  });
  return docs.map(({ id, value }) => ({ ...value, testimonialUUID: id }));
}
