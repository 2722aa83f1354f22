import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { isInPageHashNavigation, newBuildTarget } from "~/components/ClientBehaviours";
import {
  buildInfoUrl,
  isNewBuild,
  pathOf,
  readBuildVersion,
  startVersionCheck,
  VERSION_CHECK_INTERVAL_MS,
  VISIBILITY_CHECK_MIN_GAP_MS,
} from "~/browser/version-check.client";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const at = (path: string) => {
  const url = new URL(path, "https://x.example");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("build info", () => {
  test("is asked for with a timestamp query", () => {
    expect(buildInfoUrl(1234)).toBe("/build-info.json?t=1234");
  });

  test("its version is read only from a well-formed answer", () => {
    expect(readBuildVersion({ version: "e84a6fbc" })).toBe("e84a6fbc");
    expect(readBuildVersion({ version: "" })).toBeNull();
    expect(readBuildVersion({ version: 3 })).toBeNull();
    expect(readBuildVersion(null)).toBeNull();
    expect(readBuildVersion("e84a6fbc")).toBeNull();
  });

  test("a build is newer only when both versions are known and differ", () => {
    expect(isNewBuild("aaaa", "bbbb")).toBe(true);
    expect(isNewBuild("aaaa", "aaaa")).toBe(false);
    expect(isNewBuild("aaaa", null)).toBe(false);
    expect(isNewBuild(null, "bbbb")).toBe(false);
  });
});

describe("the periodic check", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  test("asks every 5 minutes and reports a newer build once, then stops", async () => {
    const fetchFn = vi.fn(async (_url: string) => json({ version: "new" }));
    const onUpdate = vi.fn();
    startVersionCheck({ onUpdate, currentVersion: "old", fetchFn, visibility: null });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFn).toHaveBeenCalledWith(`/build-info.json?t=${1_000_000 + VERSION_CHECK_INTERVAL_MS}`);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith("new");
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  test("the same build reports nothing and keeps checking", async () => {
    const fetchFn = vi.fn(async (_url: string) => json({ version: "same" }));
    const onUpdate = vi.fn();
    startVersionCheck({ onUpdate, currentVersion: "same", fetchFn, visibility: null });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  test("a failed fetch is logged only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchFn = vi.fn(async (_url: string) => json({}, 503));
    const onUpdate = vi.fn();
    startVersionCheck({ onUpdate, currentVersion: "old", fetchFn, visibility: null });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test("returning to the tab checks too, at most once a minute", async () => {
    const listeners: Array<() => void> = [];
    const visibility = {
      visibilityState: "visible" as DocumentVisibilityState,
      addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
      removeEventListener: () => {},
    } as unknown as Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
    const fetchFn = vi.fn(async (_url: string) => json({ version: "same" }));
    startVersionCheck({ onUpdate: () => {}, currentVersion: "same", fetchFn, visibility });
    listeners.forEach((listener) => listener());
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VISIBILITY_CHECK_MIN_GAP_MS);
    listeners.forEach((listener) => listener());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  test("stopping ends the checks", async () => {
    const fetchFn = vi.fn(async (_url: string) => json({ version: "new" }));
    const stop = startVersionCheck({ onUpdate: () => {}, currentVersion: "old", fetchFn, visibility: null });
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe("the navigation that loads a new build", () => {
  test("is a page load starting for another page", () => {
    expect(newBuildTarget({ state: "loading", location: at("/faqs?x=1#a") }, at("/"))).toBe("/faqs?x=1#a");
    expect(newBuildTarget({ state: "loading", location: at("/search?q=a"), formMethod: "GET" }, at("/search"))).toBe(
      "/search?q=a",
    );
  });

  test("is not an idle router, a submission, or a revalidation of the same page", () => {
    expect(newBuildTarget({ state: "idle" }, at("/"))).toBeNull();
    expect(newBuildTarget({ state: "submitting", location: at("/contact"), formMethod: "POST" }, at("/contact"))).toBeNull();
    expect(newBuildTarget({ state: "loading", location: at("/thanks"), formMethod: "POST" }, at("/contact"))).toBeNull();
    expect(newBuildTarget({ state: "loading", location: at("/faqs#a") }, at("/faqs"))).toBeNull();
  });

  test("the reload guard counts it by pathname", () => {
    expect(pathOf("/faqs?x=1#a")).toBe("/faqs");
    expect(pathOf("/faqs#a")).toBe("/faqs");
    expect(pathOf("/faqs")).toBe("/faqs");
  });
});

describe("scroll on navigation", () => {
  test("only a hash link within the same page keeps smooth scrolling", () => {
    expect(isInPageHashNavigation(at("/faqs"), at("/faqs#pricing"))).toBe(true);
    expect(isInPageHashNavigation(at("/"), at("/faqs#pricing"))).toBe(false);
    expect(isInPageHashNavigation(at("/faqs"), at("/about"))).toBe(false);
    expect(isInPageHashNavigation(at("/faqs#a"), at("/faqs"))).toBe(false);
  });
});
