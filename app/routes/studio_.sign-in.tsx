import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { getStudioUser } from "~/models/studio-users.server";
import { securetokenKeys, verifyIdToken } from "~/studio/id-token.server";
import { safeRedirect } from "~/studio/redirect-to";
import { readSession, startSession } from "~/studio/session.server";
import { clientAddressKey } from "~/worker/client-address.server";
import { withinRateLimit } from "~/worker/rate-limit.server";
import studioStyles from "~/styles/studio.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];

export const meta: MetaFunction = () => [{ title: "Sign in | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context.app;
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), url.origin);
  const session = await readSession(context.app, request);
  if (session && (await getStudioUser(context.app, session.email))?.active) throw redirect(redirectTo);
  const { firebaseApiKey, firebaseAuthDomain, authEmulatorHost, sessionSecrets } = config.studio;
  return {
    redirectTo,
    available: Boolean(firebaseApiKey && sessionSecrets.length),
    firebase: {
      apiKey: firebaseApiKey ?? "",
      authDomain: firebaseAuthDomain,
      projectId: config.studio.authProjectId,
      emulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : undefined,
    },
    google: Boolean(firebaseAuthDomain),
  };
}

type ActionData = { message: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const { app, cloudflare } = context;
  const refuse = (status: number, message: string) => data<ActionData>({ message }, { status });
  if (!(await withinRateLimit(cloudflare.env.SIGNIN_RATE_LIMITER, `sign-in:${clientAddressKey(request)}`, app.log))) {
    return refuse(429, "Too many sign-in attempts from this connection. Wait a minute and try again.");
  }
  const form = await request.formData().catch(() => null);
  const idToken = form?.get("idToken");
  if (typeof idToken !== "string" || idToken === "") {
    return refuse(400, "Signing in to the studio needs JavaScript: turn it on for this site and try again.");
  }
  if (idToken.length > 8192) return refuse(400, "That sign-in token is not one Firebase makes.");
  if (app.config.studio.sessionSecrets.length === 0) {
    app.log("studio sign-in refused: STUDIO_SESSION_SECRETS is not set", {});
    return refuse(503, "The studio is not set up to sign anyone in yet (no session secret). Tell the site's administrator.");
  }
  const check = await verifyIdToken(idToken, {
    projectId: app.config.studio.authProjectId,
    keys: securetokenKeys,
    emulator: Boolean(app.config.studio.authEmulatorHost),
  }).catch((error: unknown) => ({ ok: false as const, reason: `the keys could not be read: ${String(error)}` }));
  if (!check.ok) {
    app.log("studio sign-in refused", { reason: check.reason });
    return refuse(401, "That sign-in could not be confirmed. Sign in again.");
  }
  const cookie = await startSession(app, request, check.identity);
  return redirect(safeRedirect(form?.get("redirectTo"), new URL(request.url).origin), { headers: { "Set-Cookie": cookie } });
}

export default function SignIn() {
  const { firebase, redirectTo, google, available } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const tokenForm = useRef<HTMLFormElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function signIn(method: { email: string; password: string } | { google: true }) {
    setState({ busy: true });
    try {
      const { signInForIdToken } = await import("~/studio/firebase-sign-in.client");
      const token = await signInForIdToken(firebase, method);
      if (!tokenForm.current || !tokenField.current) return;
      tokenField.current.value = token;
      // A plain form post: the worker answers with the session cookie and a redirect into the studio.
      tokenForm.current.submit();
    } catch (error) {
      const { signInErrorMessage } = await import("~/studio/firebase-sign-in.client");
      setState({ busy: false, error: signInErrorMessage(error) });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  }

  const error = state.error ?? actionData?.message;
  return (
    <main className="studio-main studio-sign-in" id="main">
      <h1>Sign in to the studio</h1>
      <p className="studio-muted">For the Plum &amp; Linen team: the inbox, and the site's content.</p>
      {!available ? (
        <p className="studio-status studio-status--error">Sign-in is not set up on this server yet (no Firebase API key or session secret).</p>
      ) : null}
      <noscript>
        <p className="studio-status studio-status--error">Signing in needs JavaScript. Once you are signed in, the studio works without it.</p>
      </noscript>
      {error ? (
        <p className="studio-status studio-status--error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="studio-form studio-card" onSubmit={onSubmit}>
        <div className="studio-field">
          <label htmlFor="sign-in-email">Email</label>
          <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="studio-field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={state.busy}>
            {state.busy ? "Signing in…" : "Sign in"}
          </button>
          {google ? (
            <button type="button" className="studio-button studio-button--quiet" disabled={state.busy} onClick={() => void signIn({ google: true })}>
              Sign in with Google
            </button>
          ) : null}
        </div>
      </Form>
      <form method="post" ref={tokenForm} hidden>
        <input type="hidden" name="idToken" ref={tokenField} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </form>
    </main>
  );
}
