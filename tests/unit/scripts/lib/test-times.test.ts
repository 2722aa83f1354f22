import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startCpuSampler, summariseE2e, summariseVitest, table, type E2eReport } from "../../../../scripts/lib/test-times.mjs";

// npm test ends with where its time went: each step's time and CPU, the end-to-end tests per
// project and spec, the slowest tests, and the slowest worker test files.

const scratch = mkdtempSync(path.join(tmpdir(), "test-times-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const test = (spec: string, project: string, ms: number, status = "passed", assertions = 3) => ({ spec, title: `${spec} test ${ms}`, project, ms, status, assertions, startedAt: "2026-11-29T08:00:00.000Z" });

describe("the end-to-end summary", () => {
  const report: E2eReport = {
    status: "failed",
    wallMs: 95_000,
    tests: [
      test("a.spec.ts", "desktop-js", 12_000),
      test("a.spec.ts", "phone-js", 30_000, "failed", 1),
      test("b.spec.ts", "desktop-js", 2_000),
      test("b.spec.ts", "desktop-nojs", 1_000, "skipped", 0),
    ],
  };
  const lines = summariseE2e(report, { slowest: 2 });

  it("counts the tests, their outcomes and assertions per project", () => {
    expect(lines[0]).toBe("end to end: 4 tests in 95.0 s (failed)");
    const row = (project: string) => lines.find((line) => line.startsWith(project) && line.includes(" s"))?.split(/\s+/);
    expect(row("desktop-js")).toEqual(["desktop-js", "2", "2", "0", "0", "6", "14.0", "s"]);
    expect(row("phone-js")).toEqual(["phone-js", "1", "0", "1", "0", "1", "30.0", "s"]);
    expect(row("desktop-nojs")).toEqual(["desktop-nojs", "1", "0", "0", "1", "0", "1.0", "s"]);
  });

  it("lists the specs by their time, with their tests in each project", () => {
    const specs = lines.filter((line) => /^[ab]\.spec\.ts/.test(line));
    expect(specs).toEqual([expect.stringMatching(/^a\.spec\.ts\s+1\s+0\s+1\s+42\.0 s$/), expect.stringMatching(/^b\.spec\.ts\s+1\s+1\s+0\s+3\.0 s$/)]);
  });

  it("names the slowest tests, slowest first, as many as asked", () => {
    const at = lines.indexOf("the 2 slowest tests:");
    expect(lines.slice(at + 2)).toEqual([
      expect.stringMatching(/^30\.0 s\s+phone-js\s+a\.spec\.ts › a\.spec\.ts test 30000$/),
      expect.stringMatching(/^12\.0 s\s+desktop-js\s+a\.spec\.ts › a\.spec\.ts test 12000$/),
    ]);
  });
});

describe("the worker tests' summary", () => {
  it("names the slowest files of vitest's JSON report, with their tests", () => {
    const file = path.join(scratch, "worker.json");
    writeFileSync(
      file,
      JSON.stringify({
        numTotalTests: 5,
        testResults: [
          { name: path.join(process.cwd(), "tests/worker/fast.test.ts"), startTime: 1000, endTime: 1500, assertionResults: [{}, {}] },
          { name: path.join(process.cwd(), "tests/worker/slow.test.ts"), startTime: 1000, endTime: 41_000, assertionResults: [{}, {}, {}] },
        ],
      }),
    );
    const lines = summariseVitest(file, { slowest: 1 });
    expect(lines[0]).toBe("2 files, 5 tests; the 1 slowest files:");
    expect(lines.slice(2)).toEqual([expect.stringMatching(/^40\.0 s\s+3\s+tests\/worker\/slow\.test\.ts$/)]);
  });

  it("says nothing when the step wrote no report", () => {
    expect(summariseVitest(path.join(scratch, "missing.json"))).toEqual([]);
  });
});

describe("the CPU sampler", () => {
  /** /proc/stat with two cores: user nice system idle iowait for each. */
  const stat = (cores: Array<[busy: number, idle: number]>) =>
    ["cpu  0 0 0 0 0", ...cores.map(([busy, idle], index) => `cpu${index} ${busy} 0 0 ${idle} 0 0 0 0 0 0`)].join("\n");

  /** A sampler that reads these snapshots in turn: one when it starts, one at stop(). */
  const sampled = (...readings: string[]) => {
    let at = 0;
    return startCpuSampler({ intervalMs: 60_000, read: () => readings[Math.min(at++, readings.length - 1)]! }).stop();
  };

  it("measures the busy share of all cores", () => {
    expect(sampled(stat([[0, 0], [0, 0]]), stat([[100, 0], [100, 0]]))).toEqual({ busy: 1, idleCore: 0, samples: 1 });
    expect(sampled(stat([[0, 0], [0, 0]]), stat([[100, 0], [10, 90]]))).toEqual({ busy: 110 / 200, idleCore: 1, samples: 1 });
  });

  it("counts a sample as having an idle core only when a core was under half busy", () => {
    expect(sampled(stat([[0, 0], [0, 0]]), stat([[100, 0], [60, 40]]))?.idleCore).toBe(0);
    expect(sampled(stat([[0, 0], [0, 0]]), stat([[100, 0], [40, 60]]))?.idleCore).toBe(1);
  });

  it("reports nothing where /proc/stat cannot be read", () => {
    const sampler = startCpuSampler({
      read: () => {
        throw new Error("ENOENT");
      },
    });
    expect(sampler.stop()).toBeNull();
  });
});

describe("a table", () => {
  it("lines up its columns, numbers to the right", () => {
    expect(table([["step", "time"], ["unit", 5], ["worker", 120]])).toEqual(["step    time", "unit       5", "worker   120"]);
  });
});
