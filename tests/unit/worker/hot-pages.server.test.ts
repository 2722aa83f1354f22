import { describe, expect, it } from "vitest";
import { HotPages } from "~/worker/hot-pages.server";

// The isolate's memory in front of the Cache API: bounded by bytes, the least recently used out first.

describe("hot pages", () => {
  it("forgets the least recently used page once the bytes are over the bound", () => {
    const pages = new HotPages<string>(100);
    pages.set("/", "home", 40);
    pages.set("/faqs", "faqs", 40);
    expect(pages.get("/")).toBe("home"); // now the most recently used
    pages.set("/about", "about", 40);
    expect(pages.get("/faqs")).toBeUndefined();
    expect(pages.get("/")).toBe("home");
    expect(pages.get("/about")).toBe("about");
  });

  it("replaces a page kept again without counting it twice, and never keeps one larger than the bound", () => {
    const pages = new HotPages<string>(100);
    for (let round = 0; round < 5; round++) pages.set("/", `home ${round}`, 60);
    expect(pages.get("/")).toBe("home 4");
    pages.set("/journal", "journal", 40);
    expect(pages.get("/")).toBe("home 4");
    pages.set("/huge", "huge", 101);
    expect(pages.get("/huge")).toBeUndefined();
    expect(pages.get("/journal")).toBe("journal");
  });
});
