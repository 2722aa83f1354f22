import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { endSession } from "~/studio/session.server";

export const handle: PageCacheHandle = { pageCache: false };

/** Signing out clears the session cookie; the origin check has already refused posts from other sites. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/studio/sign-in", { headers: { "Set-Cookie": await endSession(context.app.config, request) } });
}

export function loader() {
  return redirect("/studio");
}
