import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noteworthyServerLines, summariseServerLog } from "../../../../scripts/lib/server-log.mjs";

// When an end-to-end test fails, npm test prints what the local server saw: its 5xx and slow
// requests and the worker's errors, so that a failure in CI can be explained from its log's tail.

const LOG = [
  "2026-11-28T18:00:00.100Z [mf:info] GET /seasons/sub-season/soft-summer 200 OK (189ms)",
  "2026-11-28T18:00:01.200Z [mf:info] POST /contact 200 OK (2450ms)",
  "2026-11-28T18:00:02.300Z [mf:info] GET /color-analysis 503 Service Unavailable (4012ms)",
  "2026-11-28T18:00:02.310Z [mf:info] GET /journal 404 Not Found (12ms)",
  '2026-11-28T18:00:02.400Z {"level":"info","message":"page cached"}',
  '2026-11-28T18:00:02.500Z {"level":"error","message":"firestore call failed","error":"deadline exceeded"}',
  '2026-11-28T18:00:02.600Z {"level":"warn","message":"studio email not sent"}',
].join("\n");

describe("the local server's log, when a test failed", () => {
  it("keeps the slow requests, the 5xx answers and the worker's errors and warnings, in order", () => {
    expect(noteworthyServerLines(LOG)).toEqual([
      "2026-11-28T18:00:01.200Z [mf:info] POST /contact 200 OK (2450ms)",
      "2026-11-28T18:00:02.300Z [mf:info] GET /color-analysis 503 Service Unavailable (4012ms)",
      '2026-11-28T18:00:02.500Z {"level":"error","message":"firestore call failed","error":"deadline exceeded"}',
      '2026-11-28T18:00:02.600Z {"level":"warn","message":"studio email not sent"}',
    ]);
  });

  it("keeps the newest lines when there are more than the limit", () => {
    expect(noteworthyServerLines(LOG, { limit: 1 })).toEqual(['2026-11-28T18:00:02.600Z {"level":"warn","message":"studio email not sent"}']);
  });

  it("cuts the token out of a manage link or a gift order's link", () => {
    const log = [
      "2026-11-28T18:00:01.000Z [mf:info] POST /bookings/5b47e9c1-709b-952b-6e13-1d59fa25c93e.1801481400.67ed6983bca0ed8b4ef9ee8fae63fb4a 503 Service Unavailable (40ms)",
      "2026-11-28T18:00:02.000Z [mf:info] GET /gift-vouchers/abc.123.def 200 OK (2500ms)",
    ].join("\n");
    expect(noteworthyServerLines(log)).toEqual([
      "2026-11-28T18:00:01.000Z [mf:info] POST /bookings/[token] 503 Service Unavailable (40ms)",
      "2026-11-28T18:00:02.000Z [mf:info] GET /gift-vouchers/[token] 200 OK (2500ms)",
    ]);
  });

  it("keeps workerd's own errors and Miniflare's warnings, which are not the worker's JSON", () => {
    const log = [
      "2026-11-28T18:00:01.000Z [error] Uncaught Error: boom",
      "2026-11-28T18:00:02.000Z [mf:warn] The latest compatibility date supported is 2026-08-15",
      "2026-11-28T18:00:03.000Z [info] a line of no concern",
    ].join("\n");
    expect(noteworthyServerLines(log)).toEqual([
      "2026-11-28T18:00:01.000Z [error] Uncaught Error: boom",
      "2026-11-28T18:00:02.000Z [mf:warn] The latest compatibility date supported is 2026-08-15",
    ]);
  });

  it("says so when the log has nothing of note, or there is no log", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "server-log-"));
    const quiet = path.join(folder, "quiet.log");
    writeFileSync(quiet, "2026-11-28T18:00:00.100Z [mf:info] GET / 200 OK (80ms)\n");
    expect(summariseServerLog(quiet)).toEqual(["(no request answered 5xx or took 2000 ms or more, and the worker logged no error)"]);
    expect(summariseServerLog(path.join(folder, "missing.log"))).toEqual(["(the local server wrote no log)"]);
  });
});
