#!/usr/bin/env node
// npm run dev: Vite's dev server (vite.config.ts), with React Router's plugin and Cloudflare's: the
// worker (server.ts) runs in workerd through the Cloudflare plugin's Miniflare, components update
// in place as you edit them (React Fast Refresh) and a route's loader runs again when its module
// changes (React Router's hot data revalidation). On the same seeded Firestore emulator, Auth
// emulator (with the studio's demo accounts) and Mollie simulator as `npm start`. Ctrl-C stops
// everything it started. The environment variables of scripts/start.mjs apply (among them
// MOLLIE_SIMULATOR_PORT and MOLLIE_API_URL), except SKIP_BUILD and LOCAL_SERVER_STATUS.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { createServer } from "vite";
import { seedMedia } from "./seed.mjs";
import { authForLocalSite, demoAccountsForLocalSite, firestoreForLocalSite, localServerOptions, paymentsForLocalSite, studioAccountsNotice } from "./lib/local-site.mjs";
import { stopEverythingOnSignals } from "./lib/processes.mjs";
import { readWranglerConfig } from "./lib/wrangler-vars.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT ?? 8787);

let vite;
let payments;
// The simulator runs in this process: it closes with Vite's server, not with the process groups.
const shutdown = stopEverythingOnSignals(() => ({
  dispose: async () => {
    await vite?.close();
    await payments?.stop();
  },
}));

/**
 * Puts the demo covers into the MEDIA bucket the dev server will use: Miniflare's R2 under the
 * Cloudflare plugin's persistence folder (`<dir>/v3`, see vite.config.ts), written before the
 * plugin opens it. Without persistence (LOCAL_PERSIST_DIR=none) the bucket lives in the dev
 * server's memory and starts empty.
 */
async function mediaForDevServer(persistDir) {
  if (!persistDir) {
    console.log("R2 bucket MEDIA is in memory (LOCAL_PERSIST_DIR=none): the demo covers are not shown.");
    return;
  }
  const bucketName = (await readWranglerConfig()).r2_buckets?.find((entry) => entry.binding === "MEDIA")?.bucket_name;
  const miniflare = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response(null, { status: 204 }) }",
    r2Buckets: { MEDIA: bucketName },
    resourcePersistencePath: path.join(persistDir, "v3"),
    cf: false,
  });
  try {
    const count = await seedMedia(await miniflare.getR2Bucket("MEDIA"));
    console.log(`R2 bucket MEDIA holds the ${count} demo covers.`);
  } finally {
    await miniflare.dispose();
  }
}

async function main() {
  // The slowest to start, so first; awaited once the rest is ready (a failure meanwhile is not unhandled).
  const starting = authForLocalSite();
  starting.catch(() => {});
  payments = await paymentsForLocalSite();
  const emulatorHost = await firestoreForLocalSite();
  const authHost = await starting;
  await demoAccountsForLocalSite(emulatorHost, authHost);

  const { persistTo, vars, defaults } = localServerOptions(port, emulatorHost, authHost, payments.apiUrl);
  await mediaForDevServer(persistTo);
  // vite.config.ts gives these to the worker, in `vite dev` only (`defaults` stand in for secrets .dev.vars may set).
  process.env.LOCAL_WORKER_VARS = JSON.stringify({ ...defaults, ...vars });
  process.env.LOCAL_PERSIST_DIR = persistTo ?? "none";

  vite = await createServer({ root, configFile: path.join(root, "vite.config.ts"), server: { host: "127.0.0.1", port, strictPort: true } });
  await vite.listen();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Ready on ${origin}; components update in place as you edit them.`);
  console.log(studioAccountsNotice(origin));
  console.log(payments.notice);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
