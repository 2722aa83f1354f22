import type { Route } from "./+types/studio_.sign-in";
import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import { useRef, useState } from "react";
import { getStudioUser } from "~/models/studio-users.server";
import { checkPassword, wrongPassword } from "~/studio/auth/accounts.server";
import { securetokenKeys, verifyIdToken, type StudioIdentity } from "~/studio/auth/id-token.server";
import { safeRedirect } from "~/studio/auth/redirect-to";
import { lookupSession, startSession } from "~/studio/auth/session.server";
import { deviceCookieAfterSignIn } from "~/studio/auth/device-cookie.server";
import { accountKeyOf } from "~/studio/auth/sign-in-limits.server";
import type { AppContext } from "~/firestore/app-context.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import studioStyles from "~/styles/studio.css?url";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

/** Firebase allows 4096 bytes of password; an address is at most 320 characters. */
const MAX_EMAIL = 320;
const MAX_PASSWORD = 4096;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const url = pageUrl(request);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), url.origin);
  // The session lookup has read the person's record already (one lookup per request).
  const found = await lookupSession(context.get(appContext), request);
  if (found.kind === "open" && found.user?.active) throw redirect(redirectTo);
  const { firebaseApiKey, firebaseBrowserApiKey, firebaseAuthDomain, authEmulatorHost, sessionSecrets } = config.studio;
  return {
    redirectTo,
    available: Boolean(firebaseApiKey && sessionSecrets.length),
    // Only Google sign-in runs in the browser: its settings go to the page only when it is offered,
    // with the browser's own restricted key, never the worker's.
    google:
      firebaseAuthDomain && firebaseBrowserApiKey
        ? {
            apiKey: firebaseBrowserApiKey,
            authDomain: firebaseAuthDomain,
            projectId: config.studio.authProjectId,
            emulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : undefined,
          }
        : null,
  };
}

type ActionData = { message: string; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const cloudflare = context.get(cloudflareContext);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = field("email").trim().toLowerCase();
  const refuse = (status: number, message: string) => data<ActionData>({ message, email: email.slice(0, MAX_EMAIL) }, { status });
  if (!(await withinRateLimit(cloudflare.env.SIGNIN_RATE_LIMITER, `sign-in:${clientAddressKey(request)}`, app.log))) {
    return refuse(429, "Too many sign-in attempts from this connection. Wait a minute and try again.");
  }
  if (app.config.studio.sessionSecrets.length === 0) {
    app.log("studio sign-in refused: STUDIO_SESSION_SECRETS is not set", {});
    return refuse(503, "The studio is not set up to sign anyone in yet (no session secret). Tell the site's administrator.");
  }
  const idToken = field("idToken");
  const started = Date.now();
  const identity = idToken ? await googleSignIn(app, idToken) : await passwordSignIn(app, request, email, field("password"), started);
  if (!identity.ok) return refuse(identity.status, identity.message);
  // No session for someone the studio does not know: nothing is stored for them, nothing can be revived later.
  const person = await getStudioUser(app, identity.identity.email);
  if (!person?.active) {
    app.log("studio sign-in refused: no active studio record", { method: idToken ? "google" : "password" });
    // After a Google sign-in the person has proved who they are; after a password, the answer must not tell it was right.
    if (idToken) return refuse(403, NO_ACCESS_MESSAGE);
    const answer = await wrongPassword(app, started);
    return refuse(answer.status, answer.message);
  }
  const [cookie, device] = await Promise.all([startSession(app, request, identity.identity), accountKeyOf(app, identity.identity.email).then((account) => deviceCookieAfterSignIn(app, request, account))]);
  // The session, and a device cookie: this browser is trusted for the account from now on (sign-in-limits.ts).
  return redirect(safeRedirect(field("redirectTo"), pageUrl(request).origin), {
    headers: [
      ["Set-Cookie", cookie],
      ["Set-Cookie", device],
    ],
  });
}

const NO_ACCESS_MESSAGE = "This account has no access to the studio. Ask the studio's admin to add it, or to switch it on again.";

type SignInOutcome = { ok: true; identity: StudioIdentity } | { ok: false; status: number; message: string };

/** The form's email and password, checked by the worker with Firebase: no Firebase code in the browser. */
async function passwordSignIn(app: AppContext, request: Request, email: string, password: string, started: number): Promise<SignInOutcome> {
  if (!email || !password) return { ok: false, status: 400, message: "Enter your email address and your password." };
  if (email.length > MAX_EMAIL || password.length > MAX_PASSWORD) return { ok: false, status: 400, message: "That email address or password is longer than any account's." };
  const check = await checkPassword(app, request, email, password);
  if (!check.ok) return check;
  const token = await confirmToken(app, check.idToken);
  // A right password on an account Firebase has not verified: the same words and time as a wrong one.
  return token.ok ? token : wrongPassword(app, started);
}

/**
 * Google sign-in: the browser's firebase/auth posts the ID token it got. Only where Google is
 * offered, and only a Google sign-in's token: a token from a password sign-in made straight
 * against Firebase would have skipped the failed-sign-in limits.
 */
async function googleSignIn(app: AppContext, idToken: string): Promise<SignInOutcome> {
  const refused: SignInOutcome = { ok: false, status: 401, message: "That sign-in could not be confirmed. Sign in again." };
  if (!app.config.studio.firebaseAuthDomain) return { ok: false, status: 400, message: "Sign in with your email address and password." };
  if (idToken.length > 8192) return { ok: false, status: 400, message: "That sign-in token is not one Firebase makes." };
  const check = await confirmToken(app, idToken);
  if (!check.ok) return refused;
  if (check.provider !== "google.com") {
    app.log("studio sign-in refused: a token not from Google sign-in", { provider: check.provider });
    return refused;
  }
  return check;
}

/** Every sign-in ends here: Firebase's ID token verified as decision 012 says (emulator tokens only with the emulator). */
async function confirmToken(app: AppContext, idToken: string): Promise<({ ok: true; identity: StudioIdentity; provider: string }) | { ok: false }> {
  const check = await verifyIdToken(idToken, {
    projectId: app.config.studio.authProjectId,
    keys: securetokenKeys,
    emulator: Boolean(app.config.studio.authEmulatorHost),
  }).catch((error: unknown) => ({ ok: false as const, reason: `the keys could not be read: ${String(error)}` }));
  if (!check.ok) {
    app.log("studio sign-in refused", { reason: check.reason });
    return { ok: false };
  }
  return check;
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, google, available } = loaderData;
  const error = actionData?.message;
  return (
    <main className="studio-main studio-sign-in" id="main">
      <h1>Sign in to the studio</h1>
      <p className="studio-muted">For the Plum &amp; Linen team: the inbox, and the site's content.</p>
      {!available ? (
        <p className="studio-status studio-status--error">Sign-in is not set up on this server yet (no Firebase API key or session secret).</p>
      ) : null}
      {error ? (
        <p className="studio-status studio-status--error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="studio-form studio-card">
        <div className="studio-field">
          <label htmlFor="sign-in-email">Email</label>
          <input id="sign-in-email" name="email" type="email" autoComplete="username" defaultValue={actionData?.email} required />
        </div>
        <div className="studio-field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Sign in
          </button>
        </div>
      </Form>
      {google ? <GoogleSignIn settings={google} redirectTo={redirectTo} /> : null}
      <p>
        <Link to="/studio/forgot-password">Forgot your password?</Link>
      </p>
    </main>
  );
}

type GoogleSettings = { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };

/**
 * Google sign-in, where it is configured: firebase/auth is fetched when the button is pressed, and
 * the ID token it gives is posted like the password form. It needs JavaScript; passwords do not.
 */
function GoogleSignIn({ settings, redirectTo }: { settings: GoogleSettings; redirectTo: string }) {
  const tokenForm = useRef<HTMLFormElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function signIn() {
    setState({ busy: true });
    const { signInWithGoogle, signInErrorMessage } = await import("~/studio/auth/firebase-sign-in.client");
    try {
      const token = await signInWithGoogle(settings);
      if (!tokenForm.current || !tokenField.current) return;
      tokenField.current.value = token;
      tokenForm.current.submit();
    } catch (error) {
      setState({ busy: false, error: signInErrorMessage(error) });
    }
  }

  return (
    <div className="studio-actions">
      <button type="button" className="studio-button studio-button--quiet" disabled={state.busy} onClick={() => void signIn()}>
        Sign in with Google
      </button>
      {state.error ? (
        <p className="studio-status studio-status--error" role="alert">
          {state.error}
        </p>
      ) : null}
      <form method="post" ref={tokenForm} hidden>
        <input type="hidden" name="idToken" ref={tokenField} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </form>
    </div>
  );
}
