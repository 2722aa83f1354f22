import { existsSync, readFileSync } from "node:fs";

/** A request that took this long is worth reading about when a test failed: most take under 300 ms. */
const SLOW_REQUEST_MS = 2000;

/** Bearer links, as the worker's own log cuts them (app/platform/log.server.ts `loggableUrl`): Miniflare prints each request's path. */
const withoutTokens = (line) => line.replace(/\/(bookings|gift-vouchers)\/[^/?#\s]+/g, "/$1/[token]");

/** An error or a warning: the worker's JSON lines, workerd's other output, Miniflare's own. */
const PROBLEM = /"level":"(error|warn)"|\[(mf:)?(error|warn)\]/;

const REQUEST = /\[mf:info\] (?<method>[A-Z]+) (?<path>\S+) (?<status>\d{3})[^(]*\((?<ms>\d+)ms\)/;

/**
 * What in the local server's log (scripts/lib/local-server.mjs `logFile`) may explain a failed
 * end-to-end test: requests answered 5xx or slower than SLOW_REQUEST_MS, and the worker's own
 * error and warning lines (and workerd's and Miniflare's), each with its time of day, the newest
 * `limit`; a manage link's token is cut out.
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
      if (Number(request.status) >= 500 || Number(request.ms) >= SLOW_REQUEST_MS) found.push(withoutTokens(line));
      continue;
    }
    if (PROBLEM.test(line)) found.push(line.length > 400 ? `${line.slice(0, 400)}…` : line);
  }
  return found.slice(-limit);
}

/** The noteworthy lines of the log file, or a sentence saying there is none. */
export function summariseServerLog(file) {
  if (!file || !existsSync(file)) return ["(the local server wrote no log)"];
  const lines = noteworthyServerLines(readFileSync(file, "utf8"));
  return lines.length ? lines : [`(no request answered 5xx or took ${SLOW_REQUEST_MS} ms or more, and the worker logged no error)`];
}
