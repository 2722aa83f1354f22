import type { Route } from "./+types/studio_.privacy.download";
import * as v from "valibot";
import { findPersonData, personDataExport, studioMailbox } from "~/models/person-data.server";
import { PersonAddress } from "~/schemas/inbox";
import { requireStudioUser } from "~/studio/auth/guard.server";
import { notFound } from "~/platform/responses.server";
import { appContext } from "~/firestore/app-context.server";

/**
 * The download of /studio/privacy (admins): everything stored about one address (its requests, its
 * appointments booked online under `appointments`, its payments and gift vouchers under `payments`
 * and `giftVouchers`), as a JSON file to send the person. A POST, so the address is in no URL; a GET
 * is no page.
 */
export async function loader() {
  throw notFound();
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStudioUser(request, context.get(appContext), "admin");
  const form = await request.formData().catch(() => new FormData());
  const address = v.safeParse(PersonAddress, form.get("email") ?? "");
  if (!address.success) {
    return new Response(`${address.issues[0].message} Go back to the privacy requests page and find the person again.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const found = await findPersonData(context.get(appContext), address.output);
  const exported = personDataExport(address.output, found, new Date(), { notifyAddress: studioMailbox(context.get(appContext)) });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
    },
  });
}
