import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingModeView } from "~/components/BookingForm";
import bookingStyles from "~/styles/booking.css";
import formStyles from "~/styles/forms.css";
import { loadBookingMode } from "~/models/booking-services.server";
import { bookingAction } from "~/forms/booking-action.server";
import { BOOKING_MODES } from "~/data/booking-modes";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";

const MODE = BOOKING_MODES.gift;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: bookingStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadBookingMode(context.app, request, MODE);
}

export function action(args: ActionFunctionArgs) {
  return bookingAction(args, MODE.id);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, {
    title: MODE.title,
    description: MODE.description,
    path: MODE.path,
    jsonLd: [
      breadcrumbJsonLd(siteMeta(matches).siteUrl, [
        { name: "Home", path: "/" },
        { name: "Book a colour analysis", path: "/service-booking" },
        { name: MODE.title, path: MODE.path },
      ]),
    ],
  });

/** `/gift-a-session`: the gift mode, the default way to book. */
export default function GiftASessionPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <BookingModeView {...data} result={result} />;
}
