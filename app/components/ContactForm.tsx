import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { Button } from "~/components/Button";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import { ContactMessageForm, fieldErrors } from "~/schemas/contact-message";

type ContactResult =
  | { status: "sent"; name: string; id: string }
  | { status: string; values: Record<string, string>; errors: Record<string, string>; message: string };

type FieldName = "name" | "email" | "whatsapp" | "message";

/**
 * The contact form. Without JavaScript it posts and the page comes back with the messages next
 * to the fields (status 400) or the thank-you dialog. With JavaScript the same schema checks
 * the fields before sending, and the server's answer arrives without a reload.
 */
export function ContactForm({ initialMessage, submissionId }: { initialMessage?: string; submissionId: string }) {
  const result = useActionData<ContactResult>();
  const navigation = useNavigation();
  const location = useLocation();
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const sent = result?.status === "sent";
  const serverErrors = result && "errors" in result ? result.errors : {};
  const values = result && "values" in result ? result.values : {};
  // The browser's check of this attempt wins; a server answer arrives only after a clean one.
  const errors: Partial<Record<FieldName, string>> = clientErrors ?? serverErrors;
  const message = clientErrors
    ? "Some details need another look: see the messages next to the fields."
    : result && "message" in result
      ? result.message
      : undefined;
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");

  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [result, sent]);

  function validateBeforeSending(event: FormEvent<HTMLFormElement>) {
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = v.safeParse(ContactMessageForm, form);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.issues);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <>
      {/* Keyed by the submission, so the next message's thanks opens again after this one was closed. */}
      {result && "id" in result ? <ThanksDialog key={result.id} name={result.name} /> : null}
      <Form
        ref={formRef}
        method="post"
        action="/contact"
        className="form"
        aria-labelledby="contact-form-title"
        noValidate
        onSubmit={validateBeforeSending}
      >
        {message ? (
          <p className="form-status form-status--error" role="alert">
            {message}
          </p>
        ) : null}
        <HoneypotField />
        <SubmissionIdField issued={submissionId} sent={values.submissionId} />
        <input type="hidden" name="page" value={location.pathname + location.search} />
        <TextInput name="name" label="Name" required autoComplete="name" value={values.name} error={errors.name} />
        <TextInput
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          error={errors.email}
          hint="We only use it to answer you."
        />
        <TextInput
          name="whatsapp"
          label="WhatsApp number (optional)"
          type="tel"
          autoComplete="tel"
          value={values.whatsapp}
          error={errors.whatsapp}
          hint="In international format, such as +31 6 1234 5678, if you would like us to reply on WhatsApp."
        />
        <div className={`field${errors.message ? " field--invalid" : ""}`}>
          <label htmlFor="contact-message">
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={7}
            required
            maxLength={5000}
            defaultValue={values.message ?? initialMessage}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "contact-message-error contact-message-hint" : "contact-message-hint"}
          />
          <p id="contact-message-hint" className="field__hint">
            Tell us what you would like to know, in 10 to 5,000 characters. If it is about a session, a preferred date helps.
          </p>
          {errors.message ? (
            <p id="contact-message-error" className="field__error">
              {errors.message}
            </p>
          ) : null}
        </div>
        <p className="field__hint">
          We keep your message for 12 months and then delete it; see our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
        <div>
          <Button type="submit" text="Send message" loading={Boolean(sending)} progressText="Sending..." />
        </div>
      </Form>
    </>
  );
}

function TextInput(props: {
  name: FieldName;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  value?: string;
  error?: string;
  hint?: string;
}) {
  const id = `contact-${props.name}`;
  const describedBy = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={`field${props.error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>
        {props.label} {props.required ? <span aria-hidden="true">*</span> : null}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The spec's dialog: "Thanks for reaching out!", rendered by the server when JavaScript is off. */
function ThanksDialog({ name }: { name: string }) {
  const [open, setOpen] = useState(true);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="thanks-title" aria-describedby="thanks-message" className="dialog">
        <h2 id="thanks-title">Thanks for reaching out!</h2>
        <p id="thanks-message">
          {name ? `${name}, your` : "Your"} message is with us. We reply within two working days, usually sooner.
        </p>
        <Link
          ref={closeRef}
          to="/contact"
          className="button button--primary"
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          Close
        </Link>
      </div>
    </div>
  );
}
