import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const NOT_FOUND_LINKS = [
  ["Return to our Home Page", "/"],
  ["Discover Your Color Season", "/seasons"],
  ["Book a Color Analysis Session", "/services/color-analysis-styling"],
  ["contact us", "/contact"],
] as const;

function expectNotFoundScreen(html: string) {
  expect(html).toContain(">404</h1>");
  expect(html).toContain("Oops! Looks like we&#x27;ve lost our color palette!");
  expect(html).toContain("slipped into a different color season");
  for (const [label, href] of NOT_FOUND_LINKS) expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
}

describe("not found", () => {
  it("says the same on the worker's own 404 page, for a path React Router cannot render (an encoded backslash)", async () => {
    const response = await SELF.fetch("https://example.com/%5C/about");
    expect(response.status).toBe(404);
    const html = (await response.text()).replace(/&apos;|&#x27;/g, "'");
    expect(html).toContain("Oops! Looks like we've lost our color palette!");
    expect(html).toContain("The page you're looking for seems to have slipped into a different color season.");
    for (const [label, href] of NOT_FOUND_LINKS) expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
  });

  it("answers an unknown path with 404 'Page not found: {path}' and the themed screen", async () => {
    const response = await SELF.fetch("https://example.com/some/unknown/path");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found: /some/unknown/path");
    expectNotFoundScreen(html);
    // themed with the business's layout colours from Website/Data
    expect(html).toMatch(/--color-bg:#[0-9a-f]{6}/i);
  });

  it("answers an unknown season with 404 'Page Not Found'", async () => {
    const response = await SELF.fetch("https://example.com/seasons/not-a-season");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expectNotFoundScreen(html);
  });
});
