import { COLOR_ANALYSIS_SERVICE_IDS, type Service } from "~/schemas";
import { servicePath } from "~/site/paths";
import { formatDuration } from "~/site/durations";
import { formatCents } from "~/platform/money";
import type { Locale } from "~/schemas/common";
import type { Localized } from "~/site/localize";

/** A service as the pages show it: prices and durations already written out for people. */
export type ServiceView = {
  serviceUUID: string;
  categorySlug: string;
  name: string;
  summary: string;
  description: string[];
  forWhom: string;
  format: Service["format"];
  formatLabel: string;
  durationMinutes: number;
  durationLabel: string;
  price: Service["price"];
  priceLabel: string;
  deliverables: string[];
  bookable: boolean;
  /** The service's own page. */
  path: string;
  /** Where its call to book leads: the booking flow for colour analysis, else the contact page. */
  bookingPath: string;
  /** Its fields shown in English on a Dutch page, for want of a Dutch text (`langOf`). */
  english: readonly string[];
};

const FORMAT_LABELS: Record<Locale, Record<Service["format"], string>> = {
  en: {
    "in-person": "In person, at the studio",
    online: "Live online, by video",
    digital: "Digital, from your photos",
    hybrid: "In person and online",
  },
  nl: {
    "in-person": "Persoonlijk, in de studio",
    online: "Live online, via video",
    digital: "Digitaal, op basis van je foto's",
    hybrid: "In de studio en online",
  },
};

/**
 * "€245", "€12.50"; in Dutch "€245", "€12,50", "€1.250": a service's price (whole units and cents,
 * in its own currency) through the site's one formatter of money. Written on the server, so the
 * HTML and the hydrated page agree.
 */
export function formatPrice(price: Service["price"], locale: Locale = "en"): string {
  return formatCents(Math.round(price.amount * 100), locale, price.currency);
}

export function isColorAnalysisService(serviceUUID: string): boolean {
  return (COLOR_ANALYSIS_SERVICE_IDS as readonly string[]).includes(serviceUUID);
}

/**
 * The booking flow: `/service-booking` for the colour analyses (which also have gift, couple and
 * group modes), straight to the visitor's own booking for every other bookable service (a time
 * online, or a request, as the studio's availability says); a service not bookable is planned by
 * message first.
 */
function bookingPathFor(service: Pick<Service, "serviceUUID" | "bookable">): string {
  const query = `?service=${encodeURIComponent(service.serviceUUID)}`;
  if (!service.bookable) return `/contact${query}`;
  return isColorAnalysisService(service.serviceUUID) ? `/service-booking${query}` : `/service-booking?mode=self&service=${encodeURIComponent(service.serviceUUID)}`;
}

/** A service as a page in `locale` shows it: its text as the model gave it, its labels in the page's words. */
export function toServiceView(service: Localized<Service>, locale: Locale = "en"): ServiceView {
  return {
    english: service.english ?? [],
    serviceUUID: service.serviceUUID,
    categorySlug: service.categorySlug,
    name: service.name,
    summary: service.summary,
    description: service.description,
    forWhom: service.forWhom,
    format: service.format,
    formatLabel: FORMAT_LABELS[locale][service.format],
    durationMinutes: service.durationMinutes,
    durationLabel: formatDuration(service.durationMinutes, locale),
    price: service.price,
    priceLabel: formatPrice(service.price, locale),
    deliverables: service.deliverables,
    bookable: service.bookable,
    path: servicePath(service.categorySlug, service.serviceUUID),
    bookingPath: bookingPathFor(service),
  };
}
