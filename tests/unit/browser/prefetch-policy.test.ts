import { describe, expect, test } from "vitest";
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS, shouldPrefetch } from "~/browser/prefetch-policy";

describe("prefetch policy", () => {
  test("skips slow connections: slow-2g and 2g", () => {
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
  });

  test("skips when data saver is on, whatever the connection", () => {
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  test("prefetches on 4g and 3g, and where the browser does not say", () => {
    expect(shouldPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("preload queue", () => {
  test("allows 4 route preloads at once by default", () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    let granted = 0;
    for (let i = 0; i < 6; i++) queue.request(() => granted++);
    expect(granted).toBe(4);
    expect(queue.active).toBe(4);
    expect(queue.waiting).toBe(2);
  });

  test("never runs more than 4 tasks at once, and drains all of them in order", async () => {
    const queue = createPreloadQueue(4);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 10 }, deferred);
    const results = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) {
      gate.resolve();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  test("a failed task frees its slot and its error reaches the caller", async () => {
    const queue = createPreloadQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
    expect(queue.active).toBe(0);
  });

  test("leaving the line before a slot is granted means it is never granted", () => {
    const queue = createPreloadQueue(1);
    const order: string[] = [];
    const releaseA = queue.request(() => order.push("a"));
    const leaveB = queue.request(() => order.push("b"));
    queue.request(() => order.push("c"));
    leaveB();
    releaseA();
    expect(order).toEqual(["a", "c"]);
  });

  test("releasing twice frees only one slot", () => {
    const queue = createPreloadQueue(1);
    const release = queue.request(() => {});
    queue.request(() => {});
    queue.request(() => {});
    release();
    release();
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(1);
  });
});
