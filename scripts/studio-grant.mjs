#!/usr/bin/env node
// npm run studio:grant -- --email someone@example.com --role editor|admin [--inactive]
// Gives someone the studio (or changes their role, or with --inactive switches them off) by writing
// StudioUsers/{their lowercased email}. Against the Firestore emulator at FIRESTORE_EMULATOR_HOST
// when it is set; otherwise against the real project FIRESTORE_PROJECT_ID (default: wrangler.toml's)
// with FIRESTORE_SERVICE_ACCOUNT (a JSON key) or GOOGLE_APPLICATION_CREDENTIALS (a path to one).
// They sign in at /studio/sign-in with their own Firebase Authentication account.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { grantStudioRole, parseStudioGrant } from "./lib/studio-accounts.mjs";
import { projectIdFromWrangler } from "./lib/wrangler-vars.mjs";

const USAGE = "Usage: npm run studio:grant -- --email someone@example.com --role editor|admin [--inactive]";

/** A mistake of the caller's: printed with the usage, exit status 2. */
class UsageError extends Error {}

function readArguments(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { email: { type: "string" }, role: { type: "string" }, inactive: { type: "boolean", default: false } },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { email, role, inactive } = parsed.values;
  if (!email) throw new UsageError("--email is required.");
  if (!role) throw new UsageError("--role is required (editor or admin).");
  return { email, role, active: !inactive };
}

/** Where to write: the emulator when FIRESTORE_EMULATOR_HOST is set, else the project with its credentials. */
async function target() {
  const projectId = process.env.FIRESTORE_PROJECT_ID || (await projectIdFromWrangler());
  if (process.env.FIRESTORE_EMULATOR_HOST) return { projectId, emulatorHost: process.env.FIRESTORE_EMULATOR_HOST };
  let serviceAccountJson = process.env.FIRESTORE_SERVICE_ACCOUNT;
  if (!serviceAccountJson && process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    serviceAccountJson = await readFile(process.env.GOOGLE_APPLICATION_CREDENTIALS, "utf8").catch((error) => {
      throw new UsageError(`Cannot read GOOGLE_APPLICATION_CREDENTIALS (${process.env.GOOGLE_APPLICATION_CREDENTIALS}): ${error.message}`);
    });
  }
  if (!serviceAccountJson) {
    throw new UsageError(
      "Nowhere to write: set FIRESTORE_EMULATOR_HOST (a local emulator, e.g. the one `npm start` prints), or FIRESTORE_SERVICE_ACCOUNT / GOOGLE_APPLICATION_CREDENTIALS for the real project.",
    );
  }
  return { projectId, serviceAccountJson };
}

async function main() {
  const input = readArguments(process.argv.slice(2));
  const grant = await parseStudioGrant(input);
  if (!grant.ok) throw new UsageError(grant.problems.join("\n"));
  const where = await target();
  const result = await grantStudioRole({ ...where, ...grant.value, by: "npm run studio:grant" });
  const place = where.emulatorHost ? `the Firestore emulator at ${where.emulatorHost}` : "Firestore";
  console.log(
    `${result.created ? "Added" : "Updated"} StudioUsers/${result.email} in ${where.projectId} (${place}): role ${result.role}, ${result.active ? "active" : "inactive"}.`,
  );
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`studio:grant: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error("studio:grant failed:", error);
  process.exit(1);
});
