import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seed } from "../seed.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startFirestoreEmulator } from "./emulator.mjs";
import { startFirestoreMeter } from "./firestore-meter.mjs";
import { startMollieSimulator } from "./mollie-simulator.mjs";
import { freePort, waitForHttp } from "./ports.mjs";
import { startGroup, stopGroup } from "./processes.mjs";
import { projectIdFromWrangler } from "./wrangler-vars.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

async function startSeededFirestore(projectId, seedMore) {
  const emulator = await startFirestoreEmulator({ rulesPath: path.join(root, "firestore.rules") });
  try {
    await seed({ emulatorHost: emulator.host, projectId });
    await seedMore?.({ emulatorHost: emulator.host, projectId });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}

/**
 * The site as `npm start` serves it (the built worker through scripts/start.mjs), on a seeded
 * Firestore emulator of its own that the caller may stop, with an empty edge cache, an Auth
 * emulator of its own for the studio, and a Mollie simulator of its own for payments, whose base URL
 * is `paymentsUrl` (its /_simulator/payments lists what the site created). For the stress test,
 * the bench and end-to-end tests that need a site of their own. The server's output goes to a log
 * file, shown by `logTail`. `seedMore` adds content after the demo's; with `meterFirestore` the
 * worker talks to Firestore through a meter (scripts/lib/firestore-meter.mjs), returned as `meter`.
 */
export async function startSiteUnderTest({ vars = {}, seedMore, meterFirestore = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "site-under-test-"));
  const projectId = await projectIdFromWrangler();
  // Side by side: the Auth emulator takes about as long as the Firestore one and its seeding together.
  const started = await Promise.allSettled([startSeededFirestore(projectId, seedMore), startAuthEmulator({ projectId }), startMollieSimulator()]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(started.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)));
    throw failed.reason;
  }
  const [emulator, auth, payments] = started.map((result) => result.value);
  const meter = meterFirestore ? await startFirestoreMeter(emulator.host) : null;
  const port = await freePort();
  const inspectorPort = await freePort();
  const statusFile = path.join(dir, "server.json");
  const logFile = path.join(dir, "server.log");
  const log = openSync(logFile, "a");
  const bin = path.join(root, "node_modules", ".bin");
  const server = startGroup(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      PORT: String(port),
      FIRESTORE_EMULATOR_HOST: meter?.host ?? emulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      // start.mjs uses this simulator instead of starting one (scripts/lib/local-site.mjs).
      MOLLIE_API_URL: `${payments.url}/v2`,
      SKIP_BUILD: "1",
      LOCAL_PERSIST_DIR: "none",
      LOCAL_SERVER_STATUS: statusFile,
      LOCAL_INSPECTOR_PORT: String(inspectorPort),
      // The simulator's key wins over one a developer's .dev.vars may hold for Mollie itself.
      LOCAL_VARS: Object.entries({ MOLLIE_API_KEY: "test_siteundertestsimulatorkey01234", ...vars })
        .map(([key, value]) => `${key}:${value}`)
        .join(" "),
    },
  });
  let exited = false;
  server.once("exit", () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  /** `keepLog`: leave the server's whole output behind (in the returned path) instead of deleting it. */
  const stop = async ({ keepLog = false } = {}) => {
    await stopGroup(server);
    await Promise.all([emulator.stop(), auth.stop(), payments.stop(), meter?.close()]);
    if (keepLog) return logFile;
    rmSync(dir, { recursive: true, force: true });
    return null;
  };
  try {
    await waitForHttp(`${origin}/healthz`, 120_000, () => !exited);
  } catch (error) {
    console.error(readFileSync(logFile, "utf8").slice(-3000));
    await stop();
    throw error;
  }
  return {
    origin,
    inspectorPort,
    emulator,
    /** With `meterFirestore`: counts the worker's Firestore calls, bytes and time (scripts/lib/firestore-meter.mjs). */
    meter,
    /** The Mollie simulator's base URL: its API is under /v2, its own test routes under /_simulator. */
    paymentsUrl: payments.url,
    server,
    isRunning: () => !exited,
    /** What scripts/lib/local-server.mjs wrote: the serving process and its restarts. */
    status: () => JSON.parse(readFileSync(statusFile, "utf8")),
    logTail: (chars = 3000) => readFileSync(logFile, "utf8").slice(-chars),
    stop,
  };
}
