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

  it("gives back only the last lines when no test failed", async () => {
    const { status, tail } = await runStep(process.execPath, ["-e", "console.log('one'); console.log('two')"], { cwd: process.cwd(), env: process.env });
    expect(status).toBe(0);
    expect(tail).toEqual(["one", "two"]);
  });
});
