import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { BOOKING_MODES } from "~/data/booking-modes";
import { bookingAction } from "~/forms/booking-action.server";
import { loadBookingMode } from "~/forms/booking-page.server";

/** `/group-session`: the group mode, two to six people at the studio. */
const route = bookingModeRoute("group");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export default route.Page;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBookingMode(context.app, request, BOOKING_MODES.group);
}

export function action(args: ActionFunctionArgs) {
  return bookingAction(args, "group");
}
