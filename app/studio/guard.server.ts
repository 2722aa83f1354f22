/**
 * Who may do what in the studio. Every studio loader and action starts with `requireStudioUser`:
 * nobody signed in is sent to the sign-in page; a signed-in person without an active record in
 * StudioUsers, or an editor on an admin's page, gets a 403.
 */
import { data, redirect } from "@remix-run/cloudflare";
import { getStudioUser } from "~/models/studio-users.server";
import type { StudioRole } from "~/schemas/studio-user";
import type { AppContext } from "~/worker/app-context.server";
import { endSession, readSession } from "./session.server";

export type StudioUser = { uid: string; email: string; role: StudioRole };

export const SIGN_IN_PATH = "/studio/sign-in";

/** What a 403 page says; the studio's error boundary shows it. */
export type StudioRefusal = { reason: "no-role" | "inactive" | "admin-only"; email: string };

export async function requireStudioUser(request: Request, app: AppContext, role: StudioRole): Promise<StudioUser> {
  const user = await app.once("studio-user", () => findStudioUser(request, app));
  if (user.kind === "anonymous") {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    const headers = user.clearCookie ? { "Set-Cookie": await endSession(app.config, request) } : undefined;
    throw redirect(`${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(back)}`, { headers });
  }
  if (user.kind === "refused") throw data<StudioRefusal>(user.refusal, { status: 403 });
  if (role === "admin" && user.user.role !== "admin") {
    throw data<StudioRefusal>({ reason: "admin-only", email: user.user.email }, { status: 403 });
  }
  return user.user;
}

type Lookup =
  | { kind: "anonymous"; clearCookie: boolean }
  | { kind: "refused"; refusal: StudioRefusal }
  | { kind: "user"; user: StudioUser };

async function findStudioUser(request: Request, app: AppContext): Promise<Lookup> {
  const session = await readSession(app.config, request);
  if (!session) return { kind: "anonymous", clearCookie: (request.headers.get("Cookie") ?? "").includes("studio_session=") };
  const record = await getStudioUser(app, session.email);
  if (!record) return { kind: "refused", refusal: { reason: "no-role", email: session.email } };
  if (!record.active) return { kind: "refused", refusal: { reason: "inactive", email: session.email } };
  return { kind: "user", user: { uid: session.uid, email: session.email, role: record.role } };
}
