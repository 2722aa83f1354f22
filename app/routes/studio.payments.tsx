import type { Route } from "./+types/studio.payments";
import { Form, Link } from "react-router";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { requireAdmin } from "~/studio/auth/guard.server";
import { loadPaymentsPage } from "~/studio/payments.server";

/**
 * Every payment made on the website (admins): deposits and gift voucher purchases, newest first,
 * 50 to a page, with their refunds and a link to the booking or voucher each paid for. The status
 * filter is a GET form, so it works without JavaScript. Refunds by hand are made from a booking's or an
 * order's page (/studio/bookings/{id}, /studio/orders/{id}).
 */

export const meta: Route.MetaFunction = () => [{ title: "Payments | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdmin(context);
  return loadPaymentsPage(app, pageUrl(request));
}

export default function StudioPayments({ loaderData }: Route.ComponentProps) {
  const { status, statusOptions, statusLabel, rows, failedRefunds, older, newest } = loaderData;
  return (
    <>
      <h1>Payments</h1>
      <p className="studio-muted">
        Deposits, digital analyses and gift vouchers paid on the website through Mollie, newest first, with their refunds. Dates are the studio&apos;s (Amsterdam). To
        refund a payment by hand, open its booking or order.
      </p>

      {failedRefunds ? (
        <StudioNotice tone="error">
          {failedRefunds === 1 ? "A refund below failed at Mollie" : `${failedRefunds} refunds below failed at Mollie`}: the money did not reach the payer and is back on the studio&apos;s
          balance. Refund it again from its booking or order, or settle it with the payer.
        </StudioNotice>
      ) : null}

      <Form method="get" className="studio-journal-filters" role="search">
        <div className="studio-field">
          <label htmlFor="payments-status">Status</label>
          <select id="payments-status" name="status" defaultValue={status}>
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="studio-button studio-button--quiet">
          Show
        </button>
      </Form>

      {rows.length === 0 ? (
        <p>{statusLabel ? `No payment is ${statusLabel.toLowerCase()}.` : "No payments yet."}</p>
      ) : (
        <StudioTable
          columns={["Date", "Purpose", "Amount", "Status", "Method", "Mollie id", "Refunds", "For"]}
          caption={statusLabel ? `Payments with the status ${statusLabel.toLowerCase()}, newest first` : "Every payment, newest first"}
          captionClassName="studio-muted"
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.at}>{row.atLabel}</time>
              </td>
              <td>{row.purposeLabel}</td>
              <td>{row.amount}</td>
              <td>{row.statusLabel}</td>
              <td>{row.method || <span className="studio-muted">(none)</span>}</td>
              <td>{row.providerId ? <code>{row.providerId}</code> : <span className="studio-muted">(none)</span>}</td>
              <td>
                {row.refunds.length === 0 ? (
                  <span className="studio-muted">(none)</span>
                ) : (
                  <ul>
                    {row.refunds.map((refund) => (
                      <li key={refund.key}>
                        {refund.failed ? <span className="studio-badge studio-badge--warn">Refund failed</span> : null}
                        {refund.failed ? " " : null}
                        {`${refund.amount}, ${refund.reasonLabel.toLowerCase()}, ${refund.statusLabel.toLowerCase()}, by ${refund.by}, `}
                        <time dateTime={refund.at}>{refund.atLabel}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                {row.link ? (
                  <Link to={row.link.href} prefetch="none">
                    {row.link.label}
                  </Link>
                ) : (
                  <span className="studio-muted">(no voucher yet)</span>
                )}
              </td>
            </tr>
          ))}
        </StudioTable>
      )}

      {older || newest ? (
        <p className="studio-pagination">
          {newest ? <Link to={newest}>Newest payments</Link> : null}
          {newest && older ? " · " : null}
          {older ? <Link to={older}>Older payments</Link> : null}
        </p>
      ) : null}
    </>
  );
}
