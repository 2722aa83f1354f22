import { existsSync, readFileSync } from "node:fs";

/** A request that took this long is worth reading about when a test failed: most take under 300 ms. */
const SLOW_REQUEST_MS = 2000;

const REQUEST = /\[mf:info\] (?<method>[A-Z]+) (?<path>\S+) (?<status>\d{3})[^(]*\((?<ms>\d+)ms\)/;

/**
 * What in the local server's log (scripts/lib/local-server.mjs `logFile`) may explain a failed
 * end-to-end test: requests answered 5xx or slower than SLOW_REQUEST_MS, and the worker's own
 * error and warning lines, each with its time of day, the newest `limit`.
 *
 * @param {string} text the log, one line per event, each after its ISO time
 * @param {{ limit?: number }} [options]
 * @returns {string[]}
 */
export function noteworthyServerLines(text, { limit = 40 } = {}) {
  const found = [];
  for (const line of text.split("\n")) {
    const request = REQUEST.exec(line)?.groups;
    if (request) {
      if (Number(request.status) >= 500 || Number(request.ms) >= SLOW_REQUEST_MS) found.push(line);
      continue;
    }
    if (/"level":"(error|warn)"/.test(line)) found.push(line.length > 400 ? `${line.slice(0, 400)}…` : line);
  }
  return found.slice(-limit);
}

/** The noteworthy lines of the log file, or a sentence saying there is none. */
export function summariseServerLog(file) {
  if (!file || !existsSync(file)) return ["(the local server wrote no log)"];
  const lines = noteworthyServerLines(readFileSync(file, "utf8"));
  return lines.length ? lines : [`(no request answered 5xx or took ${SLOW_REQUEST_MS} ms or more, and the worker logged no error)`];
}
