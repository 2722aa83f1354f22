import { useLocation } from "react-router";
import { LOCALE_NAMES, localeOfPath, twinPath } from "~/site/locale";

/**
 * The link to this page in the other language, named in that language ("Nederlands", "English"),
 * with its own `lang` and `hreflang`. A plain link: it works without JavaScript, keeps the query,
 * and loads the other language's page whole.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === "nl" ? "en" : "nl";
  return (
    <a href={`${twinPath(pathname, other)}${search}`} lang={other} hrefLang={other} className={className} aria-label={LOCALE_NAMES[other]}>
      {other.toUpperCase()}
    </a>
  );
}
