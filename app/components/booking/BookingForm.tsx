import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import {
  fieldPropsFor,
  RadioChoice,
  RequiredMark,
  SelectField,
  TextareaField,
  TextField,
  type FieldPropsOf,
} from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import { BOOKING_MODES, type BookingMode } from "~/data/booking-modes";
import type { BookingActionData } from "~/booking/request-action.server";
import type { BookingKind, VoucherFormat } from "~/schemas/booking-request";
import { BookingConfirmation } from "./BookingConfirmation";

/** The names the form posts; the booking action (app/booking/request-action.server.ts) reads these. */
type BookingFieldName =
  | "mode"
  | "service"
  | "name"
  | "email"
  | "phone"
  | "recipientName"
  | "recipientEmail"
  | "message"
  | "voucherFormat"
  | "postalAddress"
  | "partnerName"
  | "groupSize"
  | "participantNames"
  | "preferredDate1"
  | "preferredDate2"
  | "availability"
  | "notes";

export type BookingFormService = {
  serviceUUID: string;
  name: string;
  formatLabel: string;
  durationLabel: string;
  priceLabel: string;
};

/** The fields in the order the form shows them, which is the order of the error summary. */
const FIELD_ORDER: readonly BookingFieldName[] = [
  "service",
  "name",
  "email",
  "phone",
  "recipientName",
  "recipientEmail",
  "message",
  "voucherFormat",
  "postalAddress",
  "partnerName",
  "groupSize",
  "participantNames",
  "preferredDate1",
  "preferredDate2",
  "availability",
  "notes",
];

type Values = Partial<Record<BookingFieldName | "submissionId", string>>;
type Errors = Partial<Record<BookingFieldName, string>>;

type Props = {
  kind: BookingKind;
  services: readonly BookingFormService[];
  selectedServiceId: string | null;
  /** The earliest date a session can be asked for (YYYY-MM-DD). */
  minDate: string;
  /** Where the form posts; the current page when left out. */
  action?: string;
  /** What the visitor typed, when the form comes back with errors. */
  values?: Values;
  /** One message per field that needs correcting. */
  errors?: Errors;
};

/** The ways a gift voucher can arrive, the default first. */
const VOUCHER_FORMATS: ReadonlyArray<{ value: VoucherFormat; label: string }> = [
  { value: "email", label: "Email voucher, sent to you as soon as your order is confirmed" },
  { value: "printed", label: "Printed card in a linen envelope, posted within two working days" },
];

const SUBMIT_LABELS: Record<BookingKind, string> = {
  self: "Send booking request",
  gift: "Request gift voucher",
  couple: "Send booking request for two",
  group: "Send group booking request",
};

/** The form, or the confirmation once the request is stored. */
export function BookingFormOrConfirmation(
  props: Omit<Props, "values" | "errors"> & { result?: BookingActionData },
) {
  const { result, ...formProps } = props;
  if (result && "confirmation" in result) return <BookingConfirmation confirmation={result.confirmation} />;
  return <BookingForm {...formProps} values={result?.values} errors={result?.errors} />;
}

/** The request form's error summary, for the top of its page. */
export function BookingRequestErrorSummary({ services, result }: { services: readonly BookingFormService[]; result?: BookingActionData }) {
  if (!result || "confirmation" in result) return null;
  // A group of radio buttons is reached by its first.
  const target = (name: BookingFieldName) => {
    if (name === "service") return services[0] ? `booking-service-${services[0].serviceUUID}` : undefined;
    if (name === "voucherFormat") return `booking-voucherFormat-${VOUCHER_FORMATS[0]!.value}`;
    return `booking-${name}`;
  };
  return <ErrorSummary items={errorSummaryItems(result.errors, FIELD_ORDER, target)} message={result.message} answer={result} />;
}

/**
 * The booking request form, adapted to its mode. A plain POST form: it works without
 * JavaScript, and every field has a visible label, with hints and errors tied to it.
 */
function BookingForm({ kind, services, selectedServiceId, minDate, action, values = {}, errors = {} }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const field = fieldPropsFor<BookingFieldName>("booking", values, errors);
  const mode = kind === "self" ? null : BOOKING_MODES[kind];

  return (
    <Form method="post" action={action} className="form booking-form" aria-labelledby="booking-form-title" noValidate>
      <h2 id="booking-form-title">{kind === "gift" ? "Your gift request" : "Your booking request"}</h2>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="page" value={location.pathname} />
      <p className="field__hint">
        Fields marked <RequiredMark />
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <input type="hidden" name="mode" value={kind} />

      <ServiceChoice services={services} selected={values.service ?? selectedServiceId} perPerson={Boolean(mode && mode.maxPeople > 1)} error={errors.service} />

      <fieldset>
        <legend>{kind === "gift" ? "About you, the giver" : kind === "group" ? "About you, the organiser" : "About you"}</legend>
        <TextField {...field("name")} label="Your name" autoComplete="name" required />
        <TextField
          {...field("email")}
          label="Your email"
          type="email"
          autoComplete="email"
          required
          hint={kind === "gift" ? "We send the voucher and our confirmation here." : "We confirm your date and price here."}
        />
        <TextField
          {...field("phone")}
          label="Your phone number (optional)"
          type="tel"
          autoComplete="tel"
          hint="Only if you would like us to call or message you on WhatsApp."
        />
      </fieldset>

      {kind === "gift" ? <GiftFieldsets field={field} voucherFormat={values.voucherFormat} error={errors.voucherFormat} /> : null}
      {kind === "couple" ? (
        <fieldset>
          <legend>About your partner</legend>
          <TextField {...field("partnerName")} label="Your partner's name" autoComplete="off" required />
        </fieldset>
      ) : null}
      {kind === "group" && mode ? <GroupFieldset field={field} mode={mode} /> : null}

      <fieldset>
        <legend>When would suit you?</legend>
        {kind === "gift" ? (
          <p className="field__hint">
            Only if you are planning the date for them. Otherwise leave these empty: the recipient chooses a date with
            us.
          </p>
        ) : null}
        <TextField
          {...field("preferredDate1")}
          label={kind === "gift" ? "Preferred date (optional)" : "Preferred date"}
          type="date"
          min={minDate}
          required={kind !== "gift"}
        />
        <TextField {...field("preferredDate2")} label="Second choice of date (optional)" type="date" min={minDate} />
        <TextareaField
          {...field("availability")}
          label="Times that suit you (optional)"
          rows={3}
          maxLength={500}
          hint="For example: weekday mornings, or not in August. Studio sessions start between 09:30 and 13:00 for the best daylight."
        />
      </fieldset>

      <TextareaField {...field("notes")} label="Anything else we should know? (optional)" rows={4} maxLength={2000} />

      <p className="field__hint">
        Sending this is a request: we reply by email to confirm {kind === "gift" ? "your voucher" : "your date"}, with a
        secure link to pay. We use your details only for this booking; see our{" "}
        <Link to="/legal/privacy-policy">privacy policy</Link>.
      </p>
      <div>
        <Button type="submit" size="lg" text={SUBMIT_LABELS[kind]} loading={sending} progressText="Sending your request..." />
      </div>
    </Form>
  );
}

/** The analyses this form books, as radio buttons; the error is tied to the whole group. */
function ServiceChoice({
  services,
  selected,
  perPerson,
  error,
}: {
  services: readonly BookingFormService[];
  selected: string | null;
  perPerson: boolean;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "booking-service-error" : undefined}>
      <legend>
        Which analysis? <RequiredMark />
      </legend>
      <ul className="choice-list">
        {services.map((service) => (
          <RadioChoice
            key={service.serviceUUID}
            className="choice booking-choice"
            id={`booking-service-${service.serviceUUID}`}
            name="service"
            value={service.serviceUUID}
            checked={service.serviceUUID === selected}
            required
          >
            <label htmlFor={`booking-service-${service.serviceUUID}`} className="booking-choice__body">
              <span className="booking-choice__name">{service.name}</span>
              <span className="booking-choice__facts">
                {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                {perPerson ? " per person" : ""}
              </span>
            </label>
          </RadioChoice>
        ))}
      </ul>
      {error ? (
        <p id="booking-service-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A gift's recipient, message and how the voucher arrives. */
function GiftFieldsets({ field, voucherFormat, error }: { field: FieldPropsOf<BookingFieldName>; voucherFormat?: string; error?: string }) {
  return (
    <>
      <fieldset>
        <legend>About the recipient</legend>
        <TextField {...field("recipientName")} label="Recipient's name" autoComplete="off" required />
        <TextField
          {...field("recipientEmail")}
          label="Recipient's email"
          type="email"
          autoComplete="off"
          required
          hint="We only use it to arrange their appointment; the surprise is yours to reveal."
        />
        <TextareaField
          {...field("message")}
          label="Your message for the voucher (optional)"
          rows={4}
          maxLength={1000}
          hint="Written on the voucher, up to 1,000 characters."
        />
      </fieldset>

      <fieldset aria-describedby={error ? "booking-voucherFormat-error" : undefined}>
        <legend>
          How should the voucher arrive? <RequiredMark />
        </legend>
        <ul className="choice-list">
          {VOUCHER_FORMATS.map((format) => (
            <RadioChoice
              key={format.value}
              id={`booking-voucherFormat-${format.value}`}
              name="voucherFormat"
              value={format.value}
              checked={(voucherFormat ?? VOUCHER_FORMATS[0]!.value) === format.value}
              required
            >
              <label htmlFor={`booking-voucherFormat-${format.value}`}>{format.label}</label>
            </RadioChoice>
          ))}
        </ul>
        {error ? (
          <p id="booking-voucherFormat-error" className="field__error">
            {error}
          </p>
        ) : null}
        <TextareaField
          {...field("postalAddress")}
          label="Postal address for a printed card (optional)"
          rows={3}
          maxLength={300}
          hint="Only needed for a printed card: yours, or the recipient's if we should post it to them."
        />
      </fieldset>
    </>
  );
}

/** A group's size, within the mode's limits, and everyone's names. */
function GroupFieldset({ field, mode }: { field: FieldPropsOf<BookingFieldName>; mode: BookingMode }) {
  const sizes = Array.from({ length: mode.maxPeople - mode.minPeople + 1 }, (_, index) => String(mode.minPeople + index));
  return (
    <fieldset>
      <legend>About your group</legend>
      <SelectField
        {...field("groupSize")}
        label="Number of people, including you"
        required
        options={sizes}
        hint={`Between ${mode.minPeople} and ${mode.maxPeople} people.`}
      />
      <TextareaField {...field("participantNames")} label="Everyone's names" rows={6} required hint="One name per line, including your own." />
    </fieldset>
  );
}
