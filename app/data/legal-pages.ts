export type LegalPage = {
  /** The route segment under /legal. */
  slug: "privacy-policy" | "refund-policy" | "shipping-delivery-policy" | "terms-and-conditions";
  path: `/legal/${string}`;
  title: string;
  /** The shorter label of the side navigation. */
  navLabel: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change to the policy's text. */
  lastUpdated: string;
};

/** The four policies, in the order the side navigation and the sitemap list them. */
export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    slug: "privacy-policy",
    path: "/legal/privacy-policy",
    title: "Privacy policy",
    navLabel: "Privacy policy",
    description:
      "Which personal data Plum & Linen collects, why, where it is stored and for how long, the cookies the site sets and your rights under the GDPR.",
    lastUpdated: "2026-11-30",
  },
  {
    slug: "refund-policy",
    path: "/legal/refund-policy",
    title: "Refund and cancellation policy",
    navLabel: "Refunds & cancellations",
    description:
      "Deposits, cancelling and moving sessions, your 14-day right of withdrawal, no-shows, gift vouchers, refunds through Mollie and returns of swatch wallets.",
    lastUpdated: "2026-11-30",
  },
  {
    slug: "shipping-delivery-policy",
    path: "/legal/shipping-delivery-policy",
    title: "Shipping and delivery policy",
    navLabel: "Shipping & delivery",
    description:
      "Where we post swatch wallets, reference drapes and gift cards, how long delivery takes, what it costs and what to do if a parcel is late or damaged.",
    lastUpdated: "2026-09-15",
  },
  {
    slug: "terms-and-conditions",
    path: "/legal/terms-and-conditions",
    title: "Terms and conditions",
    navLabel: "Terms & conditions",
    description:
      "The general terms for sessions, online and digital analyses, gift vouchers and swatch wallets bought from Plum & Linen Studio B.V.",
    lastUpdated: "2026-11-28",
  },
];

export function legalPage(slug: LegalPage["slug"]): LegalPage {
  const page = LEGAL_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown legal page ${slug}`);
  return page;
}

/**
 * The studio's registration numbers, which the content model does not hold.
 * Demo values: replace them with the real Chamber of Commerce and VAT numbers before launch.
 */
export const COMPANY_REGISTRATION = { kvk: "91827364", vat: "NL865193027B01" } as const;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-10-01" → "1 October 2026". Written by hand rather than with Intl so the server and
 * every browser render exactly the same string.
 */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The breadcrumb trail of a policy, for the visible Breadcrumbs and the BreadcrumbList JSON-LD. */
/** The policy at an address, if it is one. */
export function legalPageAt(pathname: string): LegalPage | undefined {
  return LEGAL_PAGES.find((candidate) => candidate.path === pathname);
}

export function legalTrail(page: LegalPage) {
  return [
    { name: "Home", path: "/" },
    { name: page.title, path: page.path },
  ];
}
