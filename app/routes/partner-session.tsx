import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { BOOKING_MODES } from "~/data/booking-modes";
import { bookingAction } from "~/forms/booking-action.server";
import { loadBookingMode } from "~/forms/booking-page.server";

/** `/partner-session`: the couple mode, two people analysed side by side. */
const route = bookingModeRoute("couple");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export default route.Page;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBookingMode(context.app, request, BOOKING_MODES.couple);
}

export function action(args: ActionFunctionArgs) {
  return bookingAction(args, "couple");
}
