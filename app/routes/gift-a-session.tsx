import type { Route } from "./+types/gift-a-session";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { bookingModeAction, loadBookingModePage } from "~/booking/mode-page.server";

/** `/gift-a-session`: the gift mode, the default way to book: a voucher bought online, or (without online payments) a request. */
const route = bookingModeRoute("gift");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const loader = (args: Route.LoaderArgs) => loadBookingModePage(args, "gift");
export const action = (args: Route.ActionArgs) => bookingModeAction(args, "gift");
export default route.Page;
