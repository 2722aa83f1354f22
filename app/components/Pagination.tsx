import { Link } from "react-router";
import type { PageLinks } from "~/site/pagination";

type Props = PageLinks & {
  /** The navigation's name ("Journal pages"). */
  label: string;
  previousText: string;
  nextText: string;
};

/** A list's page links: previous, each page (the current one marked), next. Shown only when there are pages to go to. */
export function Pagination({ label, pages, previousHref, nextHref, previousText, nextText }: Props) {
  if (pages.length < 2) return null;
  return (
    <nav aria-label={label} className="pagination">
      <ul className="link-row">
        {previousHref ? (
          <li>
            <Link to={previousHref} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span>
              {` ${previousText}`}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page.number} className={page.afterGap ? "pagination__after-gap" : undefined}>
            <Link to={page.href} className="pagination__page" aria-current={page.current ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {page.number}
            </Link>
          </li>
        ))}
        {nextHref ? (
          <li>
            <Link to={nextHref} rel="next" className="pagination__step">
              {`${nextText} `}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
