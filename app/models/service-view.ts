import { COLOR_ANALYSIS_SERVICE_IDS, type Service } from "~/schemas";
import { servicePath } from "~/site/paths";
import { formatDuration } from "~/site/durations";

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
};

const FORMAT_LABELS: Record<Service["format"], string> = {
  "in-person": "In person, at the studio",
  online: "Live online, by video",
  digital: "Digital, from your photos",
  hybrid: "In person and online",
};

// Prices and durations are written on the server so the HTML and the hydrated page agree.
const LOCALE = "en-GB";

/** One formatter per currency and precision: making one costs more than the page's other work on a price. */
const priceFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(price: Service["price"]): string {
  const digits = Number.isInteger(price.amount) ? 0 : 2;
  const key = `${price.currency}/${digits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: "currency", currency: price.currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    priceFormats.set(key, format);
  }
  return format.format(price.amount);
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

export function toServiceView(service: Service): ServiceView {
  return {
    serviceUUID: service.serviceUUID,
    categorySlug: service.categorySlug,
    name: service.name,
    summary: service.summary,
    description: service.description,
    forWhom: service.forWhom,
    format: service.format,
    formatLabel: FORMAT_LABELS[service.format],
    durationMinutes: service.durationMinutes,
    durationLabel: formatDuration(service.durationMinutes),
    price: service.price,
    priceLabel: formatPrice(service.price),
    deliverables: service.deliverables,
    bookable: service.bookable,
    path: servicePath(service.categorySlug, service.serviceUUID),
    bookingPath: bookingPathFor(service),
  };
}
