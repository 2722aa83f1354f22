/**
 * The site's two languages and their addresses (docs/decisions/034-two-languages.md): English where
 * it has always been, Dutch under /nl with Dutch path words. Content slugs (a season, a sub-season,
 * a service, a category, a link's token) are the same in both; a journal article has a language of
 * its own, and its slug is its own.
 *
 * One table of route patterns, English and Dutch side by side, is what the route table
 * (app/routes.ts), the language switch, hreflang, the sitemap and the page cache's purge read.
 */
import type { Locale } from "../schemas/locales";

export { LOCALES, type Locale } from "../schemas/locales";

/** Where a page has no language of its own (x-default) and what a visitor reads until they choose. */
export const DEFAULT_LOCALE: Locale = "en";

/** The address prefix of each language: English has none, so no link made before there were two breaks. */
const LOCALE_PREFIX: Record<Locale, string> = { en: "", nl: "/nl" };

/** Each language's name in itself: the language switch offers the other by its own name. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", nl: "Nederlands" };

/**
 * The public routes' patterns, English first, Dutch second, without the /nl prefix. A `:name`
 * segment is a parameter, the same value in both; `*` is the rest of an unknown address.
 * Every public page route is here (a unit test checks it against the route table).
 */
export const ROUTE_TWINS: ReadonlyArray<readonly [english: string, dutch: string]> = [
  ["", ""],
  ["about", "over-ons"],
  ["color-analysis", "kleuranalyse"],
  ["color/color-palettes", "kleur/kleurpaletten"],
  // A palette's card to download: its colours' names in the page's language.
  ["color/color-palettes/:slug.svg", "kleur/kleurpaletten/:slug.svg"],
  ["colors-app", "kleurenapp"],
  ["contact", "contact"],
  ["faqs", "veelgestelde-vragen"],
  ["gift-a-session", "sessie-cadeau-doen"],
  ["group-session", "groepssessie"],
  ["partner-session", "duosessie"],
  ["seasons", "seizoenen"],
  ["seasons/:slug", "seizoenen/:slug"],
  ["seasons/sub-season/:slug", "seizoenen/subseizoen/:slug"],
  ["service-booking", "afspraak-maken"],
  ["services/:category", "diensten/:category"],
  ["services/:category/:service", "diensten/:category/:service"],
  ["testimonials", "ervaringen"],
  // "Drapeerdoeken", the word the Dutch pages use for the studio's fabric (decision 034); "passen", to try on.
  ["try-the-drapes", "drapeerdoeken-passen"],
  ["journal", "journal"],
  ["journal/:slug", "journal/:slug"],
  ["legal", "juridisch"],
  ["legal/privacy-policy", "juridisch/privacybeleid"],
  ["legal/refund-policy", "juridisch/annuleren-en-terugbetalen"],
  ["legal/terms-and-conditions", "juridisch/algemene-voorwaarden"],
  ["legal/shipping-delivery-policy", "juridisch/verzending-en-levering"],
  ["bookings/:token", "afspraken/:token"],
  ["analysis/:token", "analyse/:token"],
  ["analysis/:token/photos/:photoId", "analyse/:token/fotos/:photoId"],
  ["analysis/:token/report.pdf", "analyse/:token/rapport.pdf"],
  ["gift-vouchers/:token", "cadeaubonnen/:token"],
  // A client's palette after their session (issue 44): its service worker and its deleted page before the token.
  ["my-palette/sw.js", "mijn-palet/sw.js"],
  ["my-palette/deleted", "mijn-palet/verwijderd"],
  ["my-palette/:token", "mijn-palet/:token"],
  ["*", "*"],
];

const splitPath = (path: string) => path.split("/").filter(Boolean);

/** The pattern's segments matched against an address's: the parameters' values, or null. */
function matchPattern(pattern: string, segments: string[]): string[] | null {
  const parts = splitPath(pattern);
  if (parts.at(-1) === "*") return segments.length >= parts.length - 1 && parts.slice(0, -1).every((part, index) => part === segments[index]) ? [segments.slice(parts.length - 1).join("/")] : null;
  if (parts.length !== segments.length) return null;
  const values: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(":")) values.push(segments[index]!);
    else if (part !== segments[index]) return null;
  }
  return values;
}

function fillPattern(pattern: string, values: string[]): string {
  let next = 0;
  const filled = splitPath(pattern).map((part) => (part.startsWith(":") || part === "*" ? values[next++]! : part));
  return `/${filled.filter(Boolean).join("/")}`;
}

/** The language an address is in: Dutch under /nl, else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX.nl || pathname.startsWith(`${LOCALE_PREFIX.nl}/`) ? "nl" : "en";
}

/** The language of the page a request is for (a loader's or an action's). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The address without its language's prefix ("/nl/seizoenen" → "/seizoenen"). */
function withoutPrefix(pathname: string, locale: Locale): string {
  const rest = pathname.slice(LOCALE_PREFIX[locale].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The same public page in `to`. An address no pattern names keeps its rest (the table's last row):
 * the twin of a 404 is the other language's 404. For public pages only: the studio, resources and
 * assets have one language. Query strings and fragments are the caller's to keep.
 */
export function twinPath(pathname: string, to: Locale): string {
  const from = localeOfPath(pathname);
  const segments = splitPath(withoutPrefix(pathname, from));
  const column = from === "en" ? 0 : 1;
  // Exact patterns before the catch-all: the table's last row.
  for (const twin of ROUTE_TWINS) {
    const values = matchPattern(twin[column], segments);
    if (!values) continue;
    const path = fillPattern(twin[to === "en" ? 0 : 1], values);
    if (to === "en") return path;
    return path === "/" ? LOCALE_PREFIX.nl : `${LOCALE_PREFIX.nl}${path}`;
  }
  throw new Error("ROUTE_TWINS ends with the catch-all, which matches every address");
}

/** An English path as the page in `locale` spells it ("/seasons/spring" → "/nl/seizoenen/spring"). */
export function localizedPath(englishPath: string, locale: Locale): string {
  if (locale === "en") return englishPath;
  const cut = englishPath.search(/[?#]/);
  const path = cut < 0 ? englishPath : englishPath.slice(0, cut);
  return `${twinPath(path, "nl")}${cut < 0 ? "" : englishPath.slice(cut)}`;
}
