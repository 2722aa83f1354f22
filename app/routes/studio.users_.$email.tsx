import type { Route } from "./+types/studio.users_.$email";
import { data, redirect } from "react-router";
import { revokeDevicesOf } from "~/studio/auth/device-cookie.server";
import { accountKeyOf } from "~/studio/auth/sign-in-limits.server";
import { Form, Link } from "react-router";
import * as v from "valibot";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { recordAudit } from "~/models/studio-audit.server";
import { listSessions, readStoredSession, studioSessionPath, STUDIO_SESSIONS } from "~/models/studio-sessions.server";
import { ANY_VERSION, commitChange } from "~/studio/change.server";
import { SAVE_LIMIT_MESSAGE, SAVE_RETRY_AFTER_SECONDS } from "~/studio/save-limit.server";
import { getStudioUser } from "~/models/studio-users.server";
import { StudioEmail } from "~/schemas/studio-user";
import { studioDateTime } from "~/site/time";
import { requireAdmin } from "~/studio/auth/guard.server";
import { sessionVerdict } from "~/studio/auth/session-policy";
import { endSessionsOf } from "~/studio/auth/session.server";
import { isSessionToken, shortSessionId } from "~/studio/auth/session-token";
import { notFound } from "~/platform/responses.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

// One person's open sessions, for admins: where and since when they are signed in, and a button
// to end any of them (docs/decisions/013-studio-sessions.md). Plain forms: it works without JavaScript.

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `Sessions of ${loaded?.email ?? "a studio user"} | Studio` }];

function personOf(params: { email?: string }): string {
  const result = v.safeParse(StudioEmail, params.email ?? "");
  if (!result.success) throw notFound("That is not the address of a studio user.");
  return result.output;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const email = personOf(params);
  const [person, sessions] = await Promise.all([getStudioUser(context.get(appContext), email), listSessions(context.get(appContext), email)]);
  if (!person && sessions.length === 0) throw notFound(`${email} has no studio access and no sessions.`);
  const now = Date.now();
  const url = pageUrl(request);
  return {
    email,
    role: person?.role ?? null,
    active: person?.active ?? false,
    isMe: email === me.email,
    ended: url.searchParams.get("ended"),
    sessions: sessions
      .filter((session) => sessionVerdict(session, now) === "open")
      .map((session) => ({
        id: session.id,
        short: shortSessionId(session.id),
        mine: session.id === me.sessionId,
        startedAt: iso(session.createdAt),
        lastSeenAt: iso(session.lastSeenAt),
        browser: session.browser,
        place: session.place,
      })),
  };
}

const EndForm = v.variant("intent", [
  v.object({ intent: v.literal("end"), session: v.custom<string>(isSessionToken, "That is not a session of this person.") }),
  v.object({ intent: v.literal("end-others") }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const app = context.get(appContext);
  const email = personOf(params);
  const back = (ended: string) => redirect(`/studio/users/${encodeURIComponent(email)}?ended=${ended}`);
  const form = await request.formData().catch(() => new FormData());
  const parsed = v.safeParse(EndForm, Object.fromEntries(form));
  if (!parsed.success) return data({ message: "That form was not one this page sends: reload it and try again." }, { status: 400 });

  if (parsed.output.intent === "end-others") {
    // An admin's own current session stays open; for anyone else, every session ends.
    const count = await endSessionsOf(app, email, email === me.email ? { keep: me.sessionId } : {});
    await recordAudit(app, { actor: me.email, document: STUDIO_SESSIONS, action: `Ended ${count} studio session${count === 1 ? "" : "s"}`, before: { email }, after: null });
    return back(String(count));
  }

  const id = parsed.output.session;
  const session = await readStoredSession(app, id);
  // Only this person's sessions are ended from their page.
  if (!session || session.email !== email) return back("0");
  const result = await commitChange(app, {
    env: context.get(cloudflareContext).env,
    actor: me,
    limit: true,
    audit: "Ended a studio session",
    changes: [
      {
        path: studioSessionPath(id),
        seen: ANY_VERSION,
        write: "delete",
        // The audit names the session by a prefix of its id: the log never holds what could find it whole.
        audited: () => ({
          document: studioSessionPath(shortSessionId(id)),
          before: { email, browser: session.browser, place: session.place, startedAt: iso(session.createdAt), lastSeenAt: iso(session.lastSeenAt) },
          after: null,
        }),
      },
    ],
  });
  if (result.status === "limited") throw new Response(SAVE_LIMIT_MESSAGE, { status: 429, headers: { "Retry-After": String(SAVE_RETRY_AFTER_SECONDS) } });
  // Which browser held the session is unknown, so none of the person's is trusted any more (device cookies).
  await revokeDevicesOf(app, await accountKeyOf(app, email));
  // Signed out or ended by someone else in the meantime: what the admin wanted is done.
  if (result.status !== "saved") return back("0");
  return back("1");
}

export default function StudioUserSessions({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { email, role, active, isMe, ended, sessions } = loaderData;
  return (
    <>
      <p>
        <Link to="/studio/users">← Studio users</Link>
      </p>
      <h1>Sessions of {email}</h1>
      <p className="studio-muted">
        {role ? `${role}, ${active ? "may sign in" : "switched off"}.` : "No studio access."} Each row is a browser signed in as {email}. A session ends by
        itself after 2 hours without use, or 8 hours after signing in. Ending one here signs that browser out at its next click.
      </p>
      {ended !== null ? (
        <StudioNotice tone="ok">
          {ended === "0" ? "That session had already ended." : `Ended ${ended} session${ended === "1" ? "" : "s"}.`}
        </StudioNotice>
      ) : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}
      {sessions.length === 0 ? (
        <p>No open sessions.</p>
      ) : (
        <StudioTable columns={["Started", "Last seen", "Browser", "Place", <span className="studio-muted">End</span>]} caption="Open sessions, newest first" captionClassName="studio-muted">
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                {studioDateTime(session.startedAt)}
                {session.mine ? <span className="studio-muted"> (this browser)</span> : null}
              </th>
              <td>{studioDateTime(session.lastSeenAt)}</td>
              <td>{session.browser}</td>
              <td>{session.place}</td>
              <td>
                <Form method="post">
                  <input type="hidden" name="intent" value="end" />
                  <input type="hidden" name="session" value={session.id} />
                  <button type="submit" className="studio-button studio-button--quiet" aria-label={`End session ${session.short} (${session.browser}, started ${studioDateTime(session.startedAt)})`}>
                    End session
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
      {sessions.some((session) => !session.mine) ? (
        <Form method="post" className="studio-actions">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="studio-button">
            {isMe ? "End all my other sessions" : `End every session of ${email}`}
          </button>
        </Form>
      ) : null}
    </>
  );
}
