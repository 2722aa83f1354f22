import { describe, expect, it } from "vitest";
import { cachedJson, type CacheDeps } from "~/firestore/edge-cache.server";
import { Timing } from "~/platform/timing.server";

const POLICY = { freshSeconds: 60, staleSeconds: 300, staleIfErrorSeconds: 3600 };

function harness() {
  let clock = 1_700_000_000_000;
  const pending: Promise<unknown>[] = [];
  const logs: string[] = [];
  const timing = new Timing();
  const deps: CacheDeps = {
    cache: (caches as unknown as { default: Cache }).default,
    policy: POLICY,
    waitUntil: (promise) => pending.push(promise),
    now: () => clock,
    timing,
    log: (message) => logs.push(message),
  };
  return {
    deps,
    timing,
    logs,
    advance: (seconds: number) => (clock += seconds * 1000),
    settle: () => Promise.all(pending.splice(0)),
  };
}

let keyCounter = 0;
const uniqueKey = () => `test/${Date.now()}/${keyCounter++}`;

describe("edge cache", () => {
  it("misses first, then hits without calling the loader again", async () => {
    const h = harness();
    const key = uniqueKey();
    let calls = 0;
    const load = async () => ({ title: "Hero", n: ++calls });

    const first = await cachedJson(key, load, h.deps);
    await h.settle();
    const second = await cachedJson(key, load, h.deps);

    expect(first).toMatchObject({ outcome: "miss", value: { n: 1 } });
    expect(second).toMatchObject({ outcome: "hit", value: { n: 1 } });
    expect(calls).toBe(1);
    expect(h.timing.toHeader()).toContain('cache;desc="miss:1 hit:1"');
  });

  it("does not keep a value its `keep` refuses, and deletes the entry that value would replace", async () => {
    const h = harness();
    const key = uniqueKey();
    let found: string[] = ["an-article"];
    const load = async () => found;
    const deps = { ...h.deps, keep: (value: unknown) => (value as string[]).length > 0 };

    await cachedJson(key, load, deps);
    await h.settle();
    expect(await h.deps.cache.match(new Request(`https://edge-cache.internal/${encodeURIComponent(key)}`))).toBeDefined();

    // Past its freshness the reload finds nothing: served, and the old entry is gone, not refreshed.
    h.advance(POLICY.freshSeconds + POLICY.staleSeconds + 10);
    found = [];
    expect(await cachedJson(key, load, deps)).toMatchObject({ outcome: "miss", value: [] });
    await h.settle();
    expect(await h.deps.cache.match(new Request(`https://edge-cache.internal/${encodeURIComponent(key)}`))).toBeUndefined();
    expect((await cachedJson(key, load, deps)).outcome).toBe("miss");
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const h = harness();
    const key = uniqueKey();
    let version = 1;
    const load = async () => ({ version });

    await cachedJson(key, load, h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + 10);
    version = 2;

    const stale = await cachedJson(key, load, h.deps);
    expect(stale).toMatchObject({ outcome: "stale", value: { version: 1 } });
    await h.settle(); // the refresh ran in waitUntil

    const refreshed = await cachedJson(key, load, h.deps);
    expect(refreshed).toMatchObject({ outcome: "hit", value: { version: 2 } });
  });

  it("refreshes a stale value once, however many requests find it stale at the same moment", async () => {
    const h = harness();
    const key = uniqueKey();
    let calls = 0;
    const load = async () => ({ n: ++calls });

    await cachedJson(key, load, h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + 10);

    const answers = await Promise.all(Array.from({ length: 50 }, () => cachedJson(key, load, h.deps)));
    await h.settle();
    expect(answers.every((answer) => answer.outcome === "stale")).toBe(true);
    expect(calls).toBe(2);
    // Refreshed: the next request finds it fresh, without a load.
    expect(await cachedJson(key, load, h.deps)).toMatchObject({ outcome: "hit", value: { n: 2 } });
    expect(calls).toBe(2);
  });

  it("serves the last good value when the source fails after the stale window (stale-if-error)", async () => {
    const h = harness();
    const key = uniqueKey();
    await cachedJson(key, async () => ({ ok: true }), h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + POLICY.staleSeconds + 60);

    const result = await cachedJson(
      key,
      async () => {
        throw new Error("Firestore is down");
      },
      h.deps,
    );
    expect(result).toMatchObject({ outcome: "stale-if-error", value: { ok: true } });
    expect(h.logs).toContain("serving stale content after a failed read");
  });

  it("reloads a value past the stale window when the source answers", async () => {
    const h = harness();
    const key = uniqueKey();
    await cachedJson(key, async () => ({ v: "old" }), h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + POLICY.staleSeconds + 1);

    const result = await cachedJson(key, async () => ({ v: "new" }), h.deps);
    expect(result).toMatchObject({ outcome: "miss", value: { v: "new" } });
  });

  it("expires: past the stale-if-error window a failure is an error, not old content", async () => {
    const h = harness();
    const key = uniqueKey();
    await cachedJson(key, async () => ({ v: "ancient" }), h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + POLICY.staleIfErrorSeconds + 1);

    await expect(
      cachedJson(
        key,
        async () => {
          throw new Error("Firestore is down");
        },
        h.deps,
      ),
    ).rejects.toThrow("Firestore is down");
  });

  it("throws on a miss when the source fails and nothing is cached", async () => {
    const h = harness();
    await expect(
      cachedJson(
        uniqueKey(),
        async () => {
          throw new Error("no route to Firestore");
        },
        h.deps,
      ),
    ).rejects.toThrow("no route to Firestore");
  });

  it("keeps serving the stale value when the background refresh fails", async () => {
    const h = harness();
    const key = uniqueKey();
    await cachedJson(key, async () => ({ v: 1 }), h.deps);
    await h.settle();
    h.advance(POLICY.freshSeconds + 1);

    const stale = await cachedJson(
      key,
      async () => {
        throw new Error("timeout");
      },
      h.deps,
    );
    await h.settle();
    expect(stale).toMatchObject({ outcome: "stale", value: { v: 1 } });
    expect(h.logs).toContain("background cache refresh failed");
    const again = await cachedJson(key, async () => ({ v: 2 }), h.deps);
    expect(again.outcome).toBe("stale"); // still inside the stale window, refreshed again behind it
  });
});
