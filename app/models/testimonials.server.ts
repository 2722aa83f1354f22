import { Testimonial } from "~/schemas";
import type { AppContext } from "~/worker/app-context.server";
import { parseDocuments, readQuery } from "~/firestore/documents.server";
import { rethrowUnavailable } from "~/worker/responses.server";

/** Active testimonials, newest first (spec section 7). */
export async function getActiveTestimonials(app: AppContext): Promise<Testimonial[]> {
  const docs = await readQuery(app, {
    collection: "Testimonials",
    where: [{ field: "status", equals: "active" }],
    orderBy: [{ field: "createdAt", direction: "DESCENDING" }],
  }).catch(rethrowUnavailable);
  return parseDocuments(app, "Testimonials", Testimonial, docs).map(({ id, value }) => ({
    ...value,
    testimonialUUID: id,
  }));
}
