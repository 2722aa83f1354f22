import type { Route } from "./+types/consent";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { ConsentChoice, saveConsent } from "~/site/consent.server";
import { appContext } from "~/firestore/app-context.server";

/** A path on this site to go back to: never another origin ("//evil.example", "https://…"). */
const SafeRedirect = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\s]*$/));

const ConsentForm = v.object({
  choice: ConsentChoice,
  redirectTo: v.optional(v.fallback(SafeRedirect, "/"), "/"),
  /** "background" when the banner posts with JavaScript and stays on the page. */
  mode: v.optional(v.picklist(["redirect", "background"]), "redirect"),
});

/** Accept or Reject: saves the choice in the signed cookie, then goes back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.formData().catch(() => null);
  const form = v.safeParse(ConsentForm, body ? Object.fromEntries(body) : null);
  if (!form.success) {
    throw new Response("Choose Accept or Reject.", { status: 400, statusText: "Bad Request" });
  }
  const { choice, redirectTo, mode } = form.output;
  const headers = { "Set-Cookie": await saveConsent(context.get(appContext).config, request, choice) };
  if (mode === "background") return data({ consent: choice }, { headers });
  return redirect(redirectTo, { status: 303, headers });
}

/** The choice is made on every page through the banner; this URL has no page of its own. */
export function loader() {
  return redirect("/", 303);
}
