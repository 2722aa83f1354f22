import { Link } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { BOOKING_MODES, bookingModeTrail, type BookingModeId } from "~/data/booking-modes";
import type { BookingActionData } from "~/forms/booking-action.server";
import { BookingFormOrConfirmation, type BookingFormService } from "./BookingForm";
import { BookingModeNav } from "./BookingModeNav";
import { BookingPaused } from "./BookingPaused";

type Props = {
  modeId: BookingModeId;
  services: ReadonlyArray<BookingFormService & { summary: string; path: string }>;
  selectedServiceId: string | null;
  minDate: string;
  /** The booking action's answer, once the form has been sent. */
  result?: BookingActionData;
};

/** A booking-mode page: its title and description, how it works, the services it applies to and the form. */
export function BookingModeView({ modeId, services, selectedServiceId, minDate, result }: Props) {
  const mode = BOOKING_MODES[modeId];
  return (
    <div className={`booking booking--${mode.id}`}>
      <Breadcrumbs trail={bookingModeTrail(mode)} />
      <PageHeader eyebrow="Booking" title={mode.title} lead={mode.description}>
        <BookingModeNav current={mode.id} />
      </PageHeader>

      <div className="container booking__layout">
        <div className="booking__info">
          <section aria-labelledby="booking-how">
            <h2 id="booking-how">How it works</h2>
            {mode.details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="booking-applies">
            <h2 id="booking-applies">The analyses you can book this way</h2>
            {services.length ? (
              <ul className="booking-services">
                {services.map((service) => (
                  <li key={service.serviceUUID}>
                    <h3 className="booking-services__name">
                      <Link to={service.path}>{service.name}</Link>
                    </h3>
                    <p>{service.summary}</p>
                    <p className="booking-services__facts">
                      {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                      {mode.maxPeople > 1 ? " per person" : ""}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              Not sure which to choose? <Link to="/color-analysis">Compare in-person, online and digital analysis</Link>
              .
            </p>
          </section>
        </div>

        <div className="booking__form">
          {services.length ? (
            <BookingFormOrConfirmation
              kind={mode.id}
              services={services}
              selectedServiceId={selectedServiceId}
              minDate={minDate}
              result={result}
            />
          ) : (
            <BookingPaused />
          )}
        </div>
      </div>
    </div>
  );
}
