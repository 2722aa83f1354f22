import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { startGroup, stopGroup } from "./processes.mjs";

/** The first line of a failed test's report in Playwright's list reporter: "  1) [desktop-js] › …". */
const FAILURE_START = /^\s{2}\d+\) \[/;
/** Playwright's closing count ("  2 failed", "  954 passed (50.0m)"), which ends the last report. */
const SUMMARY = /^\s{2}\d+ (failed|flaky|passed|skipped|did not run|interrupted)\b/;
/** Lines kept of each failed test's report (its title and error, stack lines left out). */
const FAILURE_LINES = 20;
/** Failed tests whose report heads are kept. */
const FAILURES_KEPT = 8;
const TAIL_LINES = 30;
/** How often a step's silence is measured. */
const WATCH_EVERY_MS = 5_000;

/** What `whileSilent` has to say, or why it could not say it: the step is stopped either way. */
function describe(whileSilent) {
  try {
    return whileSilent();
  } catch (error) {
    return [`(what was running could not be read: ${error instanceof Error ? error.message : String(error)})`];
  }
}

/** The step's processes (its process group), each with its CPU share and age: busy or waiting. */
function groupProcesses(groupId) {
  const ps = spawnSync("ps", ["-eo", "pid=,pgid=,pcpu=,etime=,args="], { encoding: "utf8" });
  return (ps.stdout ?? "")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid]) => Number(pgid) === groupId)
    .map(([pid, , cpu, age, ...args]) => `  pid ${pid}, ${cpu}% CPU, running ${age}: ${args.join(" ").slice(0, 140)}`);
}

/**
 * Runs one step of npm test with its output passed through, and keeps apart, from the server's
 * request and JSON log lines, its last lines and the head of each failed test's report (title and
 * error), so that a failure's reason can be repeated at the end of the run, where a CI log that
 * shows only its tail still shows it.
 *
 * `write` receives the output as it comes (by default, this process's own stdout and stderr): a
 * step that runs beside another collects it, to print it whole when it ends.
 *
 * A step that prints nothing for `silenceMs` is stopped, with whatever it started (it runs in a
 * process group of its own), and fails: a hang then costs minutes, not CI's cut-off, and leaves
 * what was running (its processes and CPU, and `whileSilent()`'s lines) at the head of its report.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, write?: (chunk: string, stream: "stdout" | "stderr") => void, silenceMs?: number, whileSilent?: () => string[] }} options
 * @returns {Promise<{ status: number | null, tail: string[] }>}
 */
export function runStep(command, args, { cwd, env, write = (chunk, stream) => process[stream].write(chunk), silenceMs, whileSilent = () => [] }) {
  return new Promise((resolve) => {
    const child = startGroup(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let heard = Date.now();
    /** @type {string[]} */
    let stalled = [];
    const watch = () => {
      if (!silenceMs || Date.now() - heard < silenceMs || stalled.length) return;
      stalled = [
        `npm test: no output for ${Math.round(silenceMs / 1000)} s, so the step was stopped. Its processes then:`,
        ...groupProcesses(child.pid ?? 0),
        ...describe(whileSilent),
      ];
      write(`\n${stalled.join("\n")}\n`, "stderr");
      void stopGroup(child, 10_000);
    };
    const watchdog = silenceMs ? setInterval(watch, Math.min(WATCH_EVERY_MS, silenceMs)) : undefined;
    const tail = [];
    /** @type {string[][]} */
    const failures = [];
    /** @type {string[] | null} */
    let failure = null;
    /** @param {string} line */
    const keep = (line) => {
      if (!line.trim() || line.startsWith('{"level"') || line.includes("[mf:info]")) return;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (FAILURE_START.test(line)) failures.push((failure = [line]));
      else if (SUMMARY.test(line)) failure = null;
      else if (failure && failure.length < FAILURE_LINES && !/^\s+at /.test(line)) failure.push(line);
    };
    // Each stream's lines, colours taken off; a line may arrive in two chunks, so the unfinished
    // end of one waits for the next, and `flush` takes the last line when the stream is over.
    const lineReader = () => {
      let unfinished = "";
      return {
        /** @param {string} chunk */
        read(chunk) {
          const lines = (unfinished + chunk).split("\n");
          unfinished = lines.pop() ?? "";
          for (const line of lines) keep(stripVTControlCharacters(line));
        },
        flush: () => keep(stripVTControlCharacters(unfinished)),
      };
    };
    const out = lineReader();
    const err = lineReader();
    // Decoded per stream, so a character split between two chunks arrives whole.
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk) => ((heard = Date.now()), write(chunk, "stdout"), out.read(chunk)));
    child.stderr.on("data", (chunk) => ((heard = Date.now()), write(chunk, "stderr"), err.read(chunk)));
    const report = () => {
      const heads = [...stalled, ...failures.slice(0, FAILURES_KEPT).flat()];
      return [...heads, ...(heads.length ? ["", "(its last lines)"] : []), ...tail];
    };
    child.on("error", (error) => (clearInterval(watchdog), resolve({ status: 1, tail: [String(error)] })));
    child.on("close", (status) => {
      clearInterval(watchdog);
      out.flush();
      err.flush();
      resolve({ status: stalled.length ? 1 : status, tail: report() });
    });
  });
}
