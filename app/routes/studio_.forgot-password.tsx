import type { Route } from "./+types/studio_.forgot-password";
import { data } from "react-router";
import { Form, Link } from "react-router";
import * as v from "valibot";
import { getStudioUser } from "~/models/studio-users.server";
import { StudioEmail } from "~/schemas/studio-user";
import { sendPasswordLink } from "~/studio/auth/accounts.server";
import { withinPasswordLinkLimit } from "~/studio/auth/sign-in-limits.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import studioStyles from "~/styles/studio.css?url";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

const SENT_MESSAGE = "If that address belongs to a studio account, an email with a link to choose a new password is on its way. The link works for an hour.";

type ActionData = { sent: true } | { sent: false; status: number; message: string; email: string };

/**
 * Sends the link only to an active studio person, and answers the same for every address, at the
 * same speed: the look-up and the email happen after the answer (waitUntil), so neither the words
 * nor the time tell whether the address has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const cloudflare = context.get(cloudflareContext);
  const form = await request.formData().catch(() => null);
  const typed = form?.get("email");
  const email = typeof typed === "string" ? typed : "";
  const refuse = (status: number, message: string) => data<ActionData>({ sent: false, status, message, email: email.slice(0, 320) }, { status });
  if (!(await withinRateLimit(cloudflare.env.SIGNIN_RATE_LIMITER, `forgot-password:${clientAddressKey(request)}`, app.log))) {
    return refuse(429, "Too many requests from this connection. Wait a minute and try again.");
  }
  const parsed = v.safeParse(StudioEmail, email);
  if (!parsed.success || parsed.output.length > 320) return refuse(400, "Enter the email address you sign in with.");
  const address = parsed.output;
  app.waitUntil(
    (async () => {
      const person = await getStudioUser(app, address);
      if (!person?.active) return;
      if (!(await withinPasswordLinkLimit(app, address, request))) {
        app.log("password link not sent: the account's hourly limit is reached", {});
        return;
      }
      await sendPasswordLink(app, address);
    })().catch((error: unknown) => app.log("password link not sent", { error: String(error) })),
  );
  return data<ActionData>({ sent: true });
}

export default function ForgotPassword({ actionData: answer }: Route.ComponentProps) {
  return (
    <main className="studio-main studio-sign-in" id="main">
      <h1>Forgot your password?</h1>
      {answer?.sent ? (
        <>
          <p className="studio-status studio-status--ok" role="status">
            {SENT_MESSAGE}
          </p>
          <p>
            <Link to="/studio/sign-in">Back to signing in</Link>
          </p>
        </>
      ) : (
        <>
          <p className="studio-muted">Enter the address you sign in with. If it belongs to a studio account, we email it a link to choose a new password.</p>
          <Form method="post" className="studio-form studio-card">
            <div className="studio-field">
              <label htmlFor="forgot-email">Email</label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={answer?.email}
                aria-invalid={answer ? true : undefined}
                aria-describedby={answer ? "forgot-email-error" : undefined}
              />
              {answer ? (
                <p className="studio-field__error" id="forgot-email-error" role="alert">
                  {answer.message}
                </p>
              ) : null}
            </div>
            <div className="studio-actions">
              <button type="submit" className="studio-button">
                Email me a link
              </button>
            </div>
          </Form>
          <p>
            <Link to="/studio/sign-in">Back to signing in</Link>
          </p>
        </>
      )}
    </main>
  );
}
