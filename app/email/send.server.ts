// A type only, erased from the bundle: the module itself is imported at run time (below).
import type { EmailMessage as EmailMessageConstructor } from "cloudflare:email";
import { withDeadline } from "~/platform/deadline";
import type { RawEmail } from "./mime";

export type SendResult = { ok: true } | { ok: false; reason: string };

/** Long enough for a healthy binding, short enough to end well inside waitUntil's 30 seconds. */
const SEND_DEADLINE_MS = 10_000;

type EmailMessageClass = typeof EmailMessageConstructor;

/**
 * workerd's built-in module, which only workerd can load: the name is not a literal a bundler or
 * Node (the unit tests import this module) would try to resolve, so the import is left to
 * workerd, which serves it at run time.
 */
const CLOUDFLARE_EMAIL: string = "cloudflare:email";

async function emailMessageClass(): Promise<EmailMessageClass> {
  const module = (await import(/* @vite-ignore */ CLOUDFLARE_EMAIL)) as { EmailMessage: EmailMessageClass };
  return module.EmailMessage;
}

/**
 * Hands the message to a `send_email` binding. Never throws: a missing binding, a refusal or a
 * binding that does not answer within the deadline is a value with a short reason.
 */
export async function sendEmail(binding: SendEmail | undefined, email: RawEmail, deadlineMs = SEND_DEADLINE_MS, bindingName = "STUDIO_EMAIL"): Promise<SendResult> {
  if (!binding) return { ok: false, reason: `no send_email binding (${bindingName}) is configured` };
  try {
    const EmailMessage = await emailMessageClass();
    await withDeadline(binding.send(new EmailMessage(email.from, email.to, email.raw)), deadlineMs, "send_email");
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: shortReason(error) };
  }
}

/** Writes the message and hands it to the binding; a message that cannot be written (a header it refuses) is a reason too. Never throws. */
export async function writeAndSend(binding: SendEmail | undefined, write: () => RawEmail, bindingName = "STUDIO_EMAIL"): Promise<SendResult> {
  let raw: RawEmail;
  try {
    raw = write();
  } catch (error) {
    return { ok: false, reason: `the email could not be written: ${String(error)}`.slice(0, 300) };
  }
  return sendEmail(binding, raw, undefined, bindingName);
}

function shortReason(error: unknown): string {
  const text = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "the binding failed without a reason";
}
