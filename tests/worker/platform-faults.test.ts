import { afterEach, describe, expect, it, vi } from "vitest";
import { websiteData } from "../../scripts/seed/website-data";
import { PURGE_MARK_KEY } from "~/platform/purge-state.server";
import { firestoreCalls } from "./support/faults";
import { callWorker, inOneRateWindow, seededProject, workerEnv } from "./support";

const HERO = websiteData.sectionHero.title;
const never = () => new Promise<never>(() => {});
const cache = (caches as unknown as { default: Cache }).default;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A KV namespace whose reads never answer, or fail, as a platform fault would make them. */
function brokenKv(read: () => Promise<unknown>): KVNamespace {
  return { get: read, put: () => Promise.resolve() } as unknown as KVNamespace;
}

describe("KV and the Cache API failing", () => {
  it("a purge mark that cannot be read (KV hangs) makes pages read Firestore directly, with no 500", async () => {
    const { projectId } = await seededProject("kv-hangs");
    const started = Date.now();
    const response = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId, CONTENT_META: brokenKv(never) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(HERO);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await firestoreCalls(projectId)).toBeGreaterThan(0);
  });

  it("a KV read that throws is the same: the page renders from Firestore", async () => {
    const { projectId } = await seededProject("kv-throws");
    const response = await callWorker("/", {
      FIRESTORE_PROJECT_ID: projectId,
      CONTENT_META: brokenKv(() => Promise.reject(new Error("KV is unavailable"))),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(HERO);
  });

  it("a Cache API that hangs is read around: the page renders from Firestore in time", async () => {
    const { projectId } = await seededProject("cache-hangs");
    vi.spyOn(cache, "match").mockImplementation(never);
    vi.spyOn(cache, "put").mockImplementation(never);
    const started = Date.now();
    const response = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(HERO);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("a Cache API that throws is read around as well", async () => {
    const { projectId } = await seededProject("cache-throws");
    vi.spyOn(cache, "match").mockRejectedValue(new Error("cache unavailable"));
    vi.spyOn(cache, "put").mockRejectedValue(new Error("cache unavailable"));
    const response = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(HERO);
  });

  it("a rate limiter that hangs lets the form through instead of holding it", async () => {
    const { projectId, firestore } = await seededProject("limiter-hangs");
    const email = `limiter.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const response = await callWorker(
      "/contact",
      { FIRESTORE_PROJECT_ID: projectId, FORM_RATE_LIMITER: { limit: never } },
      {
        method: "POST",
        body: new URLSearchParams({ submissionId: crypto.randomUUID(), name: "Lotte Smit", email, message: "Do you offer gift vouchers for two?" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com" },
      },
    );
    expect(response.status).toBe(200);
    const stored = await firestore.runQuery({ collection: "ContactMessages", where: [{ field: "email", equals: email }] });
    expect(stored).toHaveLength(1);
  });
});

const purge = (overrides: Parameters<typeof callWorker>[1], address: string) =>
  callWorker("/_purge", overrides, {
    method: "POST",
    headers: { Authorization: "Bearer worker-test-purge-token", "CF-Connecting-IP": address },
  });

describe("purging", () => {
  it("a purge during a Firestore outage keeps pages up: the older copies are still served", async () => {
    const { projectId } = await seededProject("purge-outage");
    expect((await callWorker("/", { FIRESTORE_PROJECT_ID: projectId })).status).toBe(200);
    expect((await purge({ FIRESTORE_PROJECT_ID: projectId }, "192.0.2.10")).status).toBe(200);
    const response = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId, FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Server-Timing")).toContain("stale-if-error");
    expect(await response.text()).toContain(HERO);
  });

  it("stores the time of the purge, so purges at the same moment cannot lose one", async () => {
    const before = Date.now();
    const answers = await Promise.all([purge({}, "192.0.2.20"), purge({}, "192.0.2.21")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const mark = Number(await workerEnv().CONTENT_META!.get(PURGE_MARK_KEY));
    expect(mark).toBeGreaterThanOrEqual(before);
    expect(mark).toBeLessThanOrEqual(Date.now());
  });

  it("limits purges per client address: the sixth within a minute is answered 429", async () => {
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await purge({}, "192.0.2.30")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await purge({}, "192.0.2.31");
    expect(other.status).toBe(200);
  });

  it("counts wrong tokens against the limit too", async () => {
    const guess = (n: number) =>
      callWorker("/_purge", {}, { method: "POST", headers: { Authorization: `Bearer guess-${n}`, "CF-Connecting-IP": "192.0.2.40" } });
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await guess(i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("made-up slugs", () => {
  it("an unknown service in a known category is a 404 with no Firestore call", async () => {
    const { projectId } = await seededProject("slugs");
    const env = { FIRESTORE_PROJECT_ID: projectId };
    expect((await callWorker("/services/color-analysis-styling/online-color-analysis", env)).status).toBe(200);
    const calls = await firestoreCalls(projectId);
    for (const slug of ["made-up", "online-color-analysis-2", "a".repeat(80), "draft-service"]) {
      expect((await callWorker(`/services/color-analysis-styling/${slug}`, env)).status).toBe(404);
    }
    expect(await firestoreCalls(projectId)).toBe(calls);
  });

  it("?service= on the contact page never reads Firestore for an id it does not know (it is sent to /contact)", async () => {
    const { projectId } = await seededProject("contact-slug");
    const env = { FIRESTORE_PROJECT_ID: projectId };
    expect((await callWorker("/contact?service=signature-makeover", env)).status).toBe(200);
    const calls = await firestoreCalls(projectId);
    for (const slug of ["nope", "signature-makeover-x", crypto.randomUUID()]) {
      const response = await callWorker(`/contact?service=${slug}`, env, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/contact");
    }
    expect(await firestoreCalls(projectId)).toBe(calls);
  });

  it("query strings do not make new cache entries: random ones cost no Firestore call", async () => {
    const { projectId } = await seededProject("queries");
    const env = { FIRESTORE_PROJECT_ID: projectId };
    const paths = ["/", "/testimonials", "/gift-a-session", "/services/color-analysis-styling", "/colors-app"];
    for (const path of paths) expect((await callWorker(path, env)).status).toBe(200);
    const calls = await firestoreCalls(projectId);
    for (const path of paths) {
      await callWorker(`${path}?utm_source=${crypto.randomUUID()}&service=${crypto.randomUUID().slice(0, 8)}&page=1`, env);
    }
    expect(await firestoreCalls(projectId)).toBe(calls);
  });
});
