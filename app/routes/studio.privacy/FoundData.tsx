import { Form } from "react-router";
import { Fragment } from "react";
import { RequestFacts, SentFields } from "~/components/studio/RequestDetails";
import type { InboxRequestView } from "~/models/inbox-view";
import type { UnsearchablePerson } from "~/models/person-data.server";
import { countsOf, keptOf, pathsOf, type Found } from "./found";
import { AppointmentsTable, FoundTable, OrdersTable, PaletteResultsTable, PaymentsTable, VouchersTable } from "./FoundTables";
import { countWords, keptSentence, keptWords } from "./words";

export function FoundData({ email, found, unsearchable = [] }: { email: string; found: Found; unsearchable?: readonly UnsearchablePerson[] }) {
  const kept = keptOf(found);
  if (pathsOf(found).length === 0 && !keptWords(kept)) {
    return (
      <section aria-labelledby="found-heading">
        <h2 id="found-heading">Nothing stored</h2>
        <p>{`This website stores nothing about ${email}: no contact message, booking request, appointment booked online, digital analysis order, palette result, payment or gift voucher names this address.`}</p>
      </section>
    );
  }
  const erasable = pathsOf(found).length > 0;
  return (
    <section aria-labelledby="found-heading">
      <h2 id="found-heading">{`Stored about ${email}`}</h2>
      <p>{`${countWords(countsOf(found))}, with our notes and whether we were emailed about each.`}</p>
      {keptWords(kept) ? <p>{keptSentence(kept, ": an erasure does not delete them.")}</p> : null}
      <div className="studio-actions">
        <Form method="post" action="/studio/privacy/download" reloadDocument>
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="studio-button studio-button--quiet">
            Download as JSON
          </button>
        </Form>
        {erasable ? (
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="email" value={email} />
            <button type="submit" className="studio-button studio-button--danger">
              Erase all of it…
            </button>
          </Form>
        ) : null}
      </div>
      <FoundTable found={found.requests} />
      {found.requests.map(({ path, role, view }) => (
        <Fragment key={path}>
          <h3 id={`record-${view.kind}-${view.id}`}>{`${role === "recipient" ? "A gift that names them" : view.kindLabel}, ${view.receivedLabel}`}</h3>
          <div className="studio-card">
            {role === "recipient" ? (
              <RecipientPart view={view} />
            ) : (
              <>
                <SentFields request={view} />
                <RequestFacts request={view} />
                <dl className="studio-definition">
                  <dt>Internal note</dt>
                  <dd>{view.note || <span className="studio-muted">(none)</span>}</dd>
                </dl>
              </>
            )}
          </div>
        </Fragment>
      ))}
      <AppointmentsTable found={found.appointments} />
      {found.appointments.map(({ path, view }) => (
        <Fragment key={path}>
          <h3 id={`appointment-${view.id}`}>{`Appointment booked online, ${view.startsLabel}`}</h3>
          <div className="studio-card">
            <SentFields request={view} />
            <dl className="studio-definition">
              <dt>Deleted on</dt>
              <dd>
                {view.deletesAt ? <time dateTime={view.deletesAt}>{view.deletesLabel}</time> : view.deletesLabel}{" "}
                <span className="studio-muted">({view.retentionLabel}: the privacy policy&apos;s promise)</span>
              </dd>
            </dl>
          </div>
        </Fragment>
      ))}
      <OrdersTable found={found.orders} />
      <PaletteResultsTable found={found.paletteResults} />
      <PaymentsTable found={found.payments} />
      <VouchersTable found={found.vouchers} />
      <Unsearchable people={unsearchable} />
    </section>
  );
}

/** A gift someone else sent, as far as it is the recipient's: their name and address. The giver's details are not theirs. */
function RecipientPart({ view }: { view: InboxRequestView }) {
  const fields = view.fields.filter((field) => field.name === "recipientName" || field.name === "recipientEmail");
  return (
    <>
      <p>Someone else sent this gift request and named this address as the recipient. Only the recipient&apos;s name and address are theirs: the giver&apos;s details are not shown, downloaded or erased here.</p>
      <SentFields request={{ fields }} />
    </>
  );
}

const UNSEARCHABLE_AS: Record<UnsearchablePerson["as"], string> = { partner: "a partner", "group member": "a group member", "voucher recipient": "the recipient of a gift voucher" };

/** The people these requests and bookings name without an address: no search by address can find them. */
function Unsearchable({ people }: { people: readonly UnsearchablePerson[] }) {
  if (people.length === 0) return null;
  return (
    <>
      <h3 id="unsearchable-heading">People this page could not search for</h3>
      <p>These requests, bookings and vouchers name people without an email address, so a search by address never finds them. If one of them asks, find what names them by name in the inbox, the calendar and the vouchers.</p>
      <ul aria-labelledby="unsearchable-heading">
        {people.map((person, index) => (
          <li key={`${person.record}-${index}`}>{`${person.name}, named as ${UNSEARCHABLE_AS[person.as]} (${person.record})`}</li>
        ))}
      </ul>
    </>
  );
}
