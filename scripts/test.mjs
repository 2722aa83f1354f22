#!/usr/bin/env node
// npm test: every check, in order, stopping at the first that fails:
// typecheck, lint, unit tests, Firestore security rules (emulator + firebase SDK), build,
// worker integration tests (workerd + Firestore emulator),
// end-to-end tests (Chromium; JavaScript on and off; phone and desktop).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { freePort } from "./lib/ports.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const only = process.argv.slice(2);

const persistDir = mkdtempSync(path.join(tmpdir(), "e2e-wrangler-"));
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
        E2E_PERSIST_DIR: persistDir,
        SKIP_BUILD: "1",
      };
    },
  },
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
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds });
  if (!ok) {
    failed = true;
    break;
  }
}
rmSync(persistDir, { recursive: true, force: true });

console.log("\n=== npm test summary");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(10)} ${seconds} s`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
