#!/usr/bin/env node
// npm run seed: writes the demo content into the Firestore emulator (FIRESTORE_EMULATOR_HOST,
// default 127.0.0.1:8080) or, with FIRESTORE_SERVICE_ACCOUNT (a JSON key) or
// GOOGLE_APPLICATION_CREDENTIALS (a path to one) and FIRESTORE_PROJECT_ID, into a real project.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { projectIdFromWrangler } from "./lib/wrangler-vars.mjs";

// tsx resolves the `~/` alias of the project's tsconfig.json, whatever the working directory.
const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));

export async function seed({ emulatorHost, projectId, serviceAccountJson } = {}) {
  const { seedFirestore } = await tsImport("./seed/write.ts", { parentURL: import.meta.url, tsconfig });
  return seedFirestore({ projectId, emulatorHost, serviceAccountJson });
}

async function main() {
  const projectId = process.env.FIRESTORE_PROJECT_ID ?? (await projectIdFromWrangler());
  let serviceAccountJson = process.env.FIRESTORE_SERVICE_ACCOUNT;
  if (!serviceAccountJson && process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    serviceAccountJson = await readFile(process.env.GOOGLE_APPLICATION_CREDENTIALS, "utf8");
  }
  const emulatorHost = serviceAccountJson ? undefined : (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080");
  const count = await seed({ emulatorHost, projectId, serviceAccountJson });
  console.log(`Seeded ${count} documents into ${projectId} (${emulatorHost ? `emulator at ${emulatorHost}` : "Firestore"}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
