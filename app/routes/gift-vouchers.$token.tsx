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
import { requestLocale } from "~/site/locale";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    meta: "Your gift voucher",
    titles: { waiting: "Waiting for your bank", paid: "Thank you: your gift voucher is ready", "not-paid": "Your payment did not go through" },
    lead: (what: string, recipient: string) => `A gift voucher of ${what} for ${recipient}`,
    notHeard: (amount: string) => `We have not yet heard from your bank about your payment of ${amount}. This usually takes a few seconds.`,
    checkAgain: "Check again",
    or: "or",
    backToPayment: "go back to the payment page",
    code: "Code",
    value: "Value",
    validUntil: "Valid until",
    toRecipient: (recipient: string) => `We have emailed the voucher to ${recipient}, and your receipt to you.`,
    printing: "We are printing the card and post it within two working days; your receipt is in your inbox.",
    toYou: "We have emailed you the voucher and your receipt: forward it, or print it.",
    notPaid: "Nothing was charged and no voucher was made. You can try again with the same details.",
    tryAgain: "Try paying again",
  },
  nl: {
    meta: "Je cadeaubon",
    titles: { waiting: "Wachten op je bank", paid: "Dank je wel: je cadeaubon is klaar", "not-paid": "Je betaling is niet gelukt" },
    lead: (what: string, recipient: string) => `Een cadeaubon van ${what} voor ${recipient}`,
    notHeard: (amount: string) => `We hebben van je bank nog niets gehoord over je betaling van ${amount}. Dat duurt meestal een paar seconden.`,
    checkAgain: "Opnieuw controleren",
    or: "of",
    backToPayment: "ga terug naar de betaalpagina",
    code: "Code",
    value: "Waarde",
    validUntil: "Geldig tot",
    toRecipient: (recipient: string) => `We hebben de cadeaubon naar ${recipient} gemaild, en je betaalbewijs naar jou.`,
    printing: "We drukken de kaart af en posten hem binnen twee werkdagen; je betaalbewijs staat in je inbox.",
    toYou: "We hebben je de cadeaubon en je betaalbewijs gemaild: stuur hem door of print hem uit.",
    notPaid: "Er is niets afgeschreven en er is geen cadeaubon gemaakt. Je kunt het opnieuw proberen met dezelfde gegevens.",
    tryAgain: "Opnieuw betalen",
  },
});

/** A buyer's voucher order (`/gift-vouchers/{token}`), where the checkout returns: never kept, its link (a key) never sent on. */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export const links: Route.LinksFunction = bookingPageLinks;

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: WORDS[pageLocale(matches)].meta }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await giftOrderView(context.get(appContext), params.token ?? "", requestLocale(request));
  if (!view) throw notFound();
  return view;
}

export default function GiftOrderPage({ loaderData: order }: Route.ComponentProps) {
  const location = useLocation();
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const what = `${order.amount}${order.serviceName ? ` (${order.serviceName})` : ""}`;
  return (
    <div className="booking booking--manage">
      <PageHeader eyebrow={words.meta} title={words.titles[order.state]} lead={words.lead(what, order.recipientName)} />
      <div className="container booking__layout booking__layout--single">
        <div className="booking__form">
          {order.state === "waiting" ? (
            <section className="booking-payment" role="status">
              <p>{words.notHeard(order.amount)}</p>
              <p>
                <a href={`${location.pathname}`}>{words.checkAgain}</a>
                {order.checkoutUrl ? (
                  <>
                    {" "}
                    {words.or} <a href={order.checkoutUrl}>{words.backToPayment}</a>
                  </>
                ) : null}
                .
              </p>
            </section>
          ) : null}
          {order.state === "paid" ? (
            <section className="booking-payment">
              <dl className="booking-confirmation__summary">
                <dt>{words.code}</dt>
                <dd className="voucher-code">{order.code}</dd>
                <dt>{words.value}</dt>
                <dd>{what}</dd>
                <dt>{words.validUntil}</dt>
                <dd>{order.validUntil}</dd>
              </dl>
              <p>
                {order.delivery === "email-recipient" ? words.toRecipient(order.recipientName) : order.delivery === "print" ? words.printing : words.toYou}
              </p>
            </section>
          ) : null}
          {order.state === "not-paid" && order.retry ? (
            <section className="booking-payment">
              <p>{words.notPaid}</p>
              <Form method="post" action={localPath("/gift-a-session")} className="form">
                {Object.entries(order.retry).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <Button type="submit" text={words.tryAgain} />
              </Form>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
