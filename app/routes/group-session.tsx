import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { bookingModeAction, bookingModeLoader } from "~/forms/booking-page.server";

/** `/group-session`: the group mode, two to six people at the studio. */
const route = bookingModeRoute("group");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const loader = bookingModeLoader("group");
export const action = bookingModeAction("group");
export default route.Page;
