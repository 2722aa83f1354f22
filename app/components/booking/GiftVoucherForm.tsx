import { Form, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { fieldPropsFor, RadioChoice, RequiredMark, TextareaField, TextField } from "~/components/forms";
import { HoneypotField } from "~/components/HoneypotField";
import { SubmissionIdField } from "~/components/SubmissionIdField";
import { formatCents } from "~/platform/money";
import type { GiftPrice } from "~/schemas/gift-order";
import { defineWords, useWords } from "~/site/words";
import { AcceptTermsText } from "./AcceptTermsText";

type FieldName = "amount" | "customEuros" | "buyerName" | "buyerEmail" | "recipientName" | "recipientEmail" | "message" | "delivery" | "postalAddress" | "terms";

/** The fields in the order the form shows them, which is the order of the error summary. */
const FIELD_ORDER: readonly FieldName[] = ["amount", "customEuros", "buyerName", "buyerEmail", "recipientName", "recipientEmail", "message", "delivery", "postalAddress", "terms"];

export type GiftShop = { prices: GiftPrice[]; range: { minEuros: number; maxEuros: number } };

/** How a voucher can arrive, the default first (their labels are the words' `deliveries`). */
const DELIVERIES = [{ value: "email-buyer" }, { value: "email-recipient" }, { value: "print" }] as const;
type Delivery = (typeof DELIVERIES)[number]["value"];

const WORDS = defineWords({
  en: {
    deliveries: {
      "email-buyer": "Email it to me, to print or forward myself",
      "email-recipient": "Email it to the recipient as soon as it is paid",
      print: "A printed card in a linen envelope, posted within two working days",
    } as Record<Delivery, string>,
    title: "Buy a gift voucher",
    paid: "Paid in full now, on our payment provider\u2019s secure page (iDEAL | Wero, card or Bancontact). Valid for 2 years.",
    value: "1. Its value",
    custom: "An amount of my choice",
    amount: (min: string, max: string) => `The amount in euros (${min} to ${max})`,
    amountHint: "Only for an amount of your choice: whole euros.",
    fromFor: "2. From and for",
    name: "Your name",
    email: "Your email",
    emailHint: "Your receipt goes here, and the voucher unless it goes to the recipient.",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's email (optional)",
    recipientEmailHint: "Needed only if we should email the voucher to them.",
    message: "Your message (optional)",
    messageHint: "Printed on the voucher, up to 500 characters.",
    arrives: "3. How it arrives",
    address: "Postal address for the card",
    addressHint: "Only for a printed card: yours, or the recipient's.",
    submit: "Continue to payment",
    sending: "Sending...",
  },
  nl: {
    deliveries: {
      "email-buyer": "Mail hem naar mij, dan print ik hem of stuur ik hem zelf door",
      "email-recipient": "Mail hem naar de ontvanger zodra hij is betaald",
      print: "Een gedrukte kaart in een linnen envelop, binnen twee werkdagen op de post",
    },
    title: "Koop een cadeaubon",
    paid: "Je betaalt nu het hele bedrag, op de beveiligde pagina van onze betaalprovider (iDEAL | Wero, creditcard of Bancontact). 2 jaar geldig.",
    value: "1. De waarde",
    custom: "Een bedrag naar keuze",
    amount: (min: string, max: string) => `Het bedrag in euro's (${min} tot ${max})`,
    amountHint: "Alleen voor een bedrag naar keuze: hele euro's.",
    fromFor: "2. Van en voor",
    name: "Je naam",
    email: "Je e-mailadres",
    emailHint: "Hier sturen we je betaalbewijs naartoe, en de cadeaubon, tenzij die naar de ontvanger gaat.",
    recipientName: "Naam van de ontvanger",
    recipientEmail: "E-mailadres van de ontvanger (optioneel)",
    recipientEmailHint: "Alleen nodig als we de cadeaubon rechtstreeks naar de ontvanger mailen.",
    message: "Je boodschap (optioneel)",
    messageHint: "Komt op de cadeaubon, hooguit 500 tekens.",
    arrives: "3. Hoe hij aankomt",
    address: "Postadres voor de kaart",
    addressHint: "Alleen voor een gedrukte kaart: jouw adres, of dat van de ontvanger.",
    submit: "Verder naar betalen",
    sending: "Bezig met versturen...",
  },
});

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
  const words = useWords(WORDS);

  return (
    <Form method="post" className="form booking-form" aria-labelledby="gift-form-title" noValidate>
      <h2 id="gift-form-title">{words.title}</h2>
      <p>{words.paid}</p>
      <HoneypotField />
      <SubmissionIdField sent={values.submissionId} />
      <input type="hidden" name="flow" value="voucher" />

      <fieldset aria-describedby={errors.amount ? "gift-amount-error" : undefined}>
        <legend>
          {words.value} <RequiredMark />
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
            <label htmlFor="gift-amount-custom">{words.custom}</label>
          </RadioChoice>
        </ul>
        {errors.amount ? (
          <p id="gift-amount-error" className="field__error">
            {errors.amount}
          </p>
        ) : null}
        <TextField
          {...field("customEuros")}
          label={words.amount(formatCents(shop.range.minEuros * 100), formatCents(shop.range.maxEuros * 100))}
          hint={words.amountHint}
        />
      </fieldset>

      <fieldset>
        <legend>{words.fromFor}</legend>
        <TextField {...field("buyerName")} label={words.name} autoComplete="name" required />
        <TextField {...field("buyerEmail")} label={words.email} type="email" autoComplete="email" required hint={words.emailHint} />
        <TextField {...field("recipientName")} label={words.recipientName} autoComplete="off" required />
        <TextField {...field("recipientEmail")} label={words.recipientEmail} type="email" autoComplete="off" hint={words.recipientEmailHint} />
        <TextareaField {...field("message")} label={words.message} rows={4} maxLength={500} hint={words.messageHint} />
      </fieldset>

      <fieldset aria-describedby={errors.delivery ? "gift-delivery-error" : undefined}>
        <legend>
          {words.arrives} <RequiredMark />
        </legend>
        <ul className="choice-list">
          {DELIVERIES.map((choice) => (
            <RadioChoice key={choice.value} id={`gift-delivery-${choice.value}`} name="delivery" value={choice.value} checked={delivery === choice.value} required>
              <label htmlFor={`gift-delivery-${choice.value}`}>{words.deliveries[choice.value]}</label>
            </RadioChoice>
          ))}
        </ul>
        {errors.delivery ? (
          <p id="gift-delivery-error" className="field__error">
            {errors.delivery}
          </p>
        ) : null}
        <TextareaField {...field("postalAddress")} label={words.address} rows={3} maxLength={300} hint={words.addressHint} />
      </fieldset>

      <div className={`field field--checkbox${errors.terms ? " field--invalid" : ""}`}>
        <input type="checkbox" id="gift-terms" name="terms" value="yes" defaultChecked={values.terms === "yes"} required aria-describedby={errors.terms ? "gift-terms-error" : undefined} />
        <label htmlFor="gift-terms">
          <AcceptTermsText />
        </label>
        {errors.terms ? (
          <p id="gift-terms-error" className="field__error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" size="lg" text={words.submit} loading={sending} progressText={words.sending} />
      </div>
    </Form>
  );
}
