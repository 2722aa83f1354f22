import type { PhotoAddress } from "~/site/photo-on-device";

/** Where the colour tool lives; its forms submit here. */
export const TOOL_PATH = "/colors-app";

/**
 * The parameters that make the page one visitor's answer: rendered for them, never kept. `photo`
 * asks for nothing but the page's photo check, which opens only in a document loaded at such an
 * address (app/site/photo-on-device.ts).
 */
export const TOOL_ANSWERS = ["color", "season", "subSeason", "palette", "checkColor", "photo"] as const;

/** Where the photo check may open the photo (app/site/photo-on-device.ts). */
export const TOOL_PHOTO_ADDRESS: PhotoAddress = { path: TOOL_PATH, answers: TOOL_ANSWERS };

/** Each tool's current choice, as its query parameter holds it ("" when none). */
export type Kept = Record<"color" | "season" | "subSeason" | "palette" | "check" | "checkColor", string>;

/** The tool's address with these choices in its query. */
export function toolHref(values: Partial<Kept>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${TOOL_PATH}?${search}` : TOOL_PATH;
}
