import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { StudioRefusal, StudioUnconfirmed } from "~/studio/auth/guard.server";

const REFUSALS: Record<StudioRefusal["reason"], (email: string) => string> = {
  "no-role": (email) => `You are signed in as ${email}, but that account has no access to the studio. Ask the studio's admin to add it.`,
  inactive: (email) => `The studio account ${email} has been switched off. Ask the studio's admin if you need it again.`,
  "admin-only": () => "This part of the studio is for admins. Editors can use the inbox and edit the site's content.",
};

const UNCONFIRMED_MESSAGE =
  "Firebase Authentication could not confirm your account just now, and the studio does not open without it. Nothing was lost: try again in a minute.";

/** The studio's error page: a clear 403 for those who may not be here, plain words for the rest. */
export function StudioErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as Partial<StudioRefusal> | undefined;
    const explain = refusal?.reason ? REFUSALS[refusal.reason] : null;
    return (
      <main className="studio-main" id="main">
        <h1>You don't have access to this page</h1>
        <p className="studio-status studio-status--error">{explain ? explain(refusal?.email ?? "") : "This page is not open to your account."}</p>
        <div className="studio-actions">
          {refusal?.reason === "admin-only" ? (
            <Link className="studio-button studio-button--quiet" to="/studio/inbox">
              Go to the inbox
            </Link>
          ) : null}
          <Form method="post" action="/studio/sign-out" reloadDocument>
            <button type="submit" className="studio-button studio-button--quiet">
              Sign out
            </button>
          </Form>
        </div>
      </main>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 503 from the guard (Firebase could not confirm the account) says so; any other is Firestore's.
  const unconfirmed = isRouteErrorResponse(error) && (error.data as Partial<StudioUnconfirmed> | null)?.reason === "unconfirmed";
  const ownWords = unconfirmed ? UNCONFIRMED_MESSAGE : null;
  const message =
    status === 404
      ? "There is nothing at this address in the studio. It may have been removed."
      : status === 503
        ? (ownWords ?? "The database did not answer in time. Nothing was lost; try again in a moment.")
        : isRouteErrorResponse(error) && typeof error.data === "string"
          ? error.data
          : "Something went wrong on our side. It has been logged; try again in a moment.";
  const title = status === 404 ? "Not found" : status === 503 ? (ownWords ? "Your sign-in could not be confirmed" : "Firestore is unavailable") : "That didn't work";
  return (
    <main className="studio-main" id="main">
      <h1>{title}</h1>
      <p className="studio-status studio-status--error">{message}</p>
      <p>
        <Link to="/studio">Back to the studio</Link>
      </p>
    </main>
  );
}
