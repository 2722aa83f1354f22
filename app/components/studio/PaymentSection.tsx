import { Form } from "react-router";
import { FieldShell, describedBy } from "~/components/forms";
import { StudioTable } from "~/components/studio/StudioTable";
import type { PaymentView } from "~/studio/payments.server";
import type { RefundFormResult } from "~/studio/refund-by-hand.server";

/** What was paid online and refunded, and, for admins, a refund by hand of what remains: on a booking's and a digital analysis's studio page. */
export function PaymentSection({ payment, admin, refund, payer }: { payment: PaymentView; admin: boolean; refund: RefundFormResult | undefined; payer: "visitor" | "client" }) {
  const errors = refund?.errors ?? {};
  return (
    <section className="studio-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      <dl className="studio-definition">
        <dt>{payment.kindLabel}</dt>
        <dd>
          {payment.amount}, {payment.statusLabel.toLowerCase()}
          {payment.paidAtLabel ? ` on ${payment.paidAtLabel}` : null}
          {payment.method ? ` (${payment.method})` : null}
        </dd>
        <dt>Mollie id</dt>
        <dd>{payment.providerId ? <code>{payment.providerId}</code> : "(none yet)"}</dd>
        <dt>Refunded</dt>
        <dd>{payment.refunded}</dd>
        {payment.status === "paid" ? (
          <>
            <dt>Remains</dt>
            <dd>{payment.remaining}</dd>
          </>
        ) : null}
      </dl>
      {payment.refunds.length ? (
        <StudioTable columns={["When", "Amount", "Why", "Status", "By"]} caption="Refunds of this payment" captionClassName="studio-muted">
          {payment.refunds.map((refund) => (
            <tr key={refund.key}>
              <td>
                <time dateTime={refund.at}>{refund.atLabel}</time>
              </td>
              <td>{refund.amount}</td>
              <td>{refund.reasonLabel}</td>
              <td>{refund.statusLabel}</td>
              <td>{refund.by}</td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
      {admin && payment.refundable ? (
        <Form method="post" className="studio-form" preventScrollReset>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="refundsSeen" value={payment.refundsSeen} />
          <fieldset>
            <legend>Refund by hand</legend>
            <FieldShell
              id="refund-amount"
              label="Amount in euros"
              hint={`At most ${payment.remaining}, what remains; in whole cents, such as 20 or 12.50. It goes back the way it was paid.`}
              error={errors.amount}
              required
              look="studio"
            >
              <input
                id="refund-amount"
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={refund?.amount ?? payment.remainingEuros}
                required
                {...describedBy({ id: "refund-amount", hint: "hint", error: errors.amount })}
              />
            </FieldShell>
            <FieldShell id="refund-confirm" label={`Yes, refund this amount to the ${payer}`} error={errors.confirm} look="studio" controlFirst>
              <input type="checkbox" id="refund-confirm" name="confirm" value="yes" required {...describedBy({ id: "refund-confirm", error: errors.confirm })} />
            </FieldShell>
            <p className="studio-muted">Mollie makes the refund at once; it cannot be undone here. The {payer} is not emailed.</p>
            <div className="studio-actions">
              <button type="submit" className="studio-button studio-button--danger">
                Refund
              </button>
            </div>
          </fieldset>
        </Form>
      ) : null}
    </section>
  );
}
