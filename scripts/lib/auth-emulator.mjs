import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPortFree, freePort, waitForHttp } from "./ports.mjs";
import { startGroup, stopGroup } from "./processes.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The CLI's entry itself, run by this Node (24): `.bin/firebase` would take whichever node is on PATH.
const firebaseCli = path.join(root, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");

/**
 * Starts the Firebase Authentication emulator (firebase-tools, offline) on 127.0.0.1 and resolves
 * when it answers. `port` 0 (or a taken port, unless `strictPort`) picks a free one. Returns its
 * host and a stop function that ends the whole group. A `demo-` project id needs no credentials
 * and no network; another id makes the CLI look for a login first.
 *
 * The CLI runs in a temporary directory of its own: its firebase.json (the repository's names fixed
 * ports), its firebase-debug.log, its hub locator file (written to TMPDIR) and its configstore
 * (XDG_CONFIG_HOME: no stored login, no usage statistics, no cached notices) all land there and
 * are removed by `stop`. It takes about 6 s to be ready on two cores, nearly all of it compiling
 * the JSON schemas of its REST API.
 * @param {{ port?: number, strictPort?: boolean, projectId: string }} options
 * @returns {Promise<{ host: string, port: number, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port = 0, strictPort = false, projectId }) {
  if (!projectId) throw new Error("startAuthEmulator needs a projectId");
  const portFree = port ? await isPortFree(port) : false;
  if (port && strictPort && !portFree) throw new Error(`port ${port} for the Auth emulator is taken`);
  const chosen = portFree ? port : await freePort();
  const host = `127.0.0.1:${chosen}`;

  const dir = mkdtempSync(path.join(tmpdir(), "auth-emulator-"));
  // The CLI also starts a hub and a logging server. Left to itself it tries 4400 and 4500 first
  // (and the hub on ::1 too), so two emulators starting at once race for them and the loser exits
  // after it has answered as ready ("listen EADDRINUSE 127.0.0.1:4500"). Free ports of our own,
  // IPv4 only, do not collide.
  const ports = new Set([chosen]);
  while (ports.size < 3) ports.add(await freePort());
  const [, hubPort, loggingPort] = [...ports];
  const emulators = {
    auth: { host: "127.0.0.1", port: chosen },
    hub: { host: "127.0.0.1", port: hubPort },
    logging: { host: "127.0.0.1", port: loggingPort },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(path.join(dir, "firebase.json"), JSON.stringify({ emulators }));
  const logFile = path.join(dir, "output.log");
  const log = openSync(logFile, "a");
  const child = startGroup(process.execPath, [firebaseCli, "emulators:start", "--only", "auth", "--project", projectId, "--non-interactive"], {
    cwd: dir,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      // No update check (update-notifier), no message of the day fetched from firebase-public, no prompts.
      CI: "true",
      NO_UPDATE_NOTIFIER: "1",
      TMPDIR: dir,
      XDG_CONFIG_HOME: dir,
    },
  });
  closeSync(log);
  let alive = true;
  let ready = false;
  let stopping = false;
  let lastOutput = "";
  const outputTail = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : lastOutput);
  // Its directory goes with it, however it ends: `stop`, or the group stopped on Ctrl-C (processes.mjs).
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", removeDir);
  child.once("exit", (code, signal) => {
    alive = false;
    lastOutput = outputTail();
    removeDir();
    process.off("exit", removeDir);
    // Nothing else would tell why sign-in stopped working.
    if (ready && !stopping) console.error(`The Auth emulator on ${host} exited (${signal ?? `code ${code}`}). Its last output:\n${lastOutput}`);
  });
  const stop = () => {
    stopping = true;
    return stopGroup(child);
  };
  try {
    await waitForHttp(`http://${host}/`, 60_000, () => alive);
    ready = true;
  } catch (error) {
    await stop();
    throw new Error(`The Auth emulator did not start: ${error instanceof Error ? error.message : error}\n${outputTail()}`, { cause: error });
  }
  return { host, port: chosen, stop };
}
