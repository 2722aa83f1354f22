import { RadioChoice } from "~/components/forms";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    legend: "3. What you pay now",
    deposit: (amount: string, balance: string) => `The deposit, ${amount}: ${balance} is left to pay at your session`,
    full: (full: string) => `The full price, ${full}: nothing is left to pay at your session`,
  },
  nl: {
    legend: "3. Wat je nu betaalt",
    deposit: (amount: string, balance: string) => `De aanbetaling, ${amount}: de overige ${balance} betaal je bij je sessie`,
    full: (full: string) => `De volledige prijs, ${full}: bij je sessie hoef je niets meer te betalen`,
  },
});

/**
 * Where a service takes a deposit: pay the deposit now (the default) or the full price. Plain
 * radios, so the choice is posted with JavaScript off too.
 */
export function PaymentChoice({ payment, chosen, error }: { payment: OnlineBookingView["payment"]; chosen?: string; error?: string }) {
  const words = useWords(WORDS);
  if (payment?.kind !== "deposit" || !payment.instead) return null;
  const full = chosen === "full";
  return (
    <fieldset className="booking-form__pay" aria-describedby={error ? "booking-pay-error" : undefined}>
      <legend>{words.legend}</legend>
      <ul className="choice-list">
        <RadioChoice id="booking-pay-deposit" name="pay" value="deposit" checked={!full}>
          <label htmlFor="booking-pay-deposit">{words.deposit(payment.amount, payment.instead.balance)}</label>
        </RadioChoice>
        <RadioChoice id="booking-pay-full" name="pay" value="full" checked={full}>
          <label htmlFor="booking-pay-full">{words.full(payment.instead.full)}</label>
        </RadioChoice>
      </ul>
      {error ? (
        <p id="booking-pay-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
