import { describe, expect, it } from "vitest";
import { createLogBudget, handleCspReport, parseViolations } from "~/worker/csp-report.server";

describe("parseViolations", () => {
  it("keeps the directive, the blocked origin and the page's path, never a query string", () => {
    const [violation] = parseViolations({
      "csp-report": {
        "document-uri": "https://example.com/contact?email=someone@example.org",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://cdn.example.net/x.js?token=secret",
        "source-file": "https://example.com/build/root.js?v=1",
        "line-number": 12,
      },
    });
    expect(violation).toEqual({
      directive: "script-src-elem",
      blocked: "https://cdn.example.net",
      page: "https://example.com/contact",
      source: "https://example.com/build/root.js:12",
    });
  });

  it("reads the Reporting API's batches and skips what is not a CSP violation", () => {
    const violations = parseViolations([
      { type: "deprecation", body: {} },
      { type: "csp-violation", url: "https://example.com/", body: { effectiveDirective: "style-src-elem", blockedURL: "inline" } },
    ]);
    expect(violations).toEqual([{ directive: "style-src-elem", blocked: "inline", page: "https://example.com/" }]);
  });

  it("cuts a key out of the page's address, as every logged address is", () => {
    const [violation] = parseViolations({
      "csp-report": { "document-uri": "https://example.com/bookings/59ff7755.1798889400.0b0c2a7c?paying=1", "effective-directive": "img-src", "blocked-uri": "data" },
    });
    expect(violation!.page).toBe("https://example.com/bookings/[token]");
  });

  it("clips long fields", () => {
    const [violation] = parseViolations({ "csp-report": { "effective-directive": "d".repeat(1000) } });
    expect(violation!.directive.length).toBeLessThanOrEqual(201);
  });
});

describe("the CSP report log", () => {
  const reportOf = (n: number) =>
    new Request("https://example.com/csp-report", {
      method: "POST",
      headers: { "Content-Type": "application/reports+json" },
      body: JSON.stringify(
        Array.from({ length: n }, (_, i) => ({ type: "csp-violation", url: "https://example.com/", body: { effectiveDirective: `d${i}`, blockedURL: "eval" } })),
      ),
    });

  it("logs at most 5 violations of one body", async () => {
    const lines: unknown[] = [];
    const response = await handleCspReport(reportOf(50), (_message, details) => lines.push(details), createLogBudget(100));
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(5);
  });

  it("logs at most the minute's allowance, then counts what it dropped in the next line", async () => {
    let clock = 0;
    const budget = createLogBudget(3, () => clock);
    const lines: Array<Record<string, unknown> | undefined> = [];
    const log = (_message: string, details?: Record<string, unknown>) => lines.push(details);
    for (let i = 0; i < 4; i += 1) await handleCspReport(reportOf(2), log, budget);
    expect(lines).toHaveLength(3);
    clock = 60_000;
    await handleCspReport(reportOf(1), log, budget);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ droppedSinceLastLine: 5 });
  });
});
