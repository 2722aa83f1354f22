import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createContactMessage } from "~/models/contact-messages.server";
import { ContactMessageForm } from "~/schemas/contact-message";
import { handleSubmission, sourcePage, submissionStatus, type SubmissionProblem } from "./submission.server";

export type ContactActionData =
  | { status: "sent"; name: string; id: string }
  | { status: SubmissionProblem; values: Record<string, string>; errors: Record<string, string>; message: string };

const MESSAGES: Record<SubmissionProblem, string> = {
  expired: "This form was out of date, so your message has not been sent yet. Please send it again; what you typed is still here.",
  unreadable: "We could not read what your browser sent. Please try again.",
  invalid: "Some details need another look: see the messages next to the fields.",
  "rate-limited": "You have sent several messages in the last minute. Please wait a minute and send it again; what you typed is still here.",
  failed: "We could not send your message just now. Please try again in a moment; what you typed is still here.",
};

/** The contact form's action: validate, rate-limit, store the message with the page it came from. */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const result = await handleSubmission({
    request,
    app: context.app,
    env: context.cloudflare.env,
    schema: ContactMessageForm,
    limiterPrefix: "contact",
    store: (id, message, form) => createContactMessage(context.app, id, message, { page: sourcePage(form, request) }),
  });
  if (result.status === "sent") return data<ContactActionData>({ status: "sent", name: result.submitted.name, id: result.id });
  if (result.status === "spam") return data<ContactActionData>({ status: "sent", name: "", id: crypto.randomUUID() });
  return data<ContactActionData>(
    {
      status: result.status,
      values: result.values,
      errors: result.status === "invalid" ? (result.errors as Record<string, string>) : {},
      message: MESSAGES[result.status],
    },
    { status: submissionStatus(result) },
  );
}
