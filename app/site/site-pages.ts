import { SEASON_SLUGS, SUB_SEASON_SLUGS } from "~/data/seasons";
import { LEGAL_PAGES } from "~/data/legal-pages";

export type SitePage = { path: string; name: string };

/** The 21 routes of spec section 2; `{slug}` marks a dynamic part. */
export const ROUTE_PATTERNS = [
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
  "/seasons/{slug}",
  "/seasons/sub-season/{slug}",
  "/service-booking",
  "/services/{slug}",
  "/services/{slug}/{slug}",
  "/testimonials",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
] as const;

/** Every route without a dynamic part: 17 pages. */
export const STATIC_PAGES: readonly SitePage[] = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About" },
  { path: "/color-analysis", name: "Colour analysis" },
  { path: "/seasons", name: "The sixteen seasons" },
  { path: "/color/color-palettes", name: "Colour palettes" },
  { path: "/colors-app", name: "Colours app" },
  { path: "/service-booking", name: "Book a session" },
  { path: "/gift-a-session", name: "Gift a session" },
  { path: "/partner-session", name: "Partner session" },
  { path: "/group-session", name: "Group session" },
  { path: "/testimonials", name: "Testimonials" },
  { path: "/faqs", name: "FAQs" },
  { path: "/contact", name: "Contact" },
  ...LEGAL_PAGES.map((page) => ({ path: page.path, name: page.title })),
];

/** The season pages: /seasons/{slug} for each of the four seasons. */
export function seasonPaths(): string[] {
  return SEASON_SLUGS.map((slug) => `/seasons/${slug}`);
}

/** The sub-season pages: /seasons/sub-season/{slug} for each of the sixteen. */
export function subSeasonPaths(): string[] {
  return SUB_SEASON_SLUGS.map((slug) => `/seasons/sub-season/${slug}`);
}

/** A service's page under its category. */
export function servicePath(categorySlug: string, serviceUUID: string): string {
  return `/services/${categorySlug}/${serviceUUID}`;
}
