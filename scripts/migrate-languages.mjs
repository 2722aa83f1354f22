#!/usr/bin/env node
// npm run migrate:languages: the stored documents' change for two languages (issue 43,
// scripts/migrate/two-languages.ts): every article and testimonial without a language gets "en".
// With --demo it also gives the demo's services, categories, palettes and site sections the demo's
// Dutch text where they have none, and the demo photos (and the pages' copies of them) their Dutch alt text
// (what `npm run seed` does). In the Firestore emulator
// (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) or, with FIRESTORE_SERVICE_ACCOUNT or
// GOOGLE_APPLICATION_CREDENTIALS and FIRESTORE_PROJECT_ID, a real project. Running it again changes nothing.
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { firestoreTarget } from "./lib/wrangler-vars.mjs";

const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
const load = (path) => tsImport(path, { parentURL: import.meta.url, tsconfig });

async function main() {
  const { projectId, emulatorHost, serviceAccountJson } = await firestoreTarget();
  const { createFirestoreClient } = await load("../app/firestore/client.server.ts");
  const { migrateTwoLanguages } = await load("./migrate/two-languages.ts");
  const dutch = process.argv.includes("--demo") ? (await load("./seed/nl/index.ts")).demoDutch : undefined;
  const client = createFirestoreClient({ projectId, emulatorHost, serviceAccountJson, deadlineMs: 30_000 });
  const run = await migrateTwoLanguages(client, dutch);
  console.log(`Checked ${run.checked} documents in ${projectId} (${emulatorHost ? `emulator at ${emulatorHost}` : "Firestore"}): ${run.updated} written, ${run.checked - run.updated - run.skipped.length} already up to date, ${run.skipped.length} left.`);
  for (const { path, why } of run.skipped) console.log(`  left ${path}: ${why}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
