import type { Route } from "./+types/studio.publish";
import { redirect } from "react-router";
import { recordAudit } from "~/models/studio-audit.server";
import { requireAdmin } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, withinSaveLimit, SAVE_RETRY_AFTER_SECONDS } from "~/studio/save-limit.server";
import { writePurgeMark } from "~/platform/purge.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";

/**
 * An admin's "refresh the whole site": the purge mark, as POST /_purge writes it. The only studio
 * action that purges every page and the whole zone, so it counts against the admin's saves and is
 * audited before it runs (an attempt that fails is in the log too).
 */
export async function action({ context }: Route.ActionArgs) {
  const user = requireAdmin(context);
  if (!(await withinSaveLimit(context.get(cloudflareContext).env, user, context.get(appContext).log))) {
    throw new Response(SAVE_LIMIT_MESSAGE, { status: 429, headers: { "Retry-After": String(SAVE_RETRY_AFTER_SECONDS) } });
  }
  await recordAudit(context.get(appContext), { actor: user.email, document: "(every page)", action: "Refreshed the whole site", before: null, after: null });
  const purge = await writePurgeMark(context.get(cloudflareContext).env, context.get(appContext).config);
  if (!purge.ok) throw new Response("The site could not be refreshed just now; try again in a moment.", { status: 503 });
  return redirect("/studio/audit");
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect("/studio/audit");
}
