import { existsSync, readFileSync } from "node:fs";

/**
 * Where the time of `npm test` goes: the summaries it prints at the end of every run, read from
 * the reports its steps write (test-results/e2e-tests.json from tests/e2e/support/test-times-reporter.ts,
 * test-results/<step>.json from vitest's JSON reporter), and the machine's CPU use during each step.
 *
 * @typedef {{ spec: string, title: string, project: string, ms: number, status: string, assertions: number, startedAt: string }} E2eTestTime
 * @typedef {{ status: string, wallMs: number, tests: E2eTestTime[] }} E2eReport
 */

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A plain text table: the first row is the header, numbers are right-aligned.
 * @param {Array<Array<string | number>>} rows
 */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? "").length)));
  const line = (row) =>
    row
      .map((cell, column) => (typeof cell === "number" ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(rows[0]), ...rows.slice(1).map(line)];
}

/** @param {string} file @returns {E2eReport | null} */
export function readE2eReport(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * The end-to-end run in numbers: tests, assertions and time per project, time per spec, and the
 * slowest tests.
 * @param {E2eReport} report
 * @param {{ slowest?: number }} [options]
 */
export function summariseE2e(report, { slowest = 20 } = {}) {
  const projects = [...new Set(report.tests.map((test) => test.project))].sort();
  const lines = [`end to end: ${report.tests.length} tests in ${seconds(report.wallMs)} (${report.status})`, ""];

  const perProject = [["project", "tests", "passed", "failed", "skipped", "assertions", "test time"]];
  for (const project of projects) {
    const tests = report.tests.filter((test) => test.project === project);
    const count = (status) => tests.filter((test) => test.status === status).length;
    perProject.push([
      project,
      tests.length,
      count("passed"),
      tests.length - count("passed") - count("skipped"),
      count("skipped"),
      tests.reduce((sum, test) => sum + test.assertions, 0),
      seconds(tests.reduce((sum, test) => sum + test.ms, 0)),
    ]);
  }
  lines.push(...table(perProject), "");

  const specs = [...new Set(report.tests.map((test) => test.spec))];
  const specTime = (spec) => report.tests.filter((test) => test.spec === spec).reduce((sum, test) => sum + test.ms, 0);
  const perSpec = [["spec (tests per project)", ...projects, "test time"]];
  for (const spec of specs.sort((a, b) => specTime(b) - specTime(a))) {
    perSpec.push([spec, ...projects.map((project) => report.tests.filter((test) => test.spec === spec && test.project === project).length), seconds(specTime(spec))]);
  }
  lines.push(...table(perSpec), "");

  lines.push(`the ${slowest} slowest tests:`);
  const slow = [...report.tests].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  lines.push(...table([["time", "project", "test"], ...slow.map((test) => [seconds(test.ms), test.project, `${test.spec} › ${test.title}`])]));
  return lines;
}

/**
 * The slowest files of a vitest run, from its JSON reporter (`--reporter=json --outputFile.json=…`).
 * @param {string} file
 * @param {{ slowest?: number }} [options]
 */
export function summariseVitest(file, { slowest = 10 } = {}) {
  if (!existsSync(file)) return [];
  /** @type {{ numTotalTests: number, testResults: Array<{ name: string, startTime: number, endTime: number, assertionResults: unknown[] }> }} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  const files = report.testResults
    .map((result) => ({ name: result.name.replace(`${process.cwd()}/`, ""), ms: result.endTime - result.startTime, tests: result.assertionResults.length }))
    .sort((a, b) => b.ms - a.ms);
  return [
    `${files.length} files, ${report.numTotalTests} tests; the ${Math.min(slowest, files.length)} slowest files:`,
    ...table([["time", "tests", "file"], ...files.slice(0, slowest).map((entry) => [seconds(entry.ms), entry.tests, entry.name])]),
  ];
}

/**
 * Samples /proc/stat while a step runs: the share of the machine's CPU time that was busy, and the
 * share of samples in which at least one core was mostly idle (under half busy). Where /proc/stat
 * does not exist, it reports nothing.
 * @param {{ intervalMs?: number, read?: () => string }} [options]
 */
export function startCpuSampler({ intervalMs = 2000, read = () => readFileSync("/proc/stat", "utf8") } = {}) {
  const snapshot = () => {
    try {
      return read()
        .split("\n")
        .filter((line) => /^cpu\d+ /.test(line))
        .map((line) => {
          const values = line.trim().split(/\s+/).slice(1).map(Number);
          const idle = (values[3] ?? 0) + (values[4] ?? 0);
          return { idle, total: values.reduce((sum, value) => sum + value, 0) };
        });
    } catch {
      return null;
    }
  };
  let previous = snapshot();
  let busy = 0;
  let total = 0;
  let samples = 0;
  let withIdleCore = 0;
  const sample = () => {
    const current = snapshot();
    if (!current || !previous) return;
    const cores = current.map((core, index) => {
      const before = previous[index] ?? { idle: 0, total: 0 };
      return { busy: core.total - before.total - (core.idle - before.idle), total: core.total - before.total };
    });
    previous = current;
    if (cores.every((core) => core.total === 0)) return;
    samples += 1;
    busy += cores.reduce((sum, core) => sum + core.busy, 0);
    total += cores.reduce((sum, core) => sum + core.total, 0);
    if (cores.some((core) => core.total > 0 && core.busy / core.total < 0.5)) withIdleCore += 1;
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    /** @returns {{ busy: number, idleCore: number, samples: number } | null} shares from 0 to 1 */
    stop() {
      clearInterval(timer);
      sample();
      return samples === 0 ? null : { busy: busy / total, idleCore: withIdleCore / samples, samples };
    },
  };
}
