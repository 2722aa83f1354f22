import { bookingModeTrail } from "./booking-mode-trail";
import type { LinksFunction, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { BOOKING_MODES, bookingModeIn, type BookingModeId } from "~/data/booking-modes";
import type { BookingActionData } from "~/booking/request-action.server";
import type { OnlineBookingActionData } from "~/booking/online-booking.server";
import type { GiftOrderActionData } from "~/booking/voucher-purchase.server";
import type { loadBookingMode } from "~/booking/mode-page.server";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import bookingStyles from "~/styles/booking.css?url";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import formStyles from "~/styles/forms.css?url";
import { BookingModeView } from "./BookingModeView";
import type { PageCacheHandle } from "~/site/page-cache-handle";

/** The style sheets of every booking page. */
export const bookingPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: bookingStyles },
];

/** A booking mode's page adds its breadcrumbs (/service-booking has none). */
const bookingModeLinks: LinksFunction = () => [{ rel: "stylesheet", href: breadcrumbsStyles }, ...bookingPageLinks()];

/**
 * The browser-safe half of a booking-mode route (`/gift-a-session`, `/partner-session`,
 * `/group-session`): its links, meta and page, which differ only in the mode. The route file
 * exports these beside its own loader and action, so the server modules those call stay out of
 * the browser bundle.
 */
export function bookingModeRoute(modeId: BookingModeId) {
  const mode = BOOKING_MODES[modeId];
  const meta: MetaFunction = ({ matches }) => {
    const locale = pageLocale(matches);
    const words = bookingModeIn(modeId, locale);
    return pageMeta(matches, {
      title: words.title,
      description: words.description,
      path: mode.path,
      jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, bookingModeTrail(mode, locale))],
    });
  };
  /**
   * A link from a service preselects it (`?service=`). A page that offers free times is kept per
   * party size and week too; every booking purges it (docs/decisions/025-online-booking.md).
   */
  const handle: PageCacheHandle = { pageCache: { query: modeId === "gift" ? ["service"] : ["service", "people", "from"] } };
  return { links: bookingModeLinks, meta, handle, Page: BookingModePage };
}

/** The page of the mode the loader answered for, with the form or, once sent, the confirmation. */
function BookingModePage() {
  const data = useLoaderData<typeof loadBookingMode>();
  const result = useActionData<BookingActionData | OnlineBookingActionData | GiftOrderActionData>();
  // The three routes share this component, so React would keep one mode's form (and what was
  // typed in it) on the way to another; keyed by the mode, each page starts afresh as its own.
  return <BookingModeView key={data.modeId} {...data} result={result} />;
}
