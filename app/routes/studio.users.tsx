import type { Route } from "./+types/studio.users";
import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import * as v from "valibot";
import { describedBy, FieldShell } from "~/components/forms";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { recordAudit } from "~/models/studio-audit.server";
import { getStudioUser, listStudioUsers, studioUserPath, studioUserRecord } from "~/models/studio-users.server";
import { STUDIO_ROLES, StudioEmail, StudioRole } from "~/schemas/studio-user";
import { passwordLinkFailure, sendPasswordLink } from "~/studio/auth/accounts.server";
import { issuesToErrors } from "~/schemas/fields";
import { studioDateTime } from "~/site/time";
import { requireAdmin } from "~/studio/auth/guard.server";
import { commitChange } from "~/studio/change.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { sessionDeletesOf } from "~/studio/auth/session.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const meta: Route.MetaFunction = () => [{ title: "Studio users | Studio" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const users = await listStudioUsers(context.get(appContext));
  const params = pageUrl(request).searchParams;
  const invite = params.get("invite");
  return { me: me.email, users, saved: params.get("saved"), invite: invite ? { sent: invite === "sent", reason: passwordLinkFailure(invite) } : null };
}

/** The add form and each user's row post the same fields; `updateTime` is "" when adding. */
const UserForm = v.object({
  email: StudioEmail,
  role: StudioRole,
  active: v.pipe(v.optional(v.string(), ""), v.transform((value) => value === "on")),
  updateTime: v.optional(v.string(), ""),
});

type ActionData = { form: string; message: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const which = values.updateTime ? `user-${values.email}` : "add";
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<ActionData>({ form: which, message, errors, values }, { status });
  const parsed = v.safeParse(UserForm, values);
  if (!parsed.success) return refuse(400, "Check the fields marked below.", issuesToErrors(parsed.issues));
  const input = parsed.output;
  if (input.email === me.email && (input.role !== "admin" || !input.active)) {
    return refuse(400, "You cannot take admin away from your own account: ask another admin.", { role: "Your own account stays an active admin." });
  }
  const existing = await getStudioUser(context.get(appContext), input.email);
  // Switched off, or given another role: their open sessions end in the same commit as the change
  // (docs/decisions/013-studio-sessions.md), so no failure can leave one open under the old terms.
  const endsSessions = existing !== null && (!input.active || existing.role !== input.role);
  const sessionDeletes = endsSessions ? await sessionDeletesOf(context.get(appContext), input.email) : [];
  const result = await commitChange(context.get(appContext), {
    env: context.get(cloudflareContext).env,
    actor: me,
    limit: true,
    audit: input.updateTime ? "Changed a studio user" : "Added a studio user",
    changes: [
      {
        path: studioUserPath(input.email),
        seen: input.updateTime,
        write: studioUserRecord(input, { existing, actor: me.email }),
        whole: true,
        audited: (stored) => ({
          before: stored ? { role: stored.role, active: stored.active } : null,
          after: { role: input.role, active: input.active, ...(endsSessions ? { endedSessions: sessionDeletes.length } : {}) },
        }),
      },
    ],
    alongside: sessionDeletes,
  });
  if (result.status === "limited") {
    return tooManySaves<ActionData>({ form: which, message: `${SAVE_LIMIT_MESSAGE} Nothing was saved; the form still holds what you chose.`, errors: {}, values });
  }
  if (result.status === "conflict" && !input.updateTime) return refuse(409, `${input.email} already has studio access: change it in the list below.`, { email: "Already a studio user." });
  if (result.status !== "saved") {
    return refuse(409, `Someone changed ${input.email} while you were looking. The list now shows what is saved; make your change again.`);
  }
  if (input.updateTime) {
    return redirect(`/studio/users?saved=${encodeURIComponent(input.email)}`);
  }
  // Someone new: their Firebase account, and an email to choose their password. The record stays saved either way.
  const invite = await sendPasswordLink(context.get(appContext), input.email);
  await recordAudit(context.get(appContext), {
    actor: me.email,
    document: studioUserPath(input.email),
    action: invite.ok ? "Sent a link to choose a password" : "Could not send a link to choose a password",
    before: null,
    after: invite.ok ? { sentTo: input.email } : { failure: invite.failure },
  }).catch((error: unknown) => context.get(appContext).log("audit entry not written", { error: String(error) }));
  const outcome = invite.ok ? "invite=sent" : `invite=${encodeURIComponent(invite.failure)}`;
  return redirect(`/studio/users?saved=${encodeURIComponent(input.email)}&${outcome}`);
}

export default function StudioUsers({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { users, me, saved, invite } = loaderData;
  const answerFor = (form: string) => (answer?.form === form ? answer : undefined);
  const add = answerFor("add");
  return (
    <>
      <h1>Studio users</h1>
      <p className="studio-muted">
        Editors handle the inbox and edit the site's content. Admins also manage studio users, read the audit log and can refresh the whole site. A change counts from the person's next click.
      </p>
      {saved ? (
        <StudioNotice tone="ok">
          Saved {saved}.{invite?.sent ? ` An email to choose a password is on its way to ${saved}.` : null}
        </StudioNotice>
      ) : null}
      {saved && invite && !invite.sent ? (
        <StudioNotice tone="error">
          {`${saved} has studio access, but the email to choose a password could not be sent: ${invite.reason}. They can ask for one with "Forgot your password?" on the sign-in page.`}
        </StudioNotice>
      ) : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}
      <StudioTable columns={["Email", "Role and access", "Last change"]} caption="Everyone who may sign in to the studio" captionClassName="studio-muted">
        {users.map((user) => {
          const id = `user-${user.email.replace(/[^a-z0-9]/g, "-")}`;
          // After a refused save of this row (429), the row shows what was chosen, not what is stored.
          const posted = answerFor(`user-${user.email}`)?.values;
          return (
            <tr key={user.email}>
              <th scope="row">
                {user.email}
                {user.email === me ? <span className="studio-muted"> (you)</span> : null}
                {user.active ? null : <span className="studio-badge studio-badge--warn">switched off</span>}
                <br />
                <Link to={`/studio/users/${encodeURIComponent(user.email)}`} className="studio-muted">
                  Sessions of {user.email}
                </Link>
              </th>
              <td>
                <Form method="post" className="studio-actions" aria-label={`Access of ${user.email}`}>
                  <input type="hidden" name="email" value={user.email} />
                  <input type="hidden" name="updateTime" value={user.updateTime} />
                  <RoleField id={`${id}-role`} value={posted?.role ?? user.role} />
                  <FieldShell look="studio" id={`${id}-active`} label="May sign in" controlFirst>
                    <input id={`${id}-active`} name="active" type="checkbox" defaultChecked={posted ? posted.active === "on" : user.active} />
                  </FieldShell>
                  <button type="submit" className="studio-button studio-button--quiet">
                    Save {user.email}
                  </button>
                </Form>
              </td>
              <td>
                {user.updatedAt ? studioDateTime(user.updatedAt) : "—"}
                {user.updatedBy ? <span className="studio-muted"> by {user.updatedBy}</span> : null}
              </td>
            </tr>
          );
        })}
      </StudioTable>
      <h2 id="add-user">Add someone</h2>
      <p className="studio-muted">They get an email with a link to choose their password, then sign in with this address (or with Google, where it is set up).</p>
      <Form method="post" className="studio-form studio-card" aria-labelledby="add-user">
        <div className="studio-row">
          <FieldShell look="studio" id="add-email" label="Email" error={add?.errors.email}>
            <input id="add-email" name="email" type="email" defaultValue={add?.values.email} {...describedBy({ id: "add-email", error: add?.errors.email })} />
          </FieldShell>
          <RoleField id="add-role" value={add?.values.role ?? "editor"} />
        </div>
        <input type="hidden" name="active" value="on" />
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Give studio access
          </button>
        </div>
      </Form>
    </>
  );
}

/** Which of the studio's roles a person has. */
function RoleField({ id, value }: { id: string; value: string }) {
  return (
    <FieldShell look="studio" id={id} label="Role">
      <select id={id} name="role" defaultValue={value}>
        {STUDIO_ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
