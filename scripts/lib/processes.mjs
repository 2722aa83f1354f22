import { spawn } from "node:child_process";

const groups = new Set();

/**
 * Starts a command in a process group of its own, so that stopping it also stops whatever it
 * started (the Firestore emulator's shell wrapper does not exec Java; npm does not exec node).
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: options.stdio ?? "inherit", env: options.env ?? process.env, cwd: options.cwd, detached: true });
  groups.add(child);
  child.once("exit", () => groups.delete(child));
  return child;
}

/**
 * Runs a command to its end without blocking this process: `spawnSync` would stop every timer and
 * poll meanwhile (an emulator's start-up deadline ran out during a build it never saw answer).
 * Stopped with the rest on Ctrl-C.
 */
export function runGroup(command, args, options = {}) {
  const child = startGroup(command, args, options);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the group, SIGKILL if it has not exited after `graceMs`. */
export async function stopGroup(child, graceMs = 4000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, "SIGKILL"); // the leader is gone; its children may not be
    return;
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup(child, "SIGKILL");
}

async function stopAll() {
  await Promise.all([...groups].map((child) => stopGroup(child)));
}

// Last resort when this process ends without a clean stop: nothing it started outlives it.
process.once("exit", () => {
  for (const child of groups) signalGroup(child, "SIGKILL");
});

/**
 * Stops the local server (`current()`, when there is one) and every process started here, once,
 * on Ctrl-C or a termination signal, then exits with `signalExitCode`. Returns that same stop, for
 * the script's own failures.
 */
export function stopEverythingOnSignals(current, { signalExitCode = 0 } = {}) {
  let stopping = false;
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    await current()?.dispose().catch(() => {});
    await stopAll();
    process.exit(code);
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(signalExitCode));
  /** Whether the stop has begun: children exiting then are expected. */
  shutdown.isStopping = () => stopping;
  return shutdown;
}
