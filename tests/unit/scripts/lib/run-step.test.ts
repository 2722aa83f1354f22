import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runStep } from "../../../../scripts/lib/run-step.mjs";

// npm test repeats, at the end of its output, why a step failed: each failed test's title and
// error first, then the step's last lines. A CI log that shows only its tail must still show them.

/** A step that prints as Playwright's list reporter does, in chunks, a header coloured and split in two. */
const PLAYWRIGHT_LIKE = String.raw`
const write = (text) => new Promise((resolve) => process.stdout.write(text, resolve));
const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
(async () => {
  await write("Running 3 tests using 2 workers\n");
  await write("[mf:info] GET / 200 OK (12ms)\n");
  await write('{"level":"info","message":"page cached"}\n');
  await write("  \u001b[31m1) [desktop-js] › tests/e2e/a.spec.ts:4:1 › the dial");
  await pause();
  await write("og opens\u001b[39m\n");
  await write("    Error: expect(locator).toBeVisible() failed\n");
  await write("        at /work/tests/e2e/a.spec.ts:9:3\n");
  await write("    Expected: visible\n");
  process.stderr.write("a warning on stderr without a newline at the end");
  await write("  1 failed\n  2 passed (3.0s)");
  process.exitCode = 1;
})();
`;

describe("a step of npm test", () => {
  it("keeps each failed test's title and error, colours off and joined across chunks, before the step's last lines", async () => {
    const { status, tail } = await runStep(process.execPath, ["-e", PLAYWRIGHT_LIKE], { cwd: process.cwd(), env: process.env });
    expect(status).toBe(1);
    const [title, error, expected, blank, label] = tail;
    expect(title).toBe("  1) [desktop-js] › tests/e2e/a.spec.ts:4:1 › the dialog opens");
    expect(error).toBe("    Error: expect(locator).toBeVisible() failed");
    // The stack line is left out of the failure's head (it stays among the last lines).
    expect(expected).toBe("    Expected: visible");
    expect([blank, label]).toEqual(["", "(its last lines)"]);
    const last = tail.slice(5);
    expect(last).toContain("  2 passed (3.0s)");
    expect(last).toContain("a warning on stderr without a newline at the end");
    // The server's request and JSON log lines are not what a reader of the failure needs.
    expect(last.some((line) => line.includes("[mf:info]") || line.startsWith('{"level"'))).toBe(false);
  });

  it("stops a step that falls silent, with the processes it started, and says first what was running", async () => {
    // A step that starts a process of its own, says so, and then waits for ever.
    const hanging = String.raw`
      const { spawn } = require("node:child_process");
      const helper = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      console.log("helper " + helper.pid);
      setInterval(() => {}, 1000);
    `;
    let helper = 0;
    const write = (chunk: string) => void (helper ||= Number(/helper (\d+)/.exec(chunk)?.[1] ?? 0));
    const started = Date.now();
    // The limit leaves a busy CI machine time to start Node and the helper before the step falls silent.
    const { status, tail } = await runStep(process.execPath, ["-e", hanging], { cwd: process.cwd(), env: process.env, write, silenceMs: 2_000, whileSilent: () => ["under way: the test that hangs"] });
    expect(status).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(tail[0]).toBe("npm test: no output for 2 s, so the step was stopped. Its processes then:");
    expect(tail.filter((line) => /^ {2}pid \d+, [\d.]+% CPU, running /.test(line))).toHaveLength(2);
    expect(tail).toContain("under way: the test that hangs");
    expect(tail.at(-1)).toBe(`helper ${helper}`);
    expect(helper).toBeGreaterThan(0);
    // The process the step started was stopped with it (a zombie, left for its new parent to
    // reap, is stopped).
    await expect.poll(() => spawnSync("ps", ["-o", "stat=", "-p", String(helper)], { encoding: "utf8" }).stdout.trim(), { timeout: 2_000 }).toMatch(/^(Z.*)?$/);
  });

  it("lets a step run on while it keeps printing, however long it takes", async () => {
    // 3 s of a line every 100 ms, against a 2 s limit. The silence before the first line is Node's
    // start, which a busy CI machine once stretched past a tighter limit.
    const talking = "let n = 0; const t = setInterval(() => { console.log('line ' + n); if (++n === 30) clearInterval(t); }, 100);";
    const { status, tail } = await runStep(process.execPath, ["-e", talking], { cwd: process.cwd(), env: process.env, write: () => {}, silenceMs: 2_000 });
    expect(status).toBe(0);
    expect(tail.at(-1)).toBe("line 29");
  });

  it("gives back only the last lines when no test failed", async () => {
    const { status, tail } = await runStep(process.execPath, ["-e", "console.log('one'); console.log('two')"], { cwd: process.cwd(), env: process.env });
    expect(status).toBe(0);
    expect(tail).toEqual(["one", "two"]);
  });
});
