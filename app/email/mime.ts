import { createMimeMessage, Mailbox } from "mimetext/browser";
import { oneLine } from "~/platform/text";

/** A plain-text email, ready for the `send_email` binding: its envelope and the message as MIME. */
export type RawEmail = { from: string; to: string; raw: string };

/** An iCalendar attachment: `invite.ics`, with the method calendar apps act on (RFC 6047). */
export type CalendarAttachment = { method: "REQUEST" | "CANCEL"; content: string };

type PlainTextEmail = {
  from: string;
  to: string;
  subject: string;
  /** Where "Reply" goes: the visitor who wrote, so the studio answers them directly. */
  replyTo?: { name: string; email: string };
  text: string;
  calendar?: CalendarAttachment;
};

export class EmailAddressError extends TypeError {
  override name = "EmailAddressError";
}

/**
 * One address, nothing else: a header value made from it cannot end early or hold a second
 * address. (The forms already check addresses; this holds for any caller.)
 */
const ADDRESS = /^[^\s<>()[\]\\,;:"@\p{Cc}]+@[^\s<>()[\]\\,;:"@\p{Cc}]+\.[^\s<>()[\]\\,;:"@\p{Cc}]+$/u;

function address(value: string, what: string): string {
  if (value.length > 254 || !ADDRESS.test(value)) throw new EmailAddressError(`${what} is not a single email address`);
  return value;
}


/**
 * The message as RFC 5322 text (mimetext's browser build: CRLF line ends, no Node APIs). The
 * subject and the Reply-To name are written as encoded words and the body as base64, so nothing a
 * visitor typed can end a header line, add a header or break the 998-character line limit. A
 * calendar invitation goes as an `invite.ics` attachment, base64 too.
 */
export function plainTextMime(email: PlainTextEmail): RawEmail {
  const from = address(email.from, "The sender");
  const to = address(email.to, "The recipient");
  const message = createMimeMessage();
  message.setSender(from);
  message.setRecipient(to);
  if (email.replyTo) {
    const name = oneLine(email.replyTo.name);
    message.setHeader("Reply-To", new Mailbox({ addr: address(email.replyTo.email, "Reply-To"), name }));
  }
  message.setSubject(oneLine(email.subject));
  message.addMessage({
    contentType: "text/plain",
    charset: "UTF-8",
    encoding: "base64",
    data: wrapBase64(message.toBase64(email.text.replace(/\r\n?|\n/g, "\r\n"))),
  });
  if (email.calendar) {
    message.addAttachment({
      filename: "invite.ics",
      contentType: `text/calendar; charset=UTF-8; method=${email.calendar.method}`,
      data: wrapBase64(message.toBase64(email.calendar.content)),
    });
  }
  return { from, to, raw: message.asRaw() };
}

/** Base64 in lines of 76 characters, as MIME asks (RFC 2045). */
function wrapBase64(encoded: string): string {
  return encoded.replace(/.{76}(?=.)/g, "$&\r\n");
}
