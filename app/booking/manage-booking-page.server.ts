/**
 * The booking's own page (`/bookings/{token}`): what the signed link shows, and its two posts,
 * cancel and move. The link is the only key, so a forged or expired one is a plain 404.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { Booking } from "~/schemas/booking";
import { bookingSummary, type BookingSummary } from "./booking-summary";
import { onlineBeforeLink } from "./session-places";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { getWebsiteContent } from "~/models/website.server";
import { bookingGuide } from "./booking-guide.server";
import { notFound } from "~/platform/responses.server";
import { pageUrl } from "~/site/page-url";
import { bookingOfToken, changeBooking, changeableOnline } from "./manage-booking.server";
import { onlineBookingView, requestedFrom, type OnlineBookingView, type SlotOption } from "./online-booking-view.server";
import { BOOKING_MODES } from "~/data/booking-modes";
import { readPayment } from "~/models/payments.server";
import { readBooking, type StoredBooking } from "~/models/bookings.server";
import { endHold, holdEnded } from "~/booking/deposits.server";
import { formatCents } from "~/platform/money";
import { refundedCents } from "~/schemas/payment";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

export type ManagedBookingView = BookingSummary & {
  status: Booking["status"];
  name: string;
};

function bookingView(booking: Booking, studioAddress: string, locale: Locale): ManagedBookingView {
  const summary = bookingSummary(booking, { studio: studioAddress, online: onlineBeforeLink(locale) }, "client", locale);
  return { ...summary, when: `${summary.when} ${wordsFor(WORDS, locale).dutchTime}`, status: booking.status, name: booking.name };
}

/** What the page says on the server's side, in the page's language. */
const WORDS = defineWords({
  en: {
    dutchTime: "(Dutch time)",
    notices: {
      booked: "You are booked. We have emailed your confirmation, with a calendar invitation.",
      moved: "Your booking has moved. We have emailed you the updated calendar invitation.",
      cancelled: "Your booking is cancelled. We have emailed you to confirm it.",
    } as Record<string, string>,
    paid: "You are booked, and your deposit is paid. We have emailed your confirmation and receipt, with a calendar invitation.",
    ourStudio: "Our studio in Utrecht",
    confirmCancel: "Tick the box to confirm that you want to cancel.",
    chooseTime: "Choose one of the times listed.",
    moveOrCancel: "Choose whether to move or to cancel the booking.",
  },
  nl: {
    dutchTime: "(Nederlandse tijd)",
    notices: {
      booked: "Je afspraak staat. We hebben je de bevestiging gemaild, met een agenda-uitnodiging.",
      moved: "Je afspraak is verzet. We hebben je de bijgewerkte agenda-uitnodiging gemaild.",
      cancelled: "Je afspraak is geannuleerd. We hebben je een bevestiging gemaild.",
    },
    paid: "Je afspraak staat en je aanbetaling is binnen. We hebben je de bevestiging en het betaalbewijs gemaild, met een agenda-uitnodiging.",
    ourStudio: "Onze studio in Utrecht",
    confirmCancel: "Vink het vakje aan om te bevestigen dat je wilt annuleren.",
    chooseTime: "Kies een van de tijden in de lijst.",
    moveOrCancel: "Kies of je de afspraak wilt verzetten of annuleren.",
  },
});

/** What was paid online, as the booking's page shows it. */
export type PaymentView = {
  /** "waiting": not yet confirmed by the bank; "paid"; "not-paid": failed, cancelled or expired, and the time released. */
  state: "waiting" | "paid" | "not-paid";
  kind: "deposit" | "full";
  amount: string;
  /** While waiting and still open: the checkout, to finish paying. */
  checkoutUrl: string | null;
  refunded: string | null;
  /** While waiting: whether the time is held meanwhile, or (past the hold limits) is the visitor's once paid, if still free. */
  held: boolean;
};

/** A form that books the same time again with the same details: what "try again" posts after a payment that did not go through. */
export type RetryForm = { action: string; fields: Record<string, string> };

function retryForm(booking: Booking, locale: Locale): RetryForm {
  const action = localizedPath(booking.mode === "self" ? "/service-booking" : BOOKING_MODES[booking.mode].path, locale);
  return {
    action,
    fields: {
      flow: "online",
      page: action,
      service: booking.serviceId,
      people: String(booking.people),
      slot: new Date(booking.startsAt).toISOString().replace(".000Z", "Z"),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      notes: booking.notes,
      terms: "yes",
      earlyStart: booking.earlyStartRequestedAt ? "yes" : "",
      partnerName: booking.mode === "couple" ? (booking.guests[0] ?? "") : "",
      guestNames: booking.mode === "group" ? booking.guests.join("\n") : "",
    },
  };
}

/** A hold past its time is ended when its page is read, as the Cron Trigger would: confirmed if paid meanwhile, else released. */
async function withHoldEnded(app: AppContext, env: Env, stored: StoredBooking): Promise<StoredBooking> {
  if (!holdEnded(stored.booking)) return stored;
  try {
    await endHold(app, env, stored);
  } catch (error) {
    app.log("an expired hold could not be ended on its page", { booking: stored.id, error: error instanceof Error ? error.message : "error" });
    return stored;
  }
  return (await readBooking(app, stored.id)) ?? stored;
}

async function paymentView(app: AppContext, booking: Booking): Promise<PaymentView | null> {
  if (!booking.payment) return null;
  const stored = await readPayment(app, booking.payment.paymentId);
  if (!stored) return null;
  const { payment } = stored;
  const refunded = refundedCents(payment);
  // A late payment for a released booking was refunded: the booking is not the visitor's, whatever the payment says.
  // One sent to the checkout without a hold is "released" from the start, and waits all the same while its payment is open.
  const unheldOpen = booking.status === "released" && booking.holdMinutes === 0 && payment.status === "open";
  const state = payment.status === "paid" && booking.status !== "released" ? "paid" : booking.status === "held" || unheldOpen ? "waiting" : "not-paid";
  return {
    state,
    kind: booking.payment.kind,
    amount: formatCents(payment.amountCents),
    checkoutUrl: state === "waiting" && payment.status === "open" ? payment.checkoutUrl || null : null,
    refunded: refunded > 0 ? formatCents(refunded) : null,
    held: booking.status === "held",
  };
}

export async function loadManagedBooking({ request, params, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const found = await bookingOfToken(app, params.token ?? "");
  if (!found) throw notFound();
  const stored = await withHoldEnded(app, env, found);
  const url = pageUrl(request);
  const locale = requestLocale(request);
  const words = wordsFor(WORDS, locale);
  const [settings, website] = await Promise.all([getAvailabilitySettings(app), getWebsiteContent(app)]);
  const { business } = website;
  const cutoffHours = settings?.cancellationCutoffHours ?? 48;
  const changeable = changeableOnline(stored.booking, cutoffHours);
  const move: OnlineBookingView | null = changeable
    ? await onlineBookingView(app, {
        mode: stored.booking.mode,
        serviceId: stored.booking.serviceId,
        people: stored.booking.people,
        from: requestedFrom(url),
        exclude: stored.id,
        locale,
      })
    : null;
  const payment = await paymentView(app, stored.booking);
  const guide = stored.booking.status === "confirmed" ? await bookingGuide(app, stored.id, stored.booking, business, { locale, english: website.english }) : null;
  const notice =
    url.searchParams.has("paying") && payment?.state === "paid" ? words.paid : ([...url.searchParams.keys()].map((key) => words.notices[key]).find(Boolean) ?? null);
  return {
    payment,
    retry: stored.booking.status === "released" ? retryForm(stored.booking, locale) : null,
    booking: bookingView(stored.booking, business ? `${business.name}, ${business.address.street}, ${business.address.postalCode} ${business.address.city}` : words.ourStudio, locale),
    changeable,
    cutoffHours,
    move,
    notice,
    guide,
    contact: business ? { phone: business.phone, email: business.email } : null,
  };
}

/** `errors`: a message for the field it is about (`confirm`, `slot`), which the page's error summary links to. */
export type ManageActionData = { message: string; errors: Record<string, string>; nearest?: SlotOption[]; slot?: string };

export async function manageBookingAction({ request, params, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const stored = await bookingOfToken(app, params.token ?? "");
  if (!stored) throw notFound();
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const here = pageUrl(request).pathname;
  const locale = requestLocale(request);
  const { confirmCancel: CONFIRM_CANCEL, chooseTime: CHOOSE_A_TIME, moveOrCancel } = wordsFor(WORDS, locale);
  if (intent === "cancel") {
    if (form?.get("confirm") !== "yes") return data<ManageActionData>({ message: CONFIRM_CANCEL, errors: { confirm: CONFIRM_CANCEL } }, { status: 400 });
    const outcome = await changeBooking(app, env, stored, { intent: "cancel" }, { by: "visitor", locale });
    if (outcome.status === "cancelled") throw redirect(`${here}?cancelled=1`, 303);
    return data<ManageActionData>({ message: "message" in outcome ? outcome.message : "", errors: {} }, { status: 409 });
  }
  if (intent === "move") {
    const slot = String(form?.get("slot") ?? "");
    const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::00(?:\.000)?)?Z$/.test(slot) ? Date.parse(slot) : Number.NaN;
    if (Number.isNaN(start)) return data<ManageActionData>({ message: CHOOSE_A_TIME, errors: { slot: CHOOSE_A_TIME } }, { status: 400 });
    const outcome = await changeBooking(app, env, stored, { intent: "move", start }, { by: "visitor", locale });
    if (outcome.status === "moved") throw redirect(`${here}?moved=1`, 303);
    const message = "message" in outcome ? outcome.message : "";
    // A time refused or taken is the time field's problem; a booking changed or closed meanwhile is the whole form's.
    const errors: Record<string, string> = outcome.status === "not-offered" || outcome.status === "taken" ? { slot: message } : {};
    return data<ManageActionData>(
      { message, errors, nearest: outcome.status === "taken" ? outcome.nearest : undefined, slot },
      { status: outcome.status === "not-offered" ? 400 : 409 },
    );
  }
  return data<ManageActionData>({ message: moveOrCancel, errors: {} }, { status: 400 });
}
