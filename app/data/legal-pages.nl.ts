import type { LegalPage } from "~/data/legal-pages";

/**
 * The Dutch words of the policies' list (app/data/legal-pages.ts): title, side-navigation label and
 * description of each, by its slug. Addresses and dates stay in the English module; the Dutch
 * address is ROUTE_TWINS' (app/site/locale.ts). A policy left out fails typecheck.
 *
 * The legal pages address the visitor with "u" (docs/decisions/034-two-languages.md).
 */
type PageWords = Pick<LegalPage, "title" | "navLabel" | "description">;

export const LEGAL_PAGES_NL = {
  "privacy-policy": {
    title: "Privacybeleid",
    navLabel: "Privacybeleid",
    description:
      "Welke persoonsgegevens Plum & Linen verzamelt, waarom, waar ze worden opgeslagen en hoe lang, welke cookies de site plaatst en welke rechten u hebt op grond van de AVG.",
  },
  "refund-policy": {
    title: "Annulerings- en terugbetalingsbeleid",
    navLabel: "Annuleren & terugbetalen",
    description:
      "Aanbetalingen, sessies annuleren of verzetten, uw herroepingsrecht van 14 dagen, niet verschijnen, cadeaubonnen, terugbetalingen via Mollie en het terugsturen van stalenwaaiers.",
  },
  "shipping-delivery-policy": {
    title: "Verzending en levering",
    navLabel: "Verzending & levering",
    description:
      "Waar wij stalenwaaiers, drapeerdoeken en cadeaukaarten naartoe sturen, hoe lang de bezorging duurt, wat die kost en wat u doet als een pakket te laat of beschadigd aankomt.",
  },
  "terms-and-conditions": {
    title: "Algemene voorwaarden",
    navLabel: "Algemene voorwaarden",
    description:
      "De algemene voorwaarden voor sessies, online en digitale kleuranalyses, cadeaubonnen en stalenwaaiers van Plum & Linen Studio B.V.",
  },
} as const satisfies Record<LegalPage["slug"], PageWords>;

const MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

/** "2026-10-01" → "1 oktober 2026": the twin of `formatLegalDate`, by hand for the same reason. */
export function formatLegalDateNl(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS_NL[(month ?? 1) - 1]} ${year}`;
}
