import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { CheckboxField, fieldPropsFor, RequiredMark, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import type { AnalysisOrderView } from "~/analysis/order.server";
import { ANALYSIS_PHOTOS } from "~/schemas/analysis-order";

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

  return (
    <Form method="post" className="form booking-form" aria-labelledby="analysis-form-title" noValidate>
      <h2 id="analysis-form-title">Order your digital analysis</h2>
      <ol className="analysis-steps">
        <li>
          You pay {view.price} now, in full, on our payment provider&rsquo;s secure page (iDEAL | Wero, card or Bancontact), or with a gift voucher.
        </li>
        <li>
          We email you a private link. Through it you send six photos taken as our <Link to="/color-analysis#ca-photos">photo guide</Link> describes (at least{" "}
          {ANALYSIS_PHOTOS.min}, at most {ANALYSIS_PHOTOS.max}), straight from your phone or camera.
        </li>
        <li>
          An analyst works on them and a second analyst reviews the result. Your written report and digital palette are ready within five working days of your
          photos, and your fabric swatch wallet follows by tracked mail.
        </li>
      </ol>
      <p>Until we start working on your photos you can cancel on your order&rsquo;s page for a full refund; once we have started, it cannot be refunded.</p>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="flow" value="analysis" />
      <fieldset>
        <legend>Your details</legend>
        <TextField {...field("name")} label="Your name" autoComplete="name" required />
        <TextField {...field("email")} label="Your email" type="email" autoComplete="email" required hint="Your private link, receipt and report go here." />
        <TextareaField {...field("postalAddress")} label="Postal address for your swatch wallet" rows={3} maxLength={300} required hint="Street and number, postcode, town and country." />
        <TextField {...field("voucher")} label="Gift voucher code (optional)" autoComplete="off" hint="The 12 letters and numbers on your voucher: it pays the price, or part of it." />
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
          I accept the <Link to="/legal/terms-and-conditions">terms and conditions</Link> and the <Link to="/legal/refund-policy">refund policy</Link>. <RequiredMark />
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
        label="I ask you to start on my analysis as soon as I send my photos, within my 14-day withdrawal period. I understand that I can cancel for a full refund until you start, and that my right of withdrawal ends once my report is delivered."
      />
      <div>
        <Button type="submit" size="lg" text={`Order and pay ${view.price}`} loading={sending} progressText="Sending..." />
      </div>
    </Form>
  );
}
