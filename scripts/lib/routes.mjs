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

/** Routes the page cache never keeps: they offer free times, and a time booked a moment ago must not be offered. */
export const LIVE_ROUTES = ["/group-session", "/partner-session", "/service-booking"];
