import * as v from "valibot";
import {
  CustomPalettes,
  ServiceCategory,
  WebsiteData,
  type CustomPalette,
  type Service,
} from "~/schemas";
import type { AppContext } from "~/worker/app-context.server";
import { rethrowUnavailable } from "~/worker/responses.server";
import { decodeDocument } from "./codec";
import type { QuerySpec } from "./query";
import { SITE_DEFAULTS } from "~/data/site-defaults";

/** A decoded Firestore document before validation: what the edge cache stores. */
export type RawDocument = { id: string; data: Record<string, unknown> };

export function readDocument(app: AppContext, path: string): Promise<RawDocument | null> {
  return app.cached(`doc/${path}`, async () => {
    const doc = await app.firestore.getDocument(path);
    if (!doc) return null;
    const { id, data } = decodeDocument(doc);
    return { id, data };
  });
}

export function readQuery(app: AppContext, spec: QuerySpec): Promise<RawDocument[]> {
  return app.cached(`query/${JSON.stringify(spec)}`, async () => {
    const docs = await app.firestore.runQuery(spec);
    return docs.map((doc) => {
      const { id, data } = decodeDocument(doc);
      return { id, data };
    });
  });
}

/** Validates each document; one that fails its schema is logged with its path and left out. */
export function parseDocuments<S extends v.GenericSchema>(
  app: AppContext,
  collection: string,
  schema: S,
  docs: RawDocument[],
): Array<{ id: string; value: v.InferOutput<S> }> {
  const valid: Array<{ id: string; value: v.InferOutput<S> }> = [];
  for (const doc of docs) {
    const result = v.safeParse(schema, doc.data);
    if (result.success) valid.push({ id: doc.id, value: result.output });
    else logInvalid(app, `${collection}/${doc.id}`, result.issues);
  }
  return valid;
}

function logInvalid(app: AppContext, path: string, issues: readonly v.BaseIssue<unknown>[]): void {
  app.log("invalid document skipped", {
    path,
    issues: issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
  });
}

type Fields = typeof WebsiteData.entries;
type WithDefault = keyof typeof SITE_DEFAULTS;
/** `Website/Data` with every layout field present (defaults stand in) and optional sections null. */
export type WebsiteContent = { [K in keyof Fields]: K extends WithDefault ? WebsiteData[K] : WebsiteData[K] | null };

/** Validates `Website/Data` field by field, so one broken section does not take the site down. */
export function parseWebsiteData(app: AppContext, data: Record<string, unknown> | null): WebsiteContent {
  const content: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(WebsiteData.entries)) {
    const result = v.safeParse(schema, data?.[field]);
    if (result.success) {
      content[field] = result.output;
      continue;
    }
    if (data) logInvalid(app, `Website/Data#${field}`, result.issues);
    content[field] = field in SITE_DEFAULTS ? SITE_DEFAULTS[field as WithDefault] : null;
  }
  return content as WebsiteContent;
}

export type CategoryWithServices = ServiceCategory & { id: string; services: Service[] };

export type StartContent = {
  website: WebsiteContent;
  customPalettes: CustomPalette[];
  serviceCategories: CategoryWithServices[];
};

/** The three reads the site makes at start, in parallel (spec section 7). */
export function getStartContent(app: AppContext): Promise<StartContent> {
  return app.once("start-content", () => readStartContent(app));
}

async function readStartContent(app: AppContext): Promise<StartContent> {
  const [websiteDoc, palettesDoc, categoryDocs] = await Promise.all([
    readDocument(app, "Website/Data"),
    readDocument(app, "Website/CustomPalettes"),
    readQuery(app, { collection: "ServiceCategories" }),
  ]).catch(rethrowUnavailable);

  if (!websiteDoc) app.log("document missing, defaults used", { path: "Website/Data" });
  const website = parseWebsiteData(app, websiteDoc?.data ?? null);

  let customPalettes: CustomPalette[] = [];
  if (palettesDoc) {
    const [parsed] = parseDocuments(app, "Website", CustomPalettes, [palettesDoc]);
    customPalettes = parsed?.value.customPalettes ?? [];
  }

  const serviceCategories = parseDocuments(app, "ServiceCategories", ServiceCategory, categoryDocs)
    .map(({ id, value }) => ({ ...value, id, services: [] as Service[] }))
    .sort((a, b) => a.position - b.position);

  return { website, customPalettes, serviceCategories };
}
