/** The status line of a 404 whose address names nothing (a route parameter that fails its check). */
export const PAGE_NOT_FOUND = "Page Not Found";

/** The status line of a 404 for a path no route matches. */
export function pageNotFoundAt(path: string): string {
  return `Page not found: ${path}`;
}
