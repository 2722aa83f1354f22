import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { CheckboxField, fieldPropsFor, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import type { AnalysisOrderView } from "~/analysis/order.server";
import { ANALYSIS_PHOTOS } from "~/schemas/analysis-order";
import { AcceptTermsText } from "~/components/booking/AcceptTermsText";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Order your digital analysis",
    pay: (price: string) => `You pay ${price} now, in full, on our payment provider\u2019s secure page (iDEAL | Wero, card or Bancontact), or with a gift voucher.`,
    linkBefore: "We email you a private link. Through it you send six photos taken as our",
    guide: "photo guide",
    linkAfter: (min: number, max: number) => `describes (at least ${min}, at most ${max}), straight from your phone or camera.`,
    work: "An analyst works on them and a second analyst reviews the result. Your written report and digital palette are ready within five working days of your photos, and your fabric swatch wallet follows by tracked mail.",
    cancel: "Until we start working on your photos you can cancel on your order\u2019s page for a full refund; once we have started, it cannot be refunded.",
    details: "Your details",
    name: "Your name",
    email: "Your email",
    emailHint: "Your private link, receipt and report go here.",
    address: "Postal address for your swatch wallet",
    addressHint: "Street and number, postcode, town and country.",
    voucher: "Gift voucher code (optional)",
    voucherHint: "The 12 letters and numbers on your voucher: it pays the price, or part of it.",
    earlyStart:
      "I ask you to start on my analysis as soon as I send my photos, within my 14-day withdrawal period. I understand that I can cancel for a full refund until you start, and that my right of withdrawal ends once my report is delivered.",
    submit: (price: string) => `Order and pay ${price}`,
    sending: "Sending...",
  },
  nl: {
    title: "Bestel je digitale kleuranalyse",
    pay: (price: string) => `Je betaalt nu het volledige bedrag van ${price}, op de beveiligde pagina van onze betaalprovider (iDEAL | Wero, creditcard of Bancontact), of met een cadeaubon.`,
    linkBefore: "We mailen je een persoonlijke link. Daarmee stuur je zes foto's, gemaakt zoals onze",
    guide: "fotogids",
    linkAfter: (min: number, max: number) => `beschrijft (minstens ${min}, hooguit ${max}), rechtstreeks vanaf je telefoon of camera.`,
    work: "Een analist gaat ermee aan de slag en een tweede analist controleert het resultaat. Je schriftelijke rapport en digitale kleurenpalet zijn binnen vijf werkdagen na je foto's klaar, en je stalenwaaier volgt per post, met track & trace.",
    cancel: "Zolang we nog niet met je foto's bezig zijn, kun je op de pagina van je bestelling annuleren en krijg je alles terug; zodra we zijn begonnen, is terugbetalen niet meer mogelijk.",
    details: "Je gegevens",
    name: "Je naam",
    email: "Je e-mailadres",
    emailHint: "Hierheen sturen we je persoonlijke link, je betaalbewijs en je rapport.",
    address: "Postadres voor je stalenwaaier",
    addressHint: "Straat en huisnummer, postcode, plaats en land.",
    voucher: "Code van je cadeaubon (optioneel)",
    voucherHint: "De 12 letters en cijfers op je cadeaubon: daarmee betaal je de prijs, of een deel ervan.",
    earlyStart:
      "Ik vraag erom dat jullie met mijn analyse beginnen zodra ik mijn foto's stuur, binnen mijn bedenktijd van 14 dagen. Ik begrijp dat ik tot dat moment kan annuleren en dan alles terugkrijg, en dat mijn herroepingsrecht vervalt zodra mijn rapport is geleverd.",
    submit: (price: string) => `Bestellen en ${price} betalen`,
    sending: "Bezig met versturen...",
  },
});

type FieldName = "name" | "email" | "postalAddress" | "voucher" | "terms" | "earlyStart";

/** The fields in the order the form shows them, which is the order of the error summary. */
const FIELD_ORDER: readonly FieldName[] = ["name", "email", "postalAddress", "voucher", "terms", "earlyStart"];

type OrderAnswer = { values: Record<string, string>; errors: Record<string, string>; message: string };

/** The order form's error summary, for the top of its page. */
export function AnalysisOrderErrorSummary({ result }: { result?: OrderAnswer }) {
  if (!result) return null;
  return <ErrorSummary items={errorSummaryItems(result.errors, FIELD_ORDER, (name) => `analysis-${name}`)} message={result.message} answer={result} />;
}

/**
 * Ordering the digital analysis: no time to choose. What happens after paying, then who orders, a
 * voucher code, the terms and the express request to start at once. One plain POST form that
 * works without JavaScript; paid in full at the payment provider's page.
 */
export function AnalysisOrderForm({ view, result }: { view: AnalysisOrderView; result?: OrderAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const values = result?.values ?? {};
  const field = fieldPropsFor<FieldName>("analysis", values, result?.errors ?? {});
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  return (
    <Form method="post" className="form booking-form" aria-labelledby="analysis-form-title" noValidate>
      <h2 id="analysis-form-title">{words.title}</h2>
      <ol className="analysis-steps">
        <li>{words.pay(view.price)}</li>
        <li>
          {words.linkBefore} <Link to={localPath("/color-analysis#ca-photos")}>{words.guide}</Link> {words.linkAfter(ANALYSIS_PHOTOS.min, ANALYSIS_PHOTOS.max)}
        </li>
        <li>{words.work}</li>
      </ol>
      <p>{words.cancel}</p>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="flow" value="analysis" />
      <fieldset>
        <legend>{words.details}</legend>
        <TextField {...field("name")} label={words.name} autoComplete="name" required />
        <TextField {...field("email")} label={words.email} type="email" autoComplete="email" required hint={words.emailHint} />
        <TextareaField {...field("postalAddress")} label={words.address} rows={3} maxLength={300} required hint={words.addressHint} />
        <TextField {...field("voucher")} label={words.voucher} autoComplete="off" hint={words.voucherHint} />
      </fieldset>
      <div className={`field field--checkbox${result?.errors.terms ? " field--invalid" : ""}`}>
        <input
          type="checkbox"
          id="analysis-terms"
          name="terms"
          value="yes"
          defaultChecked={values.terms === "yes"}
          required
          aria-describedby={result?.errors.terms ? "analysis-terms-error" : undefined}
        />
        <label htmlFor="analysis-terms">
          <AcceptTermsText />
        </label>
        {result?.errors.terms ? (
          <p id="analysis-terms-error" className="field__error">
            {result.errors.terms}
          </p>
        ) : null}
      </div>
      <CheckboxField
        {...field("earlyStart")}
        checked={Boolean(values.earlyStart)}
        required
        label={words.earlyStart}
      />
      <div>
        <Button type="submit" size="lg" text={words.submit(view.price)} loading={sending} progressText={words.sending} />
      </div>
    </Form>
  );
}
