import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/lib/emulator.mjs";
import { projectIdFromWrangler } from "../../scripts/lib/wrangler-vars.mjs";
import { createFirestoreClient } from "~/utils/firestore.server";
import { seedFirestore } from "../../scripts/seed/write";

/** Starts and seeds the Firestore emulator the worker tests read; stops it when they end. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.WORKER_TEST_FIRESTORE_PORT);
  const emulator = await startFirestoreEmulator({ port, strictPort: true });
  try {
    const projectId = await projectIdFromWrangler();
    await seedFirestore({ projectId, emulatorHost: emulator.host });
    // The emulator's JVM answers its first queries slowly; warm it so tests measure the site.
    const firestore = createFirestoreClient({ projectId, emulatorHost: emulator.host, deadlineMs: 30_000 });
    await firestore.runQuery({ collection: "Testimonials", where: [{ field: "status", equals: "active" }], orderBy: [{ field: "createdAt", direction: "DESCENDING" }] });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  project.provide("firestoreEmulatorHost", emulator.host);
  return () => emulator.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}
