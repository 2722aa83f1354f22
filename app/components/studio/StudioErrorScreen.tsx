import { Form, isRouteErrorResponse, Link, type ErrorResponse } from "react-router";
import { PAGE_NOT_FOUND } from "~/platform/not-found";
import { NOT_FOUND_PAGE } from "~/site/error-pages";
import { GeneralErrorBoundary, messageOf } from "../GeneralErrorBoundary";
import type { StudioRefusal, StudioUnconfirmed } from "~/studio/auth/guard.server";

const REFUSALS: Record<StudioRefusal["reason"], (email: string) => string> = {
  "no-role": (email) => `You are signed in as ${email}, but that account has no access to the studio. Ask the studio's admin to add it.`,
  inactive: (email) => `The studio account ${email} has been switched off. Ask the studio's admin if you need it again.`,
  "admin-only": () => "This part of the studio is for admins. Editors can use the inbox and edit the site's content.",
};

/**
 * Whether an error is the studio's refusal of the person (403) or of a session Firebase could not
 * confirm (503), as app/studio/auth/guard.server.ts throws them.
 */
export function isStudioRefusal(error: unknown): boolean {
  if (!isRouteErrorResponse(error)) return false;
  const reason: unknown = (error.data as { reason?: unknown } | null)?.reason;
  if (error.status === 403) return typeof reason === "string" && Object.hasOwn(REFUSALS, reason);
  return error.status === 503 && reason === "unconfirmed";
}

const UNCONFIRMED_MESSAGE =
  "Firebase Authentication could not confirm your account just now, and the studio does not open without it. Nothing was lost: try again in a minute.";

/** The studio's error page: a clear 403 for those who may not be here, plain words for the rest. */
export function StudioErrorScreen() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: (error) => <Refused refusal={error.data as Partial<StudioRefusal> | undefined} />,
        404: (error) => <Problem title={NOT_FOUND_PAGE.title} message={messageOf(error) ?? PAGE_NOT_FOUND} />,
        503: (error) =>
          // A 503 from the guard (Firebase could not confirm the account) says so; any other is Firestore's.
          (error.data as Partial<StudioUnconfirmed> | null)?.reason === "unconfirmed" ? (
            <Problem title="Your sign-in could not be confirmed" message={UNCONFIRMED_MESSAGE} />
          ) : (
            <Problem title="Firestore is unavailable" message="The database did not answer in time. Nothing was lost; try again in a moment." />
          ),
      }}
      defaultStatusHandler={(error: ErrorResponse) => <Problem title="That didn't work" message={messageOf(error) ?? BROKEN} />}
      unexpectedErrorHandler={() => <Problem title="That didn't work" message={BROKEN} />}
    />
  );
}

const BROKEN = "Something went wrong on our side. It has been logged; try again in a moment.";

function Refused({ refusal }: { refusal: Partial<StudioRefusal> | undefined }) {
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

function Problem({ title, message }: { title: string; message: string }) {
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
