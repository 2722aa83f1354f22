/** Lists shown a page at a time through links (the journal, the testimonials): which items, and the links to the others. */

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of a list; null when it does not exist (page 1 always does, even of an empty list). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Page<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  if (page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length };
}

export type PageLinks = {
  pages: Array<{ number: number; href: string; current: boolean }>;
  previousHref: string | null;
  nextHref: string | null;
};

/** The links of a list's pagination, each page's address made by `hrefOf`. */
export function pageLinks({ page, pageCount }: { page: number; pageCount: number }, hrefOf: (page: number) => string): PageLinks {
  return {
    pages: Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, href: hrefOf(index + 1), current: index + 1 === page })),
    previousHref: page > 1 ? hrefOf(page - 1) : null,
    nextHref: page < pageCount ? hrefOf(page + 1) : null,
  };
}
