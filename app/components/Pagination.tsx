import { Link } from "react-router";
import type { PageLinks } from "~/site/pagination";
import { localHref } from "~/site/content-link";
import { defineWords, useLocale, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { page: "Page " },
  nl: { page: "Pagina " },
});

type Props = PageLinks & {
  /** The navigation's name ("Journal pages"). */
  label: string;
  previousText: string;
  nextText: string;
};

/**
 * A list's page links: previous, each page (the current one marked), next. Shown only when there
 * are pages to go to. The links name English addresses: a Dutch page links to the Dutch twins.
 */
export function Pagination({ label, pages, previousHref, nextHref, previousText, nextText }: Props) {
  const words = useWords(WORDS);
  const locale = useLocale();
  if (pages.length < 2) return null;
  const href = (to: string) => localHref(to, locale);
  return (
    <nav aria-label={label} className="pagination">
      <ul className="link-row">
        {previousHref ? (
          <li>
            <Link to={href(previousHref)} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span>
              {` ${previousText}`}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page.number} className={page.afterGap ? "pagination__after-gap" : undefined}>
            <Link to={href(page.href)} className="pagination__page" aria-current={page.current ? "page" : undefined}>
              <span className="visually-hidden">{words.page}</span>
              {page.number}
            </Link>
          </li>
        ))}
        {nextHref ? (
          <li>
            <Link to={href(nextHref)} rel="next" className="pagination__step">
              {`${nextText} `}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
