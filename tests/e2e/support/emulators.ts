import { createFirestoreClient, type FirestoreClient } from "~/firestore/client.server";

export const PROJECT_ID = "demo-colour-studio";

/** Admin access to the Firestore emulator that `npm start` runs for the end-to-end tests. */
export function emulatorFirestore(): FirestoreClient {
  const emulatorHost = process.env.E2E_FIRESTORE_HOST;
  if (!emulatorHost) throw new Error("E2E_FIRESTORE_HOST is not set (playwright.config.ts sets it)");
  return createFirestoreClient({ projectId: PROJECT_ID, emulatorHost, deadlineMs: 10_000 });
}

/** The Auth emulator that `npm start` runs for the end-to-end tests, "127.0.0.1:PORT". */
export function authEmulatorHost(): string {
  const host = process.env.E2E_AUTH_HOST;
  if (!host) throw new Error("E2E_AUTH_HOST is not set (playwright.config.ts sets it)");
  return host;
}
