import type { Route } from "./+types/group-session";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { bookingModeAction, loadBookingModePage } from "~/booking/mode-page.server";

/** `/group-session`: the group mode, two to six people at the studio. */
const route = bookingModeRoute("group");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const shouldRevalidate = revalidateAfterTaken;
export const loader = (args: Route.LoaderArgs) => loadBookingModePage(args, "group");
export const action = (args: Route.ActionArgs) => bookingModeAction(args, "group");
export default route.Page;
