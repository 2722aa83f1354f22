import type { Route } from "./+types/service-booking";
import { redirect } from "react-router";
import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { BookingFormOrConfirmation, BookingRequestErrorSummary } from "~/components/booking/BookingForm";
import type { BookingActionData } from "~/booking/request-action.server";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { BookingPaused } from "~/components/booking/BookingPaused";
import { RadioChoice } from "~/components/forms";
import { PageHeader } from "~/components/PageHeader";
import { bookingMinDate, getBookableColorAnalysisServices, getBookableServices, preselectedService } from "~/models/booking-services.server";
import { bookingPostAction } from "~/booking/booking-post.server";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import { onlineBookingView, requestedFrom } from "~/booking/online-booking-view.server";
import { OnlineBookingErrorSummary, OnlineBookingForm } from "~/components/booking/OnlineBookingForm";
import { AnalysisOrderErrorSummary, AnalysisOrderForm } from "~/components/analysis/AnalysisOrderForm";
import { analysisOrderView, type AnalysisOrderActionData } from "~/analysis/order.server";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { BOOKING_MODES, bookingModes, DEFAULT_BOOKING_MODE, isBookingModeId } from "~/data/booking-modes";
import { pageMeta } from "~/site/seo";
import { FREE_CALL_MINUTES } from "~/schemas/availability";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl, withoutParam } from "~/site/page-url";

/**
 * Kept once per step, service and week. Its free times carry the `CalendarEntries` tag, which every
 * booking, move, cancel, block and calendar import purges, and the page turns on the quarter hour
 * (docs/decisions/025-online-booking.md).
 */
export const handle: PageCacheHandle = { pageCache: { query: ["mode", "service", "from"] } };

export const links: Route.LinksFunction = bookingPageLinks;

export const shouldRevalidate = revalidateAfterTaken;

/** The "just for me" choice of the first step; gift, couple and group have pages of their own. */
const SELF = "self";
/** "Just for me", offered after the modes in the first step. */
const SELF_CHOICE = { id: SELF, label: "Just for me", description: "A colour analysis for yourself, on a date that suits you." };

/**
 * Step one is a GET form (service and mode), so it works without JavaScript: a gift, couple or
 * group choice is redirected to that mode's page with the service preselected; "just for me"
 * shows the personal booking form here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const mode = url.searchParams.get("mode");
  const requestedService = url.searchParams.get("service");
  if (isBookingModeId(mode)) {
    const target = BOOKING_MODES[mode];
    const keep = requestedService && target.serviceIds.includes(requestedService);
    throw redirect(keep ? `${target.path}?service=${encodeURIComponent(requestedService)}` : target.path);
  }
  // The page is kept once per value it recognises; anything else is sent to the page without it.
  if (mode !== null && mode !== SELF) throw redirect(withoutParam(url, "mode"), 301);
  const app = context.get(appContext);
  const [analyses, bookable] = await Promise.all([getBookableColorAnalysisServices(app), getBookableServices(app)]);
  const requested = bookable.find((service) => service.serviceUUID === requestedService);
  if (requestedService !== null && !requested) throw redirect(withoutParam(url, "service"), 301);
  const analysis = !requested || analyses.some((service) => service.serviceUUID === requested.serviceUUID);
  // Only the analyses have a mode to choose (gift, couple, group): any other service is for the visitor.
  if (requested && mode === null && !analysis) throw redirect(`/service-booking?mode=self&service=${encodeURIComponent(requested.serviceUUID)}`);
  // The digital analysis is ordered, not booked: no time to choose (app/analysis/order.server.ts).
  const order = mode === SELF ? analysisOrderView(app, requested) : null;
  const online = mode === SELF && requested && !order ? await onlineBookingView(app, { mode: "self", serviceId: requested.serviceUUID, people: 1, from: requestedFrom(url) }) : null;
  // The request form offers the analyses, and the service asked for when it is another kept as a request.
  const services = analysis ? analyses : [requested!];
  return {
    order,
    online,
    step: mode === SELF && services.length ? ("details" as const) : ("choose" as const),
    services,
    analysis,
    selectedServiceId: preselectedService(request, services),
    minDate: bookingMinDate(context.get(appContext)),
  };
}

/** The "just for me" forms post here: a time booked online, or a request for a service not booked online. */
export async function action(args: Route.ActionArgs) {
  return bookingPostAction(args, SELF);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a colour analysis",
    description:
      "Start your colour analysis booking: choose in-person, online or digital analysis, for yourself, as a gift, for two or for a group.",
    path: "/service-booking",
  });

export default function ServiceBookingPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { step, services, selectedServiceId, minDate, online, analysis, order } = loaderData;

  if (order && !(result && "confirmation" in result)) {
    return (
      <div className="booking booking--self">
        <AnalysisOrderErrorSummary result={result as AnalysisOrderActionData | undefined} />
        <PageHeader eyebrow="Ordering" title={`Order your ${order.serviceName}`} lead={order.summary}>
          <p>
            <Link to={`/service-booking?service=${encodeURIComponent(order.serviceId)}`}>Back to choosing the analysis and who it is for</Link>
          </p>
        </PageHeader>
        <div className="container booking__layout booking__layout--single">
          <div className="booking__form">
            <AnalysisOrderForm view={order} result={result as AnalysisOrderActionData | undefined} />
          </div>
        </div>
      </div>
    );
  }

  // A request sent from an older page is confirmed as a request, even where times can now be booked.
  if (online && !(result && "confirmation" in result)) {
    return (
      <div className="booking booking--self">
        <OnlineBookingErrorSummary view={online} result={result as OnlineBookingActionData | undefined} />
        <PageHeader
          eyebrow="Booking"
          title={online.location === "call" ? `Book your free ${FREE_CALL_MINUTES}-minute call` : `Book ${online.serviceName}`}
          lead={
            online.location === "call"
              ? `Every ${online.serviceName} starts with a free call: we agree a plan, the dates and your budget before you pay anything. Choose a time and we will phone you.`
              : "Choose a free time and tell us who you are. You get a confirmation and a calendar invitation by email at once."
          }
        >
          {analysis ? (
            <p>
              <Link to={`/service-booking?service=${encodeURIComponent(online.serviceId)}`}>Back to choosing the analysis and who it is for</Link>
            </p>
          ) : null}
        </PageHeader>
        <div className="container booking__layout booking__layout--single">
          <div className="booking__form">
            {/* The page's title already names the service. */}
            <OnlineBookingForm view={online} result={result as OnlineBookingActionData | undefined} titled={false} />
          </div>
        </div>
      </div>
    );
  }

  if (step === "details" || result) {
    return (
      <div className="booking booking--self">
        <BookingRequestErrorSummary services={services} result={result as BookingActionData | undefined} />
        <PageHeader
          eyebrow="Booking"
          title={analysis ? "Book your colour analysis" : `Ask for a ${services[0]?.name ?? "session"}`}
          lead="Tell us which dates suit you, and we reply by email to confirm your appointment, with a secure link to pay."
        >
          <p>
            <Link to={`/service-booking${selectedServiceId ? `?service=${encodeURIComponent(selectedServiceId)}` : ""}`}>
              Back to choosing the analysis and who it is for
            </Link>
          </p>
        </PageHeader>
        <div className="container booking__layout booking__layout--single">
          <div className="booking__form">
            <BookingFormOrConfirmation
              kind="self"
              services={services}
              selectedServiceId={selectedServiceId}
              minDate={minDate}
              result={result as BookingActionData | undefined}
            />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="booking booking--start">
      <PageHeader
        eyebrow="Booking"
        title="Book a colour analysis"
        lead="Two quick choices: which analysis, and who it is for. Then tell us which dates suit you."
      />
      <div className="container booking__layout">
        <div className="booking__form">
          {services.length ? (
            <Form method="get" className="form booking-start" aria-labelledby="booking-start-title">
              <h2 id="booking-start-title" className="visually-hidden">
                Start your booking
              </h2>
              <StartStep legend="1. Choose your analysis">
                {services.map((service) => (
                  <StartChoice key={service.serviceUUID} name="service" value={service.serviceUUID} checked={service.serviceUUID === selectedServiceId} description={service.summary}>
                    <span className="booking-choice__name">{service.name}</span>
                    <span className="booking-choice__facts">
                      {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                    </span>
                  </StartChoice>
                ))}
              </StartStep>
              <StartStep legend="2. Who is it for?">
                {[...bookingModes(), SELF_CHOICE].map((mode) => (
                  <StartChoice key={mode.id} name="mode" value={mode.id} checked={mode.id === DEFAULT_BOOKING_MODE} description={mode.description} labelClassName="booking-choice__name">
                    {mode.label}
                  </StartChoice>
                ))}
              </StartStep>
              <div>
                <button type="submit" className="button button--primary button--lg">
                  Continue
                </button>
              </div>
            </Form>
          ) : (
            <BookingPaused />
          )}
        </div>
        <aside className="booking__info" aria-labelledby="booking-help">
          <h2 id="booking-help">Not sure which to choose?</h2>
          <p>
            In-person draping in our Utrecht studio gives the most reliable result. Online and digital analyses bring
            the same method to your home, with an honest note on how certain we are.
          </p>
          <p>
            <Link to="/color-analysis">Compare the three ways to find your colours</Link>
          </p>
          <h2>Booking for someone else?</h2>
          <ul className="inline-links inline-links--stacked">
            {bookingModes().map((mode) => (
              <li key={mode.id}>
                <Link to={mode.path}>{mode.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

/** One step of the first form: a question and its choices. */
function StartStep({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className="choice-list">{children}</ul>
    </fieldset>
  );
}

/**
 * A radio button of the first step, its label (`children`) and, below it, the description it is
 * described by; the ids follow the field's name and the choice's value.
 */
function StartChoice({
  name,
  value,
  checked,
  description,
  labelClassName,
  children,
}: { name: string; value: string; checked: boolean; description: string; labelClassName?: string; children: ReactNode }) {
  const id = `start-${name}-${value}`;
  return (
    <RadioChoice id={id} name={name} value={value} checked={checked} className="choice booking-choice" describedBy={`${id}-description`} required>
      <div className="booking-choice__body">
        <label htmlFor={id} className={labelClassName}>
          {children}
        </label>
        <p id={`${id}-description`} className="booking-choice__summary">
          {description}
        </p>
      </div>
    </RadioChoice>
  );
}
