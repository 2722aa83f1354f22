/**
 * Content in the page's language (issue 43). A document the studio writes keeps its Dutch text in
 * `nl` beside the English fields; on a Dutch page each field shows its Dutch value, or the English
 * when the studio has not written one yet. Such a field is listed in `english`, and the element
 * showing it carries `lang="en"` (`langOf`), so a screen reader and a search engine read it right.
 */
import type { Locale } from "~/schemas/common";

export type Localized<T> = T & {
  /** The fields shown in English on a Dutch page, for want of a Dutch value. */
  english?: readonly string[];
};

type WithDutch = { nl?: Partial<Record<string, unknown>> | undefined };

const written = (value: unknown) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** `doc` in `locale`: its `fields` taken from `doc.nl` on a Dutch page, each one the studio wrote. */
export function localizeFields<T extends WithDutch>(doc: T, locale: Locale, fields: readonly (keyof T & string)[]): Localized<T> {
  if (locale === "en") return doc;
  const dutch = doc.nl ?? {};
  const english: string[] = [];
  const out: Record<string, unknown> = { ...doc };
  for (const field of fields) {
    if (written(dutch[field])) out[field] = dutch[field];
    else if (written(doc[field])) english.push(field);
  }
  return { ...(out as T), english };
}

/** `lang="en"` for an element showing a field left in English on a Dutch page; nothing otherwise. */
export function langOf(item: { english?: readonly string[] | undefined }, field: string): { lang?: "en" } {
  return item.english?.includes(field) ? { lang: "en" } : {};
}
