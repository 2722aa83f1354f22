import * as v from "valibot";
import { WebsiteData } from "~/schemas";
import { WEBSITE_TEXT_SECTIONS } from "~/schemas/website";
import type { AppContext } from "~/firestore/app-context.server";
import { logInvalidDocument, readDocument } from "~/firestore/documents.server";
import { SITE_DEFAULTS } from "~/data/site-defaults";
import { COLLECTIONS } from "./collections";

/** The site's texts, links, colours and business details: one document. */
export const WEBSITE_DATA_PATH = `${COLLECTIONS.website.name}/Data`;

type Fields = typeof WebsiteData.entries;
type WithDefault = keyof typeof SITE_DEFAULTS;
/** `Website/Data` with every layout field present (defaults stand in) and optional sections null. */
export type WebsiteContent = { [K in keyof Fields]: K extends WithDefault ? WebsiteData[K] : WebsiteData[K] | null } & {
  /** The sections shown in English on a Dutch page, for want of a Dutch text (`langOf`). */
  english?: readonly string[];
};

/** Any document passes here: `parseWebsiteData` checks it field by field. */
const UncheckedFields = v.record(v.string(), v.unknown());

/** The site's texts, colours and settings; a missing document leaves the built-in defaults. */
export async function getWebsiteContent(app: AppContext): Promise<WebsiteContent> {
  const doc = await readDocument(app, { path: WEBSITE_DATA_PATH, schema: UncheckedFields });
  if (!doc) app.log("document missing, defaults used", { path: WEBSITE_DATA_PATH });
  return inLanguage(app, parseWebsiteData(app, doc?.value ?? null));
}

/**
 * Some sections of `Website/Data`, read alone (a field mask), each checked as `getWebsiteContent`
 * checks it: for a page that shows the brand and nothing else of the document, such as the feed.
 */
export async function getWebsiteFields<K extends keyof Fields>(app: AppContext, fields: readonly K[]): Promise<Pick<WebsiteContent, K>> {
  // A Dutch page reads the Dutch sections too.
  const masked: readonly (keyof Fields)[] = app.locale === "nl" && !fields.includes("nl" as K) ? [...fields, "nl"] : fields;
  const doc = await readDocument(app, { path: WEBSITE_DATA_PATH, schema: UncheckedFields, fields: masked });
  if (!doc) app.log("document missing, defaults used", { path: WEBSITE_DATA_PATH });
  const content = inLanguage(app, parseWebsiteData(app, doc?.value ?? null, masked));
  return content as Pick<WebsiteContent, K>;
}

/** Validates `Website/Data` field by field, so one broken section does not take the site down. */
function parseWebsiteData(app: AppContext, data: Record<string, unknown> | null, only?: readonly string[]): WebsiteContent {
  const content: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(WebsiteData.entries)) {
    if (only && !only.includes(field)) continue;
    const result = v.safeParse(schema, data?.[field]);
    if (result.success) {
      content[field] = result.output;
      continue;
    }
    if (data) logInvalidDocument(app, `${WEBSITE_DATA_PATH}#${field}`, result.issues);
    content[field] = field in SITE_DEFAULTS ? SITE_DEFAULTS[field as WithDefault] : null;
  }
  return content as WebsiteContent;
}

/**
 * The sections a visitor reads in the page's language: on a Dutch page each one the studio has
 * written in Dutch (`nl`), the English otherwise, listed in `english`. Opening hours and
 * directions are the business's; the rest are the document's own sections.
 */
function inLanguage(app: AppContext, content: WebsiteContent): WebsiteContent {
  if (app.locale === "en") return content;
  const dutch = content.nl ?? {};
  const out: Record<string, unknown> = { ...content };
  const english: string[] = [];
  for (const section of WEBSITE_TEXT_SECTIONS) {
    const text = dutch[section];
    const inBusiness = section === "openingHours" || section === "directions";
    if (!(section in content) && !inBusiness) continue;
    if (text === undefined) {
      english.push(section);
      continue;
    }
    if (inBusiness) {
      if (content.business) out.business = { ...(out.business as object), [section]: text };
    } else out[section] = text;
  }
  return { ...(out as WebsiteContent), english };
}
