import { CustomPalettes, type CustomPalette } from "~/schemas";
import type { Locale } from "~/schemas/common";
import { localizeFields, type Localized } from "~/site/localize";
import type { AppContext } from "~/firestore/app-context.server";
import { readDocument } from "~/firestore/documents.server";
import { COLLECTIONS } from "./collections";

/** The studio's own palettes: one document. */
export const CUSTOM_PALETTES_PATH = `${COLLECTIONS.website.name}/CustomPalettes`;

/** The studio's own palettes, beside the season palettes; none when the document is missing or malformed. */
export async function getCustomPalettes(app: AppContext): Promise<CustomPalette[]> {
  const doc = await readDocument(app, { path: CUSTOM_PALETTES_PATH, schema: CustomPalettes });
  return (doc?.value.customPalettes ?? []).map((palette) => inLanguage(palette, app.locale));
}

/** A palette in the page's language: its Dutch name, description and colour names where the studio wrote them. */
function inLanguage(palette: CustomPalette, locale: Locale): Localized<CustomPalette> {
  const named = localizeFields(palette, locale, ["name", "description"]);
  const dutchNames = locale === "nl" ? palette.nl?.colors : undefined;
  if (!dutchNames || dutchNames.length !== palette.colors.length) return locale === "nl" ? { ...named, english: [...(named.english ?? []), "colors"] } : named;
  return { ...named, colors: palette.colors.map((color, index) => ({ ...color, name: dutchNames[index]! })) };
}
