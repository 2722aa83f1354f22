/**
 * What a route's `handle` may say about the page cache (app/worker/page-cache.server.ts). A page
 * says nothing when no query parameter changes it: it is kept once per path, and any query
 * string is ignored.
 */
export type PageCacheHandle = {
  pageCache?: PageCacheSettings | false;
};

export type PageCacheSettings = {
  /** Parameters the page shows something for: it is kept once per combination of their values. */
  query?: readonly string[];
  /** Parameters that make the page one visitor's answer (a quiz, a colour match): rendered, never kept. */
  answers?: readonly string[];
};

/** Whether a query string asks for one visitor's answer: it has one of the page's `answers` parameters. */
export function asksForAnswer(search: string, answers: readonly string[]): boolean {
  const query = new URLSearchParams(search);
  return answers.some((name) => query.has(name));
}
