import type { ContactMessageForm } from "~/schemas/contact-message";
import { emailKey } from "~/schemas/inbox";
import { createDocument } from "~/firestore/documents.server";
import { updateFields } from "~/firestore/update-fields.server";
import { notificationFields, type NotifyOutcome } from "~/email/notify-studio.server";
import type { AppContext } from "~/firestore/app-context.server";
import { COLLECTIONS } from "./collections";

const COLLECTION = COLLECTIONS.contactMessages.name;

/**
 * A message from the contact form as stored: what was written, the page it came from, when, and
 * "new" until answered. `notified` turns true once the email telling the studio was accepted;
 * `notifyError` says why it was not.
 */
type ContactMessageDocument = ContactMessageForm & {
  page: string;
  createdAt: Date;
  status: "new";
  notified: boolean;
  notifyError?: string;
  /** The addresses of the people it is about, as `emailKey` makes them: what an admin's access or erasure request finds it by. */
  emailKeys: string[];
  /** When the studio last marked it answered (the inbox); a contact message's retention counts from it. */
  answeredAt?: Date;
};

/**
 * Stores a message under its submission id, not yet notified. A submission stored before (sent
 * twice, or its answer lost) is left as it is: "already-exists".
 */
export function createContactMessage(
  app: AppContext,
  submissionId: string,
  message: ContactMessageForm,
  { page }: { page: string },
): Promise<"created" | "already-exists"> {
  const document: ContactMessageDocument = { ...message, page, createdAt: new Date(), status: "new", notified: false, emailKeys: [emailKey(message.email)] };
  return createDocument(app, { collection: COLLECTION, id: submissionId, data: document });
}

/** Records whether the studio's email about the message went out (only those fields). */
export function markContactMessageNotified(app: Pick<AppContext, "firestore">, id: string, outcome: NotifyOutcome): Promise<void> {
  return updateFields(app, `${COLLECTION}/${id}`, notificationFields(outcome));
}
