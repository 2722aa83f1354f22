import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Fragment } from "react";
import * as v from "valibot";
import { RequestFacts, SentFields } from "~/components/studio/RequestDetails";
import { EditorFields } from "~/components/studio/EditorFields";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { findPersonData, studioMailbox, type PersonRecord } from "~/models/person-data.server";
import { PersonAddress } from "~/schemas/inbox";
import type { InboxRequestView } from "~/models/inbox-view";
import { erasePersonData } from "~/studio/erasure.server";
import { requireStudioUser } from "~/studio/guard.server";
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
    hint: "As they wrote to us from, in any letter case. Gift bookings that name them as the recipient are found too.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.get(appContext), "admin");
  return { notifyAddress: studioMailbox(context.get(appContext)) };
}

/** A found request as the page shows it. */
type Found = { path: string; view: InboxRequestView };

type ActionData =
  | { status: "invalid"; email: string; error: string }
  | { status: "found"; email: string; found: Found[] }
  | { status: "confirm"; email: string; found: Found[]; changed: boolean }
  | { status: "erased"; email: string; erased: { contact: number; booking: number } }
  | { status: "limited"; email: string; message: string };

const shown = (records: readonly PersonRecord[]): Found[] => records.map(({ path, view }) => ({ path, view }));

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
  const records = await findPersonData(context.get(appContext), email);

  if (intent === "find") return { status: "found", email, found: shown(records) } satisfies ActionData;
  if (intent === "confirm") return { status: "confirm", email, found: shown(records), changed: false } satisfies ActionData;

  // Erase: only what the admin confirmed having seen. Anything found since (a new request) is shown for another confirmation.
  const confirmed = new Set(form.getAll("record").filter((value): value is string => typeof value === "string"));
  if (records.some((record) => !confirmed.has(record.path))) {
    return data<ActionData>({ status: "confirm", email, found: shown(records), changed: true }, { status: 409 });
  }
  const erasure = await erasePersonData(context.get(appContext), context.get(cloudflareContext).env, user, email, records);
  if (erasure.status === "limited") return tooManySaves<ActionData>({ status: "limited", email, message: SAVE_LIMIT_MESSAGE });
  return { status: "erased", email, erased: erasure.erased } satisfies ActionData;
}

export const meta: MetaFunction = () => [{ title: "Privacy requests | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function countsOf(found: readonly Found[]) {
  const contact = found.filter((item) => item.view.kind === "contact").length;
  return { contact, booking: found.length - contact };
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
          {`Erased ${plural(answer.erased.contact, "contact message", "contact messages")} and ${plural(answer.erased.booking, "booking request", "booking requests")}. Nothing about ${answer.email} is stored on this website any more. The audit log records the erasure and its counts, not the address.`}
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

      {answer?.status === "found" ? <FoundData email={answer.email} found={answer.found} /> : null}
      {answer?.status === "confirm" ? <ConfirmErasure email={answer.email} found={answer.found} changed={answer.changed} /> : null}
      <EmailsNote notifyAddress={notifyAddress} />
    </>
  );
}

function FoundData({ email, found }: { email: string; found: readonly Found[] }) {
  if (found.length === 0) {
    return (
      <section aria-labelledby="found-heading">
        <h2 id="found-heading">Nothing stored</h2>
        <p>{`This website stores nothing about ${email}: no contact message and no booking request names this address.`}</p>
      </section>
    );
  }
  const counts = countsOf(found);
  return (
    <section aria-labelledby="found-heading">
      <h2 id="found-heading">{`Stored about ${email}`}</h2>
      <p>
        {`${plural(counts.contact, "contact message", "contact messages")} and ${plural(counts.booking, "booking request", "booking requests")}, with our notes and whether we were emailed about each.`}
      </p>
      <div className="studio-actions">
        <Form method="post" action="/studio/privacy/download" reloadDocument>
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="studio-button studio-button--quiet">
            Download as JSON
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="studio-button studio-button--danger">
            Erase all of it…
          </button>
        </Form>
      </div>
      <FoundTable found={found} />
      {found.map(({ path, view }) => (
        <Fragment key={path}>
          <h3 id={`record-${view.kind}-${view.id}`}>{`${view.kindLabel}, ${view.receivedLabel}`}</h3>
          <div className="studio-card">
            <SentFields request={view} />
            <RequestFacts request={view} />
            <dl className="studio-definition">
              <dt>Internal note</dt>
              <dd>{view.note || <span className="studio-muted">(none)</span>}</dd>
            </dl>
          </div>
        </Fragment>
      ))}
    </section>
  );
}

function FoundTable({ found }: { found: readonly Found[] }) {
  return (
    <StudioTable columns={["Received", "Kind", "Name", "Status", "Deleted on"]} caption="Every request that names this address">
      {found.map(({ path, view }) => (
        <tr key={path}>
          <td>{view.receivedAt ? <time dateTime={view.receivedAt}>{view.receivedLabel}</time> : view.receivedLabel}</td>
          <td>
            <a href={`#record-${view.kind}-${view.id}`}>{view.kindLabel}</a>
          </td>
          <td>{view.name || "(no name)"}</td>
          <td>{view.statusLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

function ConfirmErasure({ email, found, changed }: { email: string; found: readonly Found[]; changed: boolean }) {
  if (found.length === 0) return <FoundData email={email} found={found} />;
  const counts = countsOf(found);
  return (
    <section aria-labelledby="confirm-heading" className="studio-card">
      <h2 id="confirm-heading">{`Erase everything about ${email}?`}</h2>
      {changed ? <StudioNotice tone="error">Something about this address changed since you looked: check the list again. Nothing was erased.</StudioNotice> : null}
      <p>
        {`This deletes ${plural(counts.contact, "contact message", "contact messages")} and ${plural(counts.booking, "booking request", "booking requests")} for good, with our notes on them. It cannot be undone. Download their data first if they asked for a copy.`}
      </p>
      <FoundTable found={found} />
      <Form method="post">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        {found.map(({ path }) => (
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
        {`Emails are outside this website. Each request was emailed to the studio at ${notifyAddress} when it arrived, and our replies were sent from the studio's mailbox: delete the person's emails there too, in the mail program, when they ask for erasure. This page finds and erases only what the website stores.`}
      </p>
    </section>
  );
}
