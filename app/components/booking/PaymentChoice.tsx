import { RadioChoice } from "~/components/forms";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";

/**
 * Where a service takes a deposit: pay the deposit now (the default) or the full price. Plain
 * radios, so the choice is posted with JavaScript off too.
 */
export function PaymentChoice({ payment, chosen, error }: { payment: OnlineBookingView["payment"]; chosen?: string; error?: string }) {
  if (payment?.kind !== "deposit" || !payment.instead) return null;
  const full = chosen === "full";
  return (
    <fieldset className="booking-form__pay" aria-describedby={error ? "booking-pay-error" : undefined}>
      <legend>3. What you pay now</legend>
      <ul className="choice-list">
        <RadioChoice id="booking-pay-deposit" name="pay" value="deposit" checked={!full}>
          <label htmlFor="booking-pay-deposit">{`The deposit, ${payment.amount}: ${payment.instead.balance} is left to pay at your session`}</label>
        </RadioChoice>
        <RadioChoice id="booking-pay-full" name="pay" value="full" checked={full}>
          <label htmlFor="booking-pay-full">{`The full price, ${payment.instead.full}: nothing is left to pay at your session`}</label>
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
