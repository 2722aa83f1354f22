import { readFileSync, writeFileSync } from "node:fs";

/**
 * A Vitest reporter that keeps, in the file RUNNING_TESTS_FILE names, the test files that have
 * started and not ended: for each, the test under way (when Vitest has heard that it began) and
 * the last one that ended. npm test prints it when a step falls silent (scripts/lib/run-step.mjs),
 * since Vitest's own reporters name a file only when it ends.
 */
export default class RunningTests {
  /** @type {Map<string, { started: number, running: { name: string, since: number } | null, lastEnded: string | null }>} */
  files = new Map();

  /** @param {{ file?: string }} [options] Vitest gives a reporter named by path no options. */
  constructor(options) {
    this.file = options?.file ?? process.env.RUNNING_TESTS_FILE;
  }

  /** @param {{ moduleId: string }} testModule */
  onTestModuleStart(testModule) {
    this.files.set(testModule.moduleId, { started: Date.now(), running: null, lastEnded: null });
    this.save();
  }

  /** @param {{ fullName: string, module: { moduleId: string } }} testCase */
  onTestCaseReady(testCase) {
    const entry = this.files.get(testCase.module.moduleId);
    if (entry) entry.running = { name: testCase.fullName, since: Date.now() };
    this.save();
  }

  /** @param {{ fullName: string, module: { moduleId: string } }} testCase */
  onTestCaseResult(testCase) {
    const entry = this.files.get(testCase.module.moduleId);
    if (entry) Object.assign(entry, { running: null, lastEnded: testCase.fullName });
    this.save();
  }

  /** @param {{ moduleId: string }} testModule */
  onTestModuleEnd(testModule) {
    this.files.delete(testModule.moduleId);
    this.save();
  }

  save() {
    if (this.file) writeFileSync(this.file, JSON.stringify([...this.files].map(([file, entry]) => ({ file, ...entry }))));
  }
}

/**
 * What `RunningTests` last wrote, as lines for a reader: each unfinished file, how long it has
 * run, its test under way and the last that ended. Paths are shown from `root`.
 *
 * @param {string} file
 * @param {{ root: string, now?: number }} options
 */
export function describeRunningTests(file, { root, now = Date.now() }) {
  /** @type {Array<{ file: string, started: number, running: { name: string, since: number } | null, lastEnded: string | null }>} */
  const entries = JSON.parse(readFileSync(file, "utf8"));
  if (entries.length === 0) return ["Test files still running: none."];
  const seconds = (since) => `${Math.round((now - since) / 1000)} s`;
  return [
    "Test files still running:",
    ...entries.flatMap(({ file: testFile, started, running, lastEnded }) => [
      `  ${testFile.startsWith(root) ? testFile.slice(root.length).replace(/^\//, "") : testFile}, for ${seconds(started)}`,
      `    under way: ${running ? `${running.name} (for ${seconds(running.since)})` : "no test Vitest has heard begin"}`,
      `    last ended: ${lastEnded ?? "none"}`,
    ]),
  ];
}
