/**
 * The site's two languages (docs/decisions/034-two-languages.md). A module of its own, without
 * valibot: every page's script reads it (app/site/locale.ts), and a schema module's top-level
 * calls would come with it.
 */
export const LOCALES = ["en", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
