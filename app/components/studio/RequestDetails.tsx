import { Fragment } from "react";
import { sitePath } from "~/site/page-url";
import type { InboxRequestView } from "~/models/inbox-view";
import { NotNotifiedBadge, StatusBadge } from "./StatusBadge";

/** Everything the visitor sent, as stored, with labels people read; an empty field says so. */
export function SentFields({ request }: { request: Pick<InboxRequestView, "fields"> }) {
  return (
    <dl className="studio-definition">
      {request.fields.map((field) => (
        <Fragment key={field.name}>
          <dt>{field.label}</dt>
          <dd>{field.given ? field.value : <span className="studio-muted">(not given)</span>}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** What the site and the studio know of the request: when and where it came from, whether the studio was told, where it stands. */
export function RequestFacts({ request }: { request: InboxRequestView }) {
  // Stored before the form checked it, a page may be any text: only a path on this site is a link.
  const linkedPage = sitePath(request.page);
  return (
    <dl className="studio-definition">
      <dt>Kind</dt>
      <dd>{request.kindLabel}</dd>
      <dt>Received</dt>
      <dd>{request.receivedAt ? <time dateTime={request.receivedAt}>{request.receivedLabel}</time> : request.receivedLabel}</dd>
      <dt>Sent from</dt>
      <dd>{linkedPage ? <a href={linkedPage}>{linkedPage}</a> : request.page || <span className="studio-muted">(not recorded)</span>}</dd>
      <dt>Notification</dt>
      <dd>
        {request.notificationLabel} <NotNotifiedBadge entry={request} />
      </dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge entry={request} />
      </dd>
      <dt>Last answered</dt>
      <dd>{request.answeredLabel ?? <span className="studio-muted">(not marked answered)</span>}</dd>
      <dt>Deleted on</dt>
      <dd>
        {request.deletesAt ? <time dateTime={request.deletesAt}>{request.deletesLabel}</time> : request.deletesLabel}{" "}
        <span className="studio-muted">({request.retentionLabel}: the privacy policy&apos;s promise)</span>
      </dd>
      {request.lastChange ? (
        <>
          <dt>Last changed</dt>
          <dd>{request.lastChange}</dd>
        </>
      ) : null}
    </dl>
  );
}
