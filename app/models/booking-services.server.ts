import { nextStudioMidnight, studioTomorrow } from "~/platform/studio-clock";
import { COLOR_ANALYSIS_SERVICE_IDS } from "~/schemas";
import { pageChangesAt, type AppContext } from "~/firestore/app-context.server";
import type { Service } from "~/schemas";
import type { Locale } from "~/schemas/common";
import type { Localized } from "~/site/localize";
import { isColorAnalysisService, toServiceView, type ServiceView } from "./service-view";
import { getServiceCategories } from "./service-categories.server";
import { getActiveServices } from "./services.server";
import { COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { pageUrl } from "~/site/page-url";

/** A service as the booking pages offer it. */
export type BookableService = Pick<
  ServiceView,
  "serviceUUID" | "name" | "summary" | "formatLabel" | "durationLabel" | "priceLabel" | "path" | "english"
> & {
  /** The session's length for one person. */
  minutes: number;
  /** Its price for one person, in cents (0 when it is not priced in euros). */
  priceCents: number;
};

/** The active, bookable colour-analysis services, in position order. */
export async function getBookableColorAnalysisServices(app: AppContext): Promise<BookableService[]> {
  const services = await getActiveServices(app, COLOR_ANALYSIS_CATEGORY);
  return bookable(services.filter((service) => (COLOR_ANALYSIS_SERVICE_IDS as readonly string[]).includes(service.serviceUUID)), app.locale);
}

/**
 * Every active, bookable service of every category, the analyses first: what can be booked online
 * or asked for as a request, as its rule in the studio's availability says (a draft or archived
 * service is never among them, whatever its rule).
 */
export async function getBookableServices(app: AppContext): Promise<BookableService[]> {
  const serviceCategories = await getServiceCategories(app);
  const lists = await Promise.all(serviceCategories.map((category) => getActiveServices(app, category.slug)));
  const all = lists.flat();
  const analyses = all.filter((service) => isColorAnalysisService(service.serviceUUID));
  return bookable([...analyses, ...all.filter((service) => !analyses.includes(service))], app.locale);
}

function bookable(services: readonly Localized<Service>[], locale: Locale): BookableService[] {
  return services
    .filter((service) => service.bookable)
    .map((service) => ({ ...toServiceView(service, locale), minutes: service.durationMinutes, priceCents: service.price.currency === "EUR" ? Math.round(service.price.amount * 100) : 0 }))
    .map(({ serviceUUID, name, summary, formatLabel, durationLabel, priceLabel, path, english, minutes, priceCents }) => ({
      english,
      serviceUUID,
      name,
      summary,
      formatLabel,
      durationLabel,
      priceLabel,
      path,
      minutes,
      priceCents,
    }));
}

/** The service named by `?service=` when it is one of those offered, else the first offered. */
export function preselectedService(request: Request, services: readonly BookableService[]): string | null {
  const requested = pageUrl(request).searchParams.get("service");
  return services.find((service) => service.serviceUUID === requested)?.serviceUUID ?? services[0]?.serviceUUID ?? null;
}

/** The booking forms' first date, noted on the page being rendered so a kept copy turns with the date. */
export function bookingMinDate(app: Pick<AppContext, "render">, now = Date.now()): string {
  pageChangesAt(app.render, nextStudioMidnight(now));
  return studioTomorrow(now);
}
