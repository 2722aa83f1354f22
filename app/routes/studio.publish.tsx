import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/models/studio-audit.server";
import { requireStudioUser } from "~/studio/guard.server";
import { writePurgeMark } from "~/worker/purge.server";

/** An admin's "refresh the whole site": the purge mark, as POST /_purge writes it, and an audit entry. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudioUser(request, context.app, "admin");
  const purge = await writePurgeMark(context.cloudflare.env, context.app.config);
  if (!purge.ok) throw new Response("The site could not be refreshed just now; try again in a moment.", { status: 503 });
  await recordAudit(context.app, { actor: user.email, document: "(every page)", action: "Refreshed the whole site", before: null, after: null });
  return redirect("/studio/audit");
}

export async function loader({ request, context }: ActionFunctionArgs) {
  await requireStudioUser(request, context.app, "admin");
  return redirect("/studio/audit");
}
