import type { Route } from "./+types/analysis.$token";
import { useState } from "react";
import { useLocation } from "react-router";
import { bookingPageLinks } from "~/components/booking/booking-mode-route";
import { Button } from "~/components/Button";
import { CheckboxField } from "~/components/forms";
import { ErrorSummary, errorSummaryItems } from "~/components/ErrorSummary";
import { PageHeader } from "~/components/PageHeader";
import { PhotoGuide } from "~/components/PhotoGuide";
import { Swatch } from "~/components/Swatch";
import { OrderPhotoList } from "~/components/analysis/OrderPhotoList";
import { PhotoUploadForm } from "~/components/analysis/PhotoUploadForm";
import { loadOrderPage, orderPageAction, type OrderPageView } from "~/analysis/order-page.server";
import { PHOTO_ACCEPT, PHOTO_MESSAGES, UPLOAD_POST_BYTES } from "~/analysis/photo-files";
import { ANALYSIS_PHOTOS } from "~/schemas/analysis-order";
import type { BodyLimitHandle } from "~/site/body-limit-handle";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { SecretAddressHandle } from "~/site/secret-address";
import photoGuideStyles from "~/styles/photo-guide.css?url";
import swatchStyles from "~/styles/swatch-card.css?url";
import analysisStyles from "~/styles/analysis-order.css?url";

/**
 * A client's digital analysis order (`/analysis/{token}`, decision 033): never kept, its link (a
 * key) never sent on or logged. Its posts carry photos: up to UPLOAD_POST_BYTES a post, within 3
 * minutes (40 MB at about 1.8 Mbit/s).
 */
export const handle: PageCacheHandle & SecretAddressHandle & BodyLimitHandle = {
  pageCache: false,
  secretAddress: true,
  bodyLimit: { bytes: UPLOAD_POST_BYTES + 64 * 1024, timeoutMs: 180_000, tooLarge: PHOTO_MESSAGES.postTooLarge, fieldsCheckedByRoute: true },
};

export const links: Route.LinksFunction = () => [
  ...bookingPageLinks(),
  { rel: "stylesheet", href: photoGuideStyles },
  { rel: "stylesheet", href: swatchStyles },
  { rel: "stylesheet", href: analysisStyles },
];

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ title: "Your digital colour analysis" }, { name: "robots", content: "noindex, nofollow" }];

export const loader = (args: Route.LoaderArgs) => loadOrderPage(args);
export const action = (args: Route.ActionArgs) => orderPageAction(args);

const TITLES: Record<OrderPageView["status"], string> = {
  "awaiting-payment": "Waiting for your payment",
  "not-paid": "Your payment did not go through",
  "awaiting-photos": "Send us your photos",
  sent: "Your photos are with us",
  "in-progress": "We are working on your analysis",
  delivered: "Your colour analysis",
  cancelled: "Your order is cancelled",
};

/** The states in which the order is paid (and not refunded). */
const PAID = new Set<OrderPageView["status"]>(["awaiting-photos", "sent", "in-progress", "delivered"]);

const FIELD_IDS = { photos: "analysis-photos", send: "analysis-send", keep: "analysis-keep", cancel: "analysis-cancel" } as const;

export default function AnalysisOrderPage({ loaderData: order, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [browserProblem, setBrowserProblem] = useState<string | null>(null);
  const errors = { ...actionData?.errors, ...(browserProblem ? { photos: browserProblem } : {}) };
  const open = order.status === "awaiting-photos";
  const keepShown = order.status === "delivered" && order.photos.length > 0;
  // Problems whose control is not on the page in this state (a post after the photos were sent) are said under the status.
  const strays = (["photos", "send", "keep", "cancel"] as const).filter((name) => errors[name] && (name === "keep" ? !keepShown : name === "cancel" ? !order.cancellable : !open));

  return (
    <div className="booking booking--manage analysis-order">
      <ErrorSummary items={errorSummaryItems(errors, ["photos", "send", "keep", "cancel"], (name) => FIELD_IDS[name])} answer={browserProblem ?? actionData} />
      <PageHeader eyebrow={`Your ${order.serviceName.toLowerCase()}`} title={TITLES[order.status]} lead={PAID.has(order.status) ? `For ${order.name}: ${order.price}, paid in full.` : `For ${order.name}: ${order.price}.`} />
      <div className="container booking__layout booking__layout--single">
        <div className="booking__form">
          {order.notice ? (
            <p className="form-status" role="status">
              {order.notice}
            </p>
          ) : null}
          <StatusText order={order} pathname={pathname} />
          {strays.map((name) => (
            <FieldProblem key={name} id={FIELD_IDS[name]} message={errors[name]} />
          ))}

          {open ? (
            <>
              <section aria-labelledby="analysis-photos-title">
                <h2 id="analysis-photos-title">
                  Your photos ({order.photos.length} of {order.limits.max})
                </h2>
                <OrderPhotoList photos={order.photos} removeAction={pathname} />
                {order.photos.length < ANALYSIS_PHOTOS.max ? (
                  <PhotoUploadForm
                    action={pathname}
                    accept={PHOTO_ACCEPT}
                    room={ANALYSIS_PHOTOS.max - order.photos.length}
                    maxBytes={ANALYSIS_PHOTOS.maxBytes}
                    postBytes={UPLOAD_POST_BYTES}
                    error={errors.photos}
                    onProblem={setBrowserProblem}
                  />
                ) : (
                  <>
                    <p>That is the most we take. Remove one to add another.</p>
                    <FieldProblem id={FIELD_IDS.photos} message={errors.photos} />
                  </>
                )}
              </section>
              <section aria-labelledby="analysis-send-title" className="analysis-send">
                <h2 id="analysis-send-title">Send for analysis</h2>
                <p>
                  Send at least {order.limits.min} photos. Once sent, they are fixed, so check them above first. Your report follows within five working days, and
                  we email you when it is ready.
                </p>
                <form method="post" action={pathname} className="form">
                  <input type="hidden" name="intent" value="send" />
                  <FieldProblem id="analysis-send-error" message={errors.send} />
                  <Button id={FIELD_IDS.send} type="submit" text="Send for analysis" aria-describedby={errors.send ? "analysis-send-error" : undefined} />
                </form>
              </section>
              <section aria-labelledby="analysis-guide-title">
                <h2 id="analysis-guide-title">Photo guide for online and digital analysis</h2>
                <PhotoGuide />
              </section>
            </>
          ) : null}

          {order.report ? <Report report={order.report} /> : null}

          {!open && order.photos.length > 0 ? (
            <section aria-labelledby="analysis-sent-title">
              <h2 id="analysis-sent-title">The photos you sent</h2>
              {keepShown ? <KeepPhotos order={order} pathname={pathname} error={errors.keep} /> : null}
              <OrderPhotoList photos={order.photos} removeAction={null} />
            </section>
          ) : null}
          {order.photosDeletedOn ? <p>As promised, we deleted your photos on {order.photosDeletedOn}.</p> : null}
          {order.cancellable ? <CancelOrder price={order.price} pathname={pathname} error={errors.cancel} /> : null}
        </div>
      </div>
    </div>
  );
}

/** Until work starts: cancel for a full refund, confirmed with a tick (a plain form, with or without JavaScript). */
function CancelOrder({ price, pathname, error }: { price: string; pathname: string; error?: string }) {
  return (
    <section aria-labelledby="analysis-cancel-title" className="analysis-cancel">
      <h2 id="analysis-cancel-title">Cancel your order</h2>
      <p>Until we start working on your photos you can cancel for a full refund of {price}, the way you paid. Once we have started, the analysis cannot be refunded.</p>
      <form method="post" action={pathname} className="form">
        <input type="hidden" name="intent" value="cancel" />
        <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
          <input type="checkbox" id={FIELD_IDS.cancel} name="confirm" value="yes" aria-describedby={error ? "analysis-cancel-error" : undefined} />
          <label htmlFor={FIELD_IDS.cancel}>Yes, cancel my order and refund me</label>
          <FieldProblem id="analysis-cancel-error" message={error} />
        </div>
        <Button type="submit" text="Cancel my order" variant="secondary" />
      </form>
    </section>
  );
}

/** A problem shown beside the control it is about, where the control is not a form field (or no longer on the page). */
function FieldProblem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field__error" id={id} tabIndex={-1}>
      {message}
    </p>
  ) : null;
}

function StatusText({ order, pathname }: { order: OrderPageView; pathname: string }) {
  switch (order.status) {
    case "awaiting-payment":
      return (
        <section className="booking-payment" role="status">
          <p>We have not yet heard from your bank about your payment of {order.price}. This usually takes a few seconds.</p>
          <p>
            <a href={pathname}>Check again</a>
            {order.checkoutUrl ? (
              <>
                {" "}
                or <a href={order.checkoutUrl}>go back to the payment page</a>
              </>
            ) : null}
            .
          </p>
        </section>
      );
    case "not-paid":
      return (
        <p>
          Nothing was charged, and nothing more will happen with this order. To try again, <a href="/service-booking?mode=self&amp;service=digital-color-analysis">order the digital analysis</a> again.
        </p>
      );
    case "awaiting-photos":
      return order.secondSetNote ? (
        <section aria-labelledby="analysis-second-set-title" className="analysis-second-set">
          <h2 id="analysis-second-set-title">A second set of photos, please</h2>
          <p>Your photos do not yet allow a result we can stand behind. Send us a second set, at no charge. Your analyst&apos;s note:</p>
          <blockquote>
            {order.secondSetNote.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <p>Remove the photos you replace, add the new ones as the photo guide at the bottom of this page shows, and press &ldquo;Send for analysis&rdquo; again.</p>
        </section>
      ) : (
        <ol className="analysis-steps">
          <li>Take {ANALYSIS_PHOTOS.min} to {ANALYSIS_PHOTOS.max} photos as the photo guide at the bottom of this page shows.</li>
          <li>Upload them here, as your camera took them: we take the location and camera details out, and never change the colours.</li>
          <li>Check them, then press &ldquo;Send for analysis&rdquo;.</li>
        </ol>
      );
    case "sent":
      return (
        <p>
          You sent your photos on {order.sentOn}. An analyst works with them and a second analyst reviews the result; your report will be on this page, and
          we email you when it is.{order.cancellable ? " Until we start work you can cancel below for a full refund." : null}
        </p>
      );
    case "in-progress":
      return <p>An analyst is working on your photos, and a second analyst reviews the result before it goes out. We email you when your report is ready.</p>;
    case "delivered":
      return <p>We delivered your report on {order.deliveredOn}. You can read it here again whenever you like.</p>;
    case "cancelled":
      return <p>This order is cancelled and was refunded in full, as our refund policy says.</p>;
  }
}

function Report({ report }: { report: NonNullable<OrderPageView["report"]> }) {
  return (
    <section aria-labelledby="analysis-report-title" className="analysis-report">
      <h2 id="analysis-report-title">
        You are a <a href={report.subSeason.href}>{report.subSeason.name}</a>
      </h2>
      {report.notes.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {report.colours.length > 0 ? (
        <>
          <h3 id="analysis-colours-title">Your best colours</h3>
          <ul className="analysis-colours" aria-labelledby="analysis-colours-title">
            {report.colours.map((colour) => (
              <li key={colour.hex}>
                <Swatch name={colour.name} hex={colour.hex} size="sm" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.pdfUrl ? (
        <p>
          <a href={report.pdfUrl}>Your report as a PDF</a>
        </p>
      ) : null}
    </section>
  );
}

function KeepPhotos({ order, pathname, error }: { order: OrderPageView; pathname: string; error?: string }) {
  const hint = order.keepPhotos
    ? "We keep your photos until you untick this. Untick it and we delete them 90 days after we delivered your report, or the next night if that day has passed."
    : `Otherwise we delete them on ${order.photosDeleteOn}, 90 days after we delivered your report. Tick it and we keep them until you untick it.`;
  return (
    <form method="post" action={pathname} className="form analysis-keep">
      <input type="hidden" name="intent" value="keep" />
      <CheckboxField id={FIELD_IDS.keep} name="keep" label="Keep my photos for a follow-up" hint={hint} error={error} checked={order.keepPhotos} />
      <Button type="submit" text="Save this choice" variant="secondary" size="sm" />
    </form>
  );
}
