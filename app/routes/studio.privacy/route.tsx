import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Fragment } from "react";
import * as v from "valibot";
import { RequestFacts, SentFields } from "~/components/studio/RequestDetails";
import { EditorFields } from "~/components/studio/EditorFields";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import type { AppointmentView } from "~/models/booking-privacy.server";
import type { PaymentRecordView, VoucherRecordView } from "~/models/payment-records.server";
import { findPersonData, studioMailbox, unsearchablePeople, type PersonData, type PersonRole, type UnsearchablePerson } from "~/models/person-data.server";
import { TAX_RECORD_RETENTION } from "~/data/retention";
import { PersonAddress } from "~/schemas/inbox";
import type { InboxRequestView } from "~/models/inbox-view";
import { erasePersonData, type KeptByLaw } from "~/studio/erasure.server";
import { requireStudioUser } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import type { FieldSpec } from "~/studio/content/fields";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";

/**
 * Access and erasure for one person (admins): find everything stored about an email address, read
 * it, download it as JSON (studio_.privacy.download.ts), and erase it after a confirmation. Every
 * step is a POST, so the address never appears in a URL, a log line or the browser's history.
 */

const INTENTS = ["find", "confirm", "erase"] as const;
type Intent = (typeof INTENTS)[number];

const FIELDS: FieldSpec[] = [
  {
    kind: "email",
    name: "email",
    label: "The person's email address",
    hint: "As they wrote to us from, in any letter case. Gift bookings that name them as the recipient, the appointments they booked online, and their payments and gift vouchers are found too.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.get(appContext), "admin");
  return { notifyAddress: studioMailbox(context.get(appContext)) };
}

/** A found request as the page shows it: of a gift that names the person, only what is theirs. */
type FoundRequest = { path: string; role: PersonRole; view: InboxRequestView };
/** A found appointment booked online, as the page shows it. */
type FoundAppointment = { path: string; view: AppointmentView };
/** A found payment or gift voucher, which an erasure keeps: whose it is, and how the page shows it. */
type FoundPayment = { path: string; role: "payer" | "recipient"; view: PaymentRecordView };
type FoundVoucher = { path: string; role: "buyer" | "recipient"; view: VoucherRecordView };
/**
 * What the page shows of everything found: the inbox's requests and the appointments booked online,
 * which an erasure deletes, and the payments and gift vouchers, which it keeps.
 */
type Found = { requests: FoundRequest[]; appointments: FoundAppointment[]; payments: FoundPayment[]; vouchers: FoundVoucher[] };

type ActionData =
  | { status: "invalid"; email: string; error: string }
  | { status: "found"; email: string; found: Found; unsearchable: UnsearchablePerson[] }
  | { status: "confirm"; email: string; found: Found; changed: boolean }
  | { status: "erased"; email: string; erased: { contact: number; booking: number }; recipientOf: number; appointments: number; kept: KeptByLaw }
  | { status: "limited"; email: string; message: string };

const shown = ({ requests, appointments, payments, vouchers }: PersonData): Found => ({
  requests: requests.map(({ path, role, view }) => ({ path, role, view })),
  appointments: appointments.map(({ path, view }) => ({ path, view })),
  payments: payments.map(({ path, role, view }) => ({ path, role, view })),
  vouchers: vouchers.map(({ path, role, view }) => ({ path, role, view })),
});

/** Every document the erasure goes through, as the confirmation lists them: the payments and vouchers it keeps are not among them. */
const pathsOf = ({ requests, appointments }: { requests: ReadonlyArray<{ path: string }>; appointments: ReadonlyArray<{ path: string }> }) => [
  ...requests.map(({ path }) => path),
  ...appointments.map(({ path }) => path),
];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudioUser(request, context.get(appContext), "admin");
  const form = await request.formData().catch(() => new FormData());
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = posted("intent") as Intent;
  const typed = posted("email");
  if (!(INTENTS as readonly string[]).includes(intent)) {
    return data<ActionData>({ status: "invalid", email: typed, error: "Choose one of the page's buttons." }, { status: 400 });
  }
  const address = v.safeParse(PersonAddress, typed);
  if (!address.success) return data<ActionData>({ status: "invalid", email: typed, error: address.issues[0].message }, { status: 400 });
  const email = address.output;
  const found = await findPersonData(context.get(appContext), email);

  if (intent === "find") return { status: "found", email, found: shown(found), unsearchable: unsearchablePeople(found) } satisfies ActionData;
  if (intent === "confirm") return { status: "confirm", email, found: shown(found), changed: false } satisfies ActionData;

  // Erase: only what the admin confirmed having seen. Anything found since (a new request or booking) is shown for another confirmation.
  const confirmed = new Set(form.getAll("record").filter((value): value is string => typeof value === "string"));
  if (pathsOf(found).some((path) => !confirmed.has(path))) {
    return data<ActionData>({ status: "confirm", email, found: shown(found), changed: true }, { status: 409 });
  }
  const erasure = await erasePersonData(context.get(appContext), context.get(cloudflareContext).env, user, email, found);
  if (erasure.status === "limited") return tooManySaves<ActionData>({ status: "limited", email, message: SAVE_LIMIT_MESSAGE });
  return { status: "erased", email, erased: erasure.erased, recipientOf: erasure.recipientOf, appointments: erasure.appointments, kept: erasure.kept } satisfies ActionData;
}

export const meta: MetaFunction = () => [{ title: "Privacy requests | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The years the tax law keeps payment and voucher records, as the page says them: "7 years". */
const TAX_YEARS = plural(TAX_RECORD_RETENTION.months / 12, "year", "years");

/** "2 payment records and 1 gift voucher": what an erasure keeps; "" when nothing. */
function keptWords({ payments, vouchers }: KeptByLaw): string {
  const parts = [...(payments ? [plural(payments, "payment record", "payment records")] : []), ...(vouchers ? [plural(vouchers, "gift voucher", "gift vouchers")] : [])];
  return parts.join(" and ");
}

/** "Kept: 2 payment records and 1 gift voucher, which the law requires us to keep for 7 years …"; "" when nothing is kept. */
function keptSentence(kept: KeptByLaw, tail: string): string {
  const words = keptWords(kept);
  return words ? `Kept: ${words}, which the law requires us to keep for ${TAX_YEARS} (Dutch tax law, article 52 of the AWR)${tail}` : "";
}

const keptOf = (found: Found): KeptByLaw => ({ payments: found.payments.length, vouchers: found.vouchers.length });

type Counts = { contact: number; booking: number; gifts: number; appointments: number; upcoming: number; kept: KeptByLaw };

function countsOf(found: Found): Counts {
  const { requests, appointments } = found;
  const sent = requests.filter((item) => item.role === "sender");
  const contact = sent.filter((item) => item.view.kind === "contact").length;
  return {
    contact,
    booking: sent.length - contact,
    gifts: requests.length - sent.length,
    appointments: appointments.length,
    upcoming: appointments.filter((item) => item.view.upcoming).length,
    kept: keptOf(found),
  };
}

/** "3 contact messages and 1 booking request", and the appointments they booked online and the gifts that name them, if any. */
function countWords({ contact, booking, gifts, appointments }: Counts): string {
  const requests = `${plural(contact, "contact message", "contact messages")} and ${plural(booking, "booking request", "booking requests")}`;
  const others = [
    ...(appointments ? [`${plural(appointments, "appointment", "appointments")} they booked online`] : []),
    ...(gifts ? [`${plural(gifts, "gift request", "gift requests")} someone else sent that names them as the recipient`] : []),
  ];
  if (others.length === 0) return requests;
  return `${requests} they sent, ${others.length === 2 ? `${others[0]}, and ${others[1]}` : `and ${others[0]}`}`;
}

export default function PrivacyRequests() {
  const { notifyAddress } = useLoaderData<typeof loader>();
  // The download answers with a file, not data for the page: the page's answers are the others.
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const email = answer?.email ?? "";
  return (
    <>
      <h1>Privacy requests</h1>
      <p>
        When someone asks what we hold about them, or asks us to delete it, find them here by their email address. You
        can read everything this website stores about them, download it as a JSON file to send them, and erase it.
      </p>

      {answer?.status === "limited" ? <StudioNotice tone="error">{`${answer.message} Nothing was erased.`}</StudioNotice> : null}
      {answer?.status === "erased" ? (
        <StudioNotice tone="ok">
          {`Erased ${plural(answer.erased.contact, "contact message", "contact messages")} and ${plural(answer.erased.booking, "booking request", "booking requests")}${answer.appointments ? `, and ${plural(answer.appointments, "appointment", "appointments")} booked online, whose times are free again` : ""}${answer.recipientOf ? `, and took their name and address out of ${plural(answer.recipientOf, "gift request", "gift requests")} someone else sent (those stay, as the giver's)` : ""}. ${keptWords(answer.kept) ? `${keptSentence(answer.kept, ": the retention job deletes them when those years are up.")} Nothing else about ${answer.email} is stored on this website.` : `Nothing about ${answer.email} is stored on this website any more.`} The audit log records the erasure and its counts, not the address.`}
        </StudioNotice>
      ) : null}

      <Form method="post" className="studio-form" key={`find-${email}`}>
        <input type="hidden" name="intent" value="find" />
        <EditorFields fields={FIELDS} values={{ email }} errors={answer?.status === "invalid" ? { email: answer.error } : {}} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={busy}>
            Find their data
          </button>
        </div>
      </Form>

      {answer?.status === "found" ? <FoundData email={answer.email} found={answer.found} unsearchable={answer.unsearchable} /> : null}
      {answer?.status === "confirm" ? <ConfirmErasure email={answer.email} found={answer.found} changed={answer.changed} /> : null}
      <EmailsNote notifyAddress={notifyAddress} />
    </>
  );
}

function FoundData({ email, found, unsearchable = [] }: { email: string; found: Found; unsearchable?: readonly UnsearchablePerson[] }) {
  const kept = keptOf(found);
  if (pathsOf(found).length === 0 && !keptWords(kept)) {
    return (
      <section aria-labelledby="found-heading">
        <h2 id="found-heading">Nothing stored</h2>
        <p>{`This website stores nothing about ${email}: no contact message, booking request, appointment booked online, payment or gift voucher names this address.`}</p>
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

function FoundTable({ found }: { found: readonly FoundRequest[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Received", "Kind", "Name", "Status", "Deleted on"]} caption="Every request that names this address">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>{view.receivedAt ? <time dateTime={view.receivedAt}>{view.receivedLabel}</time> : view.receivedLabel}</td>
          <td>
            <a href={`#record-${view.kind}-${view.id}`}>{view.kindLabel}</a>
          </td>
          <td>{(role === "recipient" ? view.fields.find((field) => field.name === "recipientName")?.value : view.name) || "(no name)"}</td>
          <td>{view.statusLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The appointments booked online under the address, latest first; each links to its details. */
function AppointmentsTable({ found }: { found: readonly FoundAppointment[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Appointment", "Service", "Name", "Status", "Deleted on"]} caption="Every appointment booked online under this address">
      {found.map(({ path, view }) => (
        <tr key={path}>
          <td>
            <a href={`#appointment-${view.id}`}>{view.startsAt ? <time dateTime={view.startsAt}>{view.startsLabel}</time> : view.startsLabel}</a>
          </td>
          <td>{view.serviceName || "(no service)"}</td>
          <td>{view.name || "(no name)"}</td>
          <td>{view.statusLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The payments that name the address, newest first: kept for the tax law's years, whatever is erased. */
function PaymentsTable({ found }: { found: readonly FoundPayment[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Paid", "For", "Amount", "Status", "Refunded", "Kept until"]} caption="Every payment that names this address (every stored field is in the download)">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>{view.at ? <time dateTime={view.at}>{view.atLabel}</time> : view.atLabel}</td>
          <td>{role === "recipient" ? `${view.purposeLabel} bought for them` : view.purposeLabel}</td>
          <td>{view.amount}</td>
          <td>{view.status}</td>
          <td>{view.refunded || "(none)"}</td>
          <td>{view.keptUntil ? <time dateTime={view.keptUntil}>{view.keptUntilLabel}</time> : view.keptUntilLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The gift vouchers that name the address, as buyer or recipient: kept for the tax law's years after they expire. */
function VouchersTable({ found }: { found: readonly FoundVoucher[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Code", "Named as", "Amount", "Balance", "Expires", "Kept until"]} caption="Every gift voucher that names this address">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>
            <code>{view.formatted}</code>
          </td>
          <td>{role === "buyer" ? "Buyer" : "Recipient"}</td>
          <td>{view.amount}</td>
          <td>{view.balance}</td>
          <td>{view.expiresLabel}</td>
          <td>{view.keptUntil ? <time dateTime={view.keptUntil}>{view.keptUntilLabel}</time> : view.keptUntilLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

function ConfirmErasure({ email, found, changed }: { email: string; found: Found; changed: boolean }) {
  if (pathsOf(found).length === 0) return <FoundData email={email} found={found} />;
  const counts = countsOf(found);
  return (
    <section aria-labelledby="confirm-heading" className="studio-card">
      <h2 id="confirm-heading">{`Erase everything about ${email}?`}</h2>
      {changed ? <StudioNotice tone="error">Something about this address changed since you looked: check the list again. Nothing was erased.</StudioNotice> : null}
      <p>
        {`This deletes ${plural(counts.contact, "contact message", "contact messages")} and ${plural(counts.booking, "booking request", "booking requests")} for good, with our notes on them${counts.appointments ? `, and ${plural(counts.appointments, "appointment", "appointments")} they booked online, with their times in the calendar` : ""}${counts.gifts ? `, and takes their name and address out of ${plural(counts.gifts, "gift request", "gift requests")} someone else sent, which stay` : ""}. It cannot be undone. Download their data first if they asked for a copy.`}
      </p>
      {counts.upcoming ? (
        <p>
          <strong>{`${plural(counts.upcoming, "appointment is", "appointments are")} still to come: erasing cancels ${counts.upcoming === 1 ? "it" : "them"} and frees the time for others to book, without an email to anyone. Tell them yourself that the appointment is off.`}</strong>
        </p>
      ) : null}
      {keptWords(counts.kept) ? <p>{keptSentence(counts.kept, ": they are not erased, and the retention job deletes them when those years are up.")}</p> : null}
      <FoundTable found={found.requests} />
      <AppointmentsTable found={found.appointments} />
      <Form method="post">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        {pathsOf(found).map((path) => (
          <input key={path} type="hidden" name="record" value={path} />
        ))}
        <div className="studio-actions">
          <button type="submit" className="studio-button studio-button--danger">
            Erase permanently
          </button>
          <Link to="/studio/privacy" className="studio-button studio-button--quiet" prefetch="none">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function EmailsNote({ notifyAddress }: { notifyAddress: string }) {
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading">What this page cannot reach</h2>
      <p>
        {`Emails are outside this website. Each request and booking was emailed to the studio at ${notifyAddress} when it arrived, and our replies were sent from the studio's mailbox: delete the person's emails there too, in the mail program, when they ask for erasure. This page finds and erases only what the website stores.`}
      </p>
    </section>
  );
}
