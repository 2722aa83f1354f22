import type { Route } from "./+types/studio.inbox.$kind.$id";
import { data, redirect } from "react-router";
import { Link } from "react-router";
import * as v from "valibot";
import { InboxItemForm, type InboxItemConflict, type InboxItemErrors, type InboxItemValues } from "~/components/studio/InboxItemForm";
import { RequestFacts, SentFields } from "~/components/studio/RequestDetails";
import { getInboxRequest, inboxChange } from "~/models/inbox.server";
import { toInboxRequestView } from "~/models/inbox-view";
import { issuesToErrors } from "~/schemas/fields";
import { InboxItemForm as InboxItemFormSchema, InboxKind, InboxRequestId } from "~/schemas/inbox";
import { studioUserContext } from "~/studio/auth/guard.server";
import { commitChange } from "~/studio/change.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { notFound } from "~/platform/responses.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

const RequestParams = v.object({ kind: InboxKind, id: InboxRequestId });

/** `contact` or `booking` and a request's id; anything else is no request of the inbox. */
function requestParams(params: Route.LoaderArgs["params"]) {
  const result = v.safeParse(RequestParams, params);
  if (!result.success) throw notFound();
  return result.output;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { kind, id } = requestParams(params);
  const stored = await getInboxRequest(context.get(appContext), kind, id);
  if (!stored) throw notFound();
  return { request: stored.view, updateTime: stored.updateTime, saved: pageUrl(request).searchParams.has("saved") };
}

type ActionData =
  | { status: "invalid"; values: InboxItemValues; errors: InboxItemErrors; updateTime: string }
  | { status: "conflict"; values: InboxItemValues; conflict: InboxItemConflict; updateTime: string }
  | { status: "limited"; values: InboxItemValues; updateTime: string; message: string };

/** Saves the status and note and comes back with "Saved" (POST, redirect, GET); or answers 400/409/429 with what was typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(studioUserContext);
  const { kind, id } = requestParams(params);
  const form = await request.formData().catch(() => new FormData());
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: InboxItemValues = { status: posted("status"), note: posted("note"), answered: posted("answered") };
  const parsed = v.safeParse(InboxItemFormSchema, { ...values, updateTime: posted("updateTime") });
  if (!parsed.success) {
    return data<ActionData>({ status: "invalid", values, errors: issuesToErrors(parsed.issues), updateTime: posted("updateTime") }, { status: 400 });
  }
  const saved = await commitChange(context.get(appContext), {
    env: context.get(cloudflareContext).env,
    actor: user,
    limit: true,
    audit: `Handled a request: ${parsed.output.status}`,
    changes: [inboxChange(kind, id, parsed.output, user.email)],
  });
  if (saved.status === "limited") return tooManySaves<ActionData>({ status: "limited", values, updateTime: posted("updateTime"), message: SAVE_LIMIT_MESSAGE });
  if (saved.status === "saved") return redirect(`/studio/inbox/${kind}/${id}?saved=1`);
  if (saved.status === "invalid") {
    const errors = { note: `Firestore would not store this (${saved.reason ?? saved.problems.join("; ")}).` };
    return data<ActionData>({ status: "invalid", values, errors, updateTime: posted("updateTime") }, { status: 400 });
  }
  if (saved.status === "not-found" || !saved.current) throw notFound();
  const view = toInboxRequestView(kind, id, saved.current.data);
  return data<ActionData>(
    { status: "conflict", values, conflict: { current: { status: view.status, note: view.note }, lastChange: view.lastChange }, updateTime: saved.current.updateTime },
    { status: 409 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data ? `${data.request.name || "(no name)"}, ${data.request.kindLabel} | ` : ""}Inbox | Plum & Linen Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxRequest({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { request, updateTime, saved } = loaderData;
  return (
    <>
      <p>
        <Link to="/studio/inbox">← Inbox</Link>
      </p>
      <h1>
        {request.kindLabel} from {request.name || "(no name)"}
      </h1>
      {saved && !answer ? (
        <p className="studio-status studio-status--ok" role="status">
          Saved.
        </p>
      ) : null}
      {request.replyHref ? (
        <p>
          <a className="studio-button studio-button--quiet" href={request.replyHref}>
            Reply to {request.email}
          </a>
        </p>
      ) : null}

      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">What they sent</h2>
        <div className="studio-card">
          <SentFields request={request} />
        </div>
      </section>

      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">About this request</h2>
        <div className="studio-card">
          <RequestFacts request={request} />
        </div>
      </section>

      <section aria-labelledby="handling-heading">
        <h2 id="handling-heading">Status and note</h2>
        {answer?.status === "limited" ? (
          <p className="studio-status studio-status--error" role="alert">
            {`${answer.message} Nothing was saved this time; what you typed is still in the form below.`}
          </p>
        ) : null}
        <InboxItemForm
          values={answer?.values ?? { status: request.status, note: request.note }}
          errors={answer?.status === "invalid" ? answer.errors : {}}
          // After a conflict the form is based on the version just shown; after invalid input, on the one first read.
          updateTime={answer?.updateTime || updateTime}
          conflict={answer?.status === "conflict" ? answer.conflict : null}
          requestHref={request.href}
        />
      </section>
    </>
  );
}
