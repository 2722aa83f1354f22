import { useLocation } from "react-router";
import { LOCALE_NAMES, localeOfPath, twinPath } from "~/site/locale";

/**
 * The link to this page in the other language, in that language: "NL" (labelled "Nederlands")
 * in the desk's header, or the name in full (`named`) at the end of a phone's menu. With its own
 * `lang` and `hreflang`. A plain link: it works without JavaScript, keeps the query,
 * and loads the other language's page whole.
 */
export function LanguageSwitch({ className, named = false }: { className?: string; named?: boolean }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === "nl" ? "en" : "nl";
  return (
    <a href={`${twinPath(pathname, other)}${search}`} lang={other} hrefLang={other} className={className} aria-label={named ? undefined : LOCALE_NAMES[other]}>
      {named ? LOCALE_NAMES[other] : other.toUpperCase()}
    </a>
  );
}
