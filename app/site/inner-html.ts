import { useMemo } from "react";

/**
 * `dangerouslySetInnerHTML`'s value, the same object while the text stays the same. React 19
 * sets an element's innerHTML again whenever that object is a new one (React 18 compared the
 * text): each render of the layout would empty and refill the page's `<style>` elements, which
 * the page's CSP refuses (and reports) while they are empty, and rebuild an article's body.
 */
export function useInnerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html]);
}
