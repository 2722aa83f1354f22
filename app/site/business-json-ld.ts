import type { WebsiteData } from "~/schemas";
import type { SiteMeta } from "./seo";

/** The studio as schema.org sees it, on every page. */
export function businessJsonLd(business: WebsiteData["business"], site: SiteMeta) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#business`,
    name: business.name,
    legalName: business.legalName,
    url: `${site.siteUrl}/`,
    email: business.email,
    telephone: business.phone,
    priceRange: "€€",
    currenciesAccepted: business.priceCurrency,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
    sameAs: business.social.map((link) => link.href),
  };
}
