import { describe, expect, it } from "vitest";
import { localHref } from "~/site/content-link";

describe("a link the content or a list names, on a page in each language", () => {
  it("leads a Dutch page to the Dutch twin of an English page, query and fragment kept", () => {
    expect(localHref("/", "nl")).toBe("/nl");
    expect(localHref("/seasons", "nl")).toBe("/nl/seizoenen");
    expect(localHref("/testimonials?type=color-analysis&page=2", "nl")).toBe("/nl/ervaringen?type=color-analysis&page=2");
    expect(localHref("/journal?season=autumn#list", "nl")).toBe("/nl/journal?season=autumn#list");
    expect(localHref("/journal/what-colours-suit-a-soft-autumn", "nl")).toBe("/nl/journal/what-colours-suit-a-soft-autumn");
  });

  it("leaves everything else as written: English pages, Dutch addresses, other sites, places, files and one-language addresses", () => {
    expect(localHref("/seasons", "en")).toBe("/seasons");
    expect(localHref("/nl/seizoenen", "nl")).toBe("/nl/seizoenen");
    expect(localHref("https://www.instagram.com/studio", "nl")).toBe("https://www.instagram.com/studio");
    expect(localHref("//cdn.example.com/x", "nl")).toBe("//cdn.example.com/x");
    expect(localHref("mailto:hello@example.com", "nl")).toBe("mailto:hello@example.com");
    expect(localHref("#booking", "nl")).toBe("#booking");
    expect(localHref("/journal/feed.xml", "nl")).toBe("/journal/feed.xml");
    expect(localHref("/studio", "nl")).toBe("/studio");
    expect(localHref("/media/abc/cover.jpg", "nl")).toBe("/media/abc/cover.jpg");
  });
});
