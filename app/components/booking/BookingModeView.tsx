import { Link } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { BOOKING_MODES, bookingModeTrail, type BookingModeId } from "~/data/booking-modes";
import type { BookingActionData } from "~/booking/request-action.server";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { OnlineBookingErrorSummary, OnlineBookingForm } from "./OnlineBookingForm";
import { BookingFormOrConfirmation, BookingRequestErrorSummary, type BookingFormService } from "./BookingForm";
import { BookingModeNav } from "./BookingModeNav";
import { BookingPaused } from "./BookingPaused";
import { GiftVoucherErrorSummary, GiftVoucherForm, type GiftShop } from "./GiftVoucherForm";
import type { GiftOrderActionData } from "~/booking/voucher-purchase.server";

type Props = {
  modeId: BookingModeId;
  services: ReadonlyArray<BookingFormService & { summary: string; path: string }>;
  selectedServiceId: string | null;
  minDate: string;
  /** The free times of the selected service, when it can be booked online in this mode. */
  online: OnlineBookingView | null;
  /** Vouchers sold online (the gift mode, with online payments); null: the gift request form. */
  giftShop: GiftShop | null;
  /** The booking action's answer, once the form has been sent. */
  result?: BookingActionData | OnlineBookingActionData | GiftOrderActionData;
};

/** A booking-mode page: its title and description, how it works, the services it applies to and the form. */
export function BookingModeView({ modeId, services, selectedServiceId, minDate, online, giftShop, result }: Props) {
  const mode = BOOKING_MODES[modeId];
  return (
    <div className={`booking booking--${mode.id}`}>
      <Breadcrumbs trail={bookingModeTrail(mode)} />
      <FormErrorSummary services={services} online={online} giftShop={giftShop} result={result} />
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
          {giftShop ? (
            <GiftVoucherForm shop={giftShop} result={result as GiftOrderActionData | undefined} />
          ) : online && !(result && "confirmation" in result) ? (
            <>
              {services.length > 1 ? <ServiceSwitch services={services} current={online.serviceId} /> : null}
              <OnlineBookingForm view={online} result={result as OnlineBookingActionData | undefined} />
            </>
          ) : services.length ? (
            <BookingFormOrConfirmation
              kind={mode.id}
              services={services}
              selectedServiceId={selectedServiceId}
              minDate={minDate}
              result={result as BookingActionData | undefined}
            />
          ) : (
            <BookingPaused />
          )}
        </div>
      </div>
    </div>
  );
}

/** The error summary of the form the page shows (chosen as the form's column below chooses it), above the page's title. */
function FormErrorSummary({ services, online, giftShop, result }: Pick<Props, "services" | "online" | "giftShop" | "result">) {
  // A request sent from an older page answers with no field problems (its confirmation): nothing to sum up.
  if (result && !("errors" in result)) return null;
  if (giftShop) return <GiftVoucherErrorSummary shop={giftShop} result={result as GiftOrderActionData | undefined} />;
  if (online && !(result && "confirmation" in result)) return <OnlineBookingErrorSummary view={online} result={result as OnlineBookingActionData | undefined} />;
  return services.length ? <BookingRequestErrorSummary services={services} result={result as BookingActionData | undefined} /> : null;
}

/** The analyses of this mode, as links: each shows its own free times (or its request form). */
function ServiceSwitch({ services, current }: { services: Props["services"]; current: string }) {
  return (
    <nav className="booking-service-switch" aria-label="Which analysis">
      <ul className="inline-links">
        {services.map((service) => (
          <li key={service.serviceUUID}>
            <Link to={`?service=${encodeURIComponent(service.serviceUUID)}`} aria-current={service.serviceUUID === current ? "page" : undefined}>
              {service.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
