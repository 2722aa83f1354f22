import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { CheckboxField, fieldPropsFor, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { EARLY_START_CONSENT_LABEL, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { EARLY_START_CONSENT_LABEL_NL } from "~/data/refund-policy.nl";
import { formatDuration } from "~/site/durations";
import { langOf } from "~/site/localize";
import { placeForVisitor } from "~/booking/session-places";
import { HOLD_LIMITS } from "~/timetable/hold-policy";
import { useLocale, useLocalPath, useWords } from "~/site/words";
import { AcceptTermsText } from "./AcceptTermsText";
import { ONLINE_BOOKING_WORDS as WORDS } from "./online-booking-words";
import { PaymentChoice } from "./PaymentChoice";
import { RequiredFieldsNote } from "./RequiredFieldsNote";
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
  const locale = useLocale();
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const where = placeForVisitor(view.location, locale);
  const length = formatDuration(view.minutes, locale);

  return (
    <div className="online-booking">
      {view.mode === "group" && view.peopleChoices.length > 1 ? (
        <Form method="get" className="form online-booking__party" preventScrollReset>
          <input type="hidden" name="service" value={view.serviceId} />
          <label htmlFor="booking-people">{words.howMany}</label>
          <div className="online-booking__party-row">
            <select id="booking-people" name="people" defaultValue={String(view.people)}>
              {view.peopleChoices.map((count) => (
                <option key={count} value={count}>
                  {words.people(count)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {words.showTimes}
            </button>
          </div>
        </Form>
      ) : null}

      <Form method="post" className="form booking-form" aria-label={words.book(view.serviceName)} noValidate>
        {titled ? <h2>{words.book(view.serviceName)}</h2> : null}
        <p>{words.summary(length, where, view.people, view.cutoffHours)}</p>
        <PlaceDescription view={view} />
        {view.payment ? (
          <p className="booking-form__payment">
            {view.payment.kind === "deposit" ? words.deposit(view.payment.amount, Boolean(view.payment.instead)) : words.full(view.payment.amount)}{" "}
            {words.payNext(HOLD_LIMITS.minutes)}
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
          legend={words.chooseTime}
          days={view.days}
          selected={values.slot}
          error={errors.slot}
          nearest={result?.nearest}
          earlierHref={href(view.earlier)}
          laterHref={href(view.later)}
          showVisitorTime={view.location === "online"}
        />

        <fieldset>
          <legend>{words.details}</legend>
          <RequiredFieldsNote />
          <TextField {...field("name")} label={words.name} autoComplete="name" required />
          <TextField {...field("email")} label={words.email} type="email" autoComplete="email" required hint={words.emailHint} />
          {view.location === "call" ? (
            <TextField {...field("phone")} label={words.callPhone} type="tel" autoComplete="tel" required hint={words.callPhoneHint} />
          ) : (
            <TextField {...field("phone")} label={words.phone} type="tel" autoComplete="tel" hint={words.phoneHint} />
          )}
          {view.mode === "couple" ? <TextField {...field("partnerName")} label={words.partnerName} autoComplete="off" required /> : null}
          {view.mode === "group" ? (
            <TextareaField {...field("guestNames")} label={words.guests} rows={Math.max(2, view.people - 1)} required hint={words.guestsHint(view.people - 1)} />
          ) : null}
          {view.location === "home" ? <AddressFields field={field} errors={errors} view={view} /> : null}
          <TextareaField {...field("notes")} label={words.notes} rows={3} maxLength={2000} hint={words.notesHint} />
          {view.payment ? (
            <TextField
              {...field("voucher")}
              label={words.voucher}
              autoComplete="off"
              hint={words.voucherHint(view.payment.instead ? "now" : view.payment.kind === "deposit" ? "deposit" : "price")}
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
            <AcceptTermsText />
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
          label={locale === "nl" ? EARLY_START_CONSENT_LABEL_NL : EARLY_START_CONSENT_LABEL}
          hint={words.earlyStartHint(WITHDRAWAL_DAYS)}
        />
        <p className="field__hint">
          {words.privacyBefore} <Link to={localPath("/legal/privacy-policy")}>{words.privacy}</Link>.
        </p>
        <div>
          <Button
            type="submit"
            size="lg"
            text={view.payment?.instead ? words.bookAndPay : view.payment ? words.bookAndPayAmount(view.payment.amount) : words.bookThisTime}
            loading={sending}
            progressText={words.booking}
          />
        </div>
      </Form>
    </div>
  );
}

/** Where a session out in town starts, or which postcodes a home visit can be booked for. */
function PlaceDescription({ view }: { view: OnlineBookingView }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  if (view.meetingPoint) {
    return (
      <div className="booking-form__place">
        <p>
          <strong>{words.meetingPoint}</strong> <span {...langOf(view.meetingPoint, "name")}>{view.meetingPoint.name}</span>
        </p>
        {/* In the page's language; left in English on a Dutch page when the studio has not written its Dutch, and marked so. */}
        {view.meetingPoint.directions ? <p {...langOf(view.meetingPoint, "directions")}>{view.meetingPoint.directions}</p> : null}
      </div>
    );
  }
  if (view.location === "home") {
    return (
      <p className="booking-form__place">
        {words.homeArea(view.travelArea || words.agreedByEmail)} <a href={localPath(askHref(view))}>{words.writeToUs}</a> {words.homeAreaAfter}
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
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <fieldset className="booking-form__address">
      <legend>{words.whereWeCome}</legend>
      <TextField {...field("street")} label={words.street} autoComplete="street-address" required />
      <TextField {...field("postcode")} label={words.postcode} autoComplete="postal-code" required hint={words.postcodeHint(view.travelArea || words.agreedByEmail)} />
      {/* A postcode the studio does not travel to, not one typed wrong ("Enter …", "Vul …"): a link to ask. */}
      {errors.postcode && !/^(Enter|Vul) /.test(errors.postcode) ? (
        <p className="field__hint">
          <a href={localPath(askHref(view))}>{words.askVisit}</a>
        </p>
      ) : null}
      <TextField {...field("town")} label={words.town} autoComplete="address-level2" required />
    </fieldset>
  );
}
