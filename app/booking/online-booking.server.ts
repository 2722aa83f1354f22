/**
 * Booking a real time online: the post that books one (the page's free times are online-booking-view.server.ts).
 * Every rule the page applies is applied again to the post (the page may be old, or the post
 * forged), and the time is claimed in the booking's commit (app/models/bookings.server.ts), so of
 * two visitors who post the same time, or overlapping times, one gets it and the other is told
 * "That time was just taken", with the nearest free times and everything typed kept.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs } from "react-router";
import { bookingFormSchema, type BookedMode, type Booking } from "~/schemas/booking";
import { emailKey } from "~/schemas/inbox";
import { managePath, manageToken } from "~/booking/manage-link.server";
import { nearestSlots, slotProblem, type SlotQuery } from "~/timetable/slots";
import { BOOKING_MODES } from "~/data/booking-modes";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import { purgeBusyTimes } from "~/models/availability.server";
import { createBooking, readBooking, type NewBooking } from "~/models/bookings.server";
import { newPaymentWrite } from "~/models/payments.server";
import { readVoucher, redeemedCents, redeemWrites, voucherProblem, VOUCHER_MESSAGES, type StoredVoucher } from "~/models/vouchers.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { amountDue, bookingReceipt } from "~/booking/deposits.server";
import { checkoutHold, freeEndedHolds, timeHolders, triedAndGivenUp, type CheckoutHold } from "~/booking/holds.server";
import { checkoutAddress } from "~/payments/checkout.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import { formatCents } from "~/platform/money";
import { needsEarlyStartConsent, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { slotLabel } from "~/site/time";
import { bookingEmailContext, sendBookingEmails } from "./booking-mail.server";
import { rememberSent, SENT_ELSEWHERE, sentHere } from "~/forms/posted-here.server";
import { formValues, handleSubmission, passed, refused, submissionIdOf, submissionStatus, type SubmissionProblem } from "~/forms/submission.server";
import { bookingSetting, postedPeople, slotOption, slotQuery, type SlotOption } from "./online-booking-view.server";

export type OnlineBookingActionData = {
  /** "duplicate": these details were booked from another browser (app/forms/posted-here.server.ts). */
  status: SubmissionProblem | "taken" | "duplicate";
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string;
  /** When the time was just taken: the free times nearest to it. */
  nearest?: SlotOption[];
};

const MESSAGES: Record<SubmissionProblem | "taken", string> = {
  taken: "That time was just taken. Please choose another: the nearest free times are below, and what you typed is kept.",
  expired: "This form was out of date, so nothing has been booked yet. Please send it again; what you typed is still here.",
  unreadable: "We could not read what your browser sent. Please try again.",
  invalid: "Some details need another look: see the messages next to the fields.",
  "rate-limited": "You have sent several forms in the last minute. Please wait a minute and send it again; what you typed is still here.",
  failed: "We could not book just now. Please try again in a moment; what you typed is still here.",
};

const PROVIDER_DOWN = "We could not reach our payment provider, so nothing has been charged. Your time is held for a few minutes: please send the form again; what you typed is still here.";

const VOUCHER_LIMITED = "You have tried several voucher codes in the last minute. Please wait a minute, then check the code against your voucher.";
const VOUCHER_CHANGED = "Your voucher was used for another booking a moment ago, so nothing was booked. Please send the form again to use what is left on it.";

const EARLY_START_NEEDED = `This time is within ${WITHDRAWAL_DAYS} days: tick the box to ask for it, or choose a later time.`;

const NOT_OFFERED = "That time cannot be booked online. Please choose one of the times listed.";

/**
 * Books the posted time, or answers why not. Success is a redirect (303) to the booking's own
 * page, which is also its manage page, so reloading it never books twice.
 */
export async function onlineBookingAction({ request, context }: ActionFunctionArgs, mode: BookedMode, form: FormData) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const serviceId = String(form.get("service") ?? "");
  const people = postedPeople(mode, form.get("people"));
  const setting = await bookingSetting(app, mode, serviceId, people);
  const now = Date.now();
  let query: SlotQuery | null = null;
  let stored: "created" | "already-exists" | "taken" | null = null;
  /** The booking's id: the submission's, or a later try's when that one was released unpaid. */
  let bookedId = "";
  const provider = paymentProvider(app.config);
  /** The voucher the visitor gave, as read when the post was checked. */
  let voucher: StoredVoucher | null = null;
  /** The voucher was spent by another booking between the check and the commit. */
  let voucherChanged = false;
  /** The post's submission id names a booking of other details: not this visitor's. */
  let foreign = false;

  const result = await handleSubmission({
    request,
    form,
    app,
    env,
    schema: bookingFormSchema(mode, people),
    limiterPrefix: `booking-${mode}`,
    limiterGroup: "booking",
    check: async (input) => {
      if (!setting) return refused({ service: "Choose one of the analyses listed." });
      query = await slotQuery(app, setting, now, { live: true });
      const problem = slotProblem(query, input.slot.getTime());
      if (problem === "not-offered") return refused({ slot: NOT_OFFERED });
      if (needsEarlyStartConsent(new Date(now), input.slot) && input.earlyStart !== "yes") return refused({ earlyStart: EARLY_START_NEEDED });
      // Taken by a block or the studio's calendar (a booking's claims would refuse the commit anyway),
      // unless by this very booking, sent twice: then the store finds it and the visitor sees it.
      if (problem === "taken" && !(await readBooking(app, await submissionIdOf(`booking-${mode}`, input, new Date())))) return refused({ slot: MESSAGES.taken });
      if (input.voucher) {
        // Each code tried counts, so codes cannot be guessed faster than the form limit allows.
        if (!(await withinRateLimit(env.FORM_RATE_LIMITER, `voucher:${clientAddressKey(request)}`, app.log))) return refused({ voucher: VOUCHER_LIMITED });
        const found = await readVoucher(app, input.voucher);
        const refusal = found ? voucherProblem(found.voucher, new Date(now)) : "unknown";
        if (refusal) return refused({ voucher: VOUCHER_MESSAGES[refusal](found?.voucher ?? null) });
        voucher = found;
      }
      return passed(null);
    },
    store: async (id, input) => {
      // The check above has passed, so both are set; the claims decide whether the time is still free.
      const { rule, service } = setting!;
      const due = provider ? amountDue(rule, service.priceCents, people) : null;
      const voucherCents = due && voucher ? redeemedCents(voucher, due.amountCents) : 0;
      // A voucher that pays it all confirms the booking at once: nothing to wait for.
      const toPay = due ? due.amountCents - voucherCents : 0;
      const booking = (tryId: string, hold: CheckoutHold | null): NewBooking => ({
        id: tryId,
        mode,
        service: { id: service.serviceUUID, name: service.name, location: rule.location },
        people,
        details: { name: input.name, email: input.email, phone: input.phone, notes: input.notes, guests: input.guests },
        start: input.slot,
        minutes: query!.minutes,
        bufferMinutes: rule.bufferMinutes,
        status: !hold ? "confirmed" : hold.minutes > 0 ? "held" : "released",
        ...(needsEarlyStartConsent(new Date(now), input.slot) ? { earlyStartRequestedAt: new Date(now) } : {}),
        ...(due
          ? {
              ...(hold ? { hold: { minutes: hold.minutes, addressKey: hold.addressKey, tokens: hold.tokens.map((write) => write.path.split("/").pop()!) }, ...(hold.minutes > 0 ? { holdUntil: new Date(now + hold.minutes * 60_000) } : {}) } : {}),
              payment: {
                paymentId: toPay > 0 ? tryId : "",
                kind: due.kind,
                amountCents: due.amountCents,
                priceCents: service.priceCents * people,
                voucherCode: voucherCents > 0 ? voucher!.code : "",
                voucherCents,
              },
              alongside: [
                ...(toPay > 0
                  ? [
                      newPaymentWrite(
                        {
                          id: tryId,
                          purpose: "deposit",
                          amountCents: toPay,
                          description: `${due.kind === "deposit" ? "Deposit" : "Payment"}: ${service.name}, ${slotLabel(input.slot)} (${formatCents(toPay)})`,
                          email: input.email,
                          bookingId: tryId,
                        },
                        provider!.name,
                        new Date(now),
                      ),
                    ]
                  : []),
                // The voucher's balance is taken in the booking's own commit, under the version read.
                ...(voucherCents > 0 ? redeemWrites(voucher!, { bookingId: tryId, amountCents: voucherCents, now: new Date(now) }) : []),
                ...(hold?.tokens ?? []),
              ],
            }
          : {}),
      });
      // The same details sent again after a payment that failed make the same submission id: each
      // such try books under an id of its own, and a doubled post of one try finds that try.
      for (let attempt = 1; attempt <= 10; attempt++) {
        bookedId = attempt === 1 ? id : `${id}-${attempt}`;
        stored = await bookOnce(bookedId);
        if (stored !== "already-exists") break;
        const earlier = await readBooking(app, bookedId);
        // The id is the post's (a hidden field): one naming someone else's booking gets nothing of it.
        if (earlier && !sameBooking(earlier.booking, input)) {
          foreign = true;
          break;
        }
        if (!(await triedAndGivenUp(app, earlier))) break;
      }
      // Before the confirmation page (or the checkout): no page may offer this time again.
      if (stored === "created") await purgeBusyTimes(app, env);

      /**
       * One try's commit. Refused, it may be for a reason that is not the visitor's: a hold token
       * another post took at the same moment (read them again; the last round takes none), or a hold
       * on the time that has ended but was not released yet (it is, now, unless it was paid).
       */
      async function bookOnce(tryId: string): Promise<"created" | "already-exists" | "taken"> {
        const time = { start: input.slot, minutes: query!.minutes, bufferMinutes: rule.bufferMinutes };
        for (let round = 0; round < 3; round++) {
          const hold = toPay > 0 ? await checkoutHold(app, request, { email: input.email, bookingId: tryId, withVoucher: voucherCents > 0, tokensAllowed: round < 2 }, now) : null;
          const outcome = await createBooking(app, booking(tryId, hold), new Date(now));
          if (outcome !== "taken") return outcome;
          // Refused for the voucher, not the time: another booking spent from it since it was read.
          if (voucher && (await readVoucher(app, voucher.code))?.updateTime !== voucher.updateTime) {
            voucherChanged = true;
            return outcome;
          }
          const holders = await timeHolders(app, time);
          if (holders.length > 0 && (await freeEndedHolds(app, env, holders, now)) === 0) return outcome;
        }
        return "taken";
      }
    },
  });

  if (result.status === "sent" && foreign) {
    const { submissionId: _forged, ...values } = formValues(form);
    return data<OnlineBookingActionData>({ status: "expired", values, errors: {}, message: MESSAGES.expired }, { status: 400 });
  }
  if (result.status === "sent" && voucherChanged) {
    return data<OnlineBookingActionData>(
      { status: "invalid", values: typedValuesOf(form, result.id), errors: { voucher: VOUCHER_CHANGED }, message: VOUCHER_CHANGED },
      { status: 409 },
    );
  }
  if (result.status === "sent" && stored === "already-exists" && !(await sentHere(app, request, bookedId, (await readBooking(app, bookedId))?.booking.createdAt))) {
    const { submissionId: _id, ...values } = formValues(form);
    return data<OnlineBookingActionData>({ status: "duplicate", values, errors: {}, message: SENT_ELSEWHERE.booking }, { status: 409 });
  }
  if (result.status === "sent" && stored !== "taken") {
    const booked = await readBooking(app, bookedId);
    if (!booked) return failed(bookedId, app);
    const cookie = await rememberSent(app, request, booked.id);
    const headers: HeadersInit = cookie ? { "Set-Cookie": cookie } : {};
    const token = await manageToken(app.config.studio.sessionSecrets, booked.id, new Date(booked.booking.endsAt), "booking-manage-link", booked.booking.linkVersion);
    if (awaitsPayment(booked.booking) && provider && booked.booking.payment) {
      const returnUrl = `${app.config.siteUrl}${managePath(token)}?paying=1`;
      const checkout = await checkoutAddress(app, provider, booked.booking.payment.paymentId, returnUrl).catch((error: unknown) => {
        app.log("the payment provider could not make a checkout", { booking: booked.id, error: error instanceof Error ? error.message : "error" });
        return undefined;
      });
      if (checkout) throw redirect(checkout, { status: 303, headers });
      if (checkout === undefined) {
        return data<OnlineBookingActionData>({ status: "failed", values: typedValuesOf(form, result.id), errors: {}, message: PROVIDER_DOWN }, { status: 503 });
      }
      // No longer open: paid or given up meanwhile; its page says which.
      throw redirectDocument(`${managePath(token)}?paying=1`, { status: 303, headers });
    }
    if (stored === "created") {
      const emailContext = await bookingEmailContext(app, booked.id, booked.booking, setting!.settings.cancellationCutoffHours);
      // Paid by a voucher alone: its receipt comes with the confirmation.
      if (booked.booking.payment) emailContext.receipt = bookingReceipt(booked.booking.payment, undefined);
      app.waitUntil(sendBookingEmails(app, env, "booked", booked.id, booked.booking, emailContext));
    }
    // A document load, not a client navigation: the manage link is a key (app/site/secret-address.ts).
    throw redirectDocument(`${managePath(token)}?booked=1`, { status: 303, headers });
  }
  if (result.status === "spam") throw redirect(`${pageOf(mode)}`, 303);

  const values = "values" in result ? result.values : { ...formValues(form), submissionId: result.status === "sent" ? result.id : "" };
  if (result.status === "sent" || (result.status === "invalid" && result.errors.slot === MESSAGES.taken)) {
    // Taken between the check and the commit: the visitor's time went to someone else a moment ago.
    const fresh = setting ? await slotQuery(app, setting, Date.now(), { live: true }) : null;
    const start = Date.parse(values.slot ?? "");
    return data<OnlineBookingActionData>(
      { status: "taken", values, errors: { slot: MESSAGES.taken }, message: MESSAGES.taken, nearest: fresh ? nearestSlots(fresh, start, 6).map(slotOption) : [] },
      { status: 409 },
    );
  }
  const errors = result.status === "invalid" ? (result.errors as Record<string, string>) : {};
  if (errors.voucher === VOUCHER_LIMITED) return data<OnlineBookingActionData>({ status: "rate-limited", values, errors, message: VOUCHER_LIMITED }, { status: 429 });
  return data<OnlineBookingActionData>({ status: result.status, values, errors, message: MESSAGES[result.status] }, { status: submissionStatus(result) });

  function failed(id: string, appContext: AppContext) {
    appContext.log("a booking was stored but could not be read back", { booking: id });
    return data<OnlineBookingActionData>({ status: "failed", values: {}, errors: {}, message: MESSAGES.failed }, { status: 503 });
  }
}

/** Whether a booking is at the checkout: held, or sent there without a hold. */
const awaitsPayment = (booking: Booking) => booking.status === "held" || (booking.status === "released" && booking.holdMinutes === 0);

/** Whether a stored booking is the one this post would make: the same person, service and time. */
function sameBooking(booking: Booking, input: { email: string; slot: Date }): boolean {
  return emailKey(booking.email) === emailKey(input.email) && Date.parse(booking.startsAt) === input.slot.getTime();
}

/** What the visitor typed, with the submission's id, so sending it again finds this submission. */
function typedValuesOf(form: FormData, submissionId: string): Record<string, string> {
  return { ...formValues(form), submissionId };
}

function pageOf(mode: BookedMode): string {
  return mode === "self" ? "/service-booking" : BOOKING_MODES[mode].path;
}
