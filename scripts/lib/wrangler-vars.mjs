import { readFile } from "node:fs/promises";

/**
 * FIRESTORE_PROJECT_ID from wrangler.toml's [vars], so scripts and the worker agree.
 * @returns {Promise<string>}
 */
export async function projectIdFromWrangler() {
  const toml = await readFile(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const match = toml.match(/^FIRESTORE_PROJECT_ID\s*=\s*"([^"]+)"/m);
  if (!match) throw new Error("FIRESTORE_PROJECT_ID is missing from wrangler.toml [vars]");
  return String(match[1]);
}
