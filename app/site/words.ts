/**
 * The interface's words in both languages (issue 43). Each component keeps its own words beside
 * it, English and Dutch together, so a page's script carries only the words of what it shows:
 *
 *   const WORDS = defineWords({
 *     en: { book: "Book a session", left: (n: number) => `${n} left` },
 *     nl: { book: "Maak een afspraak", left: (n: number) => `nog ${n}` },
 *   });
 *   const words = useWords(WORDS);
 *
 * The language is the address's (app/site/locale.ts): a page is one document per address.
 * Server code that writes for a visitor (an email, a loader's message) passes the locale it
 * knows to `wordsFor`.
 */
import { useLocation } from "react-router";
import { localeOfPath, localizedPath, type Locale } from "~/site/locale";

export type Words<T> = Readonly<Record<Locale, T>>;

/** Both languages' words, the Dutch checked against the English's keys and types. */
export function defineWords<T>(words: { en: T; nl: NoInfer<T> }): Words<T> {
  return words;
}

/** The words of `locale`. */
export function wordsFor<T>(words: Words<T>, locale: Locale): T {
  return words[locale];
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The words of the page's language. */
export function useWords<T>(words: Words<T>): T {
  return words[useLocale()];
}

/** An English address as the page's language spells it ("/contact" → "/nl/contact" on a Dutch page). */
export function useLocalPath(): (englishPath: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
