/**
 * The page's language for a component that may also be drawn outside a router (a unit test's
 * `renderToStaticMarkup`): English there, as `useLocale` (app/site/words.ts) says in a router.
 */
import { useContext } from "react";
import { UNSAFE_LocationContext } from "react-router";
import { localeOfPath, type Locale } from "~/site/locale";
import { wordsFor, type Words } from "~/site/words";

export function usePageLocale(): Locale {
  // null outside a router (React Router's default for the context).
  const context = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null;
  return localeOfPath(context?.location?.pathname ?? "/");
}

/** `useWords` that draws in English outside a router. */
export function usePageWords<T>(words: Words<T>): T {
  return wordsFor(words, usePageLocale());
}
