import type { BookingRequest } from "~/schemas/booking-request";
import { emailKey } from "~/schemas/inbox";
import { createDocument } from "~/firestore/documents.server";
import { updateFields } from "~/firestore/update-fields.server";
import { notificationFields, type NotifyOutcome } from "~/email/notify-studio.server";
import type { AppContext } from "~/firestore/app-context.server";
import { COLLECTIONS } from "./collections";

const COLLECTION = COLLECTIONS.bookingRequests.name;

/**
 * A booking request as stored: what was asked for, the service's name as the visitor saw it,
 * the page it came from, when, and "new" until the studio answers. `notified` turns true once
 * the email telling the studio was accepted; `notifyError` says why it was not.
 */
type BookingRequestDocument = BookingRequest & {
  serviceName: string;
  status: "new";
  page: string;
  createdAt: Date;
  notified: boolean;
  notifyError?: string;
  /** The addresses of the people it is about, as `emailKey` makes them: what an admin's access or erasure request finds it by. */
  emailKeys: string[];
  /** When the studio last marked it answered (the inbox); a contact message's retention counts from it. */
  answeredAt?: Date;
};

/**
 * Stores a request under its submission id, not yet notified. A submission stored before (sent
 * twice, or its answer lost) is left as it is: "already-exists".
 */
export function createBookingRequest(
  app: AppContext,
  submissionId: string,
  request: BookingRequest,
  { serviceName, page }: { serviceName: string; page: string },
): Promise<"created" | "already-exists"> {
  const document: BookingRequestDocument = { ...request, serviceName, status: "new", page, createdAt: new Date(), notified: false, emailKeys: request.mode === "gift" ? [emailKey(request.email), emailKey(request.recipientEmail)] : [emailKey(request.email)] };
  return createDocument(app, { collection: COLLECTION, id: submissionId, data: document });
}

/** Records whether the studio's email about the request went out (only those fields). */
export function markBookingRequestNotified(app: Pick<AppContext, "firestore">, id: string, outcome: NotifyOutcome): Promise<void> {
  return updateFields(app, `${COLLECTION}/${id}`, notificationFields(outcome));
}
