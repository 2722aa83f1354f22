/**
 * `Save-Data: on`, sent by a browser whose visitor asked it to save data: the site answers with
 * pages that need neither scripts nor web fonts (they work without both) and smaller photos.
 * A page-cache variant of its own (docs/decisions/020-pages-as-stored-bytes.md).
 */
export const SAVE_DATA_HEADER = "Save-Data";

export function wantsSaveData(headers: Headers): boolean {
  return (headers.get(SAVE_DATA_HEADER) ?? "").trim().toLowerCase() === "on";
}
