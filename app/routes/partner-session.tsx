import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { bookingModeAction, bookingModeLoader } from "~/forms/booking-page.server";

/** `/partner-session`: the couple mode, two people analysed side by side. */
const route = bookingModeRoute("couple");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const loader = bookingModeLoader("couple");
export const action = bookingModeAction("couple");
export default route.Page;
