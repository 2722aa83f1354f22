/**
 * Sends a booking's emails: to the visitor through the VISITOR_EMAIL binding (Cloudflare Email
 * Service, which delivers to any address), and to the studio through STUDIO_EMAIL, each with the
 * same invitation. Never throws: a failure is logged with the booking's id, never its details.
 */
import type { Booking } from "~/schemas/booking";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { manageToken, managePath } from "~/booking/manage-link.server";
import { studioBookingEmail, visitorBookingEmail, type BookingEmailContext, type BookingEmailKind } from "~/booking/booking-emails";
import { plainTextMime } from "~/email/mime";
import { writeAndSend, type SendResult } from "~/email/send.server";
import { getWebsiteContent } from "~/models/website.server";
import { bookingGuide } from "./booking-guide.server";

type Mail = Pick<AppContext, "config" | "log">;

export async function bookingEmailContext(app: AppContext, bookingId: string, booking: Booking, cutoffHours: number): Promise<BookingEmailContext> {
  const { business } = await getWebsiteContent(app);
  const token = await manageToken(app.config.studio.sessionSecrets, bookingId, new Date(booking.endsAt), "booking-manage-link", booking.linkVersion);
  // Without the business details (a broken Website/Data), the emails still go, in general words.
  const studio = business
    ? { name: business.name, email: business.email, phone: business.phone, address: `${business.address.street}, ${business.address.postalCode} ${business.address.city}` }
    : { name: "the studio", email: app.config.studio.notifyEmail ?? "", phone: "the number on our website", address: "the address on our website" };
  return {
    bookingId,
    studio,
    manageUrl: `${app.config.siteUrl}${managePath(token)}`,
    uidHost: new URL(app.config.siteUrl).hostname,
    cutoffHours,
    ...(await bookingGuide(app, bookingId, booking, business)),
  };
}


/** A plain email about a payment to the visitor or the studio's inbox: never throws, logs a failure without its words. */
export async function sendPlainEmail(app: Mail, env: Env, who: "visitor" | "studio", to: string, subject: string, lines: string[]): Promise<boolean> {
  const from = app.config.studio.emailFrom;
  if (!from || !to) return false;
  const result = await writeAndSend(
    who === "visitor" ? env.VISITOR_EMAIL : env.STUDIO_EMAIL,
    () => plainTextMime({ from, to, subject, text: lines.join("\n") }),
    who === "visitor" ? "VISITOR_EMAIL" : "STUDIO_EMAIL",
  );
  if (!result.ok) app.log("a payment email could not be sent", { to: who, reason: result.reason });
  return result.ok;
}

/**
 * The visitor's email about the booking and, for a change, the studio's. Resolves to whether the
 * visitor's went out.
 */
export async function sendBookingEmails(
  app: Mail,
  env: Env,
  kind: BookingEmailKind,
  bookingId: string,
  booking: Booking,
  context: BookingEmailContext,
): Promise<boolean> {
  const from = app.config.studio.emailFrom;
  if (!from) {
    app.log("a booking email could not be sent", { booking: bookingId, kind, reason: "STUDIO_EMAIL_FROM is not set" });
    return false;
  }
  const visitor = visitorBookingEmail(kind, booking, context);
  const sends: Array<Promise<SendResult>> = [
    writeAndSend(env.VISITOR_EMAIL, () => plainTextMime({ from, to: booking.email, replyTo: { name: context.studio.name, email: context.studio.email }, ...visitor }), "VISITOR_EMAIL"),
  ];
  const to = app.config.studio.notifyEmail;
  if (kind !== "reminder" && to) {
    const studio = studioBookingEmail(kind, booking, { ...context, studioUrl: `${app.config.siteUrl}/studio/bookings/${bookingId}` });
    sends.push(writeAndSend(env.STUDIO_EMAIL, () => plainTextMime({ from, to, ...studio }), "STUDIO_EMAIL"));
  }
  const [toVisitor, toStudio] = await Promise.all(sends);
  for (const [who, result] of [["visitor", toVisitor], ["studio", toStudio]] as const) {
    if (result && !result.ok) app.log("a booking email could not be sent", { booking: bookingId, kind, to: who, reason: result.reason });
  }
  return toVisitor?.ok ?? false;
}
