#!/usr/bin/env node
// npm run reindex:articles: writes the journal's index fields (slugs, seasonTags, titleWords,
// readingMinutes) on every article that lacks them or holds stale ones, in the Firestore emulator
// (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) or, with FIRESTORE_SERVICE_ACCOUNT (a JSON
// key) or GOOGLE_APPLICATION_CREDENTIALS (a path to one) and FIRESTORE_PROJECT_ID, a real project.
// Run it before deploying the release that reads them, and once after (docs/decisions/027-reads-that-stay-flat.md).
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { firestoreTarget } from "./lib/wrangler-vars.mjs";

const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));
const load = (path) => tsImport(path, { parentURL: import.meta.url, tsconfig });

async function main() {
  const { projectId, emulatorHost, serviceAccountJson } = await firestoreTarget();
  const { createFirestoreClient } = await load("../app/firestore/client.server.ts");
  const { reindexArticles } = await load("./reindex/articles.ts");
  const client = createFirestoreClient({ projectId, emulatorHost, serviceAccountJson, deadlineMs: 30_000 });
  const run = await reindexArticles(client, projectId);
  console.log(`Checked ${run.checked} articles in ${projectId} (${emulatorHost ? `emulator at ${emulatorHost}` : "Firestore"}): ${run.updated} written, ${run.checked - run.updated - run.skipped.length} already up to date, ${run.skipped.length} left.`);
  for (const { path, why } of run.skipped) console.log(`  left ${path}: ${why}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
