import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { BOOKING_MODES, type BookingMode, type BookingModeId } from "~/data/booking-modes";
import type { AppContext } from "~/firestore/app-context.server";
import { bookingMinDate, getBookableColorAnalysisServices, preselectedService } from "~/models/booking-services.server";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { requestLocale } from "~/site/locale";
import { giftPrices } from "~/booking/voucher-purchase.server";
import { GIFT_AMOUNT_RANGE } from "~/schemas/gift-order";
import { bookingPostAction } from "./booking-post.server";
import { onlineBookingView, requestedFrom, requestedPeople } from "./online-booking-view.server";

/**
 * What each booking-mode page loads: the services its mode applies to and the preselection, and,
 * when that service can be booked online in this mode (not a gift), its free times.
 */
export async function loadBookingMode(app: AppContext, request: Request, mode: BookingMode) {
  const services = (await getBookableColorAnalysisServices(app)).filter((service) =>
    mode.serviceIds.includes(service.serviceUUID),
  );
  const selectedServiceId = preselectedService(request, services);
  const url = pageUrl(request);
  const online =
    mode.id !== "gift" && selectedServiceId
      ? await onlineBookingView(app, { mode: mode.id, serviceId: selectedServiceId, people: requestedPeople(mode.id, url), from: requestedFrom(url), locale: requestLocale(request) })
      : null;
  return {
    modeId: mode.id,
    services,
    selectedServiceId,
    minDate: bookingMinDate(app),
    online,
    giftShop: mode.id === "gift" && app.config.payments ? { prices: await giftPrices(app), range: GIFT_AMOUNT_RANGE } : null,
  };
}

/** What a booking-mode route (`/gift-a-session`, `/partner-session`, `/group-session`) loads. */
export function loadBookingModePage({ request, context }: LoaderFunctionArgs, modeId: BookingModeId) {
  return loadBookingMode(context.get(appContext), request, BOOKING_MODES[modeId]);
}

/** A booking-mode page's post: a voucher order, a time booked online, or a request (booking-post.server.ts). */
export function bookingModeAction(args: ActionFunctionArgs, modeId: BookingModeId) {
  return bookingPostAction(args, modeId);
}
