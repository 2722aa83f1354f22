import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BOOKING_MODES, type BookingMode, type BookingModeId } from "~/data/booking-modes";
import type { AppContext } from "~/firestore/app-context.server";
import { bookingMinDate, getBookableColorAnalysisServices, preselectedService } from "~/models/booking-services.server";
import { bookingAction } from "./booking-action.server";
import { newSubmissionId } from "./submission.server";

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
    submissionId: newSubmissionId(app),
  };
}

/** The loader of a booking-mode route (`/gift-a-session`, `/partner-session`, `/group-session`). */
export function bookingModeLoader(modeId: BookingModeId) {
  return ({ request, context }: LoaderFunctionArgs) => loadBookingMode(context.app, request, BOOKING_MODES[modeId]);
}

/** The action of a booking-mode route: the mode's booking form, posted. */
export function bookingModeAction(modeId: BookingModeId) {
  return (args: ActionFunctionArgs) => bookingAction(args, modeId);
}
