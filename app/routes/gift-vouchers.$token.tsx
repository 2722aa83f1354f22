import type { Route } from "./+types/gift-vouchers.$token";
import { Form, useLocation } from "react-router";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { Button } from "~/components/Button";
import { PageHeader } from "~/components/PageHeader";
import { appContext } from "~/firestore/app-context.server";
import { giftOrderView } from "~/booking/voucher-purchase.server";
import { notFound } from "~/platform/responses.server";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { SecretAddressHandle } from "~/site/secret-address";

/** A buyer's voucher order (`/gift-vouchers/{token}`), where the checkout returns: never kept, its link (a key) never sent on. */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export const links: Route.LinksFunction = bookingPageLinks;

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ title: "Your gift voucher" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await giftOrderView(context.get(appContext), params.token ?? "");
  if (!view) throw notFound();
  return view;
}

const TITLES = { waiting: "Waiting for your bank", paid: "Thank you: your gift voucher is ready", "not-paid": "Your payment did not go through" } as const;

export default function GiftOrderPage({ loaderData: order }: Route.ComponentProps) {
  const location = useLocation();
  const what = `${order.amount}${order.serviceName ? ` (${order.serviceName})` : ""}`;
  return (
    <div className="booking booking--manage">
      <PageHeader eyebrow="Your gift voucher" title={TITLES[order.state]} lead={`A gift voucher of ${what} for ${order.recipientName}`} />
      <div className="container booking__layout booking__layout--single">
        <div className="booking__form">
          {order.state === "waiting" ? (
            <section className="booking-payment" role="status">
              <p>We have not yet heard from your bank about your payment of {order.amount}. This usually takes a few seconds.</p>
              <p>
                <a href={`${location.pathname}`}>Check again</a>
                {order.checkoutUrl ? (
                  <>
                    {" "}
                    or <a href={order.checkoutUrl}>go back to the payment page</a>
                  </>
                ) : null}
                .
              </p>
            </section>
          ) : null}
          {order.state === "paid" ? (
            <section className="booking-payment">
              <dl className="booking-confirmation__summary">
                <dt>Code</dt>
                <dd className="voucher-code">{order.code}</dd>
                <dt>Value</dt>
                <dd>{what}</dd>
                <dt>Valid until</dt>
                <dd>{order.validUntil}</dd>
              </dl>
              <p>
                {order.delivery === "email-recipient"
                  ? `We have emailed the voucher to ${order.recipientName}, and your receipt to you.`
                  : order.delivery === "print"
                    ? "We are printing the card and post it within two working days; your receipt is in your inbox."
                    : "We have emailed you the voucher and your receipt: forward it, or print it."}
              </p>
            </section>
          ) : null}
          {order.state === "not-paid" && order.retry ? (
            <section className="booking-payment">
              <p>Nothing was charged and no voucher was made. You can try again with the same details.</p>
              <Form method="post" action="/gift-a-session" className="form">
                {Object.entries(order.retry).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <Button type="submit" text="Try paying again" />
              </Form>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
