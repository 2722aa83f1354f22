import { STUDIO_TIME_ZONE } from "~/site/studio-time-zone";
import { COLOR_ANALYSIS_SERVICE_IDS } from "~/schemas";
import { pageChangesAt, type AppContext } from "~/firestore/app-context.server";
import { toServiceView, type ServiceView } from "./service-view";
import { getActiveServices } from "./services.server";
import { COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { pageUrl } from "~/site/page-url";

/** The colour-analysis services as the booking pages offer them. */
type BookableService = Pick<
  ServiceView,
  "serviceUUID" | "name" | "summary" | "formatLabel" | "durationLabel" | "priceLabel" | "path"
>;

/** The active, bookable colour-analysis services, in position order. */
export async function getBookableColorAnalysisServices(app: AppContext): Promise<BookableService[]> {
  const services = await getActiveServices(app, COLOR_ANALYSIS_CATEGORY);
  return services
    .filter((service) => service.bookable && (COLOR_ANALYSIS_SERVICE_IDS as readonly string[]).includes(service.serviceUUID))
    .map(toServiceView)
    .map(({ serviceUUID, name, summary, formatLabel, durationLabel, priceLabel, path }) => ({
      serviceUUID,
      name,
      summary,
      formatLabel,
      durationLabel,
      priceLabel,
      path,
    }));
}

/** The service named by `?service=` when it is one of those offered, else the first offered. */
export function preselectedService(request: Request, services: readonly BookableService[]): string | null {
  const requested = pageUrl(request).searchParams.get("service");
  return services.find((service) => service.serviceUUID === requested)?.serviceUUID ?? services[0]?.serviceUUID ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tomorrow in the studio's time zone, as a date input's `min` (YYYY-MM-DD). */
export function earliestBookingDate(now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: STUDIO_TIME_ZONE }).format(now + DAY_MS);
}

/**
 * The next midnight in the studio's time zone, when `earliestBookingDate` moves on. Counted on
 * the studio's wall clock: its summer-time changes fall after midnight, so the count is exact.
 */
export function nextStudioMidnight(now = Date.now()): number {
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: STUDIO_TIME_ZONE,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(clock.find((p) => p.type === type)?.value ?? 0);
  const msIntoDay = ((part("hour") * 60 + part("minute")) * 60 + part("second")) * 1000 + (now % 1000);
  return now + DAY_MS - msIntoDay;
}

/** The booking forms' first date, noted on the page being rendered so a kept copy turns with the date. */
export function bookingMinDate(app: Pick<AppContext, "render">, now = Date.now()): string {
  pageChangesAt(app.render, nextStudioMidnight(now));
  return earliestBookingDate(now);
}
