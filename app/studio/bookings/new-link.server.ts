/**
 * "Send a new link" on `/studio/bookings/{id}`: the booking's manage link is a key, and one that
 * reached someone it should not have (a forwarded email, a shared calendar) is retired on its own.
 * The version signed into the link goes up by one, so the old link stops opening the booking at
 * once, and the visitor is emailed the new one.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { managePath, manageToken } from "~/booking/manage-link.server";
import { renewManageLink, readBooking, type StoredBooking } from "~/models/bookings.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { slotLabel } from "~/site/time";

/** Renews the link and emails it; "changed" when the booking was written since it was read (nothing done). */
export async function sendNewManageLink(app: AppContext, env: Env, stored: StoredBooking): Promise<"sent" | "changed"> {
  if ((await renewManageLink(app, stored)) === "changed") return "changed";
  const renewed = await readBooking(app, stored.id);
  if (!renewed) return "changed";
  const { booking } = renewed;
  const token = await manageToken(app.config.studio.sessionSecrets, renewed.id, new Date(booking.endsAt), "booking-manage-link", booking.linkVersion);
  app.waitUntil(
    sendPlainEmail(app, env, "visitor", booking.email, `A new link for your booking on ${slotLabel(booking.startsAt)}`, [
      `Dear ${booking.name},`,
      "",
      `Here is a new link to see, move or cancel your ${booking.serviceName} on ${slotLabel(booking.startsAt)}:`,
      `${app.config.siteUrl}${managePath(token)}`,
      "",
      "The link in our earlier emails and calendar invitation no longer opens your booking. Nothing else about it has changed.",
    ]),
  );
  return "sent";
}
