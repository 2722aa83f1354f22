#!/usr/bin/env node
// npm run seed: writes the demo content into the Firestore emulator (FIRESTORE_EMULATOR_HOST,
// default 127.0.0.1:8080) or, with FIRESTORE_SERVICE_ACCOUNT (a JSON key) or
// GOOGLE_APPLICATION_CREDENTIALS (a path to one) and FIRESTORE_PROJECT_ID, into a real project.
//
// The demo covers' pixels belong in the MEDIA bucket (R2) under photos/{id}. Locally, `npm start`
// and `npm run dev` put them into Miniflare's bucket at every start. For a real project,
// `npm run seed -- --media` also uploads them with `wrangler r2 object put … --remote` (wrangler
// must be logged in, and the bucket made: `wrangler r2 bucket create colour-studio-media --jurisdiction eu`);
// without --media it prints those commands.
import { spawnSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { firestoreTarget, readWranglerConfig } from "./lib/wrangler-vars.mjs";

// tsx resolves the `~/` alias of the project's tsconfig.json, whatever the working directory.
const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url));

const media = () => tsImport("./seed/media.ts", { parentURL: import.meta.url, tsconfig });

/** Seeds Firestore (the demo documents and the covers' Photos documents); returns how many documents. */
export async function seed({ emulatorHost, projectId, serviceAccountJson } = {}) {
  const { seedDemo } = await media();
  const { count } = await seedDemo({ projectId, emulatorHost, serviceAccountJson });
  return count;
}

/**
 * Puts the demo covers into an R2 bucket's binding (Miniflare's `getR2Bucket("MEDIA")`); the same
 * keys and bytes every time, so putting them again changes nothing.
 * @returns {Promise<number>} how many
 */
export async function seedMedia(bucket) {
  const { demoCovers, mediaObjects } = await media();
  const objects = mediaObjects(await demoCovers());
  for (const { key, body, contentType } of objects) await bucket.put(key, body, { httpMetadata: { contentType } });
  return objects.length;
}

/** The `wrangler r2 object put` commands that upload the covers to the production bucket, each file written to `dir`. */
export async function r2Commands(dir) {
  const { demoCovers, mediaObjects } = await media();
  const config = await readWranglerConfig();
  const binding = config.r2_buckets?.find((entry) => entry.binding === "MEDIA");
  const bucket = binding?.bucket_name;
  // A bucket in a jurisdiction (the EU's) answers only commands that name it.
  const jurisdiction = binding?.jurisdiction ? ["--jurisdiction", binding.jurisdiction] : [];
  if (!bucket) throw new Error("wrangler.toml has no r2_buckets entry for MEDIA");
  const commands = [];
  for (const { key, body, contentType } of mediaObjects(await demoCovers())) {
    const file = path.join(dir, `${key.replace("/", "-")}.jpg`);
    await writeFile(file, body);
    commands.push(["r2", "object", "put", `${bucket}/${key}`, "--file", file, "--content-type", contentType, "--remote", ...jurisdiction]);
  }
  return commands;
}

async function main() {
  const { projectId, emulatorHost, serviceAccountJson } = await firestoreTarget();
  const count = await seed({ emulatorHost, projectId, serviceAccountJson });
  console.log(`Seeded ${count} documents into ${projectId} (${emulatorHost ? `emulator at ${emulatorHost}` : "Firestore"}).`);
  // The two-languages migration (npm run migrate:languages), as on a studio's existing documents: on the demo, written in both languages, it finds nothing to change.
  const { createFirestoreClient } = await tsImport("../app/firestore/client.server.ts", { parentURL: import.meta.url, tsconfig });
  const { migrateTwoLanguages } = await tsImport("./migrate/two-languages.ts", { parentURL: import.meta.url, tsconfig });
  const { demoDutch } = await tsImport("./seed/nl/index.ts", { parentURL: import.meta.url, tsconfig });
  const migration = await migrateTwoLanguages(createFirestoreClient({ projectId, emulatorHost, serviceAccountJson, deadlineMs: 30_000 }), demoDutch);
  console.log(`Two languages: ${migration.checked} documents checked, ${migration.updated} written.`);
  if (emulatorHost) {
    console.log("The covers' pixels go into the local MEDIA bucket when `npm start` or `npm run dev` starts.");
    return;
  }
  const commands = await r2Commands(await mkdtemp(path.join(tmpdir(), "demo-covers-")));
  if (!process.argv.includes("--media")) {
    console.log(`Upload the ${commands.length} covers to R2 with \`npm run seed -- --media\`, or run:`);
    for (const args of commands) console.log(`  npx wrangler ${args.join(" ")}`);
    return;
  }
  const wrangler = fileURLToPath(new URL("../node_modules/.bin/wrangler", import.meta.url));
  for (const args of commands) {
    const run = spawnSync(wrangler, args, { stdio: "inherit" });
    if (run.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  console.log(`Uploaded ${commands.length} covers to R2.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
