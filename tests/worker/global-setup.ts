import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/lib/emulator.mjs";
import { projectIdFromWrangler } from "../../scripts/lib/wrangler-vars.mjs";
import { seedFirestore } from "../../scripts/seed/write";

/** Starts and seeds the Firestore emulator the worker tests read; stops it when they end. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.WORKER_TEST_FIRESTORE_PORT);
  const emulator = await startFirestoreEmulator({ port, strictPort: true });
  try {
    await seedFirestore({ projectId: await projectIdFromWrangler(), emulatorHost: emulator.host });
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
