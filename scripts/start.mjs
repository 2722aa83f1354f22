#!/usr/bin/env node
// npm start: the site on http://127.0.0.1:8787 (PORT overrides), served by workerd through
// `wrangler dev`, on a Firestore emulator that this script starts and seeds unless
// FIRESTORE_EMULATOR_HOST already points at one. Ctrl-C stops everything it started.
//
// Also used by the end-to-end tests, which set FIRESTORE_EMULATOR_PORT, WRANGLER_PERSIST_DIR
// and WRANGLER_VARS (KEY:VALUE pairs separated by spaces).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFirestoreEmulator } from "./lib/emulator.mjs";
import { startGroup, stopAll } from "./lib/processes.mjs";
import { seed } from "./seed.mjs";
import { projectIdFromWrangler } from "./lib/wrangler-vars.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const port = Number(process.env.PORT ?? 8787);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(0));

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

  const vars = [
    `FIRESTORE_EMULATOR_HOST:${emulatorHost}`,
    `SITE_URL:http://127.0.0.1:${port}`,
    // Local development only; production sets it with `wrangler secret put CONSENT_COOKIE_SECRETS`.
    ...(process.env.CONSENT_COOKIE_SECRETS ? [] : ["CONSENT_COOKIE_SECRETS:local-development-consent-secret"]),
    ...(process.env.WRANGLER_VARS ?? "").split(/\s+/).filter(Boolean)];
  const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"];
  for (const pair of vars) args.push("--var", pair);
  if (process.env.WRANGLER_PERSIST_DIR) args.push("--persist-to", process.env.WRANGLER_PERSIST_DIR);
  // wrangler dev can die on a socket error under load; the site comes back instead of staying down.
  let restarts = 0;
  const serve = () => {
    const wrangler = startGroup("wrangler", args, { env });
    wrangler.once("exit", (code) => {
      if (stopping) return;
      if (restarts >= MAX_RESTARTS) return void shutdown(code ?? 1);
      restarts += 1;
      console.error(`wrangler dev exited (${code}); restarting it (${restarts}/${MAX_RESTARTS})`);
      serve();
    });
  };
  serve();
}

const MAX_RESTARTS = 5;

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
