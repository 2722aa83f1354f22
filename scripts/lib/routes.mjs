/** One URL of every route of the site, as the bench and the stress test visit them. */
export const PAGE_ROUTES = [
  "/",
  "/about",
  "/color-analysis",
  "/color/color-palettes",
  "/colors-app",
  "/contact",
  "/faqs",
  "/gift-a-session",
  "/group-session",
  "/partner-session",
  "/seasons",
  "/seasons/spring",
  "/seasons/sub-season/light-spring",
  "/service-booking",
  "/services/color-analysis-styling",
  "/services/color-analysis-styling/online-color-analysis",
  "/testimonials",
  "/try-the-drapes",
  "/journal",
  "/journal/what-colours-suit-a-soft-autumn",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
];

/**
 * The Dutch twin of each (docs/decisions/034-two-languages.md), in the same order: the address
 * twinPath gives (a unit test checks it), except the journal's article, written in one language,
 * whose place a Dutch article takes.
 */
export const DUTCH_PAGE_ROUTES = [
  "/nl",
  "/nl/over-ons",
  "/nl/kleuranalyse",
  "/nl/kleur/kleurpaletten",
  "/nl/kleurenapp",
  "/nl/contact",
  "/nl/veelgestelde-vragen",
  "/nl/sessie-cadeau-doen",
  "/nl/groepssessie",
  "/nl/duosessie",
  "/nl/seizoenen",
  "/nl/seizoenen/spring",
  "/nl/seizoenen/subseizoen/light-spring",
  "/nl/afspraak-maken",
  "/nl/diensten/color-analysis-styling",
  "/nl/diensten/color-analysis-styling/online-color-analysis",
  "/nl/ervaringen",
  "/nl/drapeerdoeken-passen",
  "/nl/journal",
  "/nl/journal/soft-summer-of-soft-autumn-het-verschil",
  "/nl/juridisch/privacybeleid",
  "/nl/juridisch/annuleren-en-terugbetalen",
  "/nl/juridisch/verzending-en-levering",
  "/nl/juridisch/algemene-voorwaarden",
];

/** A static asset served without the worker, for comparison. */
export const STATIC_ASSET = "/favicon.svg";

/**
 * The pages that offer free times: kept, and purged by every booking, move, cancel, block and
 * calendar import (docs/decisions/025-online-booking.md). The bench measures them in its booking section.
 */
export const FREE_TIME_ROUTES = ["/group-session", "/partner-session", "/service-booking"];
