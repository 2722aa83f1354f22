import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import RunningTests, { describeRunningTests } from "../../../../scripts/lib/vitest-running-tests.mjs";

// When a Vitest step of npm test falls silent, its watchdog prints which test files had not ended
// and, in each, the test under way: what a hang in CI needs to be found.

const root = "/work/project";
const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function reporterWithFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "running-tests-"));
  dirs.push(dir);
  const file = path.join(dir, "running.json");
  return { file, reporter: new RunningTests({ file }) };
}

const moduleOf = (name: string) => ({ moduleId: `${root}/tests/worker/${name}.test.ts` });
const testIn = (name: string, fullName: string) => ({ fullName, module: moduleOf(name) });

describe("the test files a silent step was running", () => {
  it("names each file begun and not ended, its test under way and the last that ended", () => {
    const { file, reporter } = reporterWithFile();
    vi.useFakeTimers({ now: Date.parse("2026-11-30T23:40:00Z") });
    reporter.onTestModuleStart(moduleOf("links"));
    reporter.onTestModuleStart(moduleOf("online-booking"));
    reporter.onTestCaseReady(testIn("links", "links > every link resolves"));
    reporter.onTestCaseResult(testIn("links", "links > every link resolves"));
    reporter.onTestModuleEnd(moduleOf("links"));
    reporter.onTestCaseReady(testIn("online-booking", "online booking > books a time"));
    reporter.onTestCaseResult(testIn("online-booking", "online booking > books a time"));
    vi.advanceTimersByTime(20_000);
    reporter.onTestCaseReady(testIn("online-booking", "online booking > moves a booking"));
    const lines = describeRunningTests(file, { root, now: Date.now() + 300_000 });
    expect(lines[0]).toBe("Test files still running:");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe("  tests/worker/online-booking.test.ts, for 320 s");
    expect(lines[2]).toBe("    under way: online booking > moves a booking (for 300 s)");
    expect(lines[3]).toBe("    last ended: online booking > books a time");
  });

  it("says so when a file has begun and Vitest has heard of no test in it", () => {
    const { file, reporter } = reporterWithFile();
    reporter.onTestModuleStart(moduleOf("payments"));
    expect(describeRunningTests(file, { root }).slice(2)).toEqual(["    under way: no test Vitest has heard begin", "    last ended: none"]);
  });

  it("says none when every file that began has ended", () => {
    const { file, reporter } = reporterWithFile();
    reporter.onTestModuleStart(moduleOf("payments"));
    reporter.onTestModuleEnd(moduleOf("payments"));
    expect(describeRunningTests(file, { root })).toEqual(["Test files still running: none."]);
  });
});
