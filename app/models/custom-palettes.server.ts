import { CustomPalettes, type CustomPalette } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { readDocument } from "~/firestore/documents.server";
import { COLLECTIONS } from "./collections";

/** The studio's own palettes: one document. */
export const CUSTOM_PALETTES_PATH = `${COLLECTIONS.website.name}/CustomPalettes`;

/** The studio's own palettes, beside the season palettes; none when the document is missing or malformed. */
export async function getCustomPalettes(app: AppContext): Promise<CustomPalette[]> {
  const doc = await readDocument(app, { path: CUSTOM_PALETTES_PATH, schema: CustomPalettes });
  return doc?.value.customPalettes ?? [];
}
