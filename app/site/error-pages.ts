import { PAGE_NOT_FOUND, pageNotFoundAt } from "~/platform/not-found";
import { localizedPath, type Locale } from "./locale";
import { COLOR_ANALYSIS_PATH } from "./paths";
import { defineWords, wordsFor } from "./words";

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

const UNAVAILABLE_PAGE = {
  title: "We'll be right back",
  text: "Our studio's content is taking a short break and could not be loaded just now. Please try again in a minute; nothing you did caused this.",
} as const;

const BROKEN_PAGE = {
  title: "Something went wrong on our side",
  text: "We have been told about it and are looking into it. Please try again in a moment.",
} as const;

/** The way out of an error that is not a 404. */
const HOME_LINKS: readonly PageLink[] = [
  { href: "/", label: "Return to our Home Page" },
  { href: "/contact", label: "Contact us" },
];

/** A request the site refused (4xx other than 404): the screen's title when the answer names none, and its text. */
const REFUSED_REQUEST = {
  title: "That request didn't work",
  text: "Please check the address or the form and try again.",
} as const;

const nl = (path: string) => localizedPath(path, "nl");

/** The same pages in Dutch, their links to the Dutch pages. */
const DUTCH = {
  notFound: {
    documentTitle: "Pagina niet gevonden",
    title: "Oeps! We zijn ons kleurenpalet kwijt!",
    text: "De pagina die je zoekt, lijkt in een ander kleurseizoen te zijn beland. We helpen je graag terug naar de kleuren die bij je passen.",
    links: [
      { href: nl("/"), label: "Terug naar de homepage" },
      { href: nl("/seasons"), label: "Ontdek je kleurseizoen" },
      { href: nl(COLOR_ANALYSIS_PATH), label: "Boek een kleuranalyse" },
    ],
    contact: { before: "Hoort deze pagina er wel te zijn? ", link: { href: nl("/contact"), label: "Laat het ons weten" }, after: ", dan lossen we het op." },
  },
  unavailable: {
    title: "We zijn zo weer terug",
    text: "De inhoud van onze site kon op dit moment niet worden geladen. Probeer het over een minuutje opnieuw; het ligt niet aan iets wat jij hebt gedaan.",
  },
  broken: {
    title: "Er ging bij ons iets mis",
    text: "We zijn op de hoogte gebracht en zoeken uit wat er aan de hand is. Probeer het zo nog eens.",
  },
  homeLinks: [
    { href: nl("/"), label: "Terug naar de homepage" },
    { href: nl("/contact"), label: "Neem contact op" },
  ],
  refused: {
    title: "Dat verzoek is niet gelukt",
    text: "Controleer het adres of het formulier en probeer het opnieuw.",
  },
};

/**
 * Every error page's words in each language: the error screen shows the page's, and the worker's
 * own page (worker/fallback-page.server.ts) the address's (a /nl/ address gets Dutch).
 */
export const ERROR_PAGES = defineWords<{
  notFound: { documentTitle: string; title: string; text: string; links: readonly PageLink[]; contact: { before: string; link: PageLink; after: string } };
  unavailable: { title: string; text: string };
  broken: { title: string; text: string };
  homeLinks: readonly PageLink[];
  refused: { title: string; text: string };
}>({
  en: { notFound: NOT_FOUND_PAGE, unavailable: UNAVAILABLE_PAGE, broken: BROKEN_PAGE, homeLinks: HOME_LINKS, refused: REFUSED_REQUEST },
  nl: DUTCH,
});

/** The error pages' words in `locale`, for server code (the worker's own page, a document title). */
export function errorPagesIn(locale: Locale) {
  return wordsFor(ERROR_PAGES, locale);
}

/**
 * A 404's status line in `locale`: the models and routes throw it in English ("Page Not Found",
 * "Page not found: /nl/x"), and a Dutch page says it in Dutch.
 */
export function notFoundStatusIn(message: string, locale: Locale): string {
  if (locale === "en") return message;
  if (message === PAGE_NOT_FOUND) return DUTCH.notFound.documentTitle;
  const prefix = pageNotFoundAt("");
  return message.startsWith(prefix) ? `Pagina niet gevonden: ${message.slice(prefix.length)}` : message;
}
