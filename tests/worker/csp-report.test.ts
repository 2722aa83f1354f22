import { describe, expect, it } from "vitest";
import { callWorker } from "./support";

const report = (body: string, type: string) =>
  callWorker("/csp-report", {}, { method: "POST", body, headers: { "Content-Type": type } });

describe("POST /csp-report", () => {
  it("takes a report-uri report and answers 204", async () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://example.com/contact?email=someone@example.org",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://cdn.evil.example/x.js?token=secret",
      },
    });
    expect((await report(body, "application/csp-report")).status).toBe(204);
  });

  it("takes a Reporting API batch and answers 204", async () => {
    const body = JSON.stringify([
      { type: "csp-violation", url: "https://example.com/", body: { documentURL: "https://example.com/", effectiveDirective: "style-src-elem", blockedURL: "inline" } },
    ]);
    expect((await report(body, "application/reports+json")).status).toBe(204);
  });

  it("refuses what is not a report: 415 for another type, 400 for junk, 405 for GET, 413 past 16 KiB", async () => {
    expect((await report("hello", "text/plain")).status).toBe(415);
    expect((await report("{not json", "application/csp-report")).status).toBe(400);
    expect((await report(JSON.stringify({ hello: "world" }), "application/csp-report")).status).toBe(400);
    expect((await callWorker("/csp-report")).status).toBe(405);
    const big = JSON.stringify({ "csp-report": { "effective-directive": "x".repeat(20_000) } });
    expect((await report(big, "application/csp-report")).status).toBe(413);
  });
});
