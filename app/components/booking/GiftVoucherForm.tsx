import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { fieldPropsFor, RadioChoice, RequiredMark, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import { formatCents } from "~/platform/money";
import type { GiftPrice } from "~/schemas/gift-order";

type FieldName = "amount" | "customEuros" | "buyerName" | "buyerEmail" | "recipientName" | "recipientEmail" | "message" | "delivery" | "postalAddress" | "terms";

/** The fields in the order the form shows them, which is the order of the error summary. */
const FIELD_ORDER: readonly FieldName[] = ["amount", "customEuros", "buyerName", "buyerEmail", "recipientName", "recipientEmail", "message", "delivery", "postalAddress", "terms"];

export type GiftShop = { prices: GiftPrice[]; range: { minEuros: number; maxEuros: number } };

const DELIVERIES = [
  { value: "email-buyer", label: "Email it to me, to print or forward myself" },
  { value: "email-recipient", label: "Email it to the recipient as soon as it is paid" },
  { value: "print", label: "A printed card in a linen envelope, posted within two working days" },
] as const;

type GiftOrderAnswer = { values: Record<string, string>; errors: Record<string, string>; message: string };

/** The voucher form's error summary, for the top of its page. */
export function GiftVoucherErrorSummary({ shop, result }: { shop: GiftShop; result?: GiftOrderAnswer }) {
  if (!result) return null;
  // A group of radio buttons is reached by its first.
  const target = (name: FieldName) => {
    if (name === "amount") return shop.prices[0] ? `gift-amount-${shop.prices[0].id}` : "gift-amount-custom";
    if (name === "delivery") return `gift-delivery-${DELIVERIES[0].value}`;
    return `gift-${name}`;
  };
  return <ErrorSummary items={errorSummaryItems(result.errors, FIELD_ORDER, target)} message={result.message} answer={result} />;
}

/**
 * Buying a gift voucher: its value (a session's price, or an amount), who it is from and for, a
 * message and how it arrives; then paid in full at the payment provider's page. One plain POST
 * form that works without JavaScript.
 */
export function GiftVoucherForm({ shop, result }: { shop: GiftShop; result?: GiftOrderAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const field = fieldPropsFor<FieldName>("gift", values, errors);
  const amount = values.amount ?? (shop.prices[0] ? `service:${shop.prices[0].id}` : "custom");
  const delivery = values.delivery ?? DELIVERIES[0].value;

  return (
    <Form method="post" className="form booking-form" aria-labelledby="gift-form-title" noValidate>
      <h2 id="gift-form-title">Buy a gift voucher</h2>
      <p>Paid in full now, on our payment provider&rsquo;s secure page (iDEAL | Wero, card or Bancontact). Valid for 2 years.</p>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="flow" value="voucher" />

      <fieldset aria-describedby={errors.amount ? "gift-amount-error" : undefined}>
        <legend>
          1. Its value <RequiredMark />
        </legend>
        <ul className="choice-list">
          {shop.prices.map((price) => (
            <RadioChoice key={price.id} id={`gift-amount-${price.id}`} name="amount" value={`service:${price.id}`} checked={amount === `service:${price.id}`} required>
              <label htmlFor={`gift-amount-${price.id}`}>
                {`${price.name}: ${formatCents(price.cents)}`}
              </label>
            </RadioChoice>
          ))}
          <RadioChoice id="gift-amount-custom" name="amount" value="custom" checked={amount === "custom"} required>
            <label htmlFor="gift-amount-custom">An amount of my choice</label>
          </RadioChoice>
        </ul>
        {errors.amount ? (
          <p id="gift-amount-error" className="field__error">
            {errors.amount}
          </p>
        ) : null}
        <TextField
          {...field("customEuros")}
          label={`The amount in euros (${formatCents(shop.range.minEuros * 100)} to ${formatCents(shop.range.maxEuros * 100)})`}
          hint="Only for an amount of your choice: whole euros."
        />
      </fieldset>

      <fieldset>
        <legend>2. From and for</legend>
        <TextField {...field("buyerName")} label="Your name" autoComplete="name" required />
        <TextField {...field("buyerEmail")} label="Your email" type="email" autoComplete="email" required hint="Your receipt goes here, and the voucher unless it goes to the recipient." />
        <TextField {...field("recipientName")} label="Recipient's name" autoComplete="off" required />
        <TextField {...field("recipientEmail")} label="Recipient's email (optional)" type="email" autoComplete="off" hint="Needed only if we should email the voucher to them." />
        <TextareaField {...field("message")} label="Your message (optional)" rows={4} maxLength={500} hint="Printed on the voucher, up to 500 characters." />
      </fieldset>

      <fieldset aria-describedby={errors.delivery ? "gift-delivery-error" : undefined}>
        <legend>
          3. How it arrives <RequiredMark />
        </legend>
        <ul className="choice-list">
          {DELIVERIES.map((choice) => (
            <RadioChoice key={choice.value} id={`gift-delivery-${choice.value}`} name="delivery" value={choice.value} checked={delivery === choice.value} required>
              <label htmlFor={`gift-delivery-${choice.value}`}>{choice.label}</label>
            </RadioChoice>
          ))}
        </ul>
        {errors.delivery ? (
          <p id="gift-delivery-error" className="field__error">
            {errors.delivery}
          </p>
        ) : null}
        <TextareaField {...field("postalAddress")} label="Postal address for the card" rows={3} maxLength={300} hint="Only for a printed card: yours, or the recipient's." />
      </fieldset>

      <div className={`field field--checkbox${errors.terms ? " field--invalid" : ""}`}>
        <input type="checkbox" id="gift-terms" name="terms" value="yes" defaultChecked={values.terms === "yes"} required aria-describedby={errors.terms ? "gift-terms-error" : undefined} />
        <label htmlFor="gift-terms">
          I accept the <Link to="/legal/terms-and-conditions">terms and conditions</Link> and the <Link to="/legal/refund-policy">refund policy</Link>. <RequiredMark />
        </label>
        {errors.terms ? (
          <p id="gift-terms-error" className="field__error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" size="lg" text="Continue to payment" loading={sending} progressText="Sending..." />
      </div>
    </Form>
  );
}
