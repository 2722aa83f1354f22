import { describe, expect, test } from "vitest";
import {
  claimReload,
  parseReloadHistory,
  recordReload,
  RELOAD_GUARD_MS,
  RELOAD_GUARD_STORAGE_KEY,
  shouldReload,
} from "~/browser/reload-guard";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const T = 1_700_000_000_000;

describe("reload guard", () => {
  test("is 10 seconds", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  test("a path never reloaded may reload", () => {
    expect(shouldReload("/faqs", T, {})).toBe(true);
  });

  test("the same path may not reload again within 10 seconds", () => {
    expect(shouldReload("/faqs", T + 1, { "/faqs": T })).toBe(false);
    expect(shouldReload("/faqs", T + 9_999, { "/faqs": T })).toBe(false);
  });

  test("another path may reload meanwhile", () => {
    expect(shouldReload("/about", T + 1, { "/faqs": T })).toBe(true);
  });

  test("after 10 seconds the path may reload again", () => {
    expect(shouldReload("/faqs", T + 10_000, { "/faqs": T })).toBe(true);
  });

  test("a clock set back does not block reloads", () => {
    expect(shouldReload("/faqs", T - 5_000, { "/faqs": T })).toBe(true);
  });

  test("recording keeps recent entries and drops expired ones", () => {
    expect(recordReload("/c", T + 10_000, { "/a": T, "/b": T + 5_000 })).toEqual({ "/b": T + 5_000, "/c": T + 10_000 });
  });

  test("malformed stored history counts as none", () => {
    expect(parseReloadHistory(null)).toEqual({});
    expect(parseReloadHistory("not json")).toEqual({});
    expect(parseReloadHistory("[1,2]")).toEqual({});
    expect(parseReloadHistory('{"/a": "soon", "/b": 5}')).toEqual({ "/b": 5 });
  });
});

describe("claiming a reload through session storage", () => {
  test("is granted once per path per 10 seconds, across page loads", () => {
    const storage = memoryStorage();
    expect(claimReload("/faqs", T, storage)).toBe(true);
    expect(claimReload("/faqs", T + 3_000, storage)).toBe(false);
    expect(claimReload("/about", T + 3_000, storage)).toBe(true);
    expect(claimReload("/faqs", T + 10_000, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_STORAGE_KEY)!)).toEqual({ "/about": T + 3_000, "/faqs": T + 10_000 });
  });

  test("is refused without working storage, so a reload can never loop", () => {
    expect(claimReload("/faqs", T, null)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimReload("/faqs", T, broken)).toBe(false);
  });
});
