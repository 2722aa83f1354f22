/** Fields of a stored article read leniently: a broken document still shows in the studio, to be mended. */
export const storedText = (value: unknown): string => (typeof value === "string" ? value : "");

/** The strings of a stored list (`previousSlugs`, `seasons`), whatever else it holds. */
export const storedTexts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
