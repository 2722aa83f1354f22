import { data, type ActionFunctionArgs } from "react-router";
import { contactMessageEmail } from "~/email/studio-email";
import { notifyStudio } from "~/email/notify-studio.server";
import { createContactMessage, markContactMessageNotified } from "~/models/contact-messages.server";
import { ContactMessageForm } from "~/schemas/contact-message";
import { handleSubmission, sourcePage, submissionStatus, type SubmissionProblem } from "./submission.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { requestLocale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

export type ContactActionData =
  | { status: "sent"; name: string; id: string }
  | { status: SubmissionProblem; values: Record<string, string>; errors: Record<string, string>; message: string };

const MESSAGES = defineWords<Record<SubmissionProblem, string>>({
  en: {
    expired: "This form was out of date, so your message has not been sent yet. Please send it again; what you typed is still here.",
    unreadable: "We could not read what your browser sent. Please try again.",
    invalid: "Some details need another look: see the messages next to the fields.",
    "rate-limited": "You have sent several messages in the last minute. Please wait a minute and send it again; what you typed is still here.",
    failed: "We could not send your message just now. Please try again in a moment; what you typed is still here.",
  },
  nl: {
    expired: "Dit formulier was verlopen, dus je bericht is nog niet verstuurd. Verstuur het nog een keer; wat je hebt getypt, staat er nog.",
    unreadable: "We konden niet lezen wat je browser verstuurde. Probeer het nog een keer.",
    invalid: "Een paar gegevens kloppen nog niet: kijk even naar de meldingen bij de velden.",
    "rate-limited": "Je hebt de afgelopen minuut al een paar berichten verstuurd. Wacht even een minuutje en verstuur het dan opnieuw; wat je hebt getypt, staat er nog.",
    failed: "We konden je bericht nu even niet versturen. Probeer het zo nog een keer; wat je hebt getypt, staat er nog.",
  },
});

/**
 * The contact form's action: validate, rate-limit, store the message with the page it came from,
 * then, after the visitor has their answer, email the studio about it.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const result = await handleSubmission({
    request,
    form: await request.formData().catch(() => null),
    app,
    env,
    schema: ContactMessageForm,
    limiterPrefix: "contact",
    store: async (id, message, form) => {
      const page = sourcePage(form, request);
      const stored = await createContactMessage(app, id, message, { page });
      // A submission stored before was announced then.
      if (stored === "created") {
        app.waitUntil(
          notifyStudio(app, env.STUDIO_EMAIL, {
            document: `ContactMessages/${id}`,
            email: contactMessageEmail(message, { id, page, siteUrl: app.config.siteUrl }),
            record: (outcome) => markContactMessageNotified(app, id, outcome),
          }),
        );
      }
      return stored;
    },
  });
  if (result.status === "sent") return data<ContactActionData>({ status: "sent", name: result.submitted.name, id: result.id });
  if (result.status === "spam") return data<ContactActionData>({ status: "sent", name: "", id: crypto.randomUUID() });
  return data<ContactActionData>(
    {
      status: result.status,
      values: result.values,
      errors: result.status === "invalid" ? (result.errors as Record<string, string>) : {},
      message: wordsFor(MESSAGES, requestLocale(request))[result.status],
    },
    { status: submissionStatus(result) },
  );
}
