import path from "node:path";
import { fileURLToPath } from "node:url";
import { seed } from "../seed.mjs";
import { startFirestoreEmulator } from "./emulator.mjs";
import { projectIdFromWrangler } from "./wrangler-vars.mjs";

// What `npm start` and `npm run dev` share: the Firestore emulator, and how the local server is set up.

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The Firestore emulator at FIRESTORE_EMULATOR_HOST, or one started here (on
 * FIRESTORE_EMULATOR_PORT, default 8080 or a free port) and seeded with the demo content.
 * @returns {Promise<string>} its host:port
 */
export async function firestoreForLocalSite() {
  if (process.env.FIRESTORE_EMULATOR_HOST) return process.env.FIRESTORE_EMULATOR_HOST;
  const emulator = await startFirestoreEmulator({
    port: Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080),
    strictPort: Boolean(process.env.FIRESTORE_EMULATOR_PORT),
    rulesPath: path.join(root, "firestore.rules"),
  });
  const count = await seed({ emulatorHost: emulator.host, projectId: await projectIdFromWrangler() });
  console.log(`Firestore emulator on ${emulator.host}, seeded with ${count} documents.`);
  return emulator.host;
}

/** "A:1 B:2" -> { A: "1", B: "2" } */
function parseVars(pairs) {
  const vars = {};
  for (const pair of pairs.split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf(":");
    if (at > 0) vars[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return vars;
}

/** The options of scripts/lib/local-server.mjs for the site on `port`, read from the environment (see scripts/start.mjs). */
export function localServerOptions(port, emulatorHost) {
  const persist = process.env.LOCAL_PERSIST_DIR ?? path.join(root, ".wrangler", "state");
  return {
    port,
    persistTo: persist === "none" ? undefined : persist,
    statusFile: process.env.LOCAL_SERVER_STATUS,
    inspectorPort: process.env.LOCAL_INSPECTOR_PORT ? Number(process.env.LOCAL_INSPECTOR_PORT) : undefined,
    vars: {
      ENVIRONMENT: "development",
      FIRESTORE_EMULATOR_HOST: emulatorHost,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...parseVars(process.env.LOCAL_VARS ?? ""),
    },
    // Local development only, unless .dev.vars has its own; production uses `wrangler secret put`.
    defaults: { CONSENT_COOKIE_SECRETS: "local-development-consent-secret" },
  };
}
