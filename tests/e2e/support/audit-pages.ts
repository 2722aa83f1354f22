import { DUTCH_PAGE_ROUTES, PAGE_ROUTES } from "../../../scripts/lib/routes.mjs";

/** A public page of the page audit: its address, and the status it answers with (200 unless said). */
export type AuditPage = { path: string; status?: number };

/**
 * One URL of every public route (the routes the bench and the stress test visit), and the
 * not-found page: the page audit opens each on a phone, with JavaScript and without
 * (page-audit.spec.ts).
 */
export const PUBLIC_AUDIT_PAGES: AuditPage[] = [...PAGE_ROUTES.map((path) => ({ path })), { path: "/no/such/page", status: 404 }];

/**
 * The pages the audit opens at a desk too (page-audit-desk.spec.ts): the site's header and footer
 * (home), the palette's grid (a sub-season) and the time picker's week (booking), which a desk lays
 * out in columns a phone stacks. What a page says, how it is marked up and what its scripts do is
 * the same at every width, so every other page's checks at a desk repeated the phone's (decision
 * 028): its layout is the one thing a desk adds, and these are the pages where it differs.
 */
export const DESK_AUDIT_PAGES: AuditPage[] = [{ path: "/" }, { path: "/seasons/sub-season/light-spring" }, { path: "/service-booking" }];

/**
 * The same routes with other content, whose colours, lengths and states differ (other seasons and
 * palettes, filters, the quiz's answer, the colour tools' answers and their refusal): their layout
 * is their route's, so the audit opens them on a phone, with JavaScript
 * (page-audit-content.spec.ts).
 */
export const CONTENT_AUDIT_PAGES: AuditPage[] = [
  { path: "/seasons/winter" },
  { path: "/seasons/autumn" },
  { path: "/seasons/sub-season/soft-summer" },
  { path: "/seasons/sub-season/deep-winter" },
  { path: "/seasons/sub-season/true-winter" },
  { path: "/seasons?undertone=cool&depth=medium&chroma=soft&contrast=low" },
  { path: "/services/personal-styling" },
  { path: "/services/wardrobe-audit" },
  { path: "/services/color-analysis-styling/in-person-color-analysis" },
  { path: "/services/color-analysis-styling/digital-color-analysis" },
  { path: "/testimonials?type=wardrobe-audit" },
  { path: "/journal?topic=makeup&season=autumn" },
  { path: "/journal/light-spring-swap-white-for-ivory" },
  { path: "/colors-app?color=%23c8a2c8" },
  { path: "/colors-app?color=%23c8a2c8&season=spring&subSeason=light-spring&palette=wedding-guest-jewel-tones" },
  { path: "/colors-app?season=winter&subSeason=light-spring" },
  { path: "/colors-app?color=nothex&season=monsoon&palette=nope", status: 400 },
];

/** The studio's pages that answer without a session: each posts a plain form. */
export const SIGNED_OUT_STUDIO_PAGES: AuditPage[] = [
  { path: "/studio/sign-in" },
  { path: "/studio/forgot-password" },
  { path: "/studio/account-action?mode=resetPassword&oobCode=not-a-code", status: 400 },
];

/** The Dutch twin of every public route, and the Dutch not-found page (page-audit-dutch.spec.ts). */
export const DUTCH_AUDIT_PAGES: AuditPage[] = [...DUTCH_PAGE_ROUTES.map((path) => ({ path })), { path: "/nl/bestaat/niet", status: 404 }];

/**
 * Words of the English interface that a Dutch page never shows outside an element marked
 * lang="en": each would mean a piece of the interface left untranslated.
 */
export const ENGLISH_INTERFACE_WORDS = [
  "Skip to content",
  "Read more",
  "Book now",
  "Book a session",
  "Your name",
  "Your email",
  "Send message",
  "Accept",
  "Decline",
  "Previous",
  "Next",
  "Last updated",
  "On this page",
  "Choose a time",
  "Privacy policy",
  "Terms and conditions",
  "All rights reserved",
  "Opening hours",
  "Show more",
  "Sub-season",
  "Colour analysis",
  "Services",
  "Seasons",
  "Testimonials",
  "About",
  "Close",
  "minutes",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "January",
  "December",
  "Page not found",
  "Back to",
  "See all",
  "Learn more",
  "Find out",
  "Contact us",
];
