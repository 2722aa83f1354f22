/**
 * The collections the studio edits one document at a time, with what the studio adds to their
 * entry in app/models/collections.ts (name, schema, public pages): the form, how a new one's id
 * is made and where the studio lists them. The routes under
 * /studio/content/{services,categories,testimonials} are a few lines on top of these
 * (route.server.ts).
 *
 * Publication is by cache tag (docs/decisions/014-targeted-purge.md): every public page is tagged
 * with the documents it read, so a save re-renders exactly the pages that show the document.
 * `publicPaths` names those pages, for "View it on the site" and for the worker test that checks a
 * save reaches each of them (tests/worker/studio-collections.test.ts).
 */
import * as v from "valibot";
import { Timestamp } from "~/schemas/common";
import { storedCategorySlug } from "~/schemas/service-category";
import { COLLECTIONS } from "~/models/collections";
import type { AnyDocumentEditor } from "./editor";
import { categoryIdFrom, newServiceCategoryEditor, serviceCategoryEditor } from "./editors/service-categories";
import { serviceEditor, serviceIdFrom, type CategoryChoice } from "./editors/services";
import { testimonialEditor, type ServiceChoice } from "./editors/testimonials";
import type { FormValues } from "./fields";

/** What a collection's forms offer to choose from, read with the document (collection-routes.server.ts). */
export type Choices = { categories: CategoryChoice[]; services: ServiceChoice[] };

/** A stored document as the studio reads it: whatever its shape, since broken ones are mended here. */
type StoredItem = { id: string; data: Record<string, unknown> };

export type StudioCollection<S extends v.GenericSchema = v.GenericSchema> = {
  /** The Firestore collection, one document per item. */
  collection: string;
  /** What the site holds a document to; one that fails it is listed as needing a fix. */
  schema: S;
  /** The studio's list of them; a document's form is at `${listPath}/${id}`. */
  listPath: string;
  /** Which choices the form offers (read for every form of the collection). */
  needs: ReadonlyArray<keyof Choices>;
  /** The form of a stored document, or of a new one (null). */
  editor(choices: Choices, stored: StoredItem | null): AnyDocumentEditor;
  /** What a document is called on its page. */
  name(item: StoredItem): string;
  /** The public pages that show the document; none while it is not on the site. */
  publicPaths(item: StoredItem): string[];
  /**
   * How the studio adds one (absent: it does not; testimonials come from clients): the id made
   * from the form's values ("" when none can be), the field a problem with it is shown beside,
   * what to say when it is taken, and what an empty form holds.
   */
  create?: {
    idOf(value: Record<string, unknown>): string;
    idField(posted: FormValues): string;
    taken(id: string, posted: FormValues): string;
    blank(choices: Choices, search: URLSearchParams): FormValues;
  };
};

/** A field read leniently from a stored document, for documents that may be broken. */
export function textOf(value: unknown, fallback = ""): string {
  return typeof value === "string" && value.trim() ? value : typeof value === "number" ? String(value) : fallback;
}

export function numberOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A stored document has no valid `createdAt` (the site skips it without one): its save writes one. */
const lacksCreatedAt = (data: Record<string, unknown>) => !v.is(Timestamp, data.createdAt);

export const services: StudioCollection<typeof COLLECTIONS.services.schema> = {
  collection: COLLECTIONS.services.name,
  schema: COLLECTIONS.services.schema,
  listPath: "/studio/content/services",
  needs: ["categories"],
  editor: ({ categories }, stored) =>
    stored ? serviceEditor({ categories, mendCreatedAt: lacksCreatedAt(stored.data) }) : serviceEditor({ categories, creating: true }),
  name: ({ id, data }) => textOf(data.name, id),
  publicPaths: COLLECTIONS.services.pages,
  create: {
    idOf: serviceIdFrom,
    idField: () => "name",
    taken: (id) => `There is already a service whose link ends in “${id}”. Give this one a different name.`,
    // `?category=` chooses the category ("Add a service" from a category's page).
    blank: ({ categories }, search) => {
      const category = categories.find((candidate) => candidate.slug === search.get("category")) ?? categories[0];
      return { status: "active", categorySlug: category?.slug ?? "", "price.currency": "EUR", bookable: "" };
    },
  },
};

export const categories: StudioCollection<typeof COLLECTIONS.serviceCategories.schema> = {
  collection: COLLECTIONS.serviceCategories.name,
  schema: COLLECTIONS.serviceCategories.schema,
  listPath: "/studio/content/categories",
  needs: [],
  // Saved under the link name it already has: its services are filed under it.
  editor: (_choices, stored) => (stored ? serviceCategoryEditor(storedCategorySlug(stored.data, stored.id)) : newServiceCategoryEditor),
  name: ({ id, data }) => textOf(data.name, id),
  publicPaths: COLLECTIONS.serviceCategories.pages,
  create: {
    // The id is the link name, as for every category.
    idOf: categoryIdFrom,
    // Next to the link name when one was typed, else next to the name it was made from.
    idField: (posted) => (posted.slug?.trim() ? "slug" : "name"),
    taken: (id, posted) => `There is already a category at /services/${id}. Choose a different ${posted.slug?.trim() ? "link name" : "name, or type a link name"}.`,
    blank: () => ({}),
  },
};

export const testimonials: StudioCollection<typeof COLLECTIONS.testimonials.schema> = {
  collection: COLLECTIONS.testimonials.name,
  schema: COLLECTIONS.testimonials.schema,
  listPath: "/studio/content/testimonials",
  needs: ["services"],
  editor: ({ services }, stored) => testimonialEditor({ services, mendCreatedAt: stored ? lacksCreatedAt(stored.data) : false }),
  name: ({ data }) => `${textOf(data.author, "Testimonial")}'s testimonial`,
  publicPaths: COLLECTIONS.testimonials.pages,
};
