import type { BookingConfirmationData } from "~/booking/request-action.server";

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
