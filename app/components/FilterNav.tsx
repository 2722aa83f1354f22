import { Link } from "react-router";
import { localHref } from "~/site/content-link";
import { useLocale } from "~/site/words";

type FilterNavItem = {
  label: string;
  /** A page ("/journal?topic=makeup") or a place on this one ("#booking"). */
  href: string;
  /** The filter the page shows now: marked for the eye and for assistive technology. */
  current?: boolean;
  /** How many the filter holds, shown after its label. */
  count?: number;
};

type Props = {
  /** The navigation's name ("Filter by topic"). */
  label: string;
  items: readonly FilterNavItem[];
  /** A filter of the same list: the page keeps its scroll position when one is chosen. */
  keepScroll?: boolean;
  /** The items' language where it is not the page's (content left in English on a Dutch page). */
  lang?: string;
};

/**
 * A wrapping row of link pills: the journal's topics and seasons, the testimonials' services, the
 * FAQ topics and an article's palettes. Plain links, so each works without JavaScript; the
 * stylesheet is filter-nav.css, in the `links` of every route that shows one. A page's address
 * may be given in English: a Dutch page links to its Dutch twin.
 */
export function FilterNav({ label, items, keepScroll = false, lang }: Props) {
  const locale = useLocale();
  return (
    <nav aria-label={label} className="filter-nav">
      <ul className="link-row" lang={lang}>
        {items.map((item) => (
          <li key={item.href}>
            {item.href.startsWith("#") ? (
              <a href={item.href} className="filter-nav__link">
                {item.label}
              </a>
            ) : (
              <Link to={localHref(item.href, locale)} className="filter-nav__link" aria-current={item.current ? "page" : undefined} preventScrollReset={keepScroll}>
                {item.label}
                {item.count !== undefined ? <span className="filter-nav__count">{` (${item.count})`}</span> : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
