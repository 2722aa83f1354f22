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
import { ORDER_PAGE_WORDS as WORDS } from "~/components/analysis/order-page-words";
import { pageLocale } from "~/site/seo";
import { useLocalPath, useWords } from "~/site/words";

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

export const meta: Route.MetaFunction = ({ matches }) => [{ title: WORDS[pageLocale(matches)].meta }, { name: "robots", content: "noindex, nofollow" }];

export const loader = (args: Route.LoaderArgs) => loadOrderPage(args);
export const action = (args: Route.ActionArgs) => orderPageAction(args);

/** The states in which the order is paid (and not refunded). */
const PAID = new Set<OrderPageView["status"]>(["awaiting-photos", "sent", "in-progress", "delivered"]);

const FIELD_IDS = { photos: "analysis-photos", send: "analysis-send", keep: "analysis-keep", cancel: "analysis-cancel" } as const;

export default function AnalysisOrderPage({ loaderData: order, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const words = useWords(WORDS);
  const [browserProblem, setBrowserProblem] = useState<string | null>(null);
  const errors = { ...actionData?.errors, ...(browserProblem ? { photos: browserProblem } : {}) };
  const open = order.status === "awaiting-photos";
  const keepShown = order.status === "delivered" && order.photos.length > 0;
  // Problems whose control is not on the page in this state (a post after the photos were sent) are said under the status.
  const strays = (["photos", "send", "keep", "cancel"] as const).filter((name) => errors[name] && (name === "keep" ? !keepShown : name === "cancel" ? !order.cancellable : !open));

  return (
    <div className="booking booking--manage analysis-order">
      <ErrorSummary items={errorSummaryItems(errors, ["photos", "send", "keep", "cancel"], (name) => FIELD_IDS[name])} answer={browserProblem ?? actionData} />
      <PageHeader eyebrow={words.eyebrow(order.serviceName)} title={words.titles[order.status]} lead={words.lead(order.name, order.price, PAID.has(order.status))} />
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
                <h2 id="analysis-photos-title">{words.photos(order.photos.length, order.limits.max)}</h2>
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
                    <p>{words.mostWeTake}</p>
                    <FieldProblem id={FIELD_IDS.photos} message={errors.photos} />
                  </>
                )}
              </section>
              <section aria-labelledby="analysis-send-title" className="analysis-send">
                <h2 id="analysis-send-title">{words.send}</h2>
                <p>{words.sendText(order.limits.min)}</p>
                <form method="post" action={pathname} className="form">
                  <input type="hidden" name="intent" value="send" />
                  <FieldProblem id="analysis-send-error" message={errors.send} />
                  <Button id={FIELD_IDS.send} type="submit" text={words.send} aria-describedby={errors.send ? "analysis-send-error" : undefined} />
                </form>
              </section>
              <section aria-labelledby="analysis-guide-title">
                <h2 id="analysis-guide-title">{words.guide}</h2>
                <PhotoGuide />
              </section>
            </>
          ) : null}

          {order.report ? <Report report={order.report} /> : null}

          {!open && order.photos.length > 0 ? (
            <section aria-labelledby="analysis-sent-title">
              <h2 id="analysis-sent-title">{words.sentPhotos}</h2>
              {keepShown ? <KeepPhotos order={order} pathname={pathname} error={errors.keep} /> : null}
              <OrderPhotoList photos={order.photos} removeAction={null} />
            </section>
          ) : null}
          {order.photosDeletedOn ? <p>{words.deletedOn(order.photosDeletedOn)}</p> : null}
          {order.cancellable ? <CancelOrder price={order.price} pathname={pathname} error={errors.cancel} /> : null}
        </div>
      </div>
    </div>
  );
}

/** Until work starts: cancel for a full refund, confirmed with a tick (a plain form, with or without JavaScript). */
function CancelOrder({ price, pathname, error }: { price: string; pathname: string; error?: string }) {
  const words = useWords(WORDS);
  return (
    <section aria-labelledby="analysis-cancel-title" className="analysis-cancel">
      <h2 id="analysis-cancel-title">{words.cancelTitle}</h2>
      <p>{words.cancelText(price)}</p>
      <form method="post" action={pathname} className="form">
        <input type="hidden" name="intent" value="cancel" />
        <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
          <input type="checkbox" id={FIELD_IDS.cancel} name="confirm" value="yes" aria-describedby={error ? "analysis-cancel-error" : undefined} />
          <label htmlFor={FIELD_IDS.cancel}>{words.cancelConfirm}</label>
          <FieldProblem id="analysis-cancel-error" message={error} />
        </div>
        <Button type="submit" text={words.cancelButton} variant="secondary" />
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
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  switch (order.status) {
    case "awaiting-payment":
      return (
        <section className="booking-payment" role="status">
          <p>{words.notHeard(order.price)}</p>
          <p>
            <a href={pathname}>{words.checkAgain}</a>
            {order.checkoutUrl ? (
              <>
                {" "}
                {words.or} <a href={order.checkoutUrl}>{words.backToPayment}</a>
              </>
            ) : null}
            .
          </p>
        </section>
      );
    case "not-paid":
      return (
        <p>
          {words.notPaidBefore} <a href={localPath("/service-booking?mode=self&service=digital-color-analysis")}>{words.orderAgain}</a> {words.notPaidAfter}
        </p>
      );
    case "awaiting-photos":
      return order.secondSetNote ? (
        <section aria-labelledby="analysis-second-set-title" className="analysis-second-set">
          <h2 id="analysis-second-set-title">{words.secondSet}</h2>
          <p>{words.secondSetText}</p>
          <blockquote>
            {order.secondSetNote.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <p>{words.secondSetHow}</p>
        </section>
      ) : (
        <ol className="analysis-steps">
          <li>{words.take(ANALYSIS_PHOTOS.min, ANALYSIS_PHOTOS.max)}</li>
          <li>{words.uploadStep}</li>
          <li>{words.checkStep}</li>
        </ol>
      );
    case "sent":
      return <p>{words.sentText(order.sentOn ?? "", order.cancellable)}</p>;
    case "in-progress":
      return <p>{words.inProgress}</p>;
    case "delivered":
      return <p>{words.delivered(order.deliveredOn ?? "")}</p>;
    case "cancelled":
      return <p>{words.cancelled}</p>;
  }
}

function Report({ report }: { report: NonNullable<OrderPageView["report"]> }) {
  const words = useWords(WORDS);
  return (
    <section aria-labelledby="analysis-report-title" className="analysis-report">
      <h2 id="analysis-report-title">
        {words.youAre} <a href={report.subSeason.href}>{report.subSeason.name}</a>
        {report.subSeason.dutchName ? ` (${report.subSeason.dutchName})` : null}
      </h2>
      {report.notes.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {report.colours.length > 0 ? (
        <>
          <h3 id="analysis-colours-title">{words.bestColours}</h3>
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
          <a href={report.pdfUrl}>{words.pdf}</a>
        </p>
      ) : null}
    </section>
  );
}

function KeepPhotos({ order, pathname, error }: { order: OrderPageView; pathname: string; error?: string }) {
  const words = useWords(WORDS);
  const hint = order.keepPhotos ? words.keeping : words.deleteOn(String(order.photosDeleteOn));
  return (
    <form method="post" action={pathname} className="form analysis-keep">
      <input type="hidden" name="intent" value="keep" />
      <CheckboxField id={FIELD_IDS.keep} name="keep" label={words.keep} hint={hint} error={error} checked={order.keepPhotos} />
      <Button type="submit" text={words.save} variant="secondary" size="sm" />
    </form>
  );
}
