/**
 * `/studio/bookings/new` (editors and admins): the studio books a time for a client who asked by
 * phone or message. The service is chosen first (a GET form), then one of the free times the
 * public booking page offers and the client's details, read by the public form's own fields. The
 * booking is made by the online booking's commit (app/booking/book.server.ts): the same claims,
 * calendar entry and emails. Either the client pays at the session and is emailed the confirmation
 * with its invitation and manage link at once, or they are emailed a link to pay online and the
 * time is held as at any checkout; once paid, the confirmation follows. Audited, never naming the client.
 */
import * as v from "valibot";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { studioBookingFormSchema, type BookingForm } from "~/schemas/booking";
import { inTravelArea, travelAreaText } from "~/timetable/travel-area";
import { issuesToErrors } from "~/schemas/fields";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { nearestSlots, slotProblem } from "~/timetable/slots";
import { getBookableServices } from "~/models/booking-services.server";
import { readBooking, type StoredBooking } from "~/models/bookings.server";
import { readPayment } from "~/models/payments.server";
import { recordAudit } from "~/models/studio-audit.server";
import { COLLECTIONS } from "~/models/collections";
import { formValues, submissionIdOf } from "~/forms/submission.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import { checkoutAddress } from "~/payments/checkout.server";
import { needsEarlyStartConsent, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { bookPostedTime, type BookingPost, type CheckedBooking } from "~/booking/book.server";
import { bookingEmailContext, sendBookingEmails, sendPlainEmail } from "~/booking/booking-mail.server";
import { managePath, manageToken } from "~/booking/manage-link.server";
import { paymentLinkEmail } from "~/booking/payment-link-email";
import { bookingSetting, onlineBookingView, requestedFrom, slotOption, slotQuery, type BookingSetting, type OnlineBookingView, type SlotOption } from "~/booking/online-booking-view.server";
import { pageUrl, withoutParam } from "~/site/page-url";
import { studioUserContext, type StudioUser } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves, withinSaveLimit } from "~/studio/save-limit.server";

/** A service the studio can book a time of: one booked online, as the public page offers it. */
type StudioBookableService = { id: string; name: string; detail: string };

export type NewBookingActionData = {
  message: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** When the time was just taken: the free times nearest to it. */
  nearest?: SlotOption[];
};

const MESSAGES = {
  invalid: "Some details need another look: see the messages next to the fields.",
  service: "Choose one of the services listed.",
  notOffered: "That time cannot be booked. Choose one of the times listed.",
  taken: "That time was just taken. Choose another: the nearest free times are below, and what you typed is kept.",
  earlyStart: `This time is within the client's ${WITHDRAWAL_DAYS}-day withdrawal period: tick the box once they have asked for it, or choose a later time.`,
  noPayment: "This service takes no payment online here, so there is no link to send: choose payment at the session.",
  providerDown: "Mollie could not be reached, so no payment link was sent. The time is held for the client for now: send the form again in a moment to send the link.",
  failed: "The booking could not be made just now. Nothing was booked; send the form again in a moment.",
};

/** The services booked online for one person, each with its setting. */
async function bookableSettings(app: AppContext): Promise<BookingSetting[]> {
  const services = await getBookableServices(app);
  const settings = await Promise.all(services.map((service) => bookingSetting(app, "self", service.serviceUUID, 1)));
  return settings.filter((setting): setting is BookingSetting => setting !== null);
}

export async function loadNewBooking({ request, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const url = pageUrl(request);
  const settings = await bookableSettings(app);
  const services: StudioBookableService[] = settings.map(({ service }) => ({ id: service.serviceUUID, name: service.name, detail: `${service.durationLabel}, ${service.priceLabel}` }));
  const serviceId = url.searchParams.get("service");
  if (serviceId !== null && !services.some((service) => service.id === serviceId)) throw redirect(withoutParam(url, "service"));
  const view: OnlineBookingView | null = serviceId ? await onlineBookingView(app, { mode: "self", serviceId, people: 1, from: requestedFrom(url) }) : null;
  return { services, view };
}

const answer = (status: number, message: string, values: Record<string, string>, errors: Record<string, string> = {}, nearest?: SlotOption[]) =>
  data<NewBookingActionData>({ message, values, errors, ...(nearest ? { nearest } : {}) }, { status });

export async function newBookingAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const user = context.get(studioUserContext);
  const form = await request.formData().catch(() => null);
  const values = form ? formValues(form) : {};
  const setting = await bookingSetting(app, "self", values.service ?? "", 1);
  if (!setting) return answer(400, MESSAGES.service, values, { service: MESSAGES.service });
  const parsed = v.safeParse(studioBookingFormSchema(setting.rule.location), values);
  if (!parsed.success) return answer(400, MESSAGES.invalid, values, issuesToErrors(parsed.issues));
  const input = parsed.output;
  if (input.address && !inTravelArea(setting.settings.travelArea, input.address.postcode)) {
    const outside = `${input.address.postcode} is outside the postcodes we travel to (${travelAreaText(setting.settings.travelArea)}): book the client a session at the studio or by video instead.`;
    return answer(400, MESSAGES.invalid, values, { postcode: outside });
  }
  const now = new Date();
  const paymentLink = input.payment !== "session";
  const provider = paymentLink ? paymentProvider(app.config) : null;
  if (paymentLink && (!provider || setting.rule.payment.kind === "none" || setting.service.priceCents === 0)) return answer(400, MESSAGES.noPayment, values, { payment: MESSAGES.noPayment });
  if (needsEarlyStartConsent(now, input.slot) && input.earlyStart !== "yes") return answer(400, MESSAGES.earlyStart, values, { earlyStart: MESSAGES.earlyStart });
  if (!(await withinSaveLimit(env, user, app.log))) return tooManySaves<NewBookingActionData>({ message: `${SAVE_LIMIT_MESSAGE} Nothing was booked.`, values, errors: {} });

  // The same form sent twice (a double click, a retry) names the same booking, as the public form's do.
  const id = await submissionIdOf("studio-booking", input, now);
  const query = await slotQuery(app, setting, now.getTime(), { live: true });
  const problem = slotProblem(query, input.slot.getTime());
  if (problem === "not-offered") return answer(400, MESSAGES.notOffered, values, { slot: MESSAGES.notOffered });
  const taken = () => answer(409, MESSAGES.taken, values, { slot: MESSAGES.taken }, nearestSlots(query, input.slot.getTime(), 6).map(slotOption));
  if (problem === "taken" && !(await readBooking(app, id))) return taken();

  const post: BookingPost = { app, env, request, mode: "self", people: 1, now, provider };
  // The deposit, where the service takes one, unless the full price was chosen; else the price.
  const bookingInput: BookingForm = { ...input, terms: "yes", pay: input.payment === "full" ? "full" : "deposit", voucher: "", guests: [] };
  const checked: CheckedBooking = { setting, query, voucher: null };
  const booked = await bookPostedTime(post, id, bookingInput, checked).catch((error: unknown) => {
    app.log("a studio booking could not be stored", { error: error instanceof Error ? error.message : "error" });
    return null;
  });
  if (!booked) return answer(503, MESSAGES.failed, values);
  if (booked.outcome === "taken") return taken();
  const stored = booked.outcome === "created" || booked.outcome === "already-exists" ? await readBooking(app, booked.id) : null;
  if (!stored) return answer(409, MESSAGES.taken, values, { slot: MESSAGES.taken });
  if (booked.outcome === "created") await auditBooked(app, user, stored, paymentLink);

  if (provider && stored.booking.payment?.paymentId) {
    const sent = await sendPaymentLink(app, env, stored, setting);
    if (sent === "provider-down") return answer(503, MESSAGES.providerDown, values);
    throw redirect(`/studio/bookings/${stored.id}?payment-link=1`, 303);
  }
  if (booked.outcome === "created") {
    const emailContext = await bookingEmailContext(app, stored.id, stored.booking, setting.settings.cancellationCutoffHours);
    const paidAtSessionCents = setting.service.priceCents > 0 ? setting.service.priceCents : undefined;
    app.waitUntil(sendBookingEmails(app, env, "booked", stored.id, stored.booking, { ...emailContext, paidAtSessionCents }));
  }
  throw redirect(`/studio/bookings/${stored.id}?booked=1`, 303);
}

/**
 * The payment link, emailed once: made at the provider the first time (a doubled post finds it
 * made and sends nothing again). Its way back is the booking's own page, as after the public checkout.
 */
async function sendPaymentLink(app: AppContext, env: Env, stored: StoredBooking, setting: BookingSetting): Promise<"sent" | "already-sent" | "provider-down"> {
  const { booking } = stored;
  const paymentId = booking.payment!.paymentId;
  if ((await readPayment(app, paymentId))?.payment.checkoutUrl) return "already-sent";
  const token = await manageToken(app.config.studio.sessionSecrets, stored.id, new Date(booking.endsAt), "booking-manage-link", booking.linkVersion);
  const provider = paymentProvider(app.config)!;
  const checkout = await checkoutAddress(app, provider, paymentId, `${app.config.siteUrl}${managePath(token)}?paying=1`).catch((error: unknown) => {
    app.log("the payment provider could not make a checkout", { booking: stored.id, error: error instanceof Error ? error.message : "error" });
    return undefined;
  });
  if (checkout === undefined) return "provider-down";
  // Paid or given up in the moment since: its page says which.
  if (checkout === null) return "already-sent";
  const context = await bookingEmailContext(app, stored.id, booking, setting.settings.cancellationCutoffHours);
  const email = paymentLinkEmail(booking, context, checkout, booking.locale ?? "en");
  app.waitUntil(sendPlainEmail(app, env, "visitor", booking.email, email.subject, email.lines));
  return "sent";
}

/** The studio's booking, in the audit log under the booking's path: what and when, not who the client is. */
async function auditBooked(app: AppContext, user: StudioUser, stored: StoredBooking, paymentLink: boolean) {
  const { booking } = stored;
  const after = { status: booking.status, serviceId: booking.serviceId, startsAt: booking.startsAt, paymentLink };
  await recordAudit(app, { actor: user.email, document: `${COLLECTIONS.bookings.name}/${stored.id}`, action: "Booked a time for a client", before: null, after }).catch((error: unknown) =>
    app.log("audit entry not written", { booking: stored.id, error: String(error) }),
  );
}
