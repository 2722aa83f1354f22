import { describe, expect, it } from "vitest";
import { websiteData } from "../../scripts/seed/website-data";
import type { Fault } from "./support/fault-proxy";
import { clearFault, injectFault } from "./support/faults";
import { callWorker, seededProject } from "./support";

// Production's deadline, not the test default, so that "within 5 s" means what it will in production.
const PRODUCTION_DEADLINE = { FIRESTORE_DEADLINE_MS: "2500" };
/** Every cached entry is past its stale window, so each read goes to Firestore first. */
const NOTHING_FRESH = { CACHE_FRESH_SECONDS: "0", CACHE_STALE_SECONDS: "0" };
const PAGE = "/services/color-analysis-styling/online-color-analysis";
const HERO = websiteData.sectionHero.title;

const FAILING_READS: Array<[string, Fault]> = [
  ["answers 3 s late", { kind: "delay", ms: 3000, calls: "read" }],
  ["answers 30 s late", { kind: "delay", ms: 30_000, calls: "read" }],
  ["answers 429", { kind: "status", status: 429 }],
  ["answers 500", { kind: "status", status: 500 }],
  ["answers 503", { kind: "status", status: 503 }],
  ["resets the connection", { kind: "reset" }],
  ["cuts its JSON short", { kind: "truncate" }],
  ["answers JSON that is not a document", { kind: "not-a-document" }],
];

async function timed(call: () => Promise<Response>) {
  const started = Date.now();
  const response = await call();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

function expectThemed503({ response, body, ms }: Awaited<ReturnType<typeof timed>>) {
  expect(ms).toBeLessThan(5000);
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(body).toContain(">503</h1>");
  expect(body).not.toMatch(/\bat \S+ \(|FirestoreError/);
}

describe.concurrent("pages while Firestore misbehaves", () => {
  for (const [label, fault] of FAILING_READS) {
    it(`when Firestore ${label}, a page with nothing cached answers a themed 503 with Retry-After within 5 s`, async () => {
      const { projectId } = await seededProject("cold");
      await injectFault(projectId, fault);
      const answer = await timed(() => callWorker(PAGE, { FIRESTORE_PROJECT_ID: projectId, ...PRODUCTION_DEADLINE }));
      expectThemed503(answer);
      await clearFault(projectId);
    });

    it(`when Firestore ${label}, a page cached earlier answers its cached copy within 5 s`, async () => {
      const { projectId } = await seededProject("warm");
      const env = { FIRESTORE_PROJECT_ID: projectId, ...PRODUCTION_DEADLINE };
      expect((await callWorker("/", env)).status).toBe(200);
      await injectFault(projectId, fault);
      const { response, body, ms } = await timed(() => callWorker("/", { ...env, ...NOTHING_FRESH }));
      expect(ms).toBeLessThan(5000);
      expect(response.status).toBe(200);
      expect(body).toContain(HERO);
      await clearFault(projectId);
    });
  }

  it("when Firestore answers documents of the wrong shape, they are skipped and the page renders with the built-in defaults", async () => {
    const { projectId } = await seededProject("shape");
    await injectFault(projectId, { kind: "wrong-fields" });
    const { response, body, ms } = await timed(() => callWorker("/", { FIRESTORE_PROJECT_ID: projectId, ...PRODUCTION_DEADLINE }));
    expect(ms).toBeLessThan(5000);
    expect(response.status).toBe(200);
    expect(body).not.toContain(HERO);
    expect(body).toContain("--color-bg:#faf6f1"); // the built-in layout colours
    await clearFault(projectId);
  });
});

const SITE = "https://example.com";
let address = 0;

/** Posts the contact form as a browser would, from an address of its own so rate limits do not mix. */
function sendMessage(projectId: string, fields: Record<string, string>) {
  return callWorker(
    "/contact",
    { FIRESTORE_PROJECT_ID: projectId, ...PRODUCTION_DEADLINE },
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE,
        Host: "example.com",
        "CF-Connecting-IP": `203.0.113.${(address++ % 250) + 1}`,
      },
    },
  );
}

function message() {
  const email = `mara.${crypto.randomUUID().slice(0, 8)}@example.org`;
  return {
    submissionId: crypto.randomUUID(),
    name: "Mara Jansen",
    email,
    message: "Could we plan a wardrobe audit for early March?",
  };
}

async function storedMessages(firestore: Awaited<ReturnType<typeof seededProject>>["firestore"], email: string) {
  return firestore.runQuery({ collection: "ContactMessages", where: [{ field: "email", equals: email }] });
}

/** The form came back with what was typed and the same submission id, so sending again is safe. */
function expectFormKept(body: string, fields: ReturnType<typeof message>) {
  expect(body).toContain(fields.message);
  expect(body).toContain(`value="${fields.email}"`);
  expect(body).toContain(`name="submissionId" value="${fields.submissionId}"`);
}

describe.concurrent("the contact form while Firestore misbehaves", () => {
  it("a store that fails answers 503 with what was typed; nothing is stored, and sending again stores it once", async () => {
    const { projectId, firestore } = await seededProject("form-503");
    const fields = message();
    await injectFault(projectId, { kind: "status", status: 503, calls: "write" });
    const failed = await timed(() => sendMessage(projectId, fields));
    expect(failed.ms).toBeLessThan(5000);
    expect(failed.response.status).toBe(503);
    expectFormKept(failed.body, fields);
    expect(await storedMessages(firestore, fields.email)).toHaveLength(0);

    await clearFault(projectId);
    const sent = await sendMessage(projectId, fields);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thanks for reaching out!");
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1);
  });

  it("a write whose answer is lost after the commit is confirmed, and stored once", async () => {
    const { projectId, firestore } = await seededProject("form-reset");
    const fields = message();
    await injectFault(projectId, { kind: "commit-then-reset", calls: "write", times: 1 });
    const sent = await sendMessage(projectId, fields);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thanks for reaching out!");
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1);
    await clearFault(projectId);
  });

  it("a write whose answer comes after the deadline answers 503; sending again is confirmed and stored once", async () => {
    const { projectId, firestore } = await seededProject("form-late");
    const fields = message();
    await injectFault(projectId, { kind: "commit-then-delay", ms: 30_000, calls: "write", times: 1 });
    const late = await timed(() => sendMessage(projectId, fields));
    expect(late.ms).toBeLessThan(5000);
    expect(late.response.status).toBe(503);
    expectFormKept(late.body, fields);
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1); // it did arrive

    const again = await sendMessage(projectId, fields);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Thanks for reaching out!");
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1);
    await clearFault(projectId);
  });

  it("a write that reaches Firestore 3 s late answers 503; sending again is confirmed and stored once", async () => {
    const { projectId, firestore } = await seededProject("form-slow");
    const fields = message();
    await injectFault(projectId, { kind: "delay", ms: 3000, calls: "write", times: 1 });
    const slow = await timed(() => sendMessage(projectId, fields));
    expect(slow.ms).toBeLessThan(5000);
    expect(slow.response.status).toBe(503);
    expectFormKept(slow.body, fields);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the late write lands meanwhile

    const again = await sendMessage(projectId, fields);
    expect(again.status).toBe(200);
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1);
    await clearFault(projectId);
  });

  it("a connection reset before the write arrives is retried, confirmed and stored once", async () => {
    const { projectId, firestore } = await seededProject("form-retry");
    const fields = message();
    await injectFault(projectId, { kind: "reset", calls: "write", times: 1 });
    const sent = await sendMessage(projectId, fields);
    expect(sent.status).toBe(200);
    expect(await storedMessages(firestore, fields.email)).toHaveLength(1);
    await clearFault(projectId);
  });
});
