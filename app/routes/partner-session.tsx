import type { Route } from "./+types/partner-session";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { bookingModeAction, loadBookingModePage } from "~/booking/mode-page.server";

/** `/partner-session`: the couple mode, two people analysed side by side. */
const route = bookingModeRoute("couple");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const shouldRevalidate = revalidateAfterTaken;
export const loader = (args: Route.LoaderArgs) => loadBookingModePage(args, "couple");
export const action = (args: Route.ActionArgs) => bookingModeAction(args, "couple");
export default route.Page;
