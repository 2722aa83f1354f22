import type { LoaderFunctionArgs } from "react-router";
import { BOOKING_MODES, type BookingMode, type BookingModeId } from "~/data/booking-modes";
import type { AppContext } from "~/firestore/app-context.server";
import { bookingMinDate, getBookableColorAnalysisServices, preselectedService } from "~/models/booking-services.server";
import { appContext } from "~/firestore/app-context.server";

/** What each booking-mode page loads: the services its mode applies to and the preselection. */
export async function loadBookingMode(app: AppContext, request: Request, mode: BookingMode) {
  const services = (await getBookableColorAnalysisServices(app)).filter((service) =>
    mode.serviceIds.includes(service.serviceUUID),
  );
  return {
    modeId: mode.id,
    services,
    selectedServiceId: preselectedService(request, services),
    minDate: bookingMinDate(app),
  };
}

/** What a booking-mode route (`/gift-a-session`, `/partner-session`, `/group-session`) loads. */
export function loadBookingModePage({ request, context }: LoaderFunctionArgs, modeId: BookingModeId) {
  return loadBookingMode(context.get(appContext), request, BOOKING_MODES[modeId]);
}
