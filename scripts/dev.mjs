#!/usr/bin/env node
// npm run dev: `npm start` that follows your edits. `remix watch` rebuilds the site (development
// builds: unminified, React's development mode) whenever a file in app/ changes; the local server
// (the Miniflare setup of `npm start`, on the same seeded Firestore emulator and Auth emulator with
// the studio's demo accounts) then serves the new
// build/index.js, and every page open in a browser reloads itself
// (scripts/lib/dev-reload-worker.mjs, present only here). Ctrl-C stops everything it started.
// The environment variables of scripts/start.mjs apply, except SKIP_BUILD.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, watch } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalServer } from "./lib/local-server.mjs";
import { authForLocalSite, demoAccountsForLocalSite, firestoreForLocalSite, localServerOptions, mediaForLocalSite, studioAccountsNotice } from "./lib/local-site.mjs";
import { startGroup, stopEverythingOnSignals } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const port = Number(process.env.PORT ?? 8787);
const buildFile = path.join(root, "build", "index.js");

let server;
const shutdown = stopEverythingOnSignals(() => server);

/** Names a build by its content: the server build embeds the browser assets' manifest, so any change shows. */
const buildId = () => createHash("sha256").update(readFileSync(buildFile)).digest("hex").slice(0, 16);

/** Size and time of build/index.js, or null while there is none newer than `since`. */
function buildStamp(since) {
  if (!existsSync(buildFile)) return null;
  const { size, mtimeMs } = statSync(buildFile);
  return size > 0 && mtimeMs >= since ? `${size}:${mtimeMs}` : null;
}

/** Resolves once `remix watch` has written its first build and stopped writing it. */
async function firstBuild(since, watcher) {
  let previous = null;
  for (;;) {
    if (watcher.exitCode !== null) throw new Error("remix watch exited before its first build");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stamp = buildStamp(since);
    if (stamp && stamp === previous) return;
    previous = stamp;
  }
}

/** Calls `onBuild` after each new build/index.js, once it has not changed for a moment (it is written in parts). */
function followBuilds(onBuild) {
  let timer;
  watch(path.dirname(buildFile), (_event, file) => {
    if (file !== path.basename(buildFile)) return;
    clearTimeout(timer);
    timer = setTimeout(onBuild, 200);
  });
}

async function main() {
  // The slowest to start, so first; awaited once the rest is ready (a failure meanwhile is not unhandled).
  const starting = authForLocalSite();
  starting.catch(() => {});
  const emulatorHost = await firestoreForLocalSite();

  const started = Date.now();
  const watcher = startGroup("remix", ["watch"], { env, cwd: root });
  watcher.once("exit", (code) => {
    if (!shutdown.isStopping()) {
      console.error(`remix watch exited (${code})`);
      void shutdown(1);
    }
  });
  await firstBuild(started, watcher);
  const authHost = await starting;
  await demoAccountsForLocalSite(emulatorHost, authHost);

  let served = buildId();
  server = await startLocalServer({ ...localServerOptions(port, emulatorHost, authHost), buildId: served });
  await mediaForLocalSite(server.miniflare);
  const origin = server.url.href.replace(/\/$/, "");
  console.log(`Ready on ${origin}; pages reload after each rebuild.`);
  console.log(studioAccountsNotice(origin));

  let reloading = Promise.resolve();
  const serveLatest = () => {
    reloading = reloading
      .then(async () => {
        if (!buildStamp(0)) return; // emptied for writing: its next change follows
        const id = buildId();
        if (id === served) return;
        await server.reload(id);
        served = id;
        console.log(`Serving build ${id}.`);
      })
      .catch((error) => console.error("Could not serve the new build:", error));
  };
  followBuilds(serveLatest);
  serveLatest(); // in case a rebuild finished while the server started
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
