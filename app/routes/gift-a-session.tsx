import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { bookingModeAction, bookingModeLoader } from "~/forms/booking-page.server";

/** `/gift-a-session`: the gift mode, the default way to book. */
const route = bookingModeRoute("gift");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const loader = bookingModeLoader("gift");
export const action = bookingModeAction("gift");
export default route.Page;
