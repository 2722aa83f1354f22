#!/usr/bin/env node
// npm start: the site on http://127.0.0.1:8787 (PORT overrides), the built worker served by
// workerd through Miniflare (scripts/lib/local-server.mjs), on a Firestore emulator that this
// script starts and seeds unless FIRESTORE_EMULATOR_HOST already points at one, a Firebase
// Authentication emulator for the studio unless FIREBASE_AUTH_EMULATOR_HOST points at one, and a
// Mollie simulator for payments (scripts/lib/mollie-simulator.mjs) unless MOLLIE_API_URL points at
// a Mollie; it creates the studio's demo accounts in them and prints how to sign in and where the
// payments go. Ctrl-C stops everything it started.
//
// Also used by the end-to-end tests, the stress test and the bench, which set:
//   FIRESTORE_EMULATOR_PORT  the emulator's port (default 8080, or a free one; 0: a free one)
//   FIREBASE_AUTH_EMULATOR_PORT  the Auth emulator's port (default 9099, or a free one; 0: a free one)
//   MOLLIE_SIMULATOR_PORT    the Mollie simulator's port (default 0: a free one)
//   MOLLIE_API_URL           Mollie's API (https://api.mollie.com/v2, or a simulator already running)
//                            instead of a simulator started here; the key then comes from .dev.vars
//   SKIP_BUILD=1             serve build/ as it is
//   LOCAL_PERSIST_DIR        where KV and the edge cache live (default .wrangler/state; "none": in memory)
//   LOCAL_VARS               more vars, KEY:VALUE pairs separated by spaces
//   LOCAL_SERVER_STATUS      a file that always holds the server's pid and its restarts, as JSON
//   LOCAL_SERVER_LOG         a file that receives every line the server logs, each after its time
//   LOCAL_INSPECTOR_PORT     opens workerd's inspector (DevTools) on this port
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalServer } from "./lib/local-server.mjs";
import {
  authForLocalSite,
  demoAccountsForLocalSite,
  firestoreForLocalSite,
  localServerOptions,
  mediaForLocalSite,
  paymentsForLocalSite,
  studioAccountsNotice,
} from "./lib/local-site.mjs";
import { runGroup, stopEverythingOnSignals } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const port = Number(process.env.PORT ?? 8787);

let server;
let payments;
// The simulator runs in this process: it closes with the server, not with the process groups.
const shutdown = stopEverythingOnSignals(() => ({
  dispose: async () => {
    await server?.dispose();
    await payments?.stop();
  },
}));

async function main() {
  // The slowest to start, so first; awaited once the rest is ready (a failure meanwhile is not unhandled).
  const starting = authForLocalSite();
  starting.catch(() => {});
  payments = await paymentsForLocalSite();
  const emulatorHost = await firestoreForLocalSite();

  if (process.env.SKIP_BUILD !== "1") {
    const status = await runGroup("react-router", ["build"], { cwd: root, env });
    if (status !== 0) throw new Error("react-router build failed");
  }

  const authHost = await starting;
  await demoAccountsForLocalSite(emulatorHost, authHost);
  server = await startLocalServer(localServerOptions(port, emulatorHost, authHost, payments.apiUrl));
  await mediaForLocalSite(server.miniflare);
  const origin = server.url.href.replace(/\/$/, "");
  console.log(`Ready on ${origin}`);
  console.log(studioAccountsNotice(origin));
  console.log(payments.notice);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
