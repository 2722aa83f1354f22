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
import { RequiredFieldsNote } from "./RequiredFieldsNote";
import { langOf } from "~/site/localize";
import { useLocalPath, useWords } from "~/site/words";
import { BOOKING_FORM_WORDS } from "./booking-form-words";

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
  /** The fields shown in English on a Dutch page (`langOf`). */
  english?: readonly string[] | undefined;
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

/** The ways a gift voucher can arrive, the default first (their labels are the words' `formats`). */
const VOUCHER_FORMATS: ReadonlyArray<{ value: VoucherFormat }> = [{ value: "email" }, { value: "printed" }];

const WORDS = BOOKING_FORM_WORDS;

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
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  return (
    <Form method="post" action={action} className="form booking-form" aria-labelledby="booking-form-title" noValidate>
      <h2 id="booking-form-title">{kind === "gift" ? words.giftTitle : words.title}</h2>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="page" value={location.pathname} />
      <RequiredFieldsNote />
      <input type="hidden" name="mode" value={kind} />

      <ServiceChoice services={services} selected={values.service ?? selectedServiceId} perPerson={Boolean(mode && mode.maxPeople > 1)} error={errors.service} />

      <fieldset>
        <legend>{kind === "gift" ? words.aboutGiver : kind === "group" ? words.aboutOrganiser : words.aboutYou}</legend>
        <TextField {...field("name")} label={words.name} autoComplete="name" required />
        <TextField
          {...field("email")}
          label={words.email}
          type="email"
          autoComplete="email"
          required
          hint={kind === "gift" ? words.emailGiftHint : words.emailHint}
        />
        <TextField
          {...field("phone")}
          label={words.phone}
          type="tel"
          autoComplete="tel"
          hint={words.phoneHint}
        />
      </fieldset>

      {kind === "gift" ? <GiftFieldsets field={field} voucherFormat={values.voucherFormat} error={errors.voucherFormat} /> : null}
      {kind === "couple" ? (
        <fieldset>
          <legend>{words.aboutPartner}</legend>
          <TextField {...field("partnerName")} label={words.partnerName} autoComplete="off" required />
        </fieldset>
      ) : null}
      {kind === "group" && mode ? <GroupFieldset field={field} mode={mode} /> : null}

      <fieldset>
        <legend>{words.when}</legend>
        {kind === "gift" ? <p className="field__hint">{words.giftDatesHint}</p> : null}
        <TextField
          {...field("preferredDate1")}
          label={kind === "gift" ? words.dateOptional : words.date}
          type="date"
          min={minDate}
          required={kind !== "gift"}
        />
        <TextField {...field("preferredDate2")} label={words.secondDate} type="date" min={minDate} />
        <TextareaField
          {...field("availability")}
          label={words.times}
          rows={3}
          maxLength={500}
          hint={words.timesHint}
        />
      </fieldset>

      <TextareaField {...field("notes")} label={words.notes} rows={4} maxLength={2000} />

      <p className="field__hint">
        {words.requestNote(kind === "gift")}{" "}
        <Link to={localPath("/legal/privacy-policy")}>{words.privacy}</Link>.
      </p>
      <div>
        <Button type="submit" size="lg" text={words.submit[kind]} loading={sending} progressText={words.sending} />
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
  const words = useWords(WORDS);
  return (
    <fieldset aria-describedby={error ? "booking-service-error" : undefined}>
      <legend>
        {words.which} <RequiredMark />
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
              <span className="booking-choice__name" {...langOf(service, "name")}>
                {service.name}
              </span>
              <span className="booking-choice__facts">
                {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                {perPerson ? words.perPerson : ""}
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
  const words = useWords(WORDS);
  return (
    <>
      <fieldset>
        <legend>{words.aboutRecipient}</legend>
        <TextField {...field("recipientName")} label={words.recipientName} autoComplete="off" required />
        <TextField
          {...field("recipientEmail")}
          label={words.recipientEmail}
          type="email"
          autoComplete="off"
          required
          hint={words.recipientEmailHint}
        />
        <TextareaField
          {...field("message")}
          label={words.message}
          rows={4}
          maxLength={1000}
          hint={words.messageHint}
        />
      </fieldset>

      <fieldset aria-describedby={error ? "booking-voucherFormat-error" : undefined}>
        <legend>
          {words.arrive} <RequiredMark />
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
              <label htmlFor={`booking-voucherFormat-${format.value}`}>{words.formats[format.value]}</label>
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
          label={words.address}
          rows={3}
          maxLength={300}
          hint={words.addressHint}
        />
      </fieldset>
    </>
  );
}

/** A group's size, within the mode's limits, and everyone's names. */
function GroupFieldset({ field, mode }: { field: FieldPropsOf<BookingFieldName>; mode: BookingMode }) {
  const sizes = Array.from({ length: mode.maxPeople - mode.minPeople + 1 }, (_, index) => String(mode.minPeople + index));
  const words = useWords(WORDS);
  return (
    <fieldset>
      <legend>{words.aboutGroup}</legend>
      <SelectField
        {...field("groupSize")}
        label={words.groupSize}
        required
        options={sizes}
        hint={words.groupSizeHint(mode.minPeople, mode.maxPeople)}
      />
      <TextareaField {...field("participantNames")} label={words.participants} rows={6} required hint={words.participantsHint} />
    </fieldset>
  );
}
