import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "~/studio/session.server";

/** Signing out clears the session cookie; the origin check has already refused posts from other sites. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/studio/sign-in", { headers: { "Set-Cookie": await endSession(context.app.config, request) } });
}

export function loader() {
  return redirect("/studio");
}
