#!/usr/bin/env node
// npm test: every check, in order, stopping at the first that fails:
// generated worker types up to date (`npm run typegen`), typecheck, lint, dead code (knip), unit tests,
// Firestore security rules (emulator + firebase SDK), build, worker integration tests (workerd + Firestore emulator),
// end-to-end tests (Chromium; JavaScript on and off; phone and desktop), and the stress test
// of the local server (scripts/stress.mjs), and `npm run dev` starting and serving a page
// (scripts/dev-check.mjs). A step whose local server was restarted fails.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { freePort } from "./lib/ports.mjs";
import { runStep } from "./lib/run-step.mjs";
import { summariseServerLog } from "./lib/server-log.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const only = process.argv.slice(2);

const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
const serverStatus = path.join(scratch, "e2e-server.json");
const serverLog = path.join(scratch, "e2e-server.log");

/** What the local server wrote about itself (scripts/lib/local-server.mjs): a restart fails the step. */
function checkServer() {
  if (!existsSync(serverStatus)) return "the local server wrote no status: did it start?";
  const { restarts } = JSON.parse(readFileSync(serverStatus, "utf8"));
  console.log(`local server restarts: ${restarts.length}`);
  if (restarts.length === 0) return null;
  return restarts.map(({ at, reason }) => `the local server's workerd restarted at ${at}:\n${reason}`).join("\n");
}

const steps = [
  { name: "typegen", command: ["node", "scripts/typegen.mjs", "--check"] },
  // React Router's route types and its virtual modules' declarations (.react-router/types), then tsc.
  { name: "routetypes", command: ["react-router", "typegen"] },
  { name: "typecheck", command: ["tsc", "--noEmit"] },
  { name: "lint", command: ["eslint", ".", "--max-warnings=0"] },
  // Dead code: unused files, exports, types and dependencies (knip.jsonc).
  { name: "dead code", command: ["knip"] },
  { name: "unit", command: ["vitest", "run", "--config", "vitest.unit.config.ts"] },
  { name: "rules", command: ["vitest", "run", "--config", "vitest.rules.config.ts"] },
  { name: "build", command: ["react-router", "build"] },
  { name: "worker", command: ["vitest", "run", "--config", "vitest.config.ts"] },
  {
    name: "e2e",
    command: ["playwright", "test"],
    async prepare() {
      ensureBrowser();
      return {
        E2E_PORT: String(await freePort()),
        E2E_FIRESTORE_PORT: String(await freePort()),
        E2E_AUTH_PORT: String(await freePort()),
        E2E_MOLLIE_PORT: String(await freePort()),
        E2E_SERVER_STATUS: serverStatus,
        E2E_SERVER_LOG: serverLog,
        SKIP_BUILD: "1",
      };
    },
    check: checkServer,
    // What the server saw, for a failure that its test's message alone does not explain.
    explain: () => `the local server's 5xx and slow requests, and the worker's errors and warnings (newest last):\n${summariseServerLog(serverLog).join("\n")}`,
  },
  { name: "stress", command: ["node", "scripts/stress.mjs"] },
  { name: "dev", command: ["node", "scripts/dev-check.mjs"] },
];

const results = [];
let failed = false;
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const extraEnv = step.prepare ? await step.prepare() : {};
  const [command, ...args] = step.command;
  const { status, tail } = await runStep(command, args, { cwd: root, env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const problem = step.check?.();
  if (problem) console.error(`\n${step.name}: ${problem}`);
  const ok = status === 0 && !problem;
  const why = ok ? null : [problem ?? tail.join("\n"), step.explain?.()].filter(Boolean).join("\n\n");
  results.push({ name: step.name, ok, seconds, why });
  if (!ok) {
    failed = true;
    break;
  }
}
rmSync(scratch, { recursive: true, force: true });

console.log("\n=== npm test summary");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(10)} ${seconds} s`);
for (const { name, why } of results.filter((r) => !r.ok)) console.log(`\n=== why ${name} failed\n${why}`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
