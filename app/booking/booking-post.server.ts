/**
 * A booking page's post, read once and sent on once. Each booking page carries up to two forms,
 * told apart by their hidden `flow` field: the gift page's voucher order (`voucher`) beside its
 * request form, and on the other pages the online booking form (`online`) beside the request form
 * for a service not booked online; /service-booking's order of the digital analysis (`analysis`,
 * app/analysis/order.server.ts). Every flow gets the form as read here (null when the body could
 * not be read as a form, which the request form answers), never the body again.
 */
import type { ActionFunctionArgs } from "react-router";
import type { BookingModeId } from "~/data/booking-modes";
import { analysisOrderAction } from "~/analysis/order.server";
import { onlineBookingAction } from "./online-booking.server";
import { bookingAction } from "./request-action.server";
import { giftOrderAction } from "./voucher-purchase.server";

/** The hidden field that names the form a booking page's post comes from. */
const FLOW_FIELD = "flow";

/** The post of a booking page: a mode's page (`/gift-a-session`, `/partner-session`, `/group-session`) or /service-booking's "just for me" ("self"). */
export async function bookingPostAction(args: ActionFunctionArgs, modeId: BookingModeId | "self") {
  const form = await args.request.formData().catch(() => null);
  const flow = form?.get(FLOW_FIELD);
  // A gift is a voucher, bought rather than booked: the gift page has no online booking form.
  if (modeId === "gift") return form && flow === "voucher" ? giftOrderAction(args, form) : bookingAction(args, modeId, form);
  if (modeId === "self" && form && flow === "analysis") return analysisOrderAction(args, form);
  return form && flow === "online" ? onlineBookingAction(args, modeId, form) : bookingAction(args, modeId, form);
}
