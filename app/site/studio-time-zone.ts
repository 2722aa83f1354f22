/** The studio's clock (it is in Utrecht): booking dates turn at its midnight, and the studio reads times in it. */
export const STUDIO_TIME_ZONE = "Europe/Amsterdam";

/** "23 Nov 2026, 14:05:09" in the studio's time zone. */
export function studioDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { timeZone: STUDIO_TIME_ZONE, dateStyle: "medium", timeStyle: "medium" });
}
