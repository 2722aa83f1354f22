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
