import { contentUnavailable } from "~/platform/responses.server";
import { isFirestoreError } from "./client.server";

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
