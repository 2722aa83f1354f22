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
  "/journal",
  "/journal/what-colours-suit-a-soft-autumn",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
];

/** A static asset served without the worker, for comparison. */
export const STATIC_ASSET = "/favicon.svg";

/**
 * The pages that offer free times: kept, and purged by every booking, move, cancel, block and
 * calendar import (docs/decisions/025-online-booking.md). The bench measures them in its booking section.
 */
export const FREE_TIME_ROUTES = ["/group-session", "/partner-session", "/service-booking"];
