/** Lists shown a page at a time through links (the journal, the testimonials): which items, and the links to the others. */

export type PageLinks = {
  /** The first and last pages and those near the current one; `afterGap` when pages are left out before it. */
  pages: Array<{ number: number; href: string; current: boolean; afterGap: boolean }>;
  previousHref: string | null;
  nextHref: string | null;
};

/** How many pages either side of the current one get a link of their own. */
const NEAR = 2;

/**
 * The links of a list's pagination, each page's address made by `hrefOf`: the first and the last
 * page and two either side of the current one, so a list of 250 pages has at most seven links.
 */
export function pageLinks({ page, pageCount }: { page: number; pageCount: number }, hrefOf: (page: number) => string): PageLinks {
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter((number) => number === 1 || number === pageCount || Math.abs(number - page) <= NEAR);
  return {
    pages: shown.map((number, index) => ({ number, href: hrefOf(number), current: number === page, afterGap: index > 0 && number - shown[index - 1]! > 1 })),
    previousHref: page > 1 ? hrefOf(page - 1) : null,
    nextHref: page < pageCount ? hrefOf(page + 1) : null,
  };
}
