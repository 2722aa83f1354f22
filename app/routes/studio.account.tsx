import type { Route } from "./+types/studio.account";
import { data } from "react-router";
import { NewPasswordForm, PasswordRules } from "~/components/studio/NewPasswordForm";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { recordAudit } from "~/models/studio-audit.server";
import { studioUserPath } from "~/models/studio-users.server";
import { checkPassword } from "~/studio/auth/accounts.server";
import { studioUserContext } from "~/studio/auth/guard.server";
import { lookupFirebaseAccount } from "~/studio/auth/identity-admin.server";
import { identityToolkitFor } from "~/studio/auth/identity-toolkit.server";
import { newPasswordErrors } from "~/studio/auth/password-rules";
import { endSessionsOf, startSession } from "~/studio/auth/session.server";
import { appContext } from "~/firestore/app-context.server";

export const meta: Route.MetaFunction = () => [{ title: "Your account | Studio" }];

export async function loader({ context }: Route.LoaderArgs) {
  const me = context.get(studioUserContext);
  return { email: me.email };
}

type Field = "current" | "password" | "confirm";
type ActionData = { ok: true; message: string } | { ok: false; message: string; errors: Partial<Record<Field, string>> };

/**
 * A signed-in person changes their own password: the current one is checked with Firebase under
 * the failed-sign-in limits (a stolen session cannot set a password without knowing it), then
 * Firebase sets the new one, and every other session of theirs ends.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const me = context.get(studioUserContext);
  const form = await request.formData().catch(() => null);
  const field = (name: Field) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const refuse = (status: number, message: string, errors: Partial<Record<Field, string>> = {}) => data<ActionData>({ ok: false, message, errors }, { status });
  if (!field("current")) return refuse(400, "Check the fields marked below.", { current: "Enter your current password." });
  const errors = newPasswordErrors(field("password"), field("confirm"), me.email);
  if (Object.keys(errors).length) return refuse(400, "Check the fields marked below.", errors);
  if (field("current").length > 4096) return refuse(400, "Check the fields marked below.", { current: "That is not your current password." });

  const check = await checkPassword(app, request, me.email, field("current"));
  if (!check.ok) {
    if (check.status === 401) return refuse(400, "Check the fields marked below.", { current: "That is not your current password." });
    return refuse(check.status, check.message);
  }
  const changed = await identityToolkitFor(app.config).changePassword(check.idToken, field("password"));
  if (!changed.ok) {
    if (changed.failure === "weak-password") return refuse(400, "Check the fields marked below.", { password: "Firebase refused that password as too weak: choose a longer one." });
    app.log("password not changed", { failure: changed.failure, detail: changed.detail });
    return refuse(503, "Firebase Authentication could not change the password just now. Nothing was changed; try again in a minute.");
  }
  // Every session of theirs ends, this one too, and this browser gets a new one dated after the
  // change: Firebase's `validSince` moves to now, and a session from before it would be ended at
  // its next check (docs/decisions/013).
  const account = await lookupFirebaseAccount(app.config, me.uid).catch(() => null);
  const validSince = account?.exists ? (account.validSince ?? 0) * 1000 : 0;
  const ended = await endSessionsOf(app, me.email);
  const cookie = await startSession(app, request, { uid: me.uid, email: me.email, signedInAt: Math.max(Date.now(), validSince) });
  await recordAudit(app, { actor: me.email, document: studioUserPath(me.email), action: "Changed their password", before: null, after: { otherSessionsEnded: Math.max(0, ended - 1) } });
  return data<ActionData>({ ok: true, message: "Your password is changed. Your other sessions are signed out." }, { headers: { "Set-Cookie": cookie } });
}

export default function Account({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { email } = loaderData;
  const errors = answer && !answer.ok ? answer.errors : {};
  return (
    <>
      <h1>Your account</h1>
      <p className="studio-muted">You sign in as {email}.</p>
      {answer ? <StudioNotice tone={answer.ok ? "ok" : "error"}>{answer.message}</StudioNotice> : null}
      <h2 id="change-password">Change your password</h2>
      <PasswordRules />
      {/* A new form after a change: the browser keeps none of the passwords typed. */}
      <NewPasswordForm email={email} errors={errors} submitLabel="Change my password" askCurrent labelledBy="change-password" key={answer?.ok ? "changed" : "form"} />
    </>
  );
}
