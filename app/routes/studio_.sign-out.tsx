import type { Route } from "./+types/studio_.sign-out";
import { redirect } from "react-router";
import { endSession } from "~/studio/auth/session.server";
import { appContext } from "~/firestore/app-context.server";

/**
 * Signing out deletes the session's record, so a copy of the cookie opens nothing, and clears the
 * cookie; the origin check has already refused posts from other sites.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/studio/sign-in", { headers: { "Set-Cookie": await endSession(context.get(appContext), request) } });
}

export function loader() {
  return redirect("/studio");
}
