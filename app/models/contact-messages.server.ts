import type { ContactMessageForm } from "~/schemas/contact-message";
import { createDocument } from "~/firestore/documents.server";
import type { AppContext } from "~/worker/app-context.server";

const COLLECTION = "ContactMessages";

/** A message from the contact form as stored: what was written, the page it came from, when, and "new" until answered. */
export type ContactMessageDocument = ContactMessageForm & { page: string; createdAt: Date; status: "new" };

/**
 * Stores a message under its submission id. A submission stored before (sent twice, or its
 * answer lost) is left as it is: "already-exists".
 */
export function createContactMessage(
  app: AppContext,
  submissionId: string,
  message: ContactMessageForm,
  { page }: { page: string },
): Promise<"created" | "already-exists"> {
  const document: ContactMessageDocument = { ...message, page, createdAt: new Date(), status: "new" };
  return createDocument(app, { collection: COLLECTION, id: submissionId, data: document });
}
