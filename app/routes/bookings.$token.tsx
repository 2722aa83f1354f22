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

/** One visitor's booking: never kept, and its link (a key) never sent on as a referrer. */
export const handle: PageCacheHandle & SecretAddressHandle = { pageCache: false, secretAddress: true };

export const links: Route.LinksFunction = bookingPageLinks;

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ title: "Your booking" }, { name: "robots", content: "noindex, nofollow" }];

export const shouldRevalidate = revalidateAfterTaken;

export const loader = (args: Route.LoaderArgs) => loadManagedBooking(args);
export const action = (args: Route.ActionArgs) => manageBookingAction(args);

const TITLES: Partial<Record<string, string>> = {
  cancelled: "Your booking is cancelled",
  held: "Almost booked",
  released: "Not booked",
};

export default function ManageBookingPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { booking, changeable, cutoffHours, move, notice, contact, payment, retry } = loaderData;
  const location = useLocation();
  const href = (from: string | null) => (from ? `${location.pathname}?from=${from}` : null);
  const errors = result?.errors ?? {};
  const summaryTarget = (name: "slot" | "confirm") => (name === "confirm" ? "manage-confirm" : move ? firstSlotInputId(move.days, result?.nearest) : undefined);

  return (
    <div className="booking booking--manage">
      <ErrorSummary items={errorSummaryItems(errors, ["slot", "confirm"], summaryTarget)} message={result?.message} answer={result} />
      <PageHeader eyebrow="Your booking" title={TITLES[booking.status] ?? booking.serviceName} lead={booking.when} />
      <div className="container booking__layout booking__layout--single">
        <div className="booking__form">
          {notice ? (
            <p className="form-status" role="status">
              {notice}
            </p>
          ) : null}
          {payment?.state === "waiting" ? (
            <section className="booking-payment" aria-labelledby="booking-payment-title" role="status">
              <h2 id="booking-payment-title">Waiting for your bank</h2>
              <p>
                We have not yet heard from your bank about your payment of {payment.amount}. This usually takes a few seconds;{" "}
                {payment.held
                  ? "your time is held for you meanwhile."
                  : "the time is yours once it is paid, as long as no one else has booked it first (if someone has, we refund you in full at once)."}
              </p>
              <p>
                <a href={`${location.pathname}?paying=1`}>Check again</a>
                {payment.checkoutUrl ? (
                  <>
                    {" "}
                    or <a href={payment.checkoutUrl}>go back to the payment page</a>
                  </>
                ) : null}
                .
              </p>
            </section>
          ) : null}
          {booking.status === "released" && retry ? (
            <section className="booking-payment" aria-labelledby="booking-retry-title">
              <h2 id="booking-retry-title">Your payment did not go through</h2>
              <p>
                {payment?.refunded
                  ? `Your payment reached us after the time had gone to someone else, so we refunded the ${payment.refunded} in full.`
                  : "Nothing was charged, and the time is no longer held for you."}{" "}
                You can try again: if the time is still free, it is yours once paid.
              </p>
              <Form method="post" action={retry.action} className="form">
                {Object.entries(retry.fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <Button type="submit" text="Try again with the same time" />
              </Form>
            </section>
          ) : null}
          <dl className="booking-confirmation__summary">
            <BookingSummaryTerms summary={booking} />
            {payment?.state === "paid" ? (
              <>
                <dt>{payment.kind === "deposit" ? "Deposit paid" : "Paid"}</dt>
                <dd>
                  {payment.amount}
                  {payment.refunded ? `, of which ${payment.refunded} refunded` : ""}
                </dd>
              </>
            ) : null}
          </dl>
          <BookingGuide guide={loaderData.guide} />

          {booking.status !== "confirmed" ? null : changeable ? (
            <>
              {move ? (
                <Form method="post" className="form booking-form" preventScrollReset>
                  <h2>Move to another time</h2>
                  <input type="hidden" name="intent" value="move" />
                  <SlotPicker
                    legend="Choose a new time"
                    days={move.days}
                    selected={result?.slot}
                    error={errors.slot}
                    nearest={result?.nearest}
                    earlierHref={href(move.earlier)}
                    laterHref={href(move.later)}
                    showVisitorTime={move.location === "online"}
                  />
                  <div>
                    <Button type="submit" text="Move my booking" />
                  </div>
                </Form>
              ) : null}
              <Form method="post" className="form booking-form">
                <h2>Cancel</h2>
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
                  <label htmlFor="manage-confirm">Yes, cancel this booking</label>
                  {errors.confirm ? (
                    <p id="manage-confirm-error" className="field__error">
                      {errors.confirm}
                    </p>
                  ) : null}
                </div>
                <p className="field__hint">
                  You can move or cancel here until {cutoffHours} hours before the start. See our refund policy for deposits.
                </p>
                <div>
                  <Button type="submit" variant="secondary" text="Cancel my booking" />
                </div>
              </Form>
            </>
          ) : (
            <section className="booking-closed" aria-labelledby="booking-closed-title">
              <h2 id="booking-closed-title">Need to change it?</h2>
              <p>
                It is less than {cutoffHours} hours to your appointment (or it has passed), so it can no longer be changed
                online. Please get in touch
                {contact ? (
                  <>
                    {" "}
                    by phone on <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a> or by email at{" "}
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
