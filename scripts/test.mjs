#!/usr/bin/env node
// npm test: every check, stopping at the first that fails: generated worker types up to date
// (`npm run typegen`), typecheck, lint, dead code (knip) and Firestore security rules (emulator +
// firebase SDK) in one lane, beside unit tests and the build in another (each lane is mostly one thread,
// and the machine has two cores); then worker integration tests (workerd + Firestore emulator),
// end-to-end tests (Chromium; JavaScript on and off; phone and desktop), the stress test of the
// local server (scripts/stress.mjs), and `npm run dev` starting and serving a page
// (scripts/dev-check.mjs). A step whose local server was restarted fails. At the end it prints
// where the time went: each step's time and CPU, the end-to-end tests per project and spec, the
// slowest tests and the slowest worker test files (docs/decisions/028-test-time-budget.md).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { preparePinnedChromium } from "./lib/pinned-chromium.mjs";
import { freePort } from "./lib/ports.mjs";
import { stopEverythingOnSignals } from "./lib/processes.mjs";
import { runStep } from "./lib/run-step.mjs";
import { summariseServerLog } from "./lib/server-log.mjs";
import { readE2eReport, startCpuSampler, summariseE2e, summariseVitest, table } from "./lib/test-times.mjs";
import { describeRunningTests } from "./lib/vitest-running-tests.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const only = process.argv.slice(2);

const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
const serverStatus = path.join(scratch, "e2e-server.json");
const serverLog = path.join(scratch, "e2e-server.log");
// Each step runs in a process group of its own (scripts/lib/run-step.mjs): Ctrl-C or a CI's stop
// ends them here, and the run fails.
stopEverythingOnSignals(() => null, { signalExitCode: 130 });

/**
 * A step that prints nothing for this long has hung, and is stopped. Vitest prints a line per test
 * file and Playwright one per test; the longest silence of a passing run is typecheck's (about
 * 55 s) and a worker test file's (about 50 s).
 */
const SILENCE_MS = 5 * 60_000;
/** Where a step's Vitest reporter keeps the test files under way, for a step that falls silent. */
const runningTestsFile = (name) => path.join(scratch, `${name}-running.json`);

/** What the local server wrote about itself (scripts/lib/local-server.mjs): a restart fails the step. */
function checkServer() {
  if (!existsSync(serverStatus)) return "the local server wrote no status: did it start?";
  const { restarts } = JSON.parse(readFileSync(serverStatus, "utf8"));
  console.log(`local server restarts: ${restarts.length}`);
  if (restarts.length === 0) return null;
  return restarts.map(({ at, reason }) => `the local server's workerd restarted at ${at}:\n${reason}`).join("\n");
}

/** Where each step's report goes (test-results/ is not committed); `npm test` prints their summaries. */
const reportFile = (name) => path.join(root, "test-results", `${name}.json`);
const vitestReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${reportFile(name)}`, "--reporter=./scripts/lib/vitest-running-tests.mjs"];

const steps = [
  { name: "typegen", lane: "static", command: ["node", "scripts/typegen.mjs", "--check"] },
  // React Router's route types and its virtual modules' declarations (.react-router/types), then tsc.
  { name: "routetypes", lane: "static", command: ["react-router", "typegen"] },
  { name: "typecheck", lane: "static", command: ["tsc", "--noEmit"] },
  { name: "lint", lane: "static", command: ["eslint", ".", "--max-warnings=0"] },
  // Dead code: unused files, exports, types and dependencies (knip.jsonc).
  { name: "dead code", lane: "static", command: ["knip"] },
  { name: "unit", lane: "tests", command: ["vitest", "run", "--config", "vitest.unit.config.ts", ...vitestReport("unit")] },
  // In the static lane: the tests lane (unit, build) was the longer by about 35 s.
  { name: "rules", lane: "static", command: ["vitest", "run", "--config", "vitest.rules.config.ts"] },
  { name: "build", lane: "tests", command: ["react-router", "build"] },
  { name: "worker", command: ["vitest", "run", "--config", "vitest.config.ts", ...vitestReport("worker")], report: () => summariseVitest(reportFile("worker")) },
  {
    name: "e2e",
    command: ["playwright", "test"],
    async prepare() {
      await preparePinnedChromium();
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
    report: () => {
      const report = readE2eReport(reportFile("e2e-tests"));
      return report ? summariseE2e(report) : [];
    },
    // What the server saw, for a failure that its test's message alone does not explain.
    explain: () => `the local server's 5xx and slow requests, and the worker's errors and warnings (newest last):\n${summariseServerLog(serverLog).join("\n")}`,
  },
  { name: "stress", command: ["node", "scripts/stress.mjs"] },
  { name: "dev", command: ["node", "scripts/dev-check.mjs"] },
];

// A step that stops before writing its report must not show an earlier run's.
for (const name of ["unit", "worker", "e2e-tests"]) rmSync(reportFile(name), { force: true });

const results = [];
let failed = false;

/**
 * Runs one step. `alongside` (another lane is running): its output is collected and printed whole
 * when it ends, so two steps' lines never mix.
 */
async function run(step, { alongside }) {
  const started = Date.now();
  const cpu = startCpuSampler();
  const extraEnv = step.prepare ? await step.prepare() : {};
  const [command, ...args] = step.command;
  const header = `\n=== ${step.name}: ${step.command.join(" ")}`;
  const output = [];
  if (!alongside) console.log(header);
  const write = alongside ? (chunk, stream) => output.push([stream, chunk]) : undefined;
  const running = runningTestsFile(step.name);
  const { status, tail } = await runStep(command, args, {
    cwd: root,
    env: { ...env, RUNNING_TESTS_FILE: running, ...extraEnv },
    write,
    silenceMs: SILENCE_MS,
    whileSilent: () => (existsSync(running) ? describeRunningTests(running, { root }) : []),
  });
  if (alongside) {
    console.log(header);
    for (const [stream, chunk] of output) process[stream].write(chunk);
  }
  const ms = Date.now() - started;
  const load = cpu.stop();
  const problem = step.check?.();
  if (problem) console.error(`\n${step.name}: ${problem}`);
  const ok = status === 0 && !problem;
  const why = ok ? null : [problem ?? tail.join("\n"), step.explain?.()].filter(Boolean).join("\n\n");
  results.push({ name: step.name, ok, ms, load, why, report: step.report?.() ?? [] });
  if (!ok) failed = true;
}

const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
const lanes = [...new Set(chosen.filter((step) => step.lane).map((step) => step.lane))];
const startedAll = Date.now();
// The steps with a lane, the lanes side by side; then the others, one at a time. A failure stops
// each lane before its next step.
await Promise.all(
  lanes.map(async (lane) => {
    for (const step of chosen.filter((candidate) => candidate.lane === lane)) {
      if (failed) return;
      await run(step, { alongside: lanes.length > 1 });
    }
  }),
);
for (const step of chosen.filter((candidate) => !candidate.lane)) {
  if (failed) break;
  await run(step, { alongside: false });
}
rmSync(scratch, { recursive: true, force: true });

const percent = (share) => (share === undefined ? "" : `${Math.round(share * 100)}%`);
console.log("\n=== npm test summary: where the time went (docs/decisions/028-test-time-budget.md)");
for (const { name, report } of results.filter((result) => result.report.length > 0)) console.log(`\n--- ${name}\n${report.join("\n")}`);
console.log("");
const lane = (name) => steps.find((step) => step.name === name)?.lane ?? "";
const rows = results.map(({ name, ok, ms, load }) => [name, lane(name), ok ? "ok" : "FAIL", `${(ms / 1000).toFixed(1)} s`, percent(load?.busy), percent(load?.idleCore)]);
const totalMs = Date.now() - startedAll;
console.log(table([["step", "lane", "result", "time", "CPU busy", "a core idle"], ...rows, ["total", "", "", `${(totalMs / 1000).toFixed(1)} s`, "", ""]]).join("\n"));
for (const { name, why } of results.filter((r) => !r.ok)) console.log(`\n=== why ${name} failed\n${why}`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
