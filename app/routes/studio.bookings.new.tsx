import type { Route } from "./+types/studio.bookings.new";
import { Form, Link } from "react-router";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { CheckboxField, fieldPropsFor, SelectField, TextareaField, TextField } from "~/components/forms";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioPaymentChoice } from "~/components/studio/StudioPaymentChoice";
import { WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { formatDuration } from "~/site/durations";
import { loadNewBooking, newBookingAction, type NewBookingActionData } from "~/studio/bookings/new-booking.server";
import { PLACE_FOR_STUDIO } from "~/booking/session-places";

/** The slot picker's styles, as on the public booking page. */
export const links: Route.LinksFunction = bookingPageLinks;

export const meta: Route.MetaFunction = () => [{ title: "Book for a client | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const shouldRevalidate = revalidateAfterTaken;

export const loader = (args: Route.LoaderArgs) => loadNewBooking(args);
export const action = (args: Route.ActionArgs) => newBookingAction(args);

type FieldName = "service" | "name" | "email" | "phone" | "street" | "postcode" | "town" | "notes" | "earlyStart";

/** The public form's express request (app/data/refund-policy.ts), as the studio records it for the client. */
const EARLY_START_LABEL =
  `The client asks for their session to take place within their ${WITHDRAWAL_DAYS}-day withdrawal period, and knows that they can withdraw ` +
  "for a full refund until it begins, and that their right of withdrawal ends once the session has taken place.";

export default function NewStudioBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { services, view } = loaderData;
  const result: NewBookingActionData | undefined = actionData;
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const field = fieldPropsFor<FieldName>("new-booking", values, errors);
  const weekHref = (from: string | null) => (from && view ? `/studio/bookings/new?service=${encodeURIComponent(view.serviceId)}&from=${from}` : null);
  const ticked = (name: FieldName) => values[name] !== undefined && values[name] !== "";

  return (
    <>
      <p>
        <Link to="/studio/calendar">← Calendar</Link>
      </p>
      <h1>Book for a client</h1>
      <p className="studio-muted">
        For a booking asked for by phone or message. The free times are the ones the booking page offers; the client gets the same confirmation, calendar invitation and link
        to change it as when they book online.
      </p>
      {result ? <StudioNotice tone="error">{result.message}</StudioNotice> : null}

      <section className="studio-card" aria-labelledby="new-booking-service-title">
        <h2 id="new-booking-service-title">1. The service</h2>
        {services.length ? (
          <Form method="get" className="studio-form">
            <SelectField
              {...field("service")}
              value={values.service ?? view?.serviceId}
              label="Service"
              options={services.map((service) => ({ value: service.id, label: `${service.name} (${service.detail})` }))}
              look="studio"
            />
            <div className="studio-actions">
              <button type="submit" className="studio-button studio-button--quiet">
                Show its free times
              </button>
            </div>
          </Form>
        ) : (
          <p>No service is booked online at the moment, so there are no free times to offer. Turn online booking on for a service in Availability.</p>
        )}
      </section>

      {view ? (
        <section className="studio-card" aria-labelledby="new-booking-time-title">
          <h2 id="new-booking-time-title">2. {view.serviceName}: the time and the client</h2>
          <p className="studio-muted">
            {formatDuration(view.minutes)} {PLACE_FOR_STUDIO[view.location]}. The client can move or cancel it with their link up to{" "}
            {view.cutoffHours} hours before.
          </p>
          <Form method="post" className="studio-form" preventScrollReset>
            <input type="hidden" name="service" value={view.serviceId} />
            <SlotPicker
              legend="Choose a time"
              days={view.days}
              selected={values.slot}
              error={errors.slot}
              nearest={result?.nearest}
              earlierHref={weekHref(view.earlier)}
              laterHref={weekHref(view.later)}
              showVisitorTime={false}
            />
            <fieldset>
              <legend>The client</legend>
              <TextField {...field("name")} label="Name" autoComplete="off" required look="studio" />
              <TextField {...field("email")} label="Email" type="email" autoComplete="off" required hint="The confirmation and calendar invitation go here." look="studio" />
              {view.location === "call" ? (
                <TextField {...field("phone")} label="The number to call" type="tel" autoComplete="off" required hint="In international format, such as +31 6 1234 5678." look="studio" />
              ) : (
                <TextField {...field("phone")} label="Phone (optional)" type="tel" autoComplete="off" hint="In international format, such as +31 6 1234 5678." look="studio" />
              )}
              {view.location === "home" ? (
                <>
                  <TextField {...field("street")} label="Street and house number" autoComplete="off" required look="studio" />
                  <TextField {...field("postcode")} label="Postcode" autoComplete="off" required hint={view.travelArea ? `We travel to postcodes ${view.travelArea}.` : undefined} look="studio" />
                  <TextField {...field("town")} label="Town or city" autoComplete="off" required look="studio" />
                </>
              ) : null}
              <TextareaField {...field("notes")} label="Note (optional)" rows={3} maxLength={2000} hint="What the client told you: access needs, questions. Only the studio sees it." look="studio" />
            </fieldset>
            <CheckboxField
              {...field("earlyStart")}
              checked={ticked("earlyStart")}
              label={EARLY_START_LABEL}
              hint={`Only for a time within the next ${WITHDRAWAL_DAYS} days: ask the client first. Their confirmation repeats it to them.`}
              look="studio"
            />
            <StudioPaymentChoice payment={view.payment} chosen={values.payment} error={errors.payment} />
            <div className="studio-actions">
              <button type="submit" className="studio-button">
                Book for the client
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
