import type { Route } from "./+types/studio.orders.$id";
import { useState } from "react";
import { Form, Link } from "react-router";
import { FieldShell, describedBy } from "~/components/forms";
import { PaymentSection } from "~/components/studio/PaymentSection";
import { SecondSetForm } from "~/components/studio/SecondSetForm";
import { StudioNotice } from "~/components/studio/StudioNotice";
import type { BodyLimitHandle } from "~/site/body-limit-handle";
import { loadStudioOrder, studioOrderAction, type StudioOrderActionData } from "~/studio/orders/order-page.server";
import type { StudioOrderView } from "~/studio/orders/order-view.server";
import { REPORT_PDF_MAX_BYTES } from "~/studio/orders/order-labels";
import studioOrdersStyles from "~/styles/studio-orders.css?url";
import { revalidateAfterTaken } from "~/components/booking/revalidate-after-taken";
import { PaletteResultSection } from "~/components/studio/PaletteResultSection";
import studioPaletteStyles from "~/styles/studio-palette.css?url";

/** The report's PDF (up to 10 MB) and its fields; a minute is 10 MB at about 1.4 Mbit/s. */
export const handle: BodyLimitHandle = {
  bodyLimit: { bytes: REPORT_PDF_MAX_BYTES + 128 * 1024, timeoutMs: 60_000, tooLarge: "The report's PDF may be at most 10 MB.", fieldsCheckedByRoute: true },
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: studioOrdersStyles },
  { rel: "stylesheet", href: studioPaletteStyles },
];

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data ? `${data.order.name}, ${data.order.serviceName} | ` : ""}Order | Plum & Linen Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

/** After a stale post (409) the order is read again, so the page shows it as it is now. */
export const shouldRevalidate = revalidateAfterTaken;

export const loader = (args: Route.LoaderArgs) => loadStudioOrder(args);
export const action = (args: Route.ActionArgs) => studioOrderAction(args);

type SubSeasonChoice = Route.ComponentProps["loaderData"]["subSeasons"][number];

export default function StudioOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, subSeasons, notice } = loaderData;
  const result: StudioOrderActionData | undefined = actionData;
  return (
    <>
      <p>
        <Link to="/studio/orders">← Orders</Link>
      </p>
      <h1>
        {order.serviceName}: {order.name}
      </h1>
      <p className="studio-muted">
        {order.statusLabel}, ordered {order.ordered} (Amsterdam time)
      </p>
      {notice ? <StudioNotice tone="ok">{notice}</StudioNotice> : null}
      {result?.message ? <StudioNotice tone="error">{result.message}</StudioNotice> : null}
      <Details order={order} admin={loaderData.admin} />
      {loaderData.payment ? <PaymentSection payment={loaderData.payment} admin={loaderData.admin} refund={result?.refund} payer="client" /> : null}
      {order.status === "sent" ? <StartWork order={order} /> : null}
      {order.status === "in-progress" ? <ReportForm order={order} subSeasons={subSeasons} result={result} /> : null}
      {order.status === "in-progress" ? <Deliver order={order} /> : null}
      {order.status === "delivered" && order.report ? <WrittenReport report={order.report} /> : null}
      {loaderData.palette ? <PaletteResultSection view={loaderData.palette} answer={result?.palette} /> : null}
      <Photos order={order} />
      <SecondSetForm seen={order.seen} askable={order.secondSetAskable} secondSet={order.secondSet} />
      {order.cancel ? <Cancel order={order} cancel={order.cancel} /> : null}
    </>
  );
}

function Details({ order, admin }: { order: StudioOrderView; admin: boolean }) {
  return (
    <section className="studio-card" aria-labelledby="order-details">
      <h2 id="order-details">Client and payment</h2>
      <dl className="studio-definition">
        <dt>Client</dt>
        <dd>{order.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
        <dt>Price</dt>
        <dd>{order.paid.price}</dd>
        <dt>Paid online</dt>
        <dd>
          {order.paid.provider ?? "Nothing"}
          {order.paid.payment?.providerId ? (
            <>
              {" "}
              (Mollie <code>{order.paid.payment.providerId}</code>
              {admin ? (
                <>
                  , under <Link to="/studio/payments">Payments</Link>
                </>
              ) : null}
              )
            </>
          ) : null}
          {order.paid.payment?.refunded ? `; refunded ${order.paid.payment.refunded}` : null}
        </dd>
        <dt>Gift voucher</dt>
        <dd>{order.paid.voucher ? `${order.paid.voucher.amount}, voucher ${order.paid.voucher.code}` : "None"}</dd>
        <dt>Photos</dt>
        <dd>
          {order.photosDeleted ? `Deleted ${order.photosDeleted}` : `${order.photoCount}${order.sent ? `, sent ${order.sent}` : ", not sent yet"}`}
          {order.keepPhotos ? " (the client asked to keep them for a follow-up)" : null}
        </dd>
        {order.started ? (
          <>
            <dt>Work started</dt>
            <dd>{order.started}</dd>
          </>
        ) : null}
        {order.delivered ? (
          <>
            <dt>Delivered</dt>
            <dd>{order.delivered}</dd>
          </>
        ) : null}
        {order.cancelled ? (
          <>
            <dt>Cancelled</dt>
            <dd>{order.cancelled}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

const Seen = ({ order }: { order: StudioOrderView }) => <input type="hidden" name="seen" value={order.seen} />;

function StartWork({ order }: { order: StudioOrderView }) {
  return (
    <section className="studio-card" aria-labelledby="order-start">
      <h2 id="order-start">Start work</h2>
      <p>
        Press this when you begin on the photos. Until then the client may cancel for a full refund; <strong>from then on the analysis is not refunded</strong>, as the refund
        policy says.
      </p>
      <Form method="post" className="studio-form">
        <input type="hidden" name="intent" value="start" />
        <Seen order={order} />
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Start work (no refund from now on)
          </button>
        </div>
      </Form>
    </section>
  );
}

function ReportForm({ order, subSeasons, result }: { order: StudioOrderView; subSeasons: readonly SubSeasonChoice[]; result: StudioOrderActionData | undefined }) {
  const values = result?.report?.values ?? { subSeason: order.report?.subSeason ?? "", notes: order.report?.notes ?? "", bestColours: order.report?.bestColours ?? [] };
  const errors = result?.report?.errors ?? {};
  const [chosen, setChosen] = useState(values.subSeason);
  const palette = subSeasons.find((choice) => choice.slug === chosen);
  return (
    <section className="studio-card" aria-labelledby="order-report">
      <h2 id="order-report">The report</h2>
      <p className="studio-muted">
        {order.report ? `Saved ${order.report.written}. ` : null}The client sees it once you deliver it; until then, save it as often as you like.
      </p>
      <Form method="post" encType="multipart/form-data" className="studio-form" preventScrollReset>
        <input type="hidden" name="intent" value="report" />
        <Seen order={order} />
        <FieldShell id="report-sub-season" label="Sub-season" error={errors.subSeason} required look="studio">
          <select
            id="report-sub-season"
            name="subSeason"
            required
            defaultValue={values.subSeason}
            onChange={(event) => setChosen(event.currentTarget.value)}
            {...describedBy({ id: "report-sub-season", error: errors.subSeason })}
          >
            <option value="">Choose…</option>
            {subSeasons.map((choice) => (
              <option key={choice.slug} value={choice.slug}>
                {choice.name}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell
          id="report-notes"
          label="Notes"
          hint="How the photos read, what decided it, and how sure the result is. The client reads these on their order's page."
          error={errors.notes}
          required
          look="studio"
        >
          <textarea id="report-notes" name="notes" rows={10} required defaultValue={values.notes} {...describedBy({ id: "report-notes", hint: "hint", error: errors.notes })} />
        </FieldShell>
        <fieldset className="studio-order-colours" aria-describedby={errors.bestColours ? "report-colours-error" : "report-colours-hint"}>
          <legend>Best colours</legend>
          {errors.bestColours ? (
            <p className="studio-field__error" id="report-colours-error">
              {errors.bestColours}
            </p>
          ) : null}
          {palette ? (
            <>
              <p className="studio-muted" id="report-colours-hint">
                From the {palette.name} palette: tick the client&apos;s best.
              </p>
              <ul className="studio-order-swatches">
                {palette.colours.map((colour) => (
                  <li key={`${palette.slug}-${colour.hex}`}>
                    <input type="checkbox" id={`colour-${colour.hex.slice(1)}`} name="bestColours" value={colour.hex} defaultChecked={values.bestColours.includes(colour.hex)} />
                    <label htmlFor={`colour-${colour.hex.slice(1)}`}>
                      <span className="studio-order-swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                      {colour.name} <code>{colour.hex}</code>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="studio-muted" id="report-colours-hint">
              Choose the sub-season first: its palette shows here (without JavaScript, once you save).
            </p>
          )}
        </fieldset>
        <FieldShell
          id="report-pdf"
          label="The report as a PDF (optional)"
          hint={`At most 10 MB.${order.report?.pdf ? ` Attaching one replaces the PDF saved now (${order.report.pdf.size}).` : ""}`}
          error={errors.pdf}
          look="studio"
        >
          <input id="report-pdf" name="pdf" type="file" accept="application/pdf,.pdf" {...describedBy({ id: "report-pdf", hint: "hint", error: errors.pdf })} />
        </FieldShell>
        {order.report?.pdf ? (
          <p>
            <a href={order.report.pdf.href} target="_blank" rel="noreferrer">
              Open the PDF saved now
            </a>
          </p>
        ) : null}
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Save the report
          </button>
        </div>
      </Form>
    </section>
  );
}

function Deliver({ order }: { order: StudioOrderView }) {
  return (
    <section className="studio-card" aria-labelledby="order-deliver">
      <h2 id="order-deliver">Deliver</h2>
      {order.report ? (
        <Form method="post" className="studio-form">
          <input type="hidden" name="intent" value="deliver" />
          <Seen order={order} />
          <p>
            The client is emailed that their report ({order.report.subSeasonName}) is ready on their order&apos;s page. Their photos are then deleted after 90 days, unless they
            choose to keep them. A delivered report cannot be changed.
          </p>
          <div className="studio-actions">
            <button type="submit" className="studio-button">
              Deliver the report
            </button>
          </div>
        </Form>
      ) : (
        <p className="studio-muted">Save the report first; then deliver it here.</p>
      )}
    </section>
  );
}

function WrittenReport({ report }: { report: NonNullable<StudioOrderView["report"]> }) {
  return (
    <section className="studio-card" aria-labelledby="order-written">
      <h2 id="order-written">The report delivered</h2>
      <dl className="studio-definition">
        <dt>Sub-season</dt>
        <dd>{report.subSeasonName}</dd>
        <dt>Best colours</dt>
        <dd>
          <ul className="studio-order-swatches">
            {report.bestColours.map((hex) => (
              <li key={hex}>
                <span className="studio-order-swatch" style={{ backgroundColor: hex }} aria-hidden="true" />
                <code>{hex}</code>
              </li>
            ))}
          </ul>
        </dd>
        <dt>Written</dt>
        <dd>{report.written}</dd>
        <dt>PDF</dt>
        <dd>{report.pdf ? <a href={report.pdf.href}>Open the PDF ({report.pdf.size})</a> : "None"}</dd>
        <dt>Notes</dt>
        <dd>{report.notes}</dd>
      </dl>
    </section>
  );
}

function Photos({ order }: { order: StudioOrderView }) {
  return (
    <section className="studio-card" aria-labelledby="order-photos">
      <h2 id="order-photos">Photos</h2>
      {order.photos.length === 0 ? (
        <p className="studio-muted">{order.photosDeleted ? `The photos were deleted ${order.photosDeleted}.` : "No photos yet."}</p>
      ) : (
        <>
          <p className="studio-muted">Each at its own size up to the page&apos;s width, never cropped or re-encoded: the colours are the client&apos;s camera&apos;s.</p>
          <ol className="studio-order-photos">
            {order.photos.map((photo, index) => (
              <li key={photo.id}>
                <figure>
                  {photo.viewable ? (
                    <img src={photo.src} alt={`Photo ${index + 1} from the client`} loading={index < 2 ? "eager" : "lazy"} decoding="async" />
                  ) : (
                    <div className="studio-order-photo-tile">
                      <p>This photo is a {photo.type} (an iPhone&apos;s format): this browser cannot show it.</p>
                      <p>
                        <a href={photo.download}>Download the original</a> and open it in Preview or Photos.
                      </p>
                    </div>
                  )}
                  <figcaption>
                    {index + 1}. {photo.name} ({photo.type}, {photo.size}, sent {photo.uploaded}) · <a href={photo.download}>Download the original</a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Cancel({ order, cancel }: { order: StudioOrderView; cancel: NonNullable<StudioOrderView["cancel"]> }) {
  return (
    <section className="studio-card" aria-labelledby="order-cancel">
      <h2 id="order-cancel">Cancel</h2>
      <p>{cancel.why}</p>
      {cancel.open ? (
        <Form method="post" className="studio-form">
          <input type="hidden" name="intent" value="cancel" />
          <Seen order={order} />
          <div className="studio-field studio-field--inline">
            <input type="checkbox" id="order-cancel-confirm" name="confirm" value="yes" required />
            <label htmlFor="order-cancel-confirm">Yes, cancel this order and refund it in full</label>
          </div>
          <p className="studio-muted">The client is emailed that it is cancelled, with the refund, and their photos are deleted. It cannot be undone.</p>
          <div className="studio-actions">
            <button type="submit" className="studio-button studio-button--danger">
              Cancel the order
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
