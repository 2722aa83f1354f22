#!/usr/bin/env node
// npm test: every check, in order, stopping at the first that fails:
// typecheck, lint, unit tests, Firestore security rules (emulator + firebase SDK), build,
// worker integration tests (workerd + Firestore emulator),
// end-to-end tests (Chromium; JavaScript on and off; phone and desktop), and the stress test
// of the local server (scripts/stress.mjs). A step whose local server was restarted fails.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { freePort } from "./lib/ports.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const only = process.argv.slice(2);

const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
const serverStatus = path.join(scratch, "e2e-server.json");

/** What the local server wrote about itself (scripts/lib/local-server.mjs): a restart fails the step. */
function checkServer() {
  if (!existsSync(serverStatus)) return "the local server wrote no status: did it start?";
  const { restarts } = JSON.parse(readFileSync(serverStatus, "utf8"));
  console.log(`local server restarts: ${restarts.length}`);
  if (restarts.length === 0) return null;
  return restarts.map(({ at, reason }) => `the local server's workerd restarted at ${at}:\n${reason}`).join("\n");
}

const steps = [
  { name: "typecheck", command: ["tsc", "--noEmit"] },
  { name: "lint", command: ["eslint", ".", "--max-warnings=0"] },
  { name: "unit", command: ["vitest", "run", "--config", "vitest.unit.config.ts"] },
  { name: "rules", command: ["vitest", "run", "--config", "vitest.rules.config.ts"] },
  { name: "build", command: ["remix", "build"] },
  { name: "worker", command: ["vitest", "run", "--config", "vitest.config.ts"] },
  {
    name: "e2e",
    command: ["playwright", "test"],
    async prepare() {
      ensureBrowser();
      return {
        E2E_PORT: String(await freePort()),
        E2E_FIRESTORE_PORT: String(await freePort()),
        E2E_SERVER_STATUS: serverStatus,
        SKIP_BUILD: "1",
      };
    },
    check: checkServer,
  },
  { name: "stress", command: ["node", "scripts/stress.mjs"] },
];

const results = [];
let failed = false;
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const extraEnv = step.prepare ? await step.prepare() : {};
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const problem = step.check?.();
  if (problem) console.error(`\n${step.name}: ${problem}`);
  const ok = run.status === 0 && !problem;
  results.push({ name: step.name, ok, seconds });
  if (!ok) {
    failed = true;
    break;
  }
}
rmSync(scratch, { recursive: true, force: true });

console.log("\n=== npm test summary");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(10)} ${seconds} s`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
