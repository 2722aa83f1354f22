import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { CheckboxField, fieldPropsFor, RequiredMark, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { EARLY_START_CONSENT_LABEL, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { formatDuration } from "~/site/durations";
import { PLACE_FOR_VISITOR } from "~/booking/session-places";
import { HOLD_LIMITS } from "~/timetable/hold-policy";
import { PaymentChoice } from "./PaymentChoice";
import { firstSlotInputId, SlotPicker } from "./SlotPicker";

type FieldName = "name" | "email" | "phone" | "partnerName" | "guestNames" | "notes" | "terms" | "earlyStart" | "voucher" | "slot" | "service" | "pay" | "street" | "postcode" | "town";

/** The fields in the order the form shows them, which is the order of the error summary. */
const FIELD_ORDER: readonly FieldName[] = ["service", "slot", "name", "email", "phone", "street", "postcode", "town", "partnerName", "guestNames", "notes", "voucher", "pay", "terms", "earlyStart"];

/** The URL of this page for another first day (`from`) or party size, keeping the service. */
function bookingPageHref(pathname: string, view: Pick<OnlineBookingView, "mode" | "serviceId" | "people">, from: string | null): string {
  const query = new URLSearchParams();
  if (view.mode === "self") query.set("mode", "self");
  query.set("service", view.serviceId);
  if (view.mode === "group") query.set("people", String(view.people));
  if (from) query.set("from", from);
  return `${pathname}?${query}`;
}

/** The booking form's error summary, for the top of its page. */
export function OnlineBookingErrorSummary({ view, result }: { view: OnlineBookingView; result?: OnlineBookingActionData }) {
  if (!result) return null;
  // The time is reached by the picker's first radio button; a service refused, by its message.
  const target = (name: FieldName) => {
    if (name === "slot") return firstSlotInputId(view.days, result.nearest, result.values?.slot);
    if (name === "service") return "booking-service-error";
    if (name === "pay") return "booking-pay-deposit";
    return `booking-${name}`;
  };
  return <ErrorSummary items={errorSummaryItems(result.errors, FIELD_ORDER, target)} message={result.message} answer={result} />;
}

/**
 * Booking a real time: the free times, then the visitor's details, in one plain POST form that
 * works without JavaScript. A group first chooses its size (a GET form), since the session's
 * length follows from it.
 */
export function OnlineBookingForm({ view, result, titled = true }: { view: OnlineBookingView; result?: OnlineBookingActionData; titled?: boolean }) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const field = fieldPropsFor<FieldName>("booking", values, errors);
  const href = (from: string | null) => (from ? bookingPageHref(location.pathname, view, from) : null);
  const where = PLACE_FOR_VISITOR[view.location];

  return (
    <div className="online-booking">
      {view.mode === "group" && view.peopleChoices.length > 1 ? (
        <Form method="get" className="form online-booking__party" preventScrollReset>
          <input type="hidden" name="service" value={view.serviceId} />
          <label htmlFor="booking-people">How many people, including you?</label>
          <div className="online-booking__party-row">
            <select id="booking-people" name="people" defaultValue={String(view.people)}>
              {view.peopleChoices.map((count) => (
                <option key={count} value={count}>
                  {`${count} people`}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              Show times
            </button>
          </div>
        </Form>
      ) : null}

      <Form method="post" className="form booking-form" aria-label={`Book ${view.serviceName}`} noValidate>
        {titled ? <h2>Book {view.serviceName}</h2> : null}
        <p>
          {formatDuration(view.minutes)} {where}
          {view.people > 1 ? `, for ${view.people} people` : ""}. You can move or cancel online up to {view.cutoffHours} hours
          before.
        </p>
        <PlaceDescription view={view} />
        {view.payment ? (
          <p className="booking-form__payment">
            {view.payment.kind === "deposit"
              ? `A deposit of ${view.payment.amount} secures your time; the rest is paid at your session${view.payment.instead ? ", unless you choose to pay the full price now" : ""}.`
              : `The full price, ${view.payment.amount}, is paid when you book.`}{" "}
            You pay it next on our payment provider&rsquo;s secure page (iDEAL | Wero, card or Bancontact); we hold the time for you
            for up to {HOLD_LIMITS.minutes} minutes meanwhile.
          </p>
        ) : null}
        <HoneypotField />
        <SubmissionIdField sent={values.submissionId} />
        <input type="hidden" name="page" value={location.pathname} />
        <input type="hidden" name="service" value={view.serviceId} />
        <input type="hidden" name="people" value={String(view.people)} />
        <input type="hidden" name="flow" value="online" />
        {errors.service ? (
          <p id="booking-service-error" className="field__error">
            {errors.service}
          </p>
        ) : null}

        <SlotPicker
          legend="1. Choose a time"
          days={view.days}
          selected={values.slot}
          error={errors.slot}
          nearest={result?.nearest}
          earlierHref={href(view.earlier)}
          laterHref={href(view.later)}
          showVisitorTime={view.location === "online"}
        />

        <fieldset>
          <legend>2. Your details</legend>
          <p className="field__hint">
            Fields marked <RequiredMark />
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
          <TextField {...field("name")} label="Your name" autoComplete="name" required />
          <TextField {...field("email")} label="Your email" type="email" autoComplete="email" required hint="Your confirmation and calendar invitation go here." />
          {view.location === "call" ? (
            <TextField {...field("phone")} label="The number we should call" type="tel" autoComplete="tel" required hint="With its country code, like +31 6 1234 5678. We call you at the time you choose." />
          ) : (
            <TextField {...field("phone")} label="Your phone number (optional)" type="tel" autoComplete="tel" hint="Only if you would like us to call or message you on WhatsApp." />
          )}
          {view.mode === "couple" ? <TextField {...field("partnerName")} label="Your partner's name" autoComplete="off" required /> : null}
          {view.mode === "group" ? (
            <TextareaField
              {...field("guestNames")}
              label="The names of the others coming"
              rows={Math.max(2, view.people - 1)}
              required
              hint={`One name per line: ${view.people - 1} ${view.people - 1 === 1 ? "name" : "names"}.`}
            />
          ) : null}
          {view.location === "home" ? <AddressFields field={field} errors={errors} view={view} /> : null}
          <TextareaField {...field("notes")} label="Anything we should know? (optional)" rows={3} maxLength={2000} hint="Access needs, what you hope to get from the session, or questions." />
          {view.payment ? (
            <TextField
              {...field("voucher")}
              label="Gift voucher code (optional)"
              autoComplete="off"
              hint={`12 letters and numbers, like K7QM-3XPA-9D2F. It pays ${view.payment.instead ? "what you pay now" : view.payment.kind === "deposit" ? "the deposit" : "the price"}; whatever is left stays on your voucher.`}
            />
          ) : null}
        </fieldset>
        <PaymentChoice payment={view.payment} chosen={values.pay} error={errors.pay} />

        <div className={`field field--checkbox${errors.terms ? " field--invalid" : ""}`}>
          <input
            type="checkbox"
            id="booking-terms"
            name="terms"
            value="yes"
            defaultChecked={values.terms === "yes"}
            required
            aria-describedby={errors.terms ? "booking-terms-error" : undefined}
          />
          <label htmlFor="booking-terms">
            I accept the <Link to="/legal/terms-and-conditions">terms and conditions</Link> and the{" "}
            <Link to="/legal/refund-policy">refund policy</Link>. <RequiredMark />
          </label>
          {errors.terms ? (
            <p id="booking-terms-error" className="field__error">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <CheckboxField
          {...field("earlyStart")}
          checked={Boolean(values.earlyStart)}
          label={EARLY_START_CONSENT_LABEL}
          hint={`Only needed for a time within the next ${WITHDRAWAL_DAYS} days.`}
        />
        <p className="field__hint">
          We use your details only for this booking; see our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
        <div>
          <Button type="submit" size="lg" text={view.payment?.instead ? "Book and pay" : view.payment ? `Book and pay ${view.payment.amount}` : "Book this time"} loading={sending} progressText="Booking..." />
        </div>
      </Form>
    </div>
  );
}

/** Where a session out in town starts, or which postcodes a home visit can be booked for. */
function PlaceDescription({ view }: { view: OnlineBookingView }) {
  if (view.meetingPoint) {
    return (
      <div className="booking-form__place">
        <p>
          <strong>Meeting point:</strong> {view.meetingPoint.name}
        </p>
        {view.meetingPoint.directions ? <p>{view.meetingPoint.directions}</p> : null}
      </div>
    );
  }
  if (view.location === "home") {
    return (
      <p className="booking-form__place">
        We come to you at postcodes {view.travelArea || "agreed by email"}. Anywhere else, <a href={askHref(view)}>write to us</a> and we will tell you whether we can come.
      </p>
    );
  }
  return null;
}

/** The contact page, its message started about this service: it reaches the studio's inbox and names its email address. */
function askHref(view: Pick<OnlineBookingView, "serviceId">): string {
  return `/contact?service=${encodeURIComponent(view.serviceId)}`;
}

type FieldProps = ReturnType<typeof fieldPropsFor<FieldName>>;

/** A home visit's address; a postcode outside the area is refused with a link to ask by email. */
function AddressFields({ field, errors, view }: { field: FieldProps; errors: Record<string, string>; view: OnlineBookingView }) {
  return (
    <fieldset className="booking-form__address">
      <legend>Where we come to</legend>
      <TextField {...field("street")} label="Street and house number" autoComplete="street-address" required />
      <TextField {...field("postcode")} label="Postcode" autoComplete="postal-code" required hint={`We travel to postcodes ${view.travelArea || "agreed by email"}.`} />
      {errors.postcode && !/^Enter/.test(errors.postcode) ? (
        <p className="field__hint">
          <a href={askHref(view)}>Ask us about a visit to your address</a>
        </p>
      ) : null}
      <TextField {...field("town")} label="Town or city" autoComplete="address-level2" required />
    </fieldset>
  );
}
