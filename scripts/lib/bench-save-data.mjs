import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
import { REQUEST_TYPES, visitFirstTime } from "./save-data-visit.mjs";

// The Save-Data figure of `npm run bench`: every route's first visit from a phone that
// sends `Save-Data: on`, in bytes on the wire, and the same visit without it for comparison.

/** The goal: a first visit on a data-saving phone transfers at most 30 KB, compressed, HTML and CSS included. */
export const SAVE_DATA_BUDGET = 30_720;
/** Request types a Save-Data visit must not make at all: the pages work without scripts, and the fallback fonts are metric-matched. */
const SAVE_DATA_FORBIDDEN = ["script", "font"];

/** What misses the goal on one route's Save-Data visit; empty when it meets it. */
export function saveDataProblems(visit) {
  const problems = [];
  if (visit.totalBytes > SAVE_DATA_BUDGET) problems.push(`${visit.totalBytes} B > ${SAVE_DATA_BUDGET} B`);
  for (const type of SAVE_DATA_FORBIDDEN) {
    if (visit.countByType[type]) problems.push(`${visit.countByType[type]} ${type} request(s)`);
  }
  if (!visit.settled) problems.push("the network never went idle");
  if (visit.status !== 200) problems.push(`status ${visit.status}`);
  return problems;
}

/** Each route visited twice in Chromium, with and without Save-Data; rows with the problems of the Save-Data visit. */
export async function runBenchSaveData(origin, routes) {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ["--disable-background-networking", "--no-first-run"] });
  try {
    const rows = [];
    for (const route of routes) {
      const saveData = await visitFirstTime(browser, origin + route, { saveData: true });
      const plain = await visitFirstTime(browser, origin + route, { saveData: false });
      rows.push({ route, saveData, withoutSaveData: { totalBytes: plain.totalBytes, requests: plain.requests }, problems: saveDataProblems(saveData) });
    }
    return { budget: SAVE_DATA_BUDGET, rows, over: rows.filter((row) => row.problems.length).map(({ route, problems }) => ({ route, problems })) };
  } finally {
    await browser.close();
  }
}

const column = (text, width) => String(text).padStart(width);

/** The table: per route, Save-Data's total, requests and bytes by type, then the total without Save-Data; flagged rows say why. */
export function formatSaveData({ rows }, routeWidth = 56) {
  const head = `${"route".padEnd(routeWidth)} ${column("total B", 8)} ${column("reqs", 4)} ${REQUEST_TYPES.map((type) => column(type.slice(0, 10), 10)).join(" ")} ${column("no S-D B", 9)}`;
  const lines = rows.map(({ route, saveData, withoutSaveData, problems }) => {
    const types = REQUEST_TYPES.map((type) => column(saveData.countByType[type] ? `${saveData.bytesByType[type]}/${saveData.countByType[type]}` : "–", 10)).join(" ");
    return `${route.padEnd(routeWidth)} ${column(saveData.totalBytes, 8)} ${column(saveData.requests, 4)} ${types} ${column(withoutSaveData.totalBytes, 9)}${problems.length ? `  <- ${problems.join("; ")}` : ""}`;
  });
  return [head, ...lines].join("\n");
}
