import { isPortFree, freePort, waitForHttp } from "./ports.mjs";
import { startGroup, stopGroup } from "./processes.mjs";

/**
 * Starts the real Firestore emulator (gcloud, offline) on 127.0.0.1 and resolves when it answers.
 * `port` 0 (or a taken port, unless `strictPort`) picks a free one. Returns its host and a stop function that ends the whole group.
 */
export async function startFirestoreEmulator({ port = 0, strictPort = false, rulesPath, quiet = true } = {}) {
  const portFree = port ? await isPortFree(port) : false;
  if (strictPort && !portFree) throw new Error(`port ${port} for the Firestore emulator is taken`);
  const chosen = portFree ? port : await freePort();
  const host = `127.0.0.1:${chosen}`;
  const args = ["emulators", "firestore", "start", `--host-port=${host}`, "--quiet"];
  if (rulesPath) args.push(`--rules=${rulesPath}`);
  const child = startGroup("gcloud", args, { stdio: quiet ? "ignore" : "inherit" });
  let alive = true;
  child.once("exit", () => {
    alive = false;
  });
  try {
    await waitForHttp(`http://${host}/`, 60_000, () => alive);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { host, port: chosen, stop: () => stopGroup(child) };
}
