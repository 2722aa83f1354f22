import type { Route } from "./+types/studio.bookings.$id";
import { BookingSummaryTerms } from "~/components/booking/BookingSummaryTerms";
import { Form, Link, useLocation } from "react-router";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { loadStudioBooking, studioBookingAction, type StudioBookingActionData } from "~/studio/bookings/booking-page.server";
import { PaymentSection } from "~/components/studio/PaymentSection";
import type { CancelOption } from "~/studio/bookings/cancel-options.server";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { PaletteResultSection } from "~/components/studio/PaletteResultSection";
import studioPaletteStyles from "~/styles/studio-palette.css?url";

/** The slot picker's styles, as on the visitor's own booking page, and the palette result's swatches. */
export const links: Route.LinksFunction = () => [...bookingPageLinks(), { rel: "stylesheet", href: studioPaletteStyles }];

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data ? `${data.booking.name}, ${data.booking.serviceName} | ` : ""}Booking | Plum & Linen Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export const shouldRevalidate = revalidateAfterTaken;

export const loader = (args: Route.LoaderArgs) => loadStudioBooking(args);
export const action = (args: Route.ActionArgs) => studioBookingAction(args);

export default function StudioBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, move, lateMove, notice, payment, cancel, palette, admin } = loaderData;
  const result: StudioBookingActionData | undefined = actionData;
  const location = useLocation();
  const cancelled = booking.status === "cancelled";
  const href = (from: string | null) => (from ? `${location.pathname}?from=${from}` : null);

  return (
    <>
      <p>
        <Link to="/studio/calendar">← Calendar</Link>
      </p>
      <h1>
        {booking.serviceName}: {booking.name}
      </h1>
      <p className="studio-muted">
        {booking.when} (Amsterdam time){cancelled ? ", cancelled" : null}
      </p>
      {notice ? <StudioNotice tone="ok">{notice}</StudioNotice> : null}
      {result?.message ? <StudioNotice tone="error">{result.message}</StudioNotice> : null}
      <section className="studio-card" aria-labelledby="booking-details">
        <h2 id="booking-details">Details</h2>
        <dl className="studio-definition">
          <dt>Status</dt>
          <dd>
            {booking.statusLabel}
            {booking.cancelled ? ` (${booking.cancelled})` : null}
          </dd>
          <BookingSummaryTerms
            summary={booking}
            analysis={`${booking.serviceName} (${booking.modeLabel.toLowerCase()})`}
            email={<a href={`mailto:${booking.email}`}>{booking.email}</a>}
          />
          <dt>Phone</dt>
          <dd>{booking.phone ? <a href={`tel:${booking.phone.replace(/\s+/g, "")}`}>{booking.phone}</a> : "(not given)"}</dd>
          <dt>Note</dt>
          <dd>{booking.notes || "(none)"}</dd>
          {payment ? null : (
            <>
              <dt>Payment</dt>
              <dd>Nothing paid online: paid at the session</dd>
            </>
          )}
          <dt>Booked</dt>
          <dd>{booking.made}</dd>
          <dt>Last change</dt>
          <dd>
            {booking.lastChange}
            {booking.sequence ? ` (changed ${booking.sequence} ${booking.sequence === 1 ? "time" : "times"})` : null}
          </dd>
        </dl>
      </section>

      {payment ? <PaymentSection payment={payment} admin={admin} refund={result?.refund} payer="visitor" /> : null}
      <PaletteResultSection view={palette} answer={result?.palette} />

      {cancelled ? null : (
        <>
          <section className="studio-card" aria-labelledby="booking-move">
            <h2 id="booking-move">Move to another time</h2>
            {lateMove ? (
              <p>
                It starts within {lateMove} hours, so the client can no longer move it with their link. If they are ill, move it here, once, with their payment: the FAQ
                promises it, whatever the time.
              </p>
            ) : null}
            {move ? (
              <Form method="post" className="studio-form" preventScrollReset>
                <input type="hidden" name="intent" value="move" />
                <SlotPicker
                  legend="Choose a new time"
                  days={move.days}
                  selected={result?.slot}
                  nearest={result?.nearest}
                  earlierHref={href(move.earlier)}
                  laterHref={href(move.later)}
                  showVisitorTime={false}
                />
                <p className="studio-muted">The times free for this analysis and party; the visitor is emailed the new time.</p>
                <div className="studio-actions">
                  <button type="submit" className="studio-button">
                    Move the booking
                  </button>
                </div>
              </Form>
            ) : (
              <p>
                {booking.status === "confirmed"
                  ? "This analysis is not booked online at the moment, so no free times can be offered. Cancel it and let the visitor book again, or change its booking settings."
                  : "Only a confirmed booking can be moved: this one is waiting for its payment, or was never paid."}
              </p>
            )}
          </section>
          {cancel.length ? <CancelSection options={cancel} admin={admin} /> : null}
          <section className="studio-card" aria-labelledby="booking-link">
            <h2 id="booking-link">The visitor&rsquo;s link</h2>
            <Form method="post" className="studio-form">
              <input type="hidden" name="intent" value="new-link" />
              <p className="studio-muted">
                The link in the visitor&rsquo;s emails opens this booking for anyone who has it. If it reached someone it should not have (a forwarded email, a shared
                calendar), send the visitor a new one: the old link stops working at once.
              </p>
              <div className="studio-actions">
                <button type="submit" className="studio-button">
                  Send a new link
                </button>
              </div>
            </Form>
          </section>
        </>
      )}
    </>
  );
}

/** Cancelling: why, and what each way refunds, seen before it is confirmed; a way that refunds money is an admin's. */
function CancelSection({ options, admin }: { options: CancelOption[]; admin: boolean }) {
  const choosable = options.filter((option) => !option.unavailable && (admin || !option.needsAdmin));
  return (
    <section className="studio-card" aria-labelledby="booking-cancel">
      <h2 id="booking-cancel">Cancel</h2>
      <Form method="post" className="studio-form">
        <input type="hidden" name="intent" value="cancel" />
        <fieldset>
          <legend>Why is it cancelled?</legend>
          {options.map((option) => {
            const closed = option.unavailable ?? (option.needsAdmin && !admin ? "Refunds money, so only an admin can choose it." : null);
            return (
              <div className="studio-field studio-field--inline studio-choice" key={option.reason}>
                <input
                  type="radio"
                  id={`cancel-${option.reason}`}
                  name="reason"
                  value={option.value}
                  required
                  disabled={closed !== null}
                  aria-describedby={`cancel-${option.reason}-outcome`}
                />
                <label htmlFor={`cancel-${option.reason}`}>
                  {option.label}
                  <span className="studio-choice__outcome" id={`cancel-${option.reason}-outcome`}>
                    {option.outcome}
                    {closed ? ` ${closed}` : null}
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
        {choosable.length ? (
          <>
            <div className="studio-field studio-field--inline">
              <input type="checkbox" id="booking-cancel-confirm" name="confirm" value="yes" required />
              <label htmlFor="booking-cancel-confirm">Yes, cancel this booking as chosen</label>
            </div>
            <p className="studio-muted">
              The time is free again at once. The refund shown is made at once, the way it was paid (Mollie, or back onto the gift voucher), recorded under your name. The visitor is emailed
              that the booking is cancelled, with the refund; a no-show is not emailed.
            </p>
            <div className="studio-actions">
              <button type="submit" className="studio-button studio-button--danger">
                Cancel the booking
              </button>
            </div>
          </>
        ) : (
          <p className="studio-muted">None of these can be yours now: a cancellation that refunds money needs an admin, and a no-show can be marked once the session has started.</p>
        )}
      </Form>
    </section>
  );
}

