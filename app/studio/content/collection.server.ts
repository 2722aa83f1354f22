/**
 * The studio's reads of the collections it edits (collections.ts describes them): every document
 * read from Firestore itself, never the edge cache, and listed even when it fails its schema,
 * marked as needing a fix, since the studio is where broken documents get mended.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { decodeDocument } from "~/firestore/codec";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { notFound } from "~/platform/responses.server";
import { readStoredDocument, type StoredDocument } from "~/studio/change.server";
import { categories, numberOf, services, textOf, type Choices, type StudioCollection } from "./collections";
import type { CategoryChoice } from "./editors/services";
import type { ServiceChoice } from "./editors/testimonials";

type ListedItem<T> = {
  id: string;
  /** As stored, whatever its shape. */
  data: Record<string, unknown>;
  /** The schema's output when the document passes it; null when it needs fixing. */
  value: T | null;
  /** What is wrong with it, in the schema's words ("price.amount: Invalid type"), when it needs fixing. */
  problems: string[];
  updateTime: string;
};

/** Every document of a collection, valid or not, in document-id order. */
export async function listCollection<S extends v.GenericSchema>(app: AppContext, { collection, schema }: StudioCollection<S>): Promise<Array<ListedItem<v.InferOutput<S>>>> {
  const docs = await app.firestore.runQuery({ collection }).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    const result = v.safeParse(schema, data);
    return {
      id,
      data,
      value: result.success ? result.output : null,
      problems: result.success ? [] : describeIssues(result.issues),
      // As Firestore wrote it, to the nanosecond: the precondition compares it exactly.
      updateTime: doc.updateTime ?? "",
    };
  });
}

/** The categories a service may be filed under: those stored now, in the site's order. */
export async function listCategoryChoices(app: AppContext): Promise<CategoryChoice[]> {
  const stored = await listCollection(app, categories);
  return stored
    .map((category) => ({ slug: textOf(category.data.slug, category.id), name: textOf(category.data.name, category.id), position: numberOf(category.data.position) }))
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.slug.localeCompare(b.slug))
    .map(({ slug, name }) => ({ slug, name }));
}

/** The services a testimonial may be about: every stored one, by name. */
async function listServiceChoices(app: AppContext): Promise<ServiceChoice[]> {
  const stored = await listCollection(app, services);
  return stored.map((service) => ({ id: service.id, name: textOf(service.data.name, service.id) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** What the collection's form offers to choose from, read from Firestore now. */
export async function loadChoices(app: AppContext, { needs }: StudioCollection): Promise<Choices> {
  const [categoryChoices, serviceChoices] = await Promise.all([
    needs.includes("categories") ? listCategoryChoices(app) : [],
    needs.includes("services") ? listServiceChoices(app) : [],
  ]);
  return { categories: categoryChoices, services: serviceChoices };
}

/** A document id as it may appear in a studio address: anything else is a 404, never a Firestore path. */
const DocumentId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,149}$/));

export function documentPath({ collection }: StudioCollection, id: string | undefined): string | null {
  return v.is(DocumentId, id) ? `${collection}/${id}` : null;
}

/** What is wrong with a stored document, in the schema's words; empty when nothing is. */
export function problemsOf(schema: v.GenericSchema, data: Record<string, unknown>): string[] {
  const result = v.safeParse(schema, data);
  return result.success ? [] : describeIssues(result.issues);
}

/** A schema's issues in its own words, where they are: "price.amount: Invalid type: …". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "(whole document)"}: ${issue.message}`);
}

/** The stored document the address names, or the 404 when there is none (or the address names none). */
export async function requireStored(app: AppContext, collection: StudioCollection, id: string | undefined): Promise<{ path: string; id: string; stored: NonNullable<StoredDocument> }> {
  const path = documentPath(collection, id);
  const stored = path ? await readStoredDocument(app, path) : null;
  if (!path || !stored || id === undefined) throw notFound();
  return { path, id, stored };
}

/** A new service goes last in its category unless the form gives a position. */
export async function placeLastInCategory(app: AppContext, form: FormData): Promise<void> {
  if (String(form.get("position") ?? "").trim() !== "") return;
  const categorySlug = String(form.get("categorySlug") ?? "");
  const stored = await listCollection(app, services);
  const positions = stored.filter((service) => textOf(service.data.categorySlug) === categorySlug).map((service) => numberOf(service.data.position) ?? 0);
  form.set("position", String(Math.trunc(Math.max(0, ...positions)) + 1));
}
