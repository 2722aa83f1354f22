import type { Route } from "./+types/studio_.account-action";
import { data, redirect } from "react-router";
import { Link } from "react-router";
import { NewPasswordForm, PasswordRules } from "~/components/studio/NewPasswordForm";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { recordAudit } from "~/models/studio-audit.server";
import type { SitemapHandle } from "~/site/sitemap-handle";
import { studioUserPath } from "~/models/studio-users.server";
import { identityToolkitFor, type AuthResult } from "~/studio/auth/identity-toolkit.server";
import { newPasswordErrors } from "~/studio/auth/password-rules";
import { endSessionsOf } from "~/studio/auth/session.server";
import type { AppContext } from "~/firestore/app-context.server";
import studioStyles from "~/styles/studio.css?url";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];

/** Only an emailed link, with its code, opens this page: it is no address to list. */
export const handle: SitemapHandle = { getSitemapEntries: () => null };

export const meta: Route.MetaFunction = () => [{ title: "Your studio account | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The studio's own email action page: the custom action URL set in the Firebase console's email
 * templates, so the link in "choose a password" emails opens here with `mode` and `oobCode` (and
 * `apiKey`, `continueUrl`, `lang`, which the worker does not need: it has its own key). Plain
 * forms: it works with JavaScript off.
 */
type Page =
  | { kind: "choose"; email: string; oobCode: string }
  | { kind: "done" }
  | { kind: "expired" }
  | { kind: "unavailable" }
  | { kind: "verify-email" }
  | { kind: "recover-email" }
  | { kind: "unknown" };

async function pageForCode(app: AppContext, oobCode: string): Promise<{ page: Page; status: number }> {
  if (!oobCode || oobCode.length > 1024) return { page: { kind: "expired" }, status: 400 };
  const check = await identityToolkitFor(app.config).checkResetCode(oobCode);
  if (check.ok && check.value.email && (check.value.requestType ?? "PASSWORD_RESET") === "PASSWORD_RESET") {
    return { page: { kind: "choose", email: check.value.email.toLowerCase(), oobCode }, status: 200 };
  }
  return failedCode(app, check);
}

function failedCode(app: AppContext, check: AuthResult<unknown>): { page: Page; status: number } {
  if (!check.ok && (check.failure === "unavailable" || check.failure === "not-configured" || check.failure === "other")) {
    app.log("password reset code not checked", { failure: check.failure, detail: check.detail });
    return { page: { kind: "unavailable" }, status: 503 };
  }
  return { page: { kind: "expired" }, status: 400 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = pageUrl(request).searchParams;
  const mode = params.get("mode");
  let result: { page: Page; status: number };
  if (mode === "resetPassword") result = await pageForCode(context.get(appContext), params.get("oobCode") ?? "");
  // Where a password just set lands (after a redirect, so a reload posts nothing again).
  else if (mode === "passwordSet") result = { page: { kind: "done" }, status: 200 };
  else if (mode === "verifyEmail") result = { page: { kind: "verify-email" }, status: 200 };
  else if (mode === "recoverEmail") result = { page: { kind: "recover-email" }, status: 200 };
  else result = { page: { kind: "unknown" }, status: 400 };
  return data(result.page, { status: result.status });
}

type ActionData = { kind: "errors"; errors: Partial<Record<"password" | "confirm", string>> } | { kind: "failed"; page: Page };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const oobCode = field("oobCode") || (pageUrl(request).searchParams.get("oobCode") ?? "");
  const checked = await pageForCode(app, oobCode);
  if (checked.page.kind !== "choose") return data<ActionData>({ kind: "failed", page: checked.page }, { status: checked.status });
  const { email } = checked.page;
  const errors = newPasswordErrors(field("password"), field("confirm"), email);
  if (Object.keys(errors).length) return data<ActionData>({ kind: "errors", errors }, { status: 400 });
  const reset = await identityToolkitFor(app.config).resetPassword(oobCode, field("password"));
  if (!reset.ok) {
    if (reset.failure === "weak-password") return data<ActionData>({ kind: "errors", errors: { password: "Firebase refused that password as too weak: choose a longer one." } }, { status: 400 });
    const failed = failedCode(app, reset);
    return data<ActionData>({ kind: "failed", page: failed.page }, { status: failed.status });
  }
  // Whoever held the old password is out: every session of the person ends.
  await endSessionsOf(app, email);
  await recordAudit(app, { actor: email, document: studioUserPath(email), action: "Chose a password from an emailed link", before: null, after: null }).catch((error: unknown) =>
    app.log("audit entry not written", { error: String(error) }),
  );
  return redirect("/studio/account-action?mode=passwordSet");
}

export default function AccountAction({ loaderData: loaded, actionData: answer }: Route.ComponentProps) {
  const page = answer?.kind === "failed" ? answer.page : loaded;
  return (
    <main className="studio-main studio-sign-in" id="main">
      <PageBody page={page} errors={answer?.kind === "errors" ? answer.errors : {}} />
    </main>
  );
}

function PageBody({ page, errors }: { page: Page; errors: Partial<Record<"password" | "confirm", string>> }) {
  switch (page.kind) {
    case "choose":
      return <ChoosePassword email={page.email} oobCode={page.oobCode} errors={errors} />;
    case "done":
      return (
        <>
          <h1>Your password is set</h1>
          <StudioNotice tone="ok">Your password is set. Sign in with your address and your new password.</StudioNotice>
          <p>
            <Link to="/studio/sign-in">Sign in to the studio</Link>
          </p>
        </>
      );
    case "expired":
      return (
        <>
          <h1>This link has expired or was already used</h1>
          <StudioNotice tone="error">This link has expired or was already used — ask for a new one.</StudioNotice>
          <p>
            <Link to="/studio/forgot-password">Ask for a new link</Link>
          </p>
        </>
      );
    case "unavailable":
      return (
        <>
          <h1>The link could not be checked</h1>
          <StudioNotice tone="error">Firebase Authentication could not be reached. Open the link from your email again in a minute.</StudioNotice>
        </>
      );
    case "verify-email":
      return (
        <>
          <h1>Nothing to confirm</h1>
          <p>Studio addresses are confirmed when an admin adds you, so this link has nothing left to do. Sign in with your address and password.</p>
          <p>
            <Link to="/studio/sign-in">Sign in to the studio</Link>
          </p>
        </>
      );
    case "recover-email":
      return (
        <>
          <h1>Your sign-in address</h1>
          <p>
            The studio does not change sign-in addresses from an email link. If your address was changed and you did not ask for it, tell a studio admin, who can switch the account off and add the right address.
          </p>
        </>
      );
    default:
      return (
        <>
          <h1>This link is not one the studio sends</h1>
          <StudioNotice tone="error">Check that the whole link from the email was opened, or ask for a new one.</StudioNotice>
          <p>
            <Link to="/studio/forgot-password">Ask for a new link</Link>
          </p>
        </>
      );
  }
}

function ChoosePassword({ email, oobCode, errors }: { email: string; oobCode: string; errors: Partial<Record<"password" | "confirm", string>> }) {
  return (
    <>
      <h1>{`Choose a password for ${email}`}</h1>
      <PasswordRules> A few words you will remember make a good one.</PasswordRules>
      {errors.password || errors.confirm ? <StudioNotice tone="error">Check the fields marked below.</StudioNotice> : null}
      <NewPasswordForm email={email} errors={errors} submitLabel="Set my password">
        <input type="hidden" name="oobCode" value={oobCode} />
      </NewPasswordForm>
    </>
  );
}
