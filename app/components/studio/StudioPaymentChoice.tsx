import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { HOLD_LIMITS } from "~/timetable/hold-policy";

/** The hold while a client pays by the emailed link, as at the website's checkout. */
const HELD_WHILE_PAYING = `The time is held for them for up to ${HOLD_LIMITS.minutes} minutes while they pay, and they are confirmed once it is paid.`;

/**
 * How a client the studio books for pays (`payment`): at the session, confirmed at once (the
 * default), or by an emailed link for the deposit or the full price, as the service's rule allows.
 */
export function StudioPaymentChoice({ payment, chosen, error }: { payment: OnlineBookingView["payment"]; chosen?: string; error?: string }) {
  if (!payment) return <p className="studio-muted">The client pays at the session: this site takes no payment online for it.</p>;
  const choices = [
    { value: "session", label: "At the session", outcome: "The client is confirmed and emailed the confirmation at once." },
    payment.kind === "deposit"
      ? { value: "deposit", label: `By an emailed link: the deposit, ${payment.amount}`, outcome: `${HELD_WHILE_PAYING} The rest is paid at the session.` }
      : { value: "full", label: `By an emailed link: the price, ${payment.amount}`, outcome: HELD_WHILE_PAYING },
    ...(payment.instead ? [{ value: "full", label: `By an emailed link: the full price, ${payment.instead.full}`, outcome: `${HELD_WHILE_PAYING} Nothing is left to pay at the session.` }] : []),
  ];
  const picked = choices.some((choice) => choice.value === chosen) ? chosen : "session";
  return (
    <fieldset aria-describedby={error ? "new-booking-payment-error" : undefined}>
      <legend>How the client pays</legend>
      {choices.map((choice) => (
        <div className="studio-field studio-field--inline studio-choice" key={choice.value}>
          <input
            type="radio"
            id={`new-booking-payment-${choice.value}`}
            name="payment"
            value={choice.value}
            defaultChecked={choice.value === picked}
            aria-describedby={`new-booking-payment-${choice.value}-outcome`}
          />
          <label htmlFor={`new-booking-payment-${choice.value}`}>
            {choice.label}
            <span className="studio-choice__outcome" id={`new-booking-payment-${choice.value}-outcome`}>
              {choice.outcome}
            </span>
          </label>
        </div>
      ))}
      {error ? (
        <p className="studio-field__error" id="new-booking-payment-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
