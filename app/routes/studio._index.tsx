import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireStudioUser } from "~/studio/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.app, "editor");
  return redirect("/studio/inbox");
}
