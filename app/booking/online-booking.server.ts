/**
 * Booking a real time online: the post that books one (the page's free times are online-booking-view.server.ts).
 * Every rule the page applies is applied again to the post (the page may be old, or the post
 * forged), and the time is claimed in the booking's commit (app/models/bookings.server.ts), so of
 * two visitors who post the same time, or overlapping times, one gets it and the other is told
 * "That time was just taken", with the nearest free times and everything typed kept.
 *
 * The post's form is read once (booking-post.server.ts) and then taken through steps that each
 * return what they found: the schema (the slot becomes a Date and stays one), the rate limit, the
 * checks (`checkPost`), the commit (`bookPostedTime` in book.server.ts), and the answer.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs } from "react-router";
import { inTravelArea, travelAreaText } from "~/timetable/travel-area";
import { bookingFormSchema, type BookedMode, type Booking, type BookingForm } from "~/schemas/booking";
import { managePath, manageToken } from "~/booking/manage-link.server";
import { nearestSlots, slotProblem } from "~/timetable/slots";
import { BOOKING_MODES } from "~/data/booking-modes";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { readBooking } from "~/models/bookings.server";
import { readVoucher, voucherProblem, voucherMessage } from "~/models/vouchers.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { bookingReceipt } from "~/booking/deposits.server";
import { checkoutAddress } from "~/payments/checkout.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import { needsEarlyStartConsent, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { rememberSent, SENT_ELSEWHERE, SENT_ELSEWHERE_NL, sentHere } from "~/forms/posted-here.server";
import { formValues, handleSubmission, passed, refused, submissionIdOf, submissionStatus, type CheckResult, type SubmissionProblem, type SubmissionResult } from "~/forms/submission.server";
import { bookingEmailContext, sendBookingEmails } from "./booking-mail.server";
import { bookPostedTime, type Booked, type BookingPost, type CheckedBooking } from "./book.server";
import { bookingSetting, postedPeople, slotOptionIn, slotQuery, type BookingSetting, type SlotOption } from "./online-booking-view.server";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { ONLINE_BOOKING_MESSAGES, type OnlineBookingMessages } from "./online-booking-messages";
import { wordsFor } from "~/site/words";

export type OnlineBookingActionData = {
  /** "duplicate": these details were booked from another browser (app/forms/posted-here.server.ts). */
  status: SubmissionProblem | "taken" | "duplicate";
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string;
  /** When the time was just taken: the free times nearest to it. */
  nearest?: SlotOption[];
};

/** The post's messages in the page's language (online-booking-messages.ts). */
const wordsOf = (post: Pick<BookingPost, "request">): OnlineBookingMessages => wordsFor(ONLINE_BOOKING_MESSAGES, requestLocale(post.request));

/**
 * Books the posted time (its form already read), or answers why not. Success is a redirect (303)
 * to the booking's own page, which is also its manage page, so reloading it never books twice.
 */
export async function onlineBookingAction({ request, context }: ActionFunctionArgs, mode: BookedMode, form: FormData) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  // The party and the service choose the schema and the rule; the schema reads the rest.
  const people = postedPeople(mode, form.get("people"));
  const setting = await bookingSetting(app, mode, String(form.get("service") ?? ""), people);
  const post: BookingPost = { app, env, request, mode, people, now: new Date(), provider: paymentProvider(app.config) };
  const locale = requestLocale(request);
  const MESSAGES = wordsOf(post);
  const result = await handleSubmission({
    request,
    form,
    app,
    env,
    schema: bookingFormSchema(mode, people, setting?.rule.location),
    limiterPrefix: formName(mode),
    limiterGroup: "booking",
    check: (input) => checkPost(post, setting, input),
    store: (id, input, _form, checked) => bookPostedTime(post, id, input, checked),
  });

  if (result.status === "sent") return answerBooked(post, form, result);
  if (result.status === "spam") throw redirect(pageOf(mode, locale), 303);
  if (result.status === "invalid" && result.submitted && result.errors.slot === MESSAGES.taken) return answerTaken(post, setting, result.values, result.submitted.slot);
  const errors = result.status === "invalid" ? (result.errors as Record<string, string>) : {};
  if (errors.voucher === MESSAGES.voucherLimited) return data<OnlineBookingActionData>({ status: "rate-limited", values: result.values, errors, message: MESSAGES.voucherLimited }, { status: 429 });
  return data<OnlineBookingActionData>({ status: result.status, values: result.values, errors, message: MESSAGES[result.status] }, { status: submissionStatus(result) });
}

/**
 * What the schema cannot tell: the service is booked online in this mode, the time is offered and
 * free (read live), a time within the withdrawal period is asked for expressly, and the voucher
 * given can pay. Passed, it hands on what it read, the voucher under the version read.
 */
async function checkPost(post: BookingPost, setting: BookingSetting | null, input: BookingForm): Promise<CheckResult<CheckedBooking>> {
  const { app, env, request, mode, now } = post;
  const MESSAGES = wordsOf(post);
  if (!setting) return refused({ service: MESSAGES.notOnline });
  if (input.address && !inTravelArea(setting.settings.travelArea, input.address.postcode)) {
    const area = setting.settings.travelArea;
    return refused({ postcode: MESSAGES.outsideArea(input.address.postcode, area.length ? travelAreaText(area) : null) });
  }
  const query = await slotQuery(app, setting, now.getTime(), { live: true });
  const problem = slotProblem(query, input.slot.getTime());
  if (problem === "not-offered") return refused({ slot: MESSAGES.notOffered });
  if (needsEarlyStartConsent(now, input.slot) && input.earlyStart !== "yes") return refused({ earlyStart: MESSAGES.earlyStartNeeded(WITHDRAWAL_DAYS) });
  // Taken by a block or the studio's calendar (a booking's claims would refuse the commit anyway),
  // unless by this very booking, sent twice: then the store finds it and the visitor sees it.
  if (problem === "taken" && !(await readBooking(app, await submissionIdOf(formName(mode), input, new Date())))) return refused({ slot: MESSAGES.taken });
  if (!input.voucher) return passed({ setting, query, voucher: null });
  // Each code tried counts, so codes cannot be guessed faster than the form limit allows.
  if (!(await withinRateLimit(env.FORM_RATE_LIMITER, `voucher:${clientAddressKey(request)}`, app.log))) return refused({ voucher: MESSAGES.voucherLimited });
  const found = await readVoucher(app, input.voucher);
  if (!found) return refused({ voucher: voucherMessage("unknown", null, app.locale) });
  const refusal = voucherProblem(found.voucher, now);
  if (refusal) return refused({ voucher: voucherMessage(refusal, found.voucher, app.locale) });
  return passed({ setting, query, voucher: found });
}

type Sent = Extract<SubmissionResult<BookingForm, CheckedBooking, Booked>, { status: "sent" }>;

/** The answer to a post that got as far as the commit: the booking's page or its checkout, or why not. */
async function answerBooked(post: BookingPost, form: FormData, { id: submissionId, submitted, checked, stored }: Sent) {
  const { app, env, request, provider } = post;
  const MESSAGES = wordsOf(post);
  const locale = requestLocale(request);
  /** The booking's own page, in the page's language. */
  const pageOfBooking = (token: string) => localizedPath(managePath(token), locale);
  /** What the visitor typed, with the submission's id, so sending it again finds this submission. */
  const typed = { ...formValues(form), submissionId };
  const { submissionId: _id, ...typedWithoutId } = typed;
  if (stored.outcome === "foreign") return data<OnlineBookingActionData>({ status: "expired", values: typedWithoutId, errors: {}, message: MESSAGES.expired }, { status: 400 });
  if (stored.outcome === "voucher-changed") {
    return data<OnlineBookingActionData>({ status: "invalid", values: typed, errors: { voucher: MESSAGES.voucherChanged }, message: MESSAGES.voucherChanged }, { status: 409 });
  }
  if (stored.outcome === "taken") return answerTaken(post, checked.setting, typed, submitted.slot);
  if (stored.outcome === "already-exists" && !(await sentHere(app, request, stored.id, (await readBooking(app, stored.id))?.booking.createdAt))) {
    return data<OnlineBookingActionData>({ status: "duplicate", values: typedWithoutId, errors: {}, message: (locale === "nl" ? SENT_ELSEWHERE_NL : SENT_ELSEWHERE).booking }, { status: 409 });
  }
  const booked = await readBooking(app, stored.id);
  if (!booked) {
    app.log("a booking was stored but could not be read back", { booking: stored.id });
    return data<OnlineBookingActionData>({ status: "failed", values: {}, errors: {}, message: MESSAGES.failed }, { status: 503 });
  }
  const cookie = await rememberSent(app, request, booked.id);
  const headers: HeadersInit = cookie ? { "Set-Cookie": cookie } : {};
  const token = await manageToken(app.config.studio.sessionSecrets, booked.id, new Date(booked.booking.endsAt), "booking-manage-link", booked.booking.linkVersion);
  if (awaitsPayment(booked.booking) && provider && booked.booking.payment) {
    const returnUrl = `${app.config.siteUrl}${pageOfBooking(token)}?paying=1`;
    const checkout = await checkoutAddress(app, provider, booked.booking.payment.paymentId, returnUrl).catch((error: unknown) => {
      app.log("the payment provider could not make a checkout", { booking: booked.id, error: error instanceof Error ? error.message : "error" });
      return undefined;
    });
    if (checkout) throw redirect(checkout, { status: 303, headers });
    if (checkout === undefined) return data<OnlineBookingActionData>({ status: "failed", values: typed, errors: {}, message: MESSAGES.providerDown }, { status: 503 });
    // No longer open: paid or given up meanwhile; its page says which.
    throw redirectDocument(`${pageOfBooking(token)}?paying=1`, { status: 303, headers });
  }
  if (stored.outcome === "created") {
    const emailContext = await bookingEmailContext(app, booked.id, booked.booking, checked.setting.settings.cancellationCutoffHours);
    // Paid by a voucher alone: its receipt comes with the confirmation.
    if (booked.booking.payment) emailContext.receipt = bookingReceipt(booked.booking.payment, undefined);
    app.waitUntil(sendBookingEmails(app, env, "booked", booked.id, booked.booking, emailContext));
  }
  // A document load, not a client navigation: the manage link is a key (app/site/secret-address.ts).
  throw redirectDocument(`${pageOfBooking(token)}?booked=1`, { status: 303, headers });
}

/** The time went to someone else a moment ago (after the page, or between the check and the commit): the nearest free times, read live. */
async function answerTaken(post: BookingPost, setting: BookingSetting | null, values: Record<string, string>, slot: Date) {
  const fresh = setting ? await slotQuery(post.app, setting, Date.now(), { live: true }) : null;
  const MESSAGES = wordsOf(post);
  const nearest = fresh ? nearestSlots(fresh, slot.getTime(), 6).map(slotOptionIn(requestLocale(post.request))) : [];
  return data<OnlineBookingActionData>(
    { status: "taken", values, errors: { slot: MESSAGES.taken }, message: MESSAGES.taken, nearest },
    { status: 409 },
  );
}

/** Whether a booking is at the checkout: held, or sent there without a hold. */
const awaitsPayment = (booking: Booking) => booking.status === "held" || (booking.status === "released" && booking.holdMinutes === 0);

/** The form's name in its submission ids and the rate limiter's keys. */
const formName = (mode: BookedMode) => `booking-${mode}`;

function pageOf(mode: BookedMode, locale: Locale): string {
  return localizedPath(mode === "self" ? "/service-booking" : BOOKING_MODES[mode].path, locale);
}
