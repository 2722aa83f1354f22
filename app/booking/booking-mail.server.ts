/**
 * Sends a booking's emails: to the visitor through the VISITOR_EMAIL binding (Cloudflare Email
 * Service, which delivers to any address), and to the studio through STUDIO_EMAIL, each with the
 * same invitation. Never throws: a failure is logged with the booking's id, never its details.
 * The visitor's email is in the language the visitor booked in (`booking.locale`, English for a
 * booking stored before there were two), whatever the request that sends it (a webhook, the
 * reminders' Cron Trigger); the studio's is English.
 */
import type { Booking } from "~/schemas/booking";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { manageToken, managePath } from "~/booking/manage-link.server";
import { studioBookingEmail, visitorBookingEmail, type BookingEmailContext, type BookingEmailKind } from "~/booking/booking-emails";
import { plainTextMime } from "~/email/mime";
import { writeAndSend, type SendResult } from "~/email/send.server";
import { getWebsiteContent } from "~/models/website.server";
import type { Locale } from "~/schemas/common";
import { localizedPath } from "~/site/locale";
import { bookingGuide } from "./booking-guide.server";

type Mail = Pick<AppContext, "config" | "log">;

/** The language of a booking's emails to the visitor: the one they booked in. */
const bookingLocale = (booking: Pick<Booking, "locale">): Locale => booking.locale ?? "en";

/**
 * `app` reading the studio's content in `locale`: the booking's language, not the request's (a
 * webhook's or the Cron Trigger's is English). `once` keeps a request's reads by key alone, so a
 * language gets keys of its own: a reminder in Dutch after one in English reads the Dutch texts.
 */
function appIn(app: AppContext, locale: Locale): AppContext {
  if (app.locale === locale) return app;
  return { ...app, locale, once: <T>(key: string, load: () => Promise<T>) => app.once(`${locale}:${key}`, load) };
}

/** The studio's name and where to reach it, when the business details cannot be read: general words in each language. */
const STUDIO_FALLBACK: Record<Locale, { name: string; phone: string; address: string }> = {
  en: { name: "the studio", phone: "the number on our website", address: "the address on our website" },
  nl: { name: "de studio", phone: "het nummer op onze website", address: "het adres op onze website" },
};

/** What the booking's emails need, with the preparation and the directions in the visitor's language (`booking.locale`). */
export async function bookingEmailContext(app: AppContext, bookingId: string, booking: Booking, cutoffHours: number): Promise<BookingEmailContext> {
  const locale = bookingLocale(booking);
  const reader = appIn(app, locale);
  const { business, english } = await getWebsiteContent(reader);
  const token = await manageToken(app.config.studio.sessionSecrets, bookingId, new Date(booking.endsAt), "booking-manage-link", booking.linkVersion);
  // Without the business details (a broken Website/Data), the emails still go, in general words.
  const studio = business
    ? { name: business.name, email: business.email, phone: business.phone, address: `${business.address.street}, ${business.address.postalCode} ${business.address.city}` }
    : { ...STUDIO_FALLBACK[locale], email: app.config.studio.notifyEmail ?? "" };
  return {
    bookingId,
    studio,
    manageUrl: `${app.config.siteUrl}${localizedPath(managePath(token), locale)}`,
    uidHost: new URL(app.config.siteUrl).hostname,
    cutoffHours,
    ...(await bookingGuide(reader, bookingId, booking, business, { locale, english })),
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
  const visitor = visitorBookingEmail(kind, booking, context, bookingLocale(booking));
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
