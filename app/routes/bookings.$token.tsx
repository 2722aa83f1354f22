import type { Route } from "./+types/bookings.$token";
import { BookingSummaryTerms } from "~/components/booking/BookingSummaryTerms";
import { Form, useLocation } from "react-router";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { firstSlotInputId, SlotPicker } from "~/components/booking/SlotPicker";
import { Button } from "~/components/Button";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { PageHeader } from "~/components/PageHeader";
import { loadManagedBooking, manageBookingAction } from "~/booking/manage-booking-page.server";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { SecretAddressHandle } from "~/site/secret-address";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { BookingGuide } from "~/components/booking/BookingGuide";
import { MANAGE_BOOKING_WORDS as WORDS } from "~/components/booking/manage-booking-words";
import { pageLocale } from "~/site/seo";
import { useWords } from "~/site/words";

/** One visitor's booking: never kept, and its link (a key) never sent on as a referrer. */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export const links: Route.LinksFunction = bookingPageLinks;

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: WORDS[pageLocale(matches)].eyebrow }, { name: "robots", content: "noindex, nofollow" }];

export const shouldRevalidate = revalidateAfterTaken;

export const loader = (args: Route.LoaderArgs) => loadManagedBooking(args);
export const action = (args: Route.ActionArgs) => manageBookingAction(args);

export default function ManageBookingPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { booking, changeable, cutoffHours, move, notice, contact, payment, retry } = loaderData;
  const location = useLocation();
  const href = (from: string | null) => (from ? `${location.pathname}?from=${from}` : null);
  const errors = result?.errors ?? {};
  const summaryTarget = (name: "slot" | "confirm") => (name === "confirm" ? "manage-confirm" : move ? firstSlotInputId(move.days, result?.nearest) : undefined);
  const words = useWords(WORDS);

  return (
    <div className="booking booking--manage">
      <ErrorSummary items={errorSummaryItems(errors, ["slot", "confirm"], summaryTarget)} message={result?.message} answer={result} />
      <PageHeader eyebrow={words.eyebrow} title={words.titles[booking.status] ?? booking.serviceName} lead={booking.when} />
      <div className="container booking__layout booking__layout--single">
        <div className="booking__form">
          {notice ? (
            <p className="form-status" role="status">
              {notice}
            </p>
          ) : null}
          {payment?.state === "waiting" ? (
            <section className="booking-payment" aria-labelledby="booking-payment-title" role="status">
              <h2 id="booking-payment-title">{words.waiting}</h2>
              <p>
                {words.notHeard(payment.amount)} {payment.held ? words.held : words.notHeld}
              </p>
              <p>
                <a href={`${location.pathname}?paying=1`}>{words.checkAgain}</a>
                {payment.checkoutUrl ? (
                  <>
                    {" "}
                    {words.or} <a href={payment.checkoutUrl}>{words.backToPayment}</a>
                  </>
                ) : null}
                .
              </p>
            </section>
          ) : null}
          {booking.status === "released" && retry ? (
            <section className="booking-payment" aria-labelledby="booking-retry-title">
              <h2 id="booking-retry-title">{words.failed}</h2>
              <p>
                {payment?.refunded ? words.lateRefund(payment.refunded) : words.nothingCharged} {words.tryAgainText}
              </p>
              <Form method="post" action={retry.action} className="form">
                {Object.entries(retry.fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <Button type="submit" text={words.tryAgain} />
              </Form>
            </section>
          ) : null}
          <dl className="booking-confirmation__summary">
            <BookingSummaryTerms summary={booking} />
            {payment?.state === "paid" ? (
              <>
                <dt>{payment.kind === "deposit" ? words.depositPaid : words.paid}</dt>
                <dd>
                  {payment.amount}
                  {payment.refunded ? words.refunded(payment.refunded) : ""}
                </dd>
              </>
            ) : null}
          </dl>
          <BookingGuide guide={loaderData.guide} />

          {booking.status !== "confirmed" ? null : changeable ? (
            <>
              {move ? (
                <Form method="post" className="form booking-form" preventScrollReset>
                  <h2>{words.move}</h2>
                  <input type="hidden" name="intent" value="move" />
                  <SlotPicker
                    legend={words.newTime}
                    days={move.days}
                    selected={result?.slot}
                    error={errors.slot}
                    nearest={result?.nearest}
                    earlierHref={href(move.earlier)}
                    laterHref={href(move.later)}
                    showVisitorTime={move.location === "online"}
                  />
                  <div>
                    <Button type="submit" text={words.moveButton} />
                  </div>
                </Form>
              ) : null}
              <Form method="post" className="form booking-form">
                <h2>{words.cancel}</h2>
                <input type="hidden" name="intent" value="cancel" />
                <div className={`field field--checkbox${errors.confirm ? " field--invalid" : ""}`}>
                  <input
                    type="checkbox"
                    id="manage-confirm"
                    name="confirm"
                    value="yes"
                    required
                    aria-invalid={errors.confirm ? true : undefined}
                    aria-describedby={errors.confirm ? "manage-confirm-error" : undefined}
                  />
                  <label htmlFor="manage-confirm">{words.confirmCancel}</label>
                  {errors.confirm ? (
                    <p id="manage-confirm-error" className="field__error">
                      {errors.confirm}
                    </p>
                  ) : null}
                </div>
                <p className="field__hint">{words.cutoff(cutoffHours)}</p>
                <div>
                  <Button type="submit" variant="secondary" text={words.cancelButton} />
                </div>
              </Form>
            </>
          ) : (
            <section className="booking-closed" aria-labelledby="booking-closed-title">
              <h2 id="booking-closed-title">{words.change}</h2>
              <p>
                {words.tooLate(cutoffHours)}
                {contact ? (
                  <>
                    {" "}
                    {words.byPhone} <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a> {words.byEmail}{" "}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </>
                ) : null}
                .
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
