import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { BOOKING_MODES, bookingModes, type BookingModeId } from "~/data/booking-modes";

/** Who a booking request is for: one of the three modes, or the visitor alone (`/service-booking`). */
export type BookingKind = BookingModeId | "self";

/** The names the form posts; the booking action of the interactions issue reads these. */
export type BookingFieldName =
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

type Props = {
  kind: BookingKind;
  services: readonly BookingFormService[];
  selectedServiceId: string | null;
  /** The earliest date a session can be asked for (YYYY-MM-DD). */
  minDate: string;
  /** The id this request will be stored under (see SubmissionIdField). */
  submissionId: string;
  /** Where the form posts; the current page when left out. */
  action?: string;
  /** What the visitor typed, when the form comes back with errors. */
  values?: Partial<Record<BookingFieldName | "submissionId", string>>;
  /** One message per field that needs correcting. */
  errors?: Partial<Record<BookingFieldName, string>>;
  /** A message about the whole form (errors to correct, try again later). */
  message?: string;
};

const VOUCHER_FORMATS = [
  { value: "email", label: "Email voucher, sent to you as soon as your order is confirmed" },
  { value: "printed", label: "Printed card in a linen envelope, posted within two working days" },
] as const;

const SUBMIT_LABELS: Record<BookingKind, string> = {
  self: "Send booking request",
  gift: "Request gift voucher",
  couple: "Send booking request for two",
  group: "Send group booking request",
};

/**
 * The booking request form, adapted to its mode. A plain POST form: it works without
 * JavaScript, and every field has a visible label, with hints and errors tied to it.
 */
export function BookingForm({ kind, services, selectedServiceId, minDate, submissionId, action, values = {}, errors = {}, message }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const field = (name: BookingFieldName) => ({ name, value: values[name], error: errors[name] });
  const selected = values.service ?? selectedServiceId;
  const mode = kind === "self" ? null : BOOKING_MODES[kind];

  return (
    <Form method="post" action={action} className="form booking-form" aria-labelledby="booking-form-title" noValidate>
      <h2 id="booking-form-title">{kind === "gift" ? "Your gift request" : "Your booking request"}</h2>
      {message ? (
        <p className="form-status form-status--error" role="alert">
          {message}
        </p>
      ) : null}
      <HoneypotField />
      <SubmissionIdField issued={submissionId} sent={values.submissionId} />
      <input type="hidden" name="page" value={location.pathname} />
      <p className="field__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <input type="hidden" name="mode" value={kind} />

      <fieldset aria-describedby={errors.service ? "booking-service-error" : undefined}>
        <legend>
          Which analysis? <Required />
        </legend>
        <ul className="choice-list">
          {services.map((service) => (
            <li key={service.serviceUUID} className="choice booking-choice">
              <input
                type="radio"
                id={`booking-service-${service.serviceUUID}`}
                name="service"
                value={service.serviceUUID}
                defaultChecked={service.serviceUUID === selected}
                required
              />
              <label htmlFor={`booking-service-${service.serviceUUID}`} className="booking-choice__body">
                <span className="booking-choice__name">{service.name}</span>
                <span className="booking-choice__facts">
                  {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                  {mode && mode.maxPeople > 1 ? " per person" : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.service ? (
          <p id="booking-service-error" className="field__error">
            {errors.service}
          </p>
        ) : null}
      </fieldset>

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

      {kind === "gift" ? (
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
          <TextAreaField
            {...field("message")}
            label="Your message for the voucher (optional)"
            rows={4}
            maxLength={1000}
            hint="Written on the voucher, up to 1,000 characters."
          />
        </fieldset>
      ) : null}

      {kind === "gift" ? (
        <fieldset>
          <legend>
            How should the voucher arrive? <Required />
          </legend>
          <ul className="choice-list">
            {VOUCHER_FORMATS.map((format) => (
              <li key={format.value} className="choice">
                <input
                  type="radio"
                  id={`booking-voucherFormat-${format.value}`}
                  name="voucherFormat"
                  value={format.value}
                  defaultChecked={(values.voucherFormat ?? VOUCHER_FORMATS[0].value) === format.value}
                  required
                />
                <label htmlFor={`booking-voucherFormat-${format.value}`}>{format.label}</label>
              </li>
            ))}
          </ul>
          {errors.voucherFormat ? <p className="field__error">{errors.voucherFormat}</p> : null}
          <TextAreaField
            {...field("postalAddress")}
            label="Postal address for a printed card (optional)"
            rows={3}
            maxLength={300}
            hint="Only needed for a printed card: yours, or the recipient's if we should post it to them."
          />
        </fieldset>
      ) : null}

      {kind === "couple" ? (
        <fieldset>
          <legend>About your partner</legend>
          <TextField {...field("partnerName")} label="Your partner's name" autoComplete="off" required />
        </fieldset>
      ) : null}

      {kind === "group" && mode ? (
        <fieldset>
          <legend>About your group</legend>
          <SelectField
            {...field("groupSize")}
            label="Number of people, including you"
            required
            options={Array.from({ length: mode.maxPeople - mode.minPeople + 1 }, (_, index) => String(mode.minPeople + index))}
            hint={`Between ${mode.minPeople} and ${mode.maxPeople} people.`}
          />
          <TextAreaField
            {...field("participantNames")}
            label="Everyone's names"
            rows={6}
            required
            hint="One name per line, including your own."
          />
        </fieldset>
      ) : null}

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
        <TextAreaField
          {...field("availability")}
          label="Times that suit you (optional)"
          rows={3}
          maxLength={500}
          hint="For example: weekday mornings, or not in August. Studio sessions start between 09:30 and 13:00 for the best daylight."
        />
      </fieldset>

      <TextAreaField {...field("notes")} label="Anything else we should know? (optional)" rows={4} maxLength={2000} />

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

/** Links to the other ways of booking, the current one marked. */
export function BookingModeNav({ current }: { current?: BookingModeId }) {
  return (
    <nav aria-label="Ways to book" className="booking-modes">
      <ul>
        {bookingModes().map((mode) => (
          <li key={mode.id}>
            {mode.id === current ? (
              <span className="booking-modes__current" aria-current="page">
                {mode.label}
              </span>
            ) : (
              <Link to={mode.path}>{mode.label}</Link>
            )}
          </li>
        ))}
        <li>
          <Link to="/service-booking">Just for me</Link>
        </li>
      </ul>
    </nav>
  );
}

/** The visible mark of a required field; assistive technology hears the `required` attribute instead. */
function Required() {
  return <span aria-hidden="true">*</span>;
}

type FieldProps = {
  name: BookingFieldName;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  required?: boolean;
};

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldShell({ id, label, hint, error, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {" "}
            <Required />
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField(
  props: FieldProps & { type?: "text" | "email" | "tel" | "date"; autoComplete?: string; min?: string },
) {
  const id = `booking-${props.name}`;
  return (
    <FieldShell {...props} id={id}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        min={props.min}
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
      />
    </FieldShell>
  );
}

function TextAreaField(props: FieldProps & { rows: number; maxLength?: number }) {
  const id = `booking-${props.name}`;
  return (
    <FieldShell {...props} id={id}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows}
        maxLength={props.maxLength}
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
      />
    </FieldShell>
  );
}

function SelectField(props: FieldProps & { options: string[] }) {
  const id = `booking-${props.name}`;
  return (
    <FieldShell {...props} id={id}>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value ?? props.options[0]}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type BookingModeViewProps = {
  modeId: BookingModeId;
  services: ReadonlyArray<BookingFormService & { summary: string; path: string }>;
  selectedServiceId: string | null;
  minDate: string;
  submissionId: string;
  /** The booking action's answer, once the form has been sent. */
  result?: BookingResult;
};

/** What the booking action answers (app/forms/booking-action.server.ts). */
export type BookingResult =
  | { status: "sent"; confirmation: BookingConfirmationData }
  | { status: string; values: Record<string, string>; errors: Record<string, string>; message?: string };

export type BookingConfirmationData = {
  kind: BookingKind;
  serviceName: string;
  name: string;
  email: string;
  dates: string[];
  people: string[];
  recipient?: { name: string; email: string; voucherFormat: "email" | "printed" };
};

/** The confirmation a visitor sees once the request is stored: what they asked for. */
export function BookingConfirmation({ confirmation }: { confirmation: BookingConfirmationData }) {
  const c = confirmation;
  return (
    <section className="form-status booking-confirmation" role="status" aria-labelledby="booking-confirmation-title">
      <h2 id="booking-confirmation-title">Thank you{c.name ? `, ${c.name}` : ""}: your request is with us</h2>
      <p>
        We reply within two working days{c.email ? ` at ${c.email}` : ""} to confirm
        {c.kind === "gift" ? " the voucher" : " your date"}, with a secure link to pay. Nothing is charged until then.
      </p>
      {c.serviceName ? (
        <dl className="booking-confirmation__summary">
          <dt>Analysis</dt>
          <dd>{c.serviceName}</dd>
          {c.recipient ? (
            <>
              <dt>Gift for</dt>
              <dd>
                {c.recipient.name} ({c.recipient.email})
              </dd>
              <dt>Voucher</dt>
              <dd>{c.recipient.voucherFormat === "printed" ? "Printed card, posted" : "Email voucher"}</dd>
            </>
          ) : (
            <>
              <dt>{c.people.length > 1 ? "People" : "For"}</dt>
              <dd>{c.people.join(", ")}</dd>
            </>
          )}
          {c.dates.length ? (
            <>
              <dt>Preferred dates</dt>
              <dd>{c.dates.join(" or ")}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

/** The form, or the confirmation once the request is stored. */
export function BookingFormOrConfirmation(props: Omit<Props, "values" | "errors" | "message"> & { result?: BookingResult }) {
  const { result, ...formProps } = props;
  if (result && "confirmation" in result) return <BookingConfirmation confirmation={result.confirmation} />;
  return (
    <BookingForm
      {...formProps}
      values={result?.values}
      errors={result?.errors as Props["errors"]}
      message={result?.message}
    />
  );
}

/** A booking-mode page: its title and description, how it works, the services it applies to and the form. */
export function BookingModeView({ modeId, services, selectedServiceId, minDate, submissionId, result }: BookingModeViewProps) {
  const mode = BOOKING_MODES[modeId];
  return (
    <div className={`booking booking--${mode.id}`}>
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: "Book a colour analysis", path: "/service-booking" },
          { name: mode.title, path: mode.path },
        ]}
      />
      <PageHeader eyebrow="Booking" title={mode.title} lead={mode.description}>
        <BookingModeNav current={mode.id} />
      </PageHeader>

      <div className="container booking__layout">
        <div className="booking__info">
          <section aria-labelledby="booking-how">
            <h2 id="booking-how">How it works</h2>
            {mode.details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="booking-applies">
            <h2 id="booking-applies">The analyses you can book this way</h2>
            {services.length ? (
              <ul className="booking-services">
                {services.map((service) => (
                  <li key={service.serviceUUID}>
                    <h3 className="booking-services__name">
                      <Link to={service.path}>{service.name}</Link>
                    </h3>
                    <p>{service.summary}</p>
                    <p className="booking-services__facts">
                      {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                      {mode.maxPeople > 1 ? " per person" : ""}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              Not sure which to choose? <Link to="/color-analysis">Compare in-person, online and digital analysis</Link>
              .
            </p>
          </section>
        </div>

        <div className="booking__form">
          {services.length ? (
            <BookingFormOrConfirmation
              kind={mode.id}
              services={services}
              selectedServiceId={selectedServiceId}
              minDate={minDate}
              submissionId={submissionId}
              result={result}
            />
          ) : (
            <BookingPaused />
          )}
        </div>
      </div>
    </div>
  );
}

/** Shown instead of a form when no colour-analysis service is open for booking. */
export function BookingPaused() {
  return (
    <div className="form-status" role="status">
      <p>
        Our colour analysis sessions are not open for booking just now. <Link to="/contact">Contact us</Link> and we
        will let you know as soon as they are.
      </p>
    </div>
  );
}
