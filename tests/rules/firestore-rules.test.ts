import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, it } from "vitest";
import { startFirestoreEmulator } from "../../scripts/lib/emulator.mjs";

// The site's own collections and the ones the forms write: no browser client may touch any.
const COLLECTIONS = ["Website", "ServiceCategories", "Services", "Testimonials", "ContactMessages", "BookingRequests", "Photos"];

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  env = await initializeTestEnvironment({
    projectId: "demo-rules-check",
    firestore: {
      host: "127.0.0.1",
      port: emulator.port,
      rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8"),
    },
  });
  // Something to try to read: written with the rules switched off, as the worker's service account would.
  await env.withSecurityRulesDisabled(async (admin) => {
    for (const name of COLLECTIONS) await setDoc(doc(admin.firestore(), name, "existing"), { title: "kept private" });
  });
}, 90_000);

afterAll(async () => {
  await env?.cleanup();
  await emulator?.stop();
});

describe("firestore.rules", () => {
  for (const name of COLLECTIONS) {
    it(`an unauthenticated client can neither read nor write ${name}`, async () => {
      const db = env.unauthenticatedContext().firestore();
      await assertFails(getDoc(doc(db, name, "existing")));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, "existing"), { title: "defaced" }));
      await assertFails(addDoc(collection(db, name), { title: "spam" }));
      await assertFails(deleteDoc(doc(db, name, "existing")));
    });

    it(`a signed-in browser client can neither read nor write ${name} either`, async () => {
      const db = env.authenticatedContext("visitor-uid").firestore();
      await assertFails(getDoc(doc(db, name, "existing")));
      await assertFails(setDoc(doc(db, name, "new"), { title: "not allowed" }));
    });
  }
});
