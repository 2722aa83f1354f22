import path from "node:path";
import { fileURLToPath } from "node:url";
import { seed, seedMedia } from "../seed.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startFirestoreEmulator } from "./emulator.mjs";
import { SITE_WORKER } from "./local-server.mjs";
import { startMollieSimulator } from "./mollie-simulator.mjs";
import { createDemoStudioAccounts, DEMO_STUDIO_ACCOUNTS } from "./studio-accounts.mjs";
import { projectIdFromWrangler } from "./wrangler-vars.mjs";

// What `npm start` and `npm run dev` share: the Firestore and Auth emulators, the Mollie simulator,
// the studio's demo accounts, and how the local server is set up.

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
    // A port asked for must be that port; 0 asks for any free one.
    strictPort: Boolean(Number(process.env.FIRESTORE_EMULATOR_PORT)),
    rulesPath: path.join(root, "firestore.rules"),
  });
  const count = await seed({ emulatorHost: emulator.host, projectId: await projectIdFromWrangler() });
  console.log(`Firestore emulator on ${emulator.host}, seeded with ${count} documents.`);
  return emulator.host;
}

/**
 * Puts the demo covers into the local server's MEDIA bucket (Miniflare's R2), where the Photos
 * documents the seed wrote say they are. Idempotent, so it runs at every start.
 * @param {import("miniflare").Miniflare} miniflare
 */
export async function mediaForLocalSite(miniflare) {
  // The site's own binding: under `npm run dev` the first worker is the reload worker, which has none.
  const count = await seedMedia(await miniflare.getR2Bucket("MEDIA", SITE_WORKER));
  console.log(`R2 bucket MEDIA holds the ${count} demo covers.`);
}

/**
 * The Auth emulator at FIREBASE_AUTH_EMULATOR_HOST, or one started here (on
 * FIREBASE_AUTH_EMULATOR_PORT, default 9099 or a free port). It takes some 6 s to start, the
 * slowest part of a start: begin it first and await it last.
 * @returns {Promise<string>} its host:port
 */
export async function authForLocalSite() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator = await startAuthEmulator({
    port: Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099),
    strictPort: Boolean(Number(process.env.FIREBASE_AUTH_EMULATOR_PORT)),
    projectId: await projectIdFromWrangler(),
  });
  console.log(`Auth emulator on ${emulator.host}.`);
  return emulator.host;
}

/**
 * Mollie's API for the local site: MOLLIE_API_URL when it is set (Mollie itself, or a simulator
 * already running), or the simulator of mollie-simulator.mjs started here, in this process, on
 * MOLLIE_SIMULATOR_PORT (default 0: a free port). `stop` closes the simulator (nothing for a given
 * URL); `notice` is the line to print.
 * @returns {Promise<{ apiUrl: string, notice: string, stop: () => Promise<void> }>}
 */
export async function paymentsForLocalSite() {
  const given = process.env.MOLLIE_API_URL;
  if (given) return { apiUrl: given, notice: `Payments: Mollie at ${given}`, stop: async () => {} };
  const simulator = await startMollieSimulator({
    port: Number(process.env.MOLLIE_SIMULATOR_PORT ?? 0),
    strictPort: Boolean(Number(process.env.MOLLIE_SIMULATOR_PORT)),
  });
  return { apiUrl: `${simulator.url}/v2`, notice: `Payments: Mollie simulator on ${simulator.url}`, stop: simulator.stop };
}

/**
 * The studio's demo admin and editor: verified Auth emulator accounts with StudioUsers documents.
 * The Auth emulator keeps its accounts in memory, so they are made at every start.
 */
export async function demoAccountsForLocalSite(firestoreHost, authHost) {
  await createDemoStudioAccounts({ authHost, firestoreHost, projectId: await projectIdFromWrangler() });
}

/** What to sign in to the local studio with, once the server listens at `origin`. */
export function studioAccountsNotice(origin) {
  const width = Math.max(...DEMO_STUDIO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Studio: ${origin}/studio/sign-in (local accounts, in the Auth emulator only)`,
    ...DEMO_STUDIO_ACCOUNTS.map(({ email, role, password }) => `  ${email.padEnd(width)}  ${role.padEnd(6)}  password: ${password}`),
  ].join("\n");
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

/**
 * The options of scripts/lib/local-server.mjs for the site on `port`, read from the environment (see
 * scripts/start.mjs). `paymentsUrl` is Mollie's API as paymentsForLocalSite found it.
 */
export function localServerOptions(port, emulatorHost, authHost, paymentsUrl) {
  const persist = process.env.LOCAL_PERSIST_DIR ?? path.join(root, ".wrangler", "state");
  return {
    port,
    persistTo: persist === "none" ? undefined : persist,
    statusFile: process.env.LOCAL_SERVER_STATUS,
    inspectorPort: process.env.LOCAL_INSPECTOR_PORT ? Number(process.env.LOCAL_INSPECTOR_PORT) : undefined,
    vars: {
      ENVIRONMENT: "development",
      FIRESTORE_EMULATOR_HOST: emulatorHost,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      // The emulator takes any key; wrangler.toml holds production's.
      FIREBASE_API_KEY: "demo-api-key",
      MOLLIE_API_URL: paymentsUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...parseVars(process.env.LOCAL_VARS ?? ""),
    },
    // Local development only, unless .dev.vars has its own; production uses `wrangler secret put`.
    defaults: {
      CONSENT_COOKIE_SECRETS: "local-development-consent-secret",
      STUDIO_SESSION_SECRETS: "local-development-studio-session-secret-0123",
      // The simulator takes any key shaped like Mollie's; against Mollie itself, .dev.vars holds a
      // test key of the Mollie dashboard's test profile.
      MOLLIE_API_KEY: "test_localsimulatorkey0123456789abcd",
    },
  };
}
