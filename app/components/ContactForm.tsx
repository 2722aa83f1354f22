import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { fieldPropsFor, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import type { ContactActionData } from "~/forms/contact-action.server";
import { ContactMessageForm } from "~/schemas/contact-message";
import { issuesToErrors } from "~/schemas/fields";
import { CONTACT_RETENTION, contactFormRetentionWords } from "~/data/retention";
import { defineWords, useLocale, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    name: "Name",
    email: "Email",
    emailHint: "We only use it to answer you.",
    whatsapp: "WhatsApp number (optional)",
    whatsappHint: "In international format, such as +31 6 1234 5678, if you would like us to reply on WhatsApp.",
    message: "Message",
    messageHint: "Tell us what you would like to know, in 10 to 5,000 characters. If it is about a session, a preferred date helps.",
    retention: contactFormRetentionWords,
    seeOur: "; see our ",
    privacyPolicy: "privacy policy",
    send: "Send message",
    sending: "Sending...",
    thanksTitle: "Thanks for reaching out!",
    thanksText: (name: string) => `${name ? `${name}, your` : "Your"} message is with us. We reply within two working days, usually sooner.`,
    close: "Close",
  },
  nl: {
    name: "Naam",
    email: "E-mail",
    emailHint: "We gebruiken je e-mailadres alleen om je te antwoorden.",
    whatsapp: "WhatsApp-nummer (optioneel)",
    whatsappHint: "In internationale notatie, zoals +31 6 1234 5678, als je liever via WhatsApp antwoord krijgt.",
    message: "Bericht",
    messageHint: "Vertel ons wat je wilt weten, in 10 tot 5.000 tekens. Gaat het om een sessie, noem dan gerust een datum die je goed uitkomt.",
    retention: () =>
      `We bewaren je bericht tot ${CONTACT_RETENTION.months === 1 ? "1 maand" : `${CONTACT_RETENTION.months} maanden`} na ons laatste antwoord en verwijderen het daarna`,
    seeOur: "; lees meer in ons ",
    privacyPolicy: "privacybeleid",
    send: "Verstuur bericht",
    sending: "Bezig met versturen...",
    thanksTitle: "Bedankt voor je bericht!",
    thanksText: (name: string) => `${name ? `${name}, we` : "We"} hebben je bericht ontvangen. We antwoorden binnen twee werkdagen, meestal sneller.`,
    close: "Sluiten",
  },
});

type FieldName = "name" | "email" | "whatsapp" | "message";
const FIELDS: readonly FieldName[] = ["name", "email", "whatsapp", "message"];

/** What the browser's own check of the form found, by field; null when it found nothing. */
export type ContactClientErrors = Partial<Record<string, string>> | null;

/** The messages the form shows: the browser's check of this attempt wins; a server answer arrives only after a clean one. */
function shownErrors(result: ContactActionData | undefined, clientErrors: ContactClientErrors): Partial<Record<string, string>> {
  return clientErrors ?? (result && "errors" in result ? result.errors : {});
}

/** The contact form's error summary, for the top of its page: the server's answer's problems, or the browser's. */
export function ContactErrorSummary({ clientErrors }: { clientErrors: ContactClientErrors }) {
  const result = useActionData<ContactActionData>();
  const message = !clientErrors && result && "message" in result ? result.message : undefined;
  return <ErrorSummary items={errorSummaryItems(shownErrors(result, clientErrors), FIELDS, (name) => `contact-${name}`)} message={message} answer={clientErrors ?? result} />;
}

/**
 * The contact form. Without JavaScript it posts and the page comes back with the error summary
 * (ContactErrorSummary, at the top of the page) and the messages next to the fields (status 400),
 * or the thank-you dialog. With JavaScript the same schema checks the fields before sending
 * (`onChecked` hands the page what it found, for the summary), and the server's answer arrives
 * without a reload.
 */
export function ContactForm({
  initialMessage,
  clientErrors,
  onChecked,
}: {
  initialMessage?: string;
  clientErrors: ContactClientErrors;
  onChecked: (errors: ContactClientErrors) => void;
}) {
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const words = useWords(WORDS);
  const locale = useLocale();
  const localPath = useLocalPath();
  // The form posts to the page's own address, whose action answers in its language.
  const contactPath = localPath("/contact");

  const sent = result?.status === "sent";
  const values = result && "values" in result ? result.values : {};
  const errors: Partial<Record<FieldName, string>> = shownErrors(result, clientErrors);
  const field = fieldPropsFor<FieldName>("contact", values, errors);
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(contactPath);

  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [result, sent]);

  function validateBeforeSending(event: FormEvent<HTMLFormElement>) {
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = v.safeParse(ContactMessageForm, form, { lang: locale });
    if (parsed.success) {
      onChecked(null);
      return;
    }
    event.preventDefault();
    onChecked(issuesToErrors(parsed.issues));
  }

  return (
    <>
      {/* Keyed by the submission, so the next message's thanks opens again after this one was closed. */}
      {result && "id" in result ? <ThanksDialog key={result.id} name={result.name} /> : null}
      <Form
        ref={formRef}
        method="post"
        action={contactPath}
        className="form"
        aria-labelledby="contact-form-title"
        noValidate
        onSubmit={validateBeforeSending}
      >
        <HoneypotField />
        <SubmissionIdField sent={values.submissionId} />
        <input type="hidden" name="page" value={location.pathname + location.search} />
        <TextField {...field("name")} label={words.name} required autoComplete="name" />
        <TextField {...field("email")} label={words.email} type="email" required autoComplete="email" hint={words.emailHint} />
        <TextField {...field("whatsapp")} label={words.whatsapp} type="tel" autoComplete="tel" hint={words.whatsappHint} />
        <TextareaField
          {...field("message")}
          value={values.message ?? initialMessage}
          label={words.message}
          rows={7}
          required
          maxLength={5000}
          hint={words.messageHint}
        />
        <p className="field__hint">
          {words.retention()}
          {words.seeOur}
          <Link to={localPath("/legal/privacy-policy")}>{words.privacyPolicy}</Link>.
        </p>
        <div>
          <Button type="submit" text={words.send} loading={Boolean(sending)} progressText={words.sending} />
        </div>
      </Form>
    </>
  );
}

/** The thank-you dialog ("Thanks for reaching out!"), rendered by the server when JavaScript is off. */
function ThanksDialog({ name }: { name: string }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const [open, setOpen] = useState(true);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="thanks-title" aria-describedby="thanks-message" className="dialog">
        <h2 id="thanks-title">{words.thanksTitle}</h2>
        <p id="thanks-message">{words.thanksText(name)}</p>
        <Link
          ref={closeRef}
          to={localPath("/contact")}
          className="button button--primary"
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          {words.close}
        </Link>
      </div>
    </div>
  );
}
