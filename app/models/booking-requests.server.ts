import type { BookingRequest } from "~/schemas/booking-request";
import { createDocument } from "~/firestore/documents.server";
import type { AppContext } from "~/worker/app-context.server";

const COLLECTION = "BookingRequests";

/**
 * A booking request as stored: what was asked for, the service's name as the visitor saw it,
 * the page it came from, when, and "new" until the studio answers.
 */
export type BookingRequestDocument = BookingRequest & { serviceName: string; status: "new"; page: string; createdAt: Date };

/**
 * Stores a request under its submission id. A submission stored before (sent twice, or its
 * answer lost) is left as it is: "already-exists".
 */
export function createBookingRequest(
  app: AppContext,
  submissionId: string,
  request: BookingRequest,
  { serviceName, page }: { serviceName: string; page: string },
): Promise<"created" | "already-exists"> {
  const document: BookingRequestDocument = { ...request, serviceName, status: "new", page, createdAt: new Date() };
  return createDocument(app, { collection: COLLECTION, id: submissionId, data: document });
}
