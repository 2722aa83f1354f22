// The bench's retention section: how many requests one nightly run of the retention job deletes,
// and how long it takes. It stores more due requests than one run may delete (app/data/retention.ts:
// RETENTION_LIMITS, 45 Firestore calls, 2,800 requests), fires the job's Cron Trigger through
// Miniflare's /cdn-cgi/local/scheduled (the worker's own `scheduled`, against the emulator), counts
// what is left, and runs it again for the rest. Goal: the first run stops at its limit, having
// deleted between RETENTION_RUN_LEAST and RETENTION_RUN_CAPACITY, and the second deletes the rest.
import { RETENTION_CRON, RETENTION_LIMITS } from "../../app/data/retention.ts";

/** Full batches one run may make: 3 calls each, one call kept for the closing audit entry. */
const BATCHES = Math.floor((RETENTION_LIMITS.maxCalls - 1) / 3);
/** The most one run deletes: every batch full. */
const RETENTION_RUN_CAPACITY = BATCHES * RETENTION_LIMITS.batchSize;
/** The least a run that stops at its limit has deleted: the contact messages' last batch may be short (one batch spent on fewer). */
const RETENTION_RUN_LEAST = (BATCHES - 1) * RETENTION_LIMITS.batchSize;

const documentsUrl = (host, projectId) => `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;

/** Due requests, half contact messages and half bookings, two years old, written 500 to a commit. */
async function storeDueRequests(host, projectId, count) {
  const base = documentsUrl(host, projectId);
  const old = Date.now() - 2 * 365 * 86_400_000;
  const writes = Array.from({ length: count }, (_, index) => {
    const collection = index % 2 ? "BookingRequests" : "ContactMessages";
    const name = `projects/${projectId}/databases/(default)/documents/${collection}/bench-retention-${String(index).padStart(5, "0")}`;
    return {
      update: {
        name,
        fields: {
          name: { stringValue: "Bench Visitor" },
          email: { stringValue: `bench-${index}@example.org` },
          emailKeys: { arrayValue: { values: [{ stringValue: `bench-${index}@example.org` }] } },
          message: { stringValue: "A request stored by npm run bench, two years ago." },
          status: { stringValue: "done" },
          createdAt: { timestampValue: new Date(old + index * 1000).toISOString() },
        },
      },
    };
  });
  for (let start = 0; start < writes.length; start += 500) {
    const response = await fetch(`${base}:commit`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({ writes: writes.slice(start, start + 500) }),
    });
    if (!response.ok) throw new Error(`storing the bench's requests: ${response.status} ${await response.text()}`);
  }
}

async function countLeft(host, projectId) {
  let total = 0;
  for (const collection of ["ContactMessages", "BookingRequests"]) {
    const response = await fetch(`${documentsUrl(host, projectId)}:runAggregationQuery`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({ structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: collection }] }, aggregations: [{ alias: "n", count: {} }] } }),
    });
    const [answer] = await response.json();
    total += Number(answer.result.aggregateFields.n.integerValue);
  }
  return total;
}

async function runJob(origin) {
  const started = performance.now();
  const response = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(RETENTION_CRON)}&time=${Date.now()}`);
  const answer = await response.text();
  if (!response.ok) throw new Error(`the retention job's trigger answered ${response.status}: ${answer.slice(0, 200)}`);
  return Math.round(performance.now() - started);
}

/**
 * @param {string} origin
 * @param {{ host: string }} emulator
 * @param {string} projectId
 */
export async function runBenchRetention(origin, emulator, projectId) {
  const due = RETENTION_RUN_CAPACITY + 200;
  const before = await countLeft(emulator.host, projectId);
  await storeDueRequests(emulator.host, projectId, due);
  const firstMs = await runJob(origin);
  const afterFirst = (await countLeft(emulator.host, projectId)) - before;
  const secondMs = await runJob(origin);
  const afterSecond = (await countLeft(emulator.host, projectId)) - before;
  return {
    due,
    capacity: RETENTION_RUN_CAPACITY,
    least: RETENTION_RUN_LEAST,
    maxCalls: RETENTION_LIMITS.maxCalls,
    batchSize: RETENTION_LIMITS.batchSize,
    first: { deleted: due - afterFirst, ms: firstMs },
    second: { deleted: afterFirst - afterSecond, ms: secondMs },
    left: afterSecond,
    met: due - afterFirst >= RETENTION_RUN_LEAST && due - afterFirst <= RETENTION_RUN_CAPACITY && afterSecond === 0,
  };
}
