import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";
import type { E2eTestTime } from "../../../scripts/lib/test-times.mjs";

/**
 * Writes every end-to-end test's time, outcome and number of assertions to
 * test-results/e2e-tests.json, which `npm test` summarises (scripts/lib/test-times.mjs): the
 * slowest tests, the counts per project, and the time per spec. Playwright's own JSON reporter
 * leaves out `expect` steps, which is how the assertions are counted here.
 */
export default class TestTimesReporter implements Reporter {
  private readonly assertions = new Map<TestResult, number>();
  private readonly tests: E2eTestTime[] = [];

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep) {
    if (step.category === "expect") this.assertions.set(result, (this.assertions.get(result) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? "";
    this.tests.push({
      spec: path.basename(test.location.file),
      title: test.titlePath().slice(3).join(" › "),
      project,
      ms: result.duration,
      status: result.status,
      assertions: this.assertions.get(result) ?? 0,
      startedAt: result.startTime.toISOString(),
    });
    this.assertions.delete(result);
  }

  onEnd(result: FullResult) {
    const file = this.options.outputFile ?? path.join("test-results", "e2e-tests.json");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ status: result.status, wallMs: result.duration, tests: this.tests }, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
