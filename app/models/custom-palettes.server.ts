import { CustomPalettes, type CustomPalette } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { readDocument } from "~/firestore/documents.server";

/** The studio's own palettes, beside the season palettes; none when the document is missing or malformed. */
export async function getCustomPalettes(app: AppContext): Promise<CustomPalette[]> {
  const doc = await readDocument(app, { path: "Website/CustomPalettes", schema: CustomPalettes });
  return doc?.value.customPalettes ?? [];
}
