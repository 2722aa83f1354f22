import { isFirestoreError } from "~/firestore/client.server";

export const RETRY_AFTER_SECONDS = 30;

/** The answer when content cannot be read and nothing is cached: a themed 503. */
function contentUnavailable(): Response {
  return new Response("Our content is briefly unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

export function notFound(message = "Page Not Found"): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}

/**
 * Turns a Firestore failure into a response: 400 when Firestore refused a value that came from
 * the address (a cursor or a date it cannot use), saying which; 503 for the rest. Anything else
 * is rethrown as it is, to become a 500. The document layer (app/firestore/documents.server.ts)
 * applies it to every read.
 */
export function rethrowUnavailable(error: unknown): never {
  if (isFirestoreError(error) && error.kind === "invalid-argument") {
    throw new Response(`This address holds a value the database cannot use (${error.reason ?? "a value out of range"}). Go back and follow the link again.`, {
      status: 400,
      statusText: "Bad Request",
    });
  }
  if (isFirestoreError(error)) throw contentUnavailable();
  throw error;
}
