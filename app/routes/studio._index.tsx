import type { Route } from "./+types/studio._index";
import { redirect } from "react-router";
import { requireStudioUser } from "~/studio/auth/guard.server";
import { appContext } from "~/firestore/app-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudioUser(request, context.get(appContext), "editor");
  return redirect("/studio/inbox");
}
