import { useLocation, useMatches } from "react-router";
import { LOCALE_NAMES, localeOfPath, localizedPath, twinPath } from "~/site/locale";
import { baseRouteId } from "~/site/route-twins";
import { JOURNAL_PATH } from "~/site/paths";

/** A journal article is written in one language: its switch leads to the other language's journal. */
const ARTICLE_ROUTE_ID = "routes/journal.$slug";

/**
 * The link to this page in the other language, in that language: "NL" (named "NL Nederlands")
 * in the desk's header, or the name in full (`named`) at the end of a phone's menu. With its own
 * `lang` and `hreflang`. A plain link: it works without JavaScript, keeps the query,
 * and loads the other language's page whole. An article has no twin (it is written in one
 * language), so on its page the switch leads to the other language's journal.
 */
export function LanguageSwitch({ className, named = false }: { className?: string; named?: boolean }) {
  const { pathname, search } = useLocation();
  const other = localeOfPath(pathname) === "nl" ? "en" : "nl";
  const article = useMatches().some((match) => baseRouteId(match.id) === ARTICLE_ROUTE_ID);
  const href = article ? localizedPath(JOURNAL_PATH, other) : `${twinPath(pathname, other)}${search}`;
  return (
    <a href={href} lang={other} hrefLang={other} className={className}>
      {named ? (
        LOCALE_NAMES[other]
      ) : (
        // "NL" with the language's name for a screen reader: the name holds what is seen (WCAG 2.5.3, label in name).
        <>
          {other.toUpperCase()}
          <span className="visually-hidden"> {LOCALE_NAMES[other]}</span>
        </>
      )}
    </a>
  );
}
