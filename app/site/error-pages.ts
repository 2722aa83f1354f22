import { PAGE_NOT_FOUND } from "~/platform/not-found";
import { COLOR_ANALYSIS_PATH } from "./paths";

/**
 * The words of the site's error pages, written once: the themed screen (components/ErrorScreen.tsx)
 * and the self-contained page the worker answers with when React Router cannot render
 * (worker/fallback-page.server.ts) say the same.
 */

type PageLink = { href: string; label: string };

export const NOT_FOUND_PAGE = {
  /** The page title when the address names nothing. */
  documentTitle: PAGE_NOT_FOUND,
  title: "Oops! Looks like we've lost our color palette!",
  text: "The page you're looking for seems to have slipped into a different color season. Let's get you back to colors that suit you.",
  links: [
    { href: "/", label: "Return to our Home Page" },
    { href: "/seasons", label: "Discover Your Color Season" },
    { href: COLOR_ANALYSIS_PATH, label: "Book a Color Analysis Session" },
  ] satisfies PageLink[],
  /** "If you think this page should exist, please contact us and we'll set it right." */
  contact: { before: "If you think this page should exist, please ", link: { href: "/contact", label: "contact us" }, after: " and we'll set it right." },
} as const;

export const UNAVAILABLE_PAGE = {
  title: "We'll be right back",
  text: "Our studio's content is taking a short break and could not be loaded just now. Please try again in a minute; nothing you did caused this.",
} as const;

export const BROKEN_PAGE = {
  title: "Something went wrong on our side",
  text: "We have been told about it and are looking into it. Please try again in a moment.",
} as const;

/** The way out of an error that is not a 404. */
export const HOME_LINKS: readonly PageLink[] = [
  { href: "/", label: "Return to our Home Page" },
  { href: "/contact", label: "Contact us" },
];
