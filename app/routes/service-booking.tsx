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
import { pageLocale, pageMeta } from "~/site/seo";
import { localizedPath, requestLocale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { useLocale, useLocalPath, useWords } from "~/site/words";
import { SERVICE_BOOKING_META, SERVICE_BOOKING_WORDS as WORDS } from "~/components/booking/service-booking-words";
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
/** `langOf` for a service as the loader read it, in the page's language (its `english`, where the models pass it on). */
const serviceLang = (service: object, field: string) => langOf(service as { english?: readonly string[] }, field);

/** "Just for me", offered after the modes in the first step (its words are the page's `self`). */
const SELF_CHOICE = { id: SELF };

/**
 * Step one is a GET form (service and mode), so it works without JavaScript: a gift, couple or
 * group choice is redirected to that mode's page with the service preselected; "just for me"
 * shows the personal booking form here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = requestLocale(request);
  const mode = url.searchParams.get("mode");
  const requestedService = url.searchParams.get("service");
  if (isBookingModeId(mode)) {
    const target = BOOKING_MODES[mode];
    const keep = requestedService && target.serviceIds.includes(requestedService);
    throw redirect(localizedPath(keep ? `${target.path}?service=${encodeURIComponent(requestedService)}` : target.path, locale));
  }
  // The page is kept once per value it recognises; anything else is sent to the page without it.
  if (mode !== null && mode !== SELF) throw redirect(withoutParam(url, "mode"), 301);
  const app = context.get(appContext);
  const [analyses, bookable] = await Promise.all([getBookableColorAnalysisServices(app), getBookableServices(app)]);
  const requested = bookable.find((service) => service.serviceUUID === requestedService);
  if (requestedService !== null && !requested) throw redirect(withoutParam(url, "service"), 301);
  const analysis = !requested || analyses.some((service) => service.serviceUUID === requested.serviceUUID);
  // Only the analyses have a mode to choose (gift, couple, group): any other service is for the visitor.
  if (requested && mode === null && !analysis) throw redirect(localizedPath(`/service-booking?mode=self&service=${encodeURIComponent(requested.serviceUUID)}`, locale));
  // The digital analysis is ordered, not booked: no time to choose (app/analysis/order.server.ts).
  const order = mode === SELF ? analysisOrderView(app, requested) : null;
  const online = mode === SELF && requested && !order ? await onlineBookingView(app, { mode: "self", serviceId: requested.serviceUUID, people: 1, from: requestedFrom(url), locale }) : null;
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

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...SERVICE_BOOKING_META[pageLocale(matches)], path: "/service-booking" });

export default function ServiceBookingPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { step, services, selectedServiceId, minDate, online, analysis, order } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const locale = useLocale();
  const back = (serviceId: string | null) => localPath(`/service-booking${serviceId ? `?service=${encodeURIComponent(serviceId)}` : ""}`);

  if (order && !(result && "confirmation" in result)) {
    return (
      <div className="booking booking--self">
        <AnalysisOrderErrorSummary result={result as AnalysisOrderActionData | undefined} />
        <PageHeader eyebrow={words.ordering} title={words.order(order.serviceName)} lead={order.summary}>
          <p>
            <Link to={back(order.serviceId)}>{words.back}</Link>
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
          eyebrow={words.booking}
          title={online.location === "call" ? words.bookCall(FREE_CALL_MINUTES) : words.bookService(online.serviceName)}
          lead={online.location === "call" ? words.callLead(online.serviceName) : words.onlineLead}
        >
          {analysis ? (
            <p>
              <Link to={back(online.serviceId)}>{words.back}</Link>
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
          eyebrow={words.booking}
          title={analysis ? words.requestAnalysis : words.requestService(services[0]?.name)}
          lead={words.requestLead}
        >
          <p>
            <Link to={back(selectedServiceId)}>{words.back}</Link>
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
        eyebrow={words.booking}
        title={words.title}
        lead={words.startLead}
      />
      <div className="container booking__layout">
        <div className="booking__form">
          {services.length ? (
            <Form method="get" className="form booking-start" aria-labelledby="booking-start-title">
              <h2 id="booking-start-title" className="visually-hidden">
                {words.start}
              </h2>
              <StartStep legend={words.chooseAnalysis}>
                {services.map((service) => (
                  <StartChoice
                    key={service.serviceUUID}
                    name="service"
                    value={service.serviceUUID}
                    checked={service.serviceUUID === selectedServiceId}
                    description={service.summary}
                    descriptionLang={serviceLang(service, "summary").lang}
                  >
                    <span className="booking-choice__name" {...serviceLang(service, "name")}>
                      {service.name}
                    </span>
                    <span className="booking-choice__facts">
                      {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                    </span>
                  </StartChoice>
                ))}
              </StartStep>
              <StartStep legend={words.whoFor}>
                {[...bookingModes(locale), { ...SELF_CHOICE, ...words.self }].map((mode) => (
                  <StartChoice key={mode.id} name="mode" value={mode.id} checked={mode.id === DEFAULT_BOOKING_MODE} description={mode.description} labelClassName="booking-choice__name">
                    {mode.label}
                  </StartChoice>
                ))}
              </StartStep>
              <div>
                <button type="submit" className="button button--primary button--lg">
                  {words.next}
                </button>
              </div>
            </Form>
          ) : (
            <BookingPaused />
          )}
        </div>
        <aside className="booking__info" aria-labelledby="booking-help">
          <h2 id="booking-help">{words.notSure}</h2>
          <p>{words.advice}</p>
          <p>
            <Link to={localPath("/color-analysis")}>{words.compare}</Link>
          </p>
          <h2>{words.someoneElse}</h2>
          <ul className="inline-links inline-links--stacked">
            {bookingModes(locale).map((mode) => (
              <li key={mode.id}>
                <Link to={localPath(mode.path)}>{mode.title}</Link>
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
  descriptionLang,
  labelClassName,
  children,
}: { name: string; value: string; checked: boolean; description: string; descriptionLang?: "en" | undefined; labelClassName?: string; children: ReactNode }) {
  const id = `start-${name}-${value}`;
  return (
    <RadioChoice id={id} name={name} value={value} checked={checked} className="choice booking-choice" describedBy={`${id}-description`} required>
      <div className="booking-choice__body">
        <label htmlFor={id} className={labelClassName}>
          {children}
        </label>
        <p id={`${id}-description`} className="booking-choice__summary" lang={descriptionLang}>
          {description}
        </p>
      </div>
    </RadioChoice>
  );
}
