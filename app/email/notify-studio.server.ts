import type { AppContext } from "~/firestore/app-context.server";
import { plainTextMime } from "./mime";
import { writeAndSend, type SendResult } from "./send.server";
import type { StudioEmail } from "./studio-email";

/** What became of the email about a stored request, as the request's document records it. */
export type NotifyOutcome = { notified: true } | { notified: false; error: string };

/** The fields of a request's document that record an outcome; a success clears an earlier failure's reason. */
export function notificationFields(outcome: NotifyOutcome): { notified: boolean; notifyError: string | undefined } {
  return outcome.notified ? { notified: true, notifyError: undefined } : { notified: false, notifyError: outcome.error };
}

/**
 * Emails the studio about a request that is already stored, then records on the request whether
 * the binding took the email. It runs after the visitor's answer (in `app.waitUntil`) and never
 * rejects: a failure is logged and left on the document, where the studio's inbox shows it.
 */
export async function notifyStudio(
  app: Pick<AppContext, "config" | "log">,
  binding: SendEmail | undefined,
  request: {
    /** The request's document ("ContactMessages/<id>"), named in the log. */
    document: string;
    email: StudioEmail;
    record: (outcome: NotifyOutcome) => Promise<void>;
  },
): Promise<void> {
  const sent = await send(app, binding, request.email);
  const outcome: NotifyOutcome = sent.ok ? { notified: true } : { notified: false, error: sent.reason };
  if (!sent.ok) app.log("the studio could not be emailed about a new request", { document: request.document, reason: sent.reason });
  try {
    await request.record(outcome);
  } catch (error) {
    app.log("whether the studio was emailed could not be recorded", { document: request.document, ...outcome, error: String(error) });
  }
}

async function send(app: Pick<AppContext, "config">, binding: SendEmail | undefined, email: StudioEmail): Promise<SendResult> {
  const { notifyEmail, emailFrom } = app.config.studio;
  if (!notifyEmail || !emailFrom) return { ok: false, reason: "STUDIO_NOTIFY_EMAIL or STUDIO_EMAIL_FROM is not set" };
  return writeAndSend(binding, () => plainTextMime({ from: emailFrom, to: notifyEmail, ...email }));
}
