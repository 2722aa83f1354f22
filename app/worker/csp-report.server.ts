import { loggableUrl, logWarning, type Log } from "~/platform/log.server";

/** Where browsers send Content-Security-Policy violation reports (report-uri and report-to). */
export const CSP_REPORT_PATH = "/csp-report";
/** The name the CSP's `report-to` and the `Reporting-Endpoints` header give that endpoint. */
export const CSP_REPORT_GROUP = "csp-endpoint";
/** A report is well under 2 KB; a bigger body is not a browser's report. */
export const MAX_REPORT_BYTES = 16 * 1024;

/** Reports one body may carry that are logged; the Reporting API batches several. */
const REPORTS_PER_BODY = 5;
/** Log lines per isolate and minute; past it reports are counted, and the count logged with the next line. */
const LINES_PER_MINUTE = 20;
const FIELD_CHARS = 200;

type CspViolation = {
  directive: string;
  /** An origin or a keyword (inline, eval): never a full URL with its query. */
  blocked: string;
  /** The address of the page, without its query, keys cut out (`loggableUrl`). */
  page: string;
  source?: string;
};

/**
 * POST /csp-report: logs a bounded summary of each violation (directive, what was blocked, the
 * page) and answers 204. The log is rate-limited per isolate so that a page with a noisy
 * violation, or someone posting junk, cannot flood it.
 */
export async function handleCspReport(request: Request, log: Log = logWarning, budget = isolateBudget): Promise<Response> {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!["application/csp-report", "application/reports+json", "application/json"].includes(type)) {
    return new Response("Send a CSP report as application/csp-report or application/reports+json", { status: 415 });
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return new Response("A CSP report is JSON", { status: 400 });
  }
  const violations = parseViolations(body);
  if (violations.length === 0) return new Response("No CSP violation in the report", { status: 400 });
  for (const violation of violations.slice(0, REPORTS_PER_BODY)) {
    const dropped = budget.take();
    if (dropped === null) continue;
    log("csp violation", { ...violation, ...(dropped > 0 ? { droppedSinceLastLine: dropped } : {}) });
  }
  return new Response(null, { status: 204 });
}

/** The violations of a report-uri body (`{"csp-report": {...}}`) or a Reporting API batch. */
export function parseViolations(body: unknown): CspViolation[] {
  const reports: Array<Record<string, unknown>> = [];
  if (isRecord(body) && isRecord(body["csp-report"])) {
    const r = body["csp-report"];
    reports.push({
      directive: r["effective-directive"] ?? r["violated-directive"],
      blocked: r["blocked-uri"],
      page: r["document-uri"],
      source: r["source-file"],
      line: r["line-number"],
    });
  } else if (Array.isArray(body)) {
    for (const item of body) {
      if (!isRecord(item) || item.type !== "csp-violation" || !isRecord(item.body)) continue;
      const r = item.body;
      reports.push({ directive: r.effectiveDirective, blocked: r.blockedURL, page: r.documentURL ?? item.url, source: r.sourceFile, line: r.lineNumber });
    }
  }
  return reports
    .filter((r) => typeof r.directive === "string")
    .map((r) => ({
      directive: clip(String(r.directive)),
      blocked: clip(originOrKeyword(r.blocked)),
      page: clip(pathOf(r.page)),
      ...(typeof r.source === "string" ? { source: clip(`${pathOf(r.source)}${typeof r.line === "number" ? `:${r.line}` : ""}`) } : {}),
    }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const clip = (text: string) => (text.length > FIELD_CHARS ? `${text.slice(0, FIELD_CHARS)}…` : text);

/** Query strings can hold a visitor's data; only the origin of what was blocked is kept. */
function originOrKeyword(value: unknown): string {
  if (typeof value !== "string" || value === "") return "(none)";
  try {
    return new URL(value).origin;
  } catch {
    return value; // "inline", "eval", "data"…
  }
}

function pathOf(value: unknown): string {
  if (typeof value !== "string") return "(unknown)";
  try {
    const url = new URL(value);
    // The page's own address may be a key (a manage link): cut as every logged address is.
    return url.protocol.startsWith("http") ? loggableUrl(`${url.origin}${url.pathname}`) : url.protocol;
  } catch {
    return "(unknown)";
  }
}

/** A per-minute allowance of log lines: `take` answers how many were dropped before it, or null when none is left. */
export function createLogBudget(perMinute = LINES_PER_MINUTE, now = () => Date.now()) {
  let windowStart = 0;
  let used = 0;
  let dropped = 0;
  return {
    take(): number | null {
      if (now() - windowStart >= 60_000) {
        windowStart = now();
        used = 0;
      }
      if (used >= perMinute) {
        dropped += 1;
        return null;
      }
      used += 1;
      const before = dropped;
      dropped = 0;
      return before;
    },
  };
}

const isolateBudget = createLogBudget();
