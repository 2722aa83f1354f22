import { readFile } from "node:fs/promises";
import { parse } from "smol-toml";

/** wrangler.toml, parsed. */
export async function readWranglerConfig() {
  return parse(await readFile(new URL("../../wrangler.toml", import.meta.url), "utf8"));
}

/**
 * FIRESTORE_PROJECT_ID from wrangler.toml's [vars], so scripts and the worker agree.
 * @returns {Promise<string>}
 */
export async function projectIdFromWrangler() {
  const { vars } = await readWranglerConfig();
  const projectId = vars?.FIRESTORE_PROJECT_ID;
  if (typeof projectId !== "string" || !projectId) throw new Error("FIRESTORE_PROJECT_ID is missing from wrangler.toml [vars]");
  return projectId;
}

/**
 * Which Firestore a script writes to: a real project with FIRESTORE_SERVICE_ACCOUNT (a JSON key)
 * or GOOGLE_APPLICATION_CREDENTIALS (a path to one), else the emulator at FIRESTORE_EMULATOR_HOST
 * (default 127.0.0.1:8080); the project is FIRESTORE_PROJECT_ID, else wrangler.toml's.
 * @returns {Promise<{ projectId: string, emulatorHost?: string, serviceAccountJson?: string }>}
 */
export async function firestoreTarget() {
  const projectId = process.env.FIRESTORE_PROJECT_ID ?? (await projectIdFromWrangler());
  let serviceAccountJson = process.env.FIRESTORE_SERVICE_ACCOUNT;
  if (!serviceAccountJson && process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    serviceAccountJson = await readFile(process.env.GOOGLE_APPLICATION_CREDENTIALS, "utf8");
  }
  const emulatorHost = serviceAccountJson ? undefined : (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080");
  return { projectId, emulatorHost, serviceAccountJson };
}
