import type { Route } from "./+types/gift-a-session";
import { bookingModeRoute } from "~/components/booking/booking-mode-route";
import { bookingAction } from "~/booking/request-action.server";
import { giftOrderAction, isGiftOrderPost } from "~/booking/voucher-purchase.server";
import { loadBookingModePage } from "~/booking/mode-page.server";

/** `/gift-a-session`: the gift mode, the default way to book: a voucher bought online, or (without online payments) a request. */
const route = bookingModeRoute("gift");

export const links = route.links;
export const meta = route.meta;
export const handle = route.handle;
export const loader = (args: Route.LoaderArgs) => loadBookingModePage(args, "gift");
export const action = async (args: Route.ActionArgs) => ((await isGiftOrderPost(args.request)) ? giftOrderAction(args) : bookingAction(args, "gift"));
export default route.Page;
