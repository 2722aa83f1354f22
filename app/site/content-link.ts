/**
 * A link as the page in `locale` writes it, for links the studio writes in the content (the menu,
 * the footer, a hero's buttons) and the site's own lists (filters, pages, breadcrumbs), which name
 * English addresses: on a Dutch page, an English page's address becomes its Dutch twin's
 * ("/seasons" → "/nl/seizoenen"), so a visitor stays in their language. Anything else is left as
 * written: another site, mail and phone links, a place on the page, an address already Dutch, a
 * file (the feed, a palette's SVG), and an address that names no public page (the studio, /media).
 */
import { localizedPath, ROUTE_TWINS, type Locale } from "~/site/locale";

const ENGLISH_PATTERNS = ROUTE_TWINS.map(([english]) => english.split("/").filter(Boolean)).filter((parts) => parts.at(-1) !== "*");

/** A file the site serves in one language: its name ends in one of these. */
const FILE = /\.(?:xml|txt|json|svg|png|jpe?g|webp|avif|gif|ico|ics|css|js|webmanifest)$/i;

/** Whether `path` (without query or fragment) is a public page's English address. */
function isEnglishPage(path: string): boolean {
  if (FILE.test(path)) return false;
  const segments = path.split("/").filter(Boolean);
  return ENGLISH_PATTERNS.some((parts) => parts.length === segments.length && parts.every((part, index) => part.startsWith(":") || part === segments[index]));
}

export function localHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  return isEnglishPage(cut < 0 ? href : href.slice(0, cut)) ? localizedPath(href, locale) : href;
}
