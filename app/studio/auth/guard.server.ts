/**
 * Who may do what in the studio. Every page under the studio layout (app/routes/studio.tsx) is
 * behind `studioSignIn`, the layout's middleware, which runs before any of their loaders and
 * actions: nobody signed in (no session record, or one that is over) is sent to the sign-in page; a
 * signed-in person without an active record in StudioUsers gets a 403; a session Firebase could not
 * vouch for in the last 5 minutes gets a 503. The session and the role are read together, from
 * Firestore itself, on every request. An admin's page or action adds `requireAdmin` (a 403 for an
 * editor); a studio route outside the layout (`studio_.…`) calls `requireStudioUser` itself.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { StudioRole } from "~/schemas/studio-user";
import { appContext, type AppContext } from "~/firestore/app-context.server";
import { clearedSessionCookie, lookupSession } from "./session.server";
import { pageUrl } from "~/site/page-url";

/** The signed-in person, and the id of the session they are using (to keep it when ending their others). */
export type StudioUser = { uid: string; email: string; role: StudioRole; sessionId: string };

const SIGN_IN_PATH = "/studio/sign-in";

/** What a 403 page says; the studio's error boundary shows it. */
export type StudioRefusal = { reason: "no-role" | "inactive" | "admin-only"; email: string };

/** What the 503 page says when Firebase could not be asked whether the account may still sign in. */
export type StudioUnconfirmed = { reason: "unconfirmed" };

/** The signed-in person, for the loaders and actions under the studio layout: `context.get(studioUserContext)`. */
export const studioUserContext = createContext<StudioUser>();

/**
 * The studio layout's middleware: the check above, once per request, before any loader or action
 * under the layout runs (React Router runs a route's middleware before its loaders, which then run
 * in parallel); the person is then in `studioUserContext`.
 */
export const studioSignIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(studioUserContext, await requireStudioUser(request, context.get(appContext), "editor"));
  return next();
};

/** The signed-in person on an admins' page or action under the studio layout; an editor gets a 403. */
export function requireAdmin(context: Readonly<RouterContextProvider>): StudioUser {
  return withRole(context.get(studioUserContext), "admin");
}

export async function requireStudioUser(request: Request, app: AppContext, role: StudioRole): Promise<StudioUser> {
  const user = await app.once("studio-user", () => findStudioUser(request, app));
  if (user.kind === "anonymous") {
    const url = pageUrl(request);
    const back = url.pathname + url.search;
    const headers = user.clearCookie ? { "Set-Cookie": await clearedSessionCookie(app.config, request) } : undefined;
    throw redirect(`${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(back)}`, { headers });
  }
  if (user.kind === "unconfirmed") {
    throw data<StudioUnconfirmed>({ reason: "unconfirmed" }, { status: 503 });
  }
  if (user.kind === "refused") throw data<StudioRefusal>(user.refusal, { status: 403 });
  return withRole(user.user, role);
}

function withRole(user: StudioUser, role: StudioRole): StudioUser {
  if (role === "admin" && user.role !== "admin") {
    throw data<StudioRefusal>({ reason: "admin-only", email: user.email }, { status: 403 });
  }
  return user;
}

type Lookup =
  | { kind: "anonymous"; clearCookie: boolean }
  | { kind: "unconfirmed" }
  | { kind: "refused"; refusal: StudioRefusal }
  | { kind: "user"; user: StudioUser };

async function findStudioUser(request: Request, app: AppContext): Promise<Lookup> {
  const found = await lookupSession(app, request);
  if (found.kind === "none") return { kind: "anonymous", clearCookie: found.hadCookie };
  if (found.kind === "unconfirmed") return { kind: "unconfirmed" };
  const { session, user: record } = found;
  if (!record) return { kind: "refused", refusal: { reason: "no-role", email: session.email } };
  if (!record.active) return { kind: "refused", refusal: { reason: "inactive", email: session.email } };
  return { kind: "user", user: { uid: session.uid, email: session.email, role: record.role, sessionId: session.id } };
}
