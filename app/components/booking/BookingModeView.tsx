import { bookingModeTrail } from "./booking-mode-trail";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { bookingModeIn, type BookingModeId } from "~/data/booking-modes";
import type { BookingActionData } from "~/booking/request-action.server";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import type { OnlineBookingView } from "~/booking/online-booking-view.server";
import { OnlineBookingErrorSummary, OnlineBookingForm } from "./OnlineBookingForm";
import { BookingFormOrConfirmation, BookingRequestErrorSummary, type BookingFormService } from "./BookingForm";
import { BookingModeNav } from "./BookingModeNav";
import { BookingPaused } from "./BookingPaused";
import { GiftVoucherErrorSummary, GiftVoucherForm, type GiftShop } from "./GiftVoucherForm";
import type { GiftOrderActionData } from "~/booking/voucher-purchase.server";
import { langOf } from "~/site/localize";
import { defineWords, useLocale, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    eyebrow: "Booking",
    how: "How it works",
    applies: "The analyses you can book this way",
    perPerson: " per person",
    notSure: "Not sure which to choose?",
    compare: "Compare in-person, online and digital analysis",
    which: "Which analysis",
  },
  nl: {
    eyebrow: "Afspraak maken",
    how: "Zo werkt het",
    applies: "De analyses die je zo kunt boeken",
    perPerson: " per persoon",
    notSure: "Twijfel je welke je moet kiezen?",
    compare: "Vergelijk de kleuranalyse in de studio, online en digitaal",
    which: "Welke analyse",
  },
});

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
  const locale = useLocale();
  const mode = bookingModeIn(modeId, locale);
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <div className={`booking booking--${mode.id}`}>
      <Breadcrumbs trail={bookingModeTrail(mode, locale)} />
      <FormErrorSummary services={services} online={online} giftShop={giftShop} result={result} />
      <PageHeader eyebrow={words.eyebrow} title={mode.title} lead={mode.description}>
        <BookingModeNav current={mode.id} />
      </PageHeader>

      <div className="container booking__layout">
        <div className="booking__info">
          <section aria-labelledby="booking-how">
            <h2 id="booking-how">{words.how}</h2>
            {mode.details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="booking-applies">
            <h2 id="booking-applies">{words.applies}</h2>
            {services.length ? (
              <ul className="booking-services">
                {services.map((service) => (
                  <li key={service.serviceUUID}>
                    <h3 className="booking-services__name" {...langOf(service, "name")}>
                      <Link to={localPath(service.path)}>{service.name}</Link>
                    </h3>
                    <p {...langOf(service, "summary")}>{service.summary}</p>
                    <p className="booking-services__facts">
                      {service.formatLabel} · {service.durationLabel} · {service.priceLabel}
                      {mode.maxPeople > 1 ? words.perPerson : ""}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              {words.notSure} <Link to={localPath("/color-analysis")}>{words.compare}</Link>.
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
  const words = useWords(WORDS);
  return (
    <nav className="booking-service-switch" aria-label={words.which}>
      <ul className="inline-links">
        {services.map((service) => (
          <li key={service.serviceUUID}>
            <Link to={`?service=${encodeURIComponent(service.serviceUUID)}`} aria-current={service.serviceUUID === current ? "page" : undefined} {...langOf(service, "name")}>
              {service.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
