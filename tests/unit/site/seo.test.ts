import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageMeta } from "~/site/seo";

const card = readFileSync(new URL("../../../public/og-image.png", import.meta.url));
const matches = [{ id: "root", loaderData: { site: { siteUrl: "https://www.example.com", brandName: "Plum & Linen" } } }];
const meta = pageMeta(matches, { title: "About", description: "About the studio", path: "/about" });
const tags = meta as Array<Record<string, unknown>>;
const property = (name: string) => tags.find((tag) => tag.property === name)?.content;
const named = (name: string) => tags.find((tag) => tag.name === name)?.content;

describe("the social card", () => {
  it("is a PNG of 1200×630 under 100 KB", () => {
    expect(card.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(card.readUInt32BE(16)).toBe(1200);
    expect(card.readUInt32BE(20)).toBe(630);
    expect(card.length).toBeLessThan(100 * 1024);
  });

  it("is what every page's Open Graph and Twitter tags point at, with its size and a text alternative", () => {
    expect(property("og:image")).toBe("https://www.example.com/og-image.png");
    expect(named("twitter:image")).toBe("https://www.example.com/og-image.png");
    expect(property("og:image:width")).toBe(String(card.readUInt32BE(16)));
    expect(property("og:image:height")).toBe(String(card.readUInt32BE(20)));
    expect(property("og:image:alt")).toContain("Plum & Linen");
    expect(named("twitter:image:alt")).toBe(property("og:image:alt"));
  });
});
