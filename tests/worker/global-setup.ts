import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "../../scripts/lib/emulator.mjs";
import { projectIdFromWrangler } from "../../scripts/lib/wrangler-vars.mjs";
import { createFirestoreClient } from "~/firestore/client.server";
import { seedFirestore } from "../../scripts/seed/write";
import { startFaultProxy } from "./fault-proxy";

/**
 * Starts and seeds the Firestore emulator the worker tests read, and the fault proxy in front of
 * it that the worker talks to; stops both when the tests end.
 */
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
  const proxy = await startFaultProxy(emulator.host, Number(process.env.WORKER_TEST_PROXY_PORT));
  project.provide("firestoreEmulatorHost", emulator.host);
  project.provide("faultProxyHost", proxy.host);
  return async () => {
    await proxy.stop();
    await emulator.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    faultProxyHost: string;
  }
}
