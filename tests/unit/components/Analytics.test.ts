import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module for each test: whether a page with a secret address was shown is the module's state.
const load = async () => (await import("~/components/Analytics")).useAnalyticsAllowed;

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("analytics on a page whose address is a key", () => {
  it("on the server: never on such a page, and one such page changes nothing for the next request's", async () => {
    const allowed = await load();
    expect(allowed(true)).toBe(false);
    expect(allowed(false)).toBe(true);
  });

  it("in the browser: off on such a page and for the rest of the document, and a tag loaded before is switched off", async () => {
    const window: Record<string, unknown> = { __analyticsLoaded: "G-TEST12345" };
    vi.stubGlobal("document", {});
    vi.stubGlobal("window", window);
    const allowed = await load();
    expect(allowed(false)).toBe(true);
    expect(window["ga-disable-G-TEST12345"]).toBeUndefined();
    expect(allowed(true)).toBe(false);
    expect(window["ga-disable-G-TEST12345"]).toBe(true);
    // A client navigation on to a public page: Google's tag would report the key as its referrer.
    expect(allowed(false)).toBe(false);
  });
});
