#!/usr/bin/env node
// npm start: the site on http://127.0.0.1:8787 (PORT overrides), the built worker served by
// workerd through Miniflare (scripts/lib/local-server.mjs), on a Firestore emulator that this
// script starts and seeds unless FIRESTORE_EMULATOR_HOST already points at one. Ctrl-C stops
// everything it started.
//
// Also used by the end-to-end tests, the stress test and the bench, which set:
//   FIRESTORE_EMULATOR_PORT  the emulator's port (default 8080, or a free one)
//   SKIP_BUILD=1             serve build/ as it is
//   LOCAL_PERSIST_DIR        where KV and the edge cache live (default .wrangler/state; "none": in memory)
//   LOCAL_VARS               more vars, KEY:VALUE pairs separated by spaces
//   LOCAL_SERVER_STATUS      a file that always holds the server's pid and its restarts, as JSON
//   LOCAL_INSPECTOR_PORT     opens workerd's inspector (DevTools) on this port
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFirestoreEmulator } from "./lib/emulator.mjs";
import { startLocalServer } from "./lib/local-server.mjs";
import { stopAll } from "./lib/processes.mjs";
import { projectIdFromWrangler } from "./lib/wrangler-vars.mjs";
import { seed } from "./seed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const port = Number(process.env.PORT ?? 8787);

let server;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await server?.dispose().catch(() => {});
  await stopAll();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(0));

/** "A:1 B:2" -> { A: "1", B: "2" } */
function parseVars(pairs) {
  const vars = {};
  for (const pair of pairs.split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf(":");
    if (at > 0) vars[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return vars;
}

async function main() {
  let emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulatorHost) {
    const emulator = await startFirestoreEmulator({
      port: Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080),
      strictPort: Boolean(process.env.FIRESTORE_EMULATOR_PORT),
      rulesPath: path.join(root, "firestore.rules"),
    });
    emulatorHost = emulator.host;
    const count = await seed({ emulatorHost, projectId: await projectIdFromWrangler() });
    console.log(`Firestore emulator on ${emulatorHost}, seeded with ${count} documents.`);
  }

  if (process.env.SKIP_BUILD !== "1") {
    const build = spawnSync("remix", ["build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("remix build failed");
  }

  const persist = process.env.LOCAL_PERSIST_DIR ?? path.join(root, ".wrangler", "state");
  server = await startLocalServer({
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
  });
  console.log(`Ready on ${server.url.href.replace(/\/$/, "")}`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
