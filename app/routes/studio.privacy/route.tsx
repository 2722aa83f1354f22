import { data, Form, useNavigation } from "react-router";
import * as v from "valibot";
import { EditorFields } from "~/components/studio/EditorFields";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { findPersonData, studioMailbox, unsearchablePeople, type UnsearchablePerson } from "~/models/person-data.server";
import { PersonAddress } from "~/schemas/inbox";
import { erasePersonData, type KeptByLaw } from "~/studio/erasure.server";
import { requireAdmin } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import type { FieldSpec } from "~/studio/content/fields";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { ConfirmErasure } from "./ConfirmErasure";
import { EmailsNote } from "./EmailsNote";
import { pathsOf, type Found } from "./found";
import { shown } from "./found.server";
import { FoundData } from "./FoundData";
import { keptSentence, keptWords, plural } from "./words";
import type { Route } from "./+types/route";

/**
 * Access and erasure for one person (admins): find everything stored about an email address, read
 * it, download it as JSON (studio_.privacy.download.ts), and erase it after a confirmation. Every
 * step is a POST, so the address never appears in a URL, a log line or the browser's history.
 */

const INTENTS = ["find", "confirm", "erase"] as const;
type Intent = (typeof INTENTS)[number];

const FIELDS: FieldSpec[] = [
  {
    kind: "email",
    name: "email",
    label: "The person's email address",
    hint: "As they wrote to us from, in any letter case. Gift bookings that name them as the recipient, the appointments they booked online, the digital analyses they ordered, their palette results, and their payments and gift vouchers are found too.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { notifyAddress: studioMailbox(context.get(appContext)) };
}

type ActionData =
  | { status: "invalid"; email: string; error: string }
  | { status: "found"; email: string; found: Found; unsearchable: UnsearchablePerson[] }
  | { status: "confirm"; email: string; found: Found; changed: boolean }
  | { status: "erased"; email: string; erased: { contact: number; booking: number }; recipientOf: number; appointments: number; orders: number; paletteResults: number; kept: KeptByLaw }
  | { status: "limited"; email: string; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context);
  const form = await request.formData().catch(() => new FormData());
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = posted("intent") as Intent;
  const typed = posted("email");
  if (!(INTENTS as readonly string[]).includes(intent)) {
    return data<ActionData>({ status: "invalid", email: typed, error: "Choose one of the page's buttons." }, { status: 400 });
  }
  const address = v.safeParse(PersonAddress, typed);
  if (!address.success) return data<ActionData>({ status: "invalid", email: typed, error: address.issues[0].message }, { status: 400 });
  const email = address.output;
  const found = await findPersonData(context.get(appContext), email);

  if (intent === "find") return { status: "found", email, found: shown(found), unsearchable: unsearchablePeople(found) } satisfies ActionData;
  if (intent === "confirm") return { status: "confirm", email, found: shown(found), changed: false } satisfies ActionData;

  // Erase: only what the admin confirmed having seen. Anything found since (a new request or booking) is shown for another confirmation.
  const confirmed = new Set(form.getAll("record").filter((value): value is string => typeof value === "string"));
  if (pathsOf(found).some((path) => !confirmed.has(path))) {
    return data<ActionData>({ status: "confirm", email, found: shown(found), changed: true }, { status: 409 });
  }
  const erasure = await erasePersonData(context.get(appContext), context.get(cloudflareContext).env, user, email, found);
  if (erasure.status === "limited") return tooManySaves<ActionData>({ status: "limited", email, message: SAVE_LIMIT_MESSAGE });
  const { erased, recipientOf, appointments, orders, paletteResults, kept } = erasure;
  return { status: "erased", email, erased, recipientOf, appointments, orders, paletteResults, kept } satisfies ActionData;
}

export const meta: Route.MetaFunction = () => [{ title: "Privacy requests | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export default function PrivacyRequests({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { notifyAddress } = loaderData;
  const busy = useNavigation().state === "submitting";
  const email = answer?.email ?? "";
  return (
    <>
      <h1>Privacy requests</h1>
      <p>
        When someone asks what we hold about them, or asks us to delete it, find them here by their email address. You
        can read everything this website stores about them, download it as a JSON file to send them, and erase it.
      </p>

      {answer?.status === "limited" ? <StudioNotice tone="error">{`${answer.message} Nothing was erased.`}</StudioNotice> : null}
      {answer?.status === "erased" ? (
        <StudioNotice tone="ok">
          {`Erased ${plural(answer.erased.contact, "contact message", "contact messages")} and ${plural(answer.erased.booking, "booking request", "booking requests")}${answer.appointments ? `, and ${plural(answer.appointments, "appointment", "appointments")} booked online, whose times are free again` : ""}${answer.orders ? `, and ${plural(answer.orders, "digital analysis", "digital analyses")} they ordered, with the photos and the report's PDF` : ""}${answer.paletteResults ? `, and ${plural(answer.paletteResults, "palette result", "palette results")} recorded for them` : ""}${answer.recipientOf ? `, and took their name and address out of ${plural(answer.recipientOf, "gift request", "gift requests")} someone else sent (those stay, as the giver's)` : ""}. ${keptWords(answer.kept) ? `${keptSentence(answer.kept, ": the retention job deletes them when those years are up.")} Nothing else about ${answer.email} is stored on this website.` : `Nothing about ${answer.email} is stored on this website any more.`} The audit log records the erasure and its counts, not the address.`}
        </StudioNotice>
      ) : null}

      <Form method="post" className="studio-form" key={`find-${email}`}>
        <input type="hidden" name="intent" value="find" />
        <EditorFields fields={FIELDS} values={{ email }} errors={answer?.status === "invalid" ? { email: answer.error } : {}} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={busy}>
            Find their data
          </button>
        </div>
      </Form>

      {answer?.status === "found" ? <FoundData email={answer.email} found={answer.found} unsearchable={answer.unsearchable} /> : null}
      {answer?.status === "confirm" ? <ConfirmErasure email={answer.email} found={answer.found} changed={answer.changed} /> : null}
      <EmailsNote notifyAddress={notifyAddress} />
    </>
  );
}
